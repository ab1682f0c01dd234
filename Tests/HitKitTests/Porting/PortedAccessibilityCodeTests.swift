import HitKit
import HitKitTesting
import Testing

// UIKit-style accessibility code, unchanged but for the import: a rating view that describes
// itself to VoiceOver and adjusts its value, and a card whose accessibilityActivate opens it.

final class RatingView: UIView {
    var rating = 3

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { [.adjustable, .button] }
        set {}
    }

    override var accessibilityValue: String? {
        get { "\(rating) of 5 stars" }
        set {}
    }

    func configure() {
        accessibilityLabel = "Rating"
        accessibilityHint = "Swipe up or down to change"
    }
}

final class CardControl: UIControl {
    var opened = false

    override func accessibilityActivate() -> Bool {
        opened = true
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        return true
    }
}

@MainActor
@Suite("Ported UIKit code: accessibility")
struct PortedAccessibilityCodeTests {
    @Test("A view overriding accessibility properties describes itself as on iOS")
    func ratingView() {
        let view = RatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.configure()
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityTraits.contains(.adjustable))
        #expect(view.accessibilityValue == "3 of 5 stars")
        #expect(view.accessibilityLabel == "Rating")
    }

    @Test("A custom control handling accessibilityActivate is activated without a touch")
    func cardControl() throws {
        let card = CardControl(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let generator = try EventGenerator(view: card)
        #expect(try generator.activate(card))
        #expect(card.opened)
    }
}
