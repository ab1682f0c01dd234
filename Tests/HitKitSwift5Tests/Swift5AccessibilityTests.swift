import HitKit
import HitKitTesting
import Testing

// UIKit-style accessibility code in the Swift 5 language mode: a plain class (no actor annotation)
// that overrides accessibility properties and accessibilityActivate.

final class Swift5StepperView: UIView {
    var count = 0

    override var accessibilityValue: String? {
        get { "\(count)" }
        set {}
    }

    override func accessibilityActivate() -> Bool {
        count += 1
        return true
    }
}

@MainActor
@Suite("Swift 5 language mode: accessibility")
struct Swift5AccessibilityTests {
    @Test("Accessibility overrides compile and behave in Swift 5 mode")
    func accessibilityOverrides() throws {
        let view = Swift5StepperView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        view.isAccessibilityElement = true
        view.accessibilityTraits = [.adjustable]
        view.accessibilityLabel = "Count"
        let generator = try EventGenerator(view: view)
        #expect(try generator.activate(view))
        #expect(view.accessibilityValue == "1")
        #expect(view.accessibilityTraits == .adjustable)
        let element = UIAccessibilityElement(accessibilityContainer: view)
        element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.accessibilityElements = [element]
        #expect(element.accessibilityActivationPoint == CGPoint(x: 20, y: 20))
    }
}
