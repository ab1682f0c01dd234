import Foundation
import HitKitTesting
import Testing

@testable import HitKit

// UIKit code from public samples that animates a card which must stay tappable while it moves,
// compiled with only the import changed.

/// A card that slides in and then pulses forever, with a button on it: the options include
/// `.allowUserInteraction`, so the button stays tappable while the card moves.
final class PulsingCardView: UIView {
    let actionButton = UIButton(type: .system)
    var onAction: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        actionButton.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        actionButton.setTitle("Open", for: .normal)
        actionButton.addAction(UIAction { [weak self] _ in self?.onAction?() }, for: .touchUpInside)
        addSubview(actionButton)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func present(in container: UIView, interactive: Bool) {
        alpha = 0
        transform = CGAffineTransform(translationX: 0, y: 40)
        container.addSubview(self)
        let options: UIView.AnimationOptions = interactive ? [.allowUserInteraction, .curveEaseOut] : [.curveEaseOut]
        UIView.animate(
            withDuration: 0.3, delay: 0, options: options,
            animations: {
                self.alpha = 1
                self.transform = .identity
            },
            completion: { finished in
                guard finished else { return }
                UIView.animate(
                    withDuration: 0.8, delay: 0, options: options.union([.repeat, .autoreverse]),
                    animations: { self.transform = CGAffineTransform(scaleX: 1.03, y: 1.03) })
            })
    }
}

@MainActor
@Suite("Ported animated-card code: a card that must stay tappable while it animates")
struct PortedAnimatedCardCodeTests {
    private func present(interactive: Bool) throws -> (EventGenerator, PulsingCardView, () -> Int, () -> Int) {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        var backgroundTaps = 0
        let background = UIButton(frame: window.bounds)
        background.addAction(UIAction { _ in backgroundTaps += 1 }, for: .touchUpInside)
        window.addSubview(background)
        let card = PulsingCardView(frame: CGRect(x: 40, y: 100, width: 240, height: 160))
        var actions = 0
        card.onAction = { actions += 1 }
        card.present(in: window, interactive: interactive)
        return (try EventGenerator(window: window), card, { actions }, { backgroundTaps })
    }

    @Test("With .allowUserInteraction the card's button takes taps while it slides in and while it pulses")
    func tappableWhileAnimating() throws {
        let (generator, card, actions, _) = try present(interactive: true)
        generator.wait(0.1)
        try generator.fingerTap(at: CGPoint(x: 100, y: 140))
        generator.wait(2)
        #expect(card.layer.animationKeys() == ["transform"], "the pulse runs forever")
        try generator.fingerTap(at: CGPoint(x: 100, y: 140))
        #expect(actions() == 2)
    }

    @Test("Without the option the taps go to the background until the slide ends, then the pulse blocks them too")
    func blockedWithoutTheOption() throws {
        let (generator, card, actions, backgroundTaps) = try present(interactive: false)
        generator.wait(0.1)
        try generator.fingerTap(at: CGPoint(x: 100, y: 140))
        #expect(backgroundTaps() == 1)
        generator.wait(2)
        try generator.fingerTap(at: CGPoint(x: 100, y: 140))
        #expect(actions() == 0)
        #expect(backgroundTaps() == 2)
        card.layer.removeAllAnimations()
        try generator.fingerTap(at: CGPoint(x: 100, y: 140))
        #expect(actions() == 1)
    }
}
