// swift-format-ignore-file
// The presenter is kept as Swift 5 samples write it (a trailing completion after closure arguments), so
// swift-format's lint leaves this file alone.
import HitKit
import HitKitTesting
import Testing

// An animated card as Swift 5 samples write it: no actor annotations, animations started from a
// plain class, trailing completion closures.

/// Slides a card in with a spring and keeps its button tappable while it moves.
final class Swift5CardPresenter {
    let card = UIView(frame: CGRect(x: 20, y: 300, width: 280, height: 120))
    let button = UIButton(type: .system)
    var presented = false

    init() {
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        card.addSubview(button)
    }

    func show(in view: UIView) {
        view.addSubview(card)
        card.center.y += 200
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                       options: [.allowUserInteraction], animations: {
            self.card.center.y -= 200
        }) { finished in
            self.presented = finished
        }
    }
}

@Suite("Swift 5 animated card")
struct Swift5AnimatedCardTests {
    @Test("A spring-animated card's button takes a tap mid-animation, at its final frame")
    @MainActor
    func cardStaysTappable() throws {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let presenter = Swift5CardPresenter()
        var taps = 0
        presenter.button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        presenter.show(in: window)
        let generator = try EventGenerator(window: window)
        generator.wait(0.2)
        try generator.fingerTap(at: CGPoint(x: 60, y: 330))
        #expect(taps == 1)
        generator.wait(1)
        #expect(presenter.presented)
    }
}
