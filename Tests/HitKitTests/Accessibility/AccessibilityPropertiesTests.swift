import Foundation
import HitKit
import Testing

/// Collects the accessibility notifications a test's task posts.
@MainActor
final class PostedNotifications {
    var names: [UIAccessibility.Notification] = []
    var arguments: [Any?] = []

    var observer: AccessibilityNotificationObserver {
        AccessibilityNotificationObserver { [self] notification, argument in
            names.append(notification)
            arguments.append(argument)
        }
    }
}

@MainActor
@Suite("Accessibility: UIKit's accessibility properties as data")
struct AccessibilityPropertiesTests {
    @Test("A plain view is not an accessibility element; controls and labels are, until set otherwise")
    func elementDefaults() {
        #expect(!UIView().isAccessibilityElement)
        #expect(!UIImageView().isAccessibilityElement)
        #expect(UIButton().isAccessibilityElement)
        #expect(UISwitch().isAccessibilityElement)
        #expect(UILabel().isAccessibilityElement)
        let view = UIView()
        view.isAccessibilityElement = true
        #expect(view.isAccessibilityElement)
        let label = UILabel()
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test("A button is labelled by its title and a label by its text, with UIKit's traits")
    func labelAndTraitDefaults() {
        let button = UIButton()
        button.setTitle("Save", for: .normal)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let label = UILabel()
        label.text = "Total"
        #expect(label.accessibilityLabel == "Total")
        #expect(label.accessibilityTraits == .staticText)
        let view = UIView()
        #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil && view.accessibilityHint == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityElements == nil)
        #expect(!view.accessibilityElementsHidden && !view.accessibilityViewIsModal)
        #expect(!view.accessibilityActivate())
    }

    @Test("Set values replace the defaults and are read back")
    func setValues() {
        let button = UIButton()
        button.setTitle("Vol", for: .normal)
        button.accessibilityLabel = "Volume"
        button.accessibilityValue = "50%"
        button.accessibilityHint = "Adjusts the volume"
        button.accessibilityTraits = [.adjustable, .updatesFrequently]
        button.accessibilityElementsHidden = true
        button.accessibilityViewIsModal = true
        #expect(button.accessibilityLabel == "Volume")
        #expect(button.accessibilityValue == "50%")
        #expect(button.accessibilityHint == "Adjusts the volume")
        #expect(button.accessibilityTraits.contains(.adjustable) && !button.accessibilityTraits.contains(.button))
        #expect(button.accessibilityElementsHidden && button.accessibilityViewIsModal)
    }

    @Test("A view's accessibility frame is its bounds on the screen; its activation point is their midpoint")
    func frameAndActivationPointDefaults() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 320, height: 480), application: application)
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
        window.addSubview(container)
        container.addSubview(view)
        #expect(view.accessibilityFrame == CGRect(x: 115, y: 75, width: 40, height: 30))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 135, y: 90))
        container.center.x += 10
        #expect(view.accessibilityActivationPoint == CGPoint(x: 145, y: 90))
        view.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 1, y: 2))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.accessibilityFrame = CGRect(x: 20, y: 40, width: 60, height: 20)
        #expect(other.accessibilityActivationPoint == CGPoint(x: 50, y: 50))
    }

    @Test("An accessibility element's frame in container space follows its container on the screen")
    func elementFrameInContainerSpace() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 320, height: 480), application: application)
        let chart = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        #expect(!bar.isAccessibilityElement && bar.accessibilityTraits == .none)
        #expect(bar.accessibilityFrame == .zero && !bar.accessibilityActivate())
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 100)
        chart.accessibilityElements = [bar]
        #expect(bar.accessibilityContainer === chart)
        #expect(bar.accessibilityFrame == CGRect(x: 30, y: 120, width: 20, height: 100))
        #expect(bar.accessibilityActivationPoint == CGPoint(x: 40, y: 170))
        chart.center.y += 50
        #expect(bar.accessibilityFrame == CGRect(x: 30, y: 170, width: 20, height: 100))
        bar.accessibilityFrame = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect(bar.accessibilityActivationPoint == CGPoint(x: 4, y: 4))
    }

    @Test("Posted notifications reach the task's observer with their arguments, and only while it is bound")
    func notificationsObserved() {
        let posted = PostedNotifications()
        let view = UIView()
        UIAccessibility.post(notification: .announcement, argument: "Before")
        UIAccessibility.$notificationObserver.withValue(posted.observer) {
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .layoutChanged, argument: view)
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
        UIAccessibility.post(notification: .announcement, argument: "After")
        #expect(posted.names == [.announcement, .layoutChanged, .screenChanged])
        #expect(posted.arguments[0] as? String == "Saved")
        #expect((posted.arguments[1] as? UIView) === view)
        #expect(posted.arguments[2] == nil)
    }

    @Test("VoiceOver is not running unless the task says so")
    func voiceOverRunning() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.$isVoiceOverRunning.withValue(true) {
            #expect(UIAccessibility.isVoiceOverRunning)
        }
    }
}
