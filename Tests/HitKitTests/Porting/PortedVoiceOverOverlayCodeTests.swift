import HitKit
import HitKitTesting
import Testing

// UIKit code behind the classic bug "VoiceOver's double-tap hits the overlay, not my button": a
// favourite button describing itself to VoiceOver, and a clear overlay (a coach mark's leftover
// dimming view) laid over the screen. VoiceOver focuses the button — the overlay is no accessibility
// element — but activates it with a tap at its activation point, which the overlay takes.

final class FavoriteButton: UIButton {
    var isFavorite = false {
        didSet { accessibilityValue = isFavorite ? "On" : "Off" }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Favorite"
        accessibilityTraits = [.button]
        accessibilityValue = "Off"
        addTarget(self, action: FavoriteButton.toggle, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func toggle() { isFavorite.toggle() }
}

final class CoachMarkOverlay: UIView {
    private(set) var tapsSwallowed = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.01)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: CoachMarkOverlay.swallow))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func swallow() { tapsSwallowed += 1 }
}

@MainActor
@Suite("Ported UIKit code: VoiceOver's activation and an overlay (Porting)")
struct PortedVoiceOverOverlayCodeTests {
    private func makeScreen() -> (UIView, FavoriteButton, CoachMarkOverlay) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = FavoriteButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        let overlay = CoachMarkOverlay(frame: root.bounds)
        root.addSubview(button)
        root.addSubview(overlay)
        return (root, button, overlay)
    }

    @Test("The button describes itself to VoiceOver; the overlay is no accessibility element")
    func buttonDescribesItself() {
        let (_, button, overlay) = makeScreen()
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityTraits == .button)
        #expect(button.accessibilityLabel == "Favorite")
        #expect(button.accessibilityValue == "Off")
        #expect(!overlay.isAccessibilityElement)
    }

    @Test("VoiceOver's activation is a tap at the activation point: the overlay takes it, not the button")
    func activationHitsTheOverlay() throws {
        let (root, button, overlay) = makeScreen()
        let generator = try EventGenerator(view: root)
        #expect(try generator.activate(button) == false)
        #expect(overlay.tapsSwallowed == 1)
        #expect(!button.isFavorite)
        try generator.assertNoLeftovers()
    }

    @Test("With the overlay letting touches through, VoiceOver's activation toggles the button")
    func fixedOverlayLetsTheActivationThrough() throws {
        let (root, button, overlay) = makeScreen()
        overlay.isUserInteractionEnabled = false
        let generator = try EventGenerator(view: root)
        try generator.activate(button)
        #expect(button.isFavorite)
        #expect(button.accessibilityValue == "On")
        try generator.assertNoLeftovers()
    }

    @Test("An activation point moved off the overlay's area reaches the button under it")
    func movedActivationPoint() throws {
        let (root, button, overlay) = makeScreen()
        overlay.frame = CGRect(x: 0, y: 0, width: 320, height: 122)  // covers the button's top half
        button.accessibilityActivationPoint = CGPoint(x: 80, y: 135)  // screen coordinates
        let generator = try EventGenerator(view: root)
        try generator.activate(button)
        #expect(button.isFavorite)
        #expect(overlay.tapsSwallowed == 0)
    }
}
