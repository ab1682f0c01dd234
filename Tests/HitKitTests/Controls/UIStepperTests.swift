import Foundation
import Testing

@testable import HitKit

/// A stepper at (100, 100), 100 × 50: its − half spans x 100–150, its + half x 150–200.
@MainActor
private func stepperHarness(value: Double = 5) -> ControlHarness<UIStepper> {
    let h = ControlHarness(UIStepper())
    h.control.maximumValue = 10
    h.control.value = value
    return h
}

@MainActor
@Suite("UIStepper steps its value on a press of − or +, as UIKit's does")
struct UIStepperTests {
    @Test("A new stepper has UIKit's defaults: value 0 between 0 and 100, step 1, autorepeat, continuous")
    func defaults() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && stepper.autorepeat && stepper.isContinuous && !stepper.wraps)
    }

    @Test("A tap on the + half steps up and one on the − half steps down, each sending valueChanged")
    func tapSteps() {
        let h = stepperHarness()
        h.down(180, 125)
        #expect(h.control.value == 6)
        h.up(180, 125)
        #expect(h.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        h.recorder.reset()
        h.down(120, 125)
        h.up(120, 125)
        h.down(120, 125)
        h.up(120, 125)
        #expect(h.control.value == 4)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("Setting the value or limits in code clamps and sends no action")
    func setInCodeClamps() {
        let h = stepperHarness()
        h.control.value = 50
        #expect(h.control.value == 10)
        h.control.value = -3
        #expect(h.control.value == 0)
        h.control.value = .nan
        #expect(h.control.value == 0)
        h.control.minimumValue = 20  // past the maximum: both become 20
        #expect(h.control.minimumValue == 20 && h.control.maximumValue == 20 && h.control.value == 20)
        h.control.stepValue = 0
        h.control.stepValue = -1
        h.control.stepValue = .infinity
        #expect(h.control.stepValue == 1)
        #expect(h.events.isEmpty)
    }

    @Test("At a limit the button towards it is disabled: a press changes nothing and sends no valueChanged")
    func limitsDisableTheirButton() {
        let h = stepperHarness(value: 10)
        h.down(180, 125)
        h.up(180, 125)
        #expect(h.control.value == 10)
        #expect(!h.events.contains("valueChanged"))
        h.control.value = 9.5
        h.down(180, 125)
        h.up(180, 125)
        #expect(h.control.value == 10)  // a step past the limit stops at it
    }

    @Test("With wraps, a step past a limit lands on the other limit")
    func wraps() {
        let h = stepperHarness(value: 10)
        h.control.wraps = true
        h.down(180, 125)
        h.up(180, 125)
        #expect(h.control.value == 0)
        h.down(120, 125)
        h.up(120, 125)
        #expect(h.control.value == 10)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("A held press repeats on the application's clock: first after 0.5 s, then every 0.1 s")
    func autorepeatInVirtualTime() {
        let h = stepperHarness(value: 0)
        h.down(180, 125)
        #expect(h.control.value == 1)
        h.hold(0.45)
        #expect(h.control.value == 1)
        h.hold(0.1)  // 0.56 s after the press
        #expect(h.control.value == 2)
        h.hold(0.3)  // three more intervals
        #expect(h.control.value == 5)
        h.up(180, 125)
        h.hold(1)
        #expect(h.control.value == 5)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 5)
        #expect(h.app.clock.pendingTimerCount == 0)
    }

    @Test("Autorepeat stops at a limit and pauses while the finger is outside the tracking area")
    func autorepeatStopsAndPauses() {
        let h = stepperHarness(value: 8)
        h.down(180, 125)
        h.hold(0.55)
        #expect(h.control.value == 10)
        h.hold(1)
        #expect(h.control.value == 10)
        h.control.value = 5
        h.move(390, 390)  // outside the 70-point margin
        h.hold(1)
        #expect(h.control.value == 5)
        h.move(180, 125)
        h.hold(0.1)
        #expect(h.control.value == 6)
        h.up(180, 125)
    }

    @Test("Without autorepeat a held press steps once")
    func noAutorepeat() {
        let h = stepperHarness(value: 0)
        h.control.autorepeat = false
        h.down(180, 125)
        h.hold(2)
        h.up(180, 125)
        #expect(h.control.value == 1)
    }

    @Test("A non-continuous stepper changes its value during the press but sends valueChanged once, at the end")
    func nonContinuous() {
        let h = stepperHarness(value: 0)
        h.control.isContinuous = false
        h.down(180, 125)
        h.hold(0.75)
        #expect(h.control.value == 4)
        #expect(!h.events.contains("valueChanged"))
        h.up(180, 125)
        #expect(h.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test("Right to left, the + half is on the left")
    func rightToLeft() {
        let h = stepperHarness()
        h.control.semanticContentAttribute = .forceRightToLeft
        h.down(120, 125)
        h.up(120, 125)
        #expect(h.control.value == 6)
    }

    @Test("A disabled stepper takes no touch and never steps")
    func disabled() {
        let h = stepperHarness()
        h.control.isEnabled = false
        h.tap()
        #expect(h.control.value == 5)
        #expect(h.events.isEmpty)
    }
}
