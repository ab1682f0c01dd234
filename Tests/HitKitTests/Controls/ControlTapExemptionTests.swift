import Foundation
import Testing

@testable import HitKit

/// A custom control that does nothing about gesture recognizers, as most custom controls are.
@MainActor
private final class PlainCustomControl: UIControl {}

/// A custom control that opts into the button's exemption, as UIKit code does, by overriding
/// `gestureRecognizerShouldBegin(_:)`.
@MainActor
private final class TapKeepingControl: UIControl {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// A UIButton subclass: it keeps its class's exemption.
@MainActor
private final class RoundButton: UIButton {}

/// `control` at (100, 100), 100 × 50, in a container with `recognizer`; a tap lands at (150, 125).
@MainActor
private func harness<Control: UIControl>(
    _ control: Control, _ recognizer: UITapGestureRecognizer
) -> (ControlHarness<Control>, () -> Int) {
    let h = ControlHarness(control)
    h.container.addGestureRecognizer(recognizer)
    var recognized = 0
    recognizer.addTarget { if $0.state == .recognized { recognized += 1 } }
    return (h, { recognized })
}

/// A slider of 231 × 31 points at (50, 100), value 0.5: its thumb is centred at (165.5, 115.5).
@MainActor
private func sliderHarness(_ recognizer: UITapGestureRecognizer) -> (ControlHarness<UISlider>, () -> Int) {
    let (h, recognized) = harness(UISlider(), recognizer)
    h.control.frame = CGRect(x: 50, y: 100, width: 231, height: 31)
    h.control.value = 0.5
    return (h, recognized)
}

@MainActor
@Suite("A parent's single tap yields to exactly the controls Apple lists")
struct ControlTapExemptionTests {
    // MARK: Exempt: Apple's list, and a control that opts in

    @Test("A parent's single-finger single tap fails over a button, which sends touchUpInside")
    func buttonIsExempt() {
        let (h, recognized) = harness(UIButton(), UITapGestureRecognizer())
        h.tap()
        #expect(recognized() == 0)
        #expect(h.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("A UIButton subclass keeps the button's exemption")
    func buttonSubclassIsExempt() {
        let (h, recognized) = harness(RoundButton(), UITapGestureRecognizer())
        h.tap()
        #expect(recognized() == 0)
        #expect(h.events.contains("touchUpInside"))
    }

    @Test("A parent's single-finger single tap fails over a switch, which flips")
    func switchIsExempt() {
        let toggle = UISwitch()
        let (h, recognized) = harness(toggle, UITapGestureRecognizer())
        h.control.frame = CGRect(x: 100, y: 100, width: 51, height: 31)
        h.down(125, 115)
        h.up(125, 115)
        #expect(recognized() == 0)
        #expect(toggle.isOn)
    }

    @Test("A parent's single-finger single tap fails over a stepper, whose value changes")
    func stepperIsExempt() {
        let (h, recognized) = harness(UIStepper(), UITapGestureRecognizer())
        h.down(180, 125)
        h.up(180, 125)
        #expect(recognized() == 0)
        #expect(h.control.value == 1)
        #expect(h.events.last == "touchUpInside")
    }

    @Test("A parent's single-finger single tap fails over a segmented control, which selects the segment")
    func segmentedControlIsExempt() {
        let (h, recognized) = harness(UISegmentedControl(items: ["A", "B"]), UITapGestureRecognizer())
        h.down(180, 125)
        h.up(180, 125)
        #expect(recognized() == 0)
        #expect(h.control.selectedSegmentIndex == 1)
    }

    @Test("A parent's single-finger single tap fails over a page control, which moves one page")
    func pageControlIsExempt() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        let (h, recognized) = harness(pages, UITapGestureRecognizer())
        h.down(190, 125)
        h.up(190, 125)
        #expect(recognized() == 0)
        #expect(pages.currentPage == 1)
    }

    @Test("A custom control that overrides gestureRecognizerShouldBegin keeps its tap")
    func optedInCustomControlIsExempt() {
        let (h, recognized) = harness(TapKeepingControl(), UITapGestureRecognizer())
        h.tap()
        #expect(recognized() == 0)
        #expect(h.events == ["touchDown", "touchUpInside"])
    }

    // MARK: Not exempt

    @Test("A parent's single tap takes a tap on a plain custom control, cancelling its touch")
    func plainCustomControlIsNotExempt() {
        let (h, recognized) = harness(PlainCustomControl(), UITapGestureRecognizer())
        h.tap()
        #expect(recognized() == 1)
        #expect(h.events == ["touchDown", "touchCancel"])
    }

    @Test("A parent's single tap takes a tap on a slider's thumb, cancelling the slider's touch")
    func sliderThumbIsNotExempt() {
        let (h, recognized) = sliderHarness(UITapGestureRecognizer())
        h.down(165.5, 115)
        h.up(165.5, 115)
        #expect(recognized() == 1)
        #expect(h.events == ["touchDown", "touchCancel"])
        #expect(h.control.value == 0.5)
    }

    @Test("A parent's single tap takes a tap on a slider's track")
    func sliderTrackIsNotExempt() {
        let (h, recognized) = sliderHarness(UITapGestureRecognizer())
        h.down(250, 115)
        h.up(250, 115)
        #expect(recognized() == 1)
        #expect(h.events == ["touchDown", "touchCancel"])
    }

    @Test("A parent's double tap is not exempt over a button")
    func otherTapsOverButtonAreNotExempt() {
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let (h, recognized) = harness(UIButton(), double)
        h.tap()
        h.wait(0.1)
        h.tap()
        #expect(recognized() == 1)
        #expect(h.events.last == "touchCancel")
    }

    @Test("A parent's double tap is not exempt over a switch: it recognizes and the switch stays off")
    func doubleTapOverSwitchIsNotExempt() {
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let toggle = UISwitch()
        let (h, recognized) = harness(toggle, double)
        h.control.frame = CGRect(x: 100, y: 100, width: 51, height: 31)
        for _ in 0..<2 {
            h.down(125, 115)
            h.up(125, 115)
            h.wait(0.1)
        }
        #expect(recognized() == 1)
        #expect(!toggle.isOn)
        #expect(h.events.last == "touchCancel")
    }

    @Test("A parent's single tap with cancelsTouchesInView false fires over a slider, which keeps its touch")
    func sliderWithNonCancellingTap() {
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        let (h, recognized) = sliderHarness(tap)
        h.down(165.5, 115)
        h.up(165.5, 115)
        #expect(recognized() == 1)
        #expect(h.events == ["touchDown", "touchUpInside"])
    }
}
