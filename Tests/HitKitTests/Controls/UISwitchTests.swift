import Foundation
import Testing

@testable import HitKit

/// A switch at (100, 100) in ``ControlHarness``'s window, at its own size of 51 × 31: its centre
/// is (125.5, 115.5) and its thumb travels 20 points.
@MainActor
private func switchHarness(on: Bool = false) -> ControlHarness<UISwitch> {
    let h = ControlHarness(UISwitch())
    h.control.frame = CGRect(x: 100, y: 100, width: 51, height: 31)
    h.control.isOn = on
    return h
}

@MainActor
@Suite("UISwitch flips on a tap or by its dragged thumb, as UIKit's does")
struct UISwitchTests {
    @Test("A switch is 51 × 31 points whatever size its frame asks for")
    func enforcedSize() {
        let sized = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(sized.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
        #expect(!UISwitch().isOn)
    }

    @Test("isOn and setOn(_:animated:) change the state without sending an action")
    func setOnSendsNothing() {
        let h = switchHarness()
        h.control.setOn(true, animated: true)
        #expect(h.control.isOn)
        h.control.isOn = false
        #expect(!h.control.isOn)
        #expect(h.events.isEmpty)
    }

    @Test("A tap flips the switch when the finger lifts, sending valueChanged once")
    func tapToggles() {
        let h = switchHarness()
        h.down(125, 115)
        #expect(!h.control.isOn)
        h.move(129, 118)  // a wobble shorter than the drag distance is still a tap
        h.up(129, 118)
        #expect(h.control.isOn)
        #expect(
            h.events == ["touchDown", "touchDragInside", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        h.recorder.reset()
        h.down(125, 115)
        h.up(125, 115)
        #expect(!h.control.isOn)
    }

    @Test("Dragging the thumb across the middle and lifting sets the state by the thumb's side")
    func dragAcrossMiddle() {
        let h = switchHarness()
        h.down(112, 115)
        h.move(124, 115)  // 12 points: past the middle (10) of the 20-point travel
        #expect(!h.control.isOn)
        h.up(124, 115)
        #expect(h.control.isOn)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test("A drag that leaves the thumb on its own side changes nothing and sends no valueChanged")
    func dragNotAcross() {
        let h = switchHarness(on: true)
        h.down(135, 115)
        h.move(127, 115)
        h.move(150, 115)  // dragged towards off by 8, then back past the on end
        h.up(150, 115)
        #expect(h.control.isOn)
        #expect(!h.events.contains("valueChanged"))
        h.recorder.reset()
        h.down(135, 115)
        h.move(135, 130)  // a vertical drag is no tap, and the thumb stays put
        h.up(135, 130)
        #expect(h.control.isOn)
        #expect(!h.events.contains("valueChanged"))
    }

    @Test("A thumb dragged across and back ends where it started, sending nothing")
    func dragAcrossAndBack() {
        let h = switchHarness()
        h.down(112, 115)
        h.move(130, 115)
        h.move(108, 115)
        h.up(108, 115)
        #expect(!h.control.isOn)
        #expect(!h.events.contains("valueChanged"))
    }

    @Test("Right to left, on is at the left")
    func rightToLeft() {
        let h = switchHarness()
        h.control.semanticContentAttribute = .forceRightToLeft
        h.down(138, 115)
        h.move(126, 115)
        h.up(126, 115)
        #expect(h.control.isOn)
    }

    @Test("A primary action given to init(frame:primaryAction:) runs when the user flips the switch")
    func primaryAction() {
        var states: [Bool] = []
        let control = UISwitch(
            frame: .zero,
            primaryAction: UIAction { action in
                states.append((action.sender as? UISwitch)?.isOn ?? false)
            })
        let h = ControlHarness(control)
        h.control.frame = CGRect(x: 100, y: 100, width: 51, height: 31)
        h.down(125, 115)
        h.up(125, 115)
        h.control.setOn(false, animated: false)
        h.wait(1)
        h.down(125, 115)
        h.up(125, 115)
        #expect(states == [true, true])
    }

    @Test("A disabled switch takes no touch and never flips")
    func disabled() {
        let h = switchHarness()
        h.control.isEnabled = false
        h.tap()
        #expect(!h.control.isOn)
        #expect(h.events.isEmpty)
    }

    @Test("The stored appearance keeps what UIKit code sets; the style is always sliding")
    func appearance() {
        let control = UISwitch()
        control.onTintColor = .green
        control.thumbTintColor = .white
        control.preferredStyle = .checkbox
        control.title = "Wi-Fi"
        #expect(control.onTintColor == .green && control.thumbTintColor == .white)
        #expect(control.preferredStyle == .checkbox && control.style == .sliding)
        #expect(control.title == "Wi-Fi" && control.onImage == nil && control.offImage == nil)
    }
}
