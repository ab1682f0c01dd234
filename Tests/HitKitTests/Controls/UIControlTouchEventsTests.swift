import Foundation
import Testing

@testable import HitKit

/// One test per control event: it fires exactly when UIKit fires it, and not otherwise.
/// The control spans x 100–200, y 100–150 in window coordinates (tracked as inside from x 30 to
/// 270 and y 30 to 220 while a finger is down).
@MainActor
@Suite("Control events fire when UIKit fires them")
struct UIControlTouchEventsTests {
    @Test("touchDown fires once, at touch-down, and not on later phases")
    func touchDown() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        #expect(h.events == ["touchDown"])
        h.move(160, 125)
        h.up(160, 125)
        #expect(h.events.filter { $0 == "touchDown" }.count == 1)
    }

    @Test("touchDown does not fire for a touch that begins outside the control")
    func touchDownNotOutside() {
        let h = ControlHarness(UIControl())
        h.down(250, 125)
        h.move(150, 125)
        h.up(150, 125)
        #expect(h.events.isEmpty)
    }

    @Test("touchDownRepeat fires with touchDown on a second quick tap, not on the first")
    func touchDownRepeat() {
        let h = ControlHarness(UIControl())
        h.tap()
        #expect(h.events == ["touchDown", "touchUpInside"])
        h.recorder.reset()
        h.wait(0.1)
        h.down(152, 126)
        #expect(h.app.activeTouches.first?.tapCount == 2)
        #expect(h.events == ["touchDown", "touchDownRepeat"])
        h.up(152, 126)
        h.recorder.reset()
        h.wait(0.1)
        h.down(150, 125)
        #expect(h.events == ["touchDown", "touchDownRepeat"])
    }

    @Test("touchDownRepeat does not fire when the second tap comes too late")
    func touchDownRepeatNotLate() {
        let h = ControlHarness(UIControl())
        h.tap()
        h.recorder.reset()
        h.wait(1)
        h.down(150, 125)
        #expect(h.events == ["touchDown"])
    }

    @Test("touchDown and touchDownRepeat are one send, so an action for both runs once")
    func touchDownRepeatIsOneSend() {
        let h = ControlHarness(UIControl())
        let trace = ControlTraceRecorder()
        h.app.addObserver(trace)
        var runs = 0
        h.control.addAction(UIAction { _ in runs += 1 }, for: [.touchDown, .touchDownRepeat])
        h.tap()
        h.wait(0.1)
        h.down(150, 125)
        #expect(runs == 2)
        #expect(trace.names == ["touchDown", "touchUpInside", "touchDown|touchDownRepeat"])
    }

    @Test("touchDragInside fires on each move inside the tracking area")
    func touchDragInside() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.move(160, 125)
        h.move(250, 125)  // 50 points right of the control: still inside
        #expect(h.events == ["touchDown", "touchDragInside", "touchDragInside"])
    }

    @Test("touchDragOutside fires on each move outside the tracking area, after touchDragExit")
    func touchDragOutside() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.move(300, 125)
        h.move(320, 125)
        #expect(h.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragOutside"])
    }

    @Test("touchDragExit fires once, on the move that leaves the tracking area, before touchDragOutside")
    func touchDragExit() {
        let h = ControlHarness(UIControl())
        let trace = ControlTraceRecorder()
        h.app.addObserver(trace)
        h.down(150, 125)
        h.move(150, 240)  // 90 points below the control
        h.move(150, 300)
        #expect(h.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragOutside"])
        #expect(trace.names == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragOutside"])
    }

    @Test("touchDragEnter fires once, on the move that comes back in, before touchDragInside")
    func touchDragEnter() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.move(300, 125)
        h.move(190, 125)
        h.move(180, 125)
        #expect(
            h.events == [
                "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside",
                "touchDragInside",
            ])
    }

    @Test("touchUpInside fires on a lift inside the tracking area, even 50 points outside the bounds")
    func touchUpInside() {
        let h = ControlHarness(UIControl())
        h.tap()
        #expect(h.events == ["touchDown", "touchUpInside"])
        h.recorder.reset()
        h.wait(1)
        h.down(150, 125)
        h.up(150, 200)
        #expect(h.events == ["touchDown", "touchUpInside"])
    }

    @Test("touchUpOutside fires on a lift outside the tracking area: the far drag-and-release order")
    func touchUpOutside() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.move(155, 125)
        h.move(300, 125)
        h.move(350, 125)
        h.up(350, 125)
        #expect(
            h.events == [
                "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside",
                "touchUpOutside",
            ])
    }

    @Test("A lift judged at a new point sends touchDragExit or touchDragEnter before the touch-up")
    func liftJudgesInsideAgain() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.up(350, 125)
        #expect(h.events == ["touchDown", "touchDragExit", "touchUpOutside"])
        h.recorder.reset()
        h.wait(1)
        h.down(150, 125)
        h.move(350, 125)
        h.up(150, 125)
        #expect(h.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchUpInside"])
    }

    @Test("touchCancel fires when the application cancels every touch, and nothing follows")
    func touchCancelOnCancelAllTouches() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.app.cancelAllTouches()
        #expect(h.events == ["touchDown", "touchCancel"])
        #expect(!h.control.isTracking && !h.control.isHighlighted)
        #expect(h.app.activeTouches.isEmpty)
    }

    @Test("touchCancel fires when the control leaves its window mid-touch; the touch keeps its view")
    func touchCancelWhenLeavingWindow() {
        let h = ControlHarness(UIControl())
        let trace = ControlTraceRecorder()
        h.app.addObserver(trace)
        h.down(150, 125)
        let touch = h.app.activeTouches.first
        h.control.removeFromSuperview()
        #expect(h.events == ["touchDown", "touchCancel"])
        #expect(trace.names == ["touchDown", "touchCancel"])
        #expect(touch?.view === h.control)
        h.move(160, 125)
        h.up(160, 125)
        #expect(h.events == ["touchDown", "touchCancel"])
        #expect(h.container.log.isEmpty)
    }

    @Test("touchCancel does not fire on an ordinary lift")
    func noTouchCancelOnLift() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.up(350, 125)
        #expect(!h.events.contains("touchCancel"))
    }

    @Test("primaryActionTriggered follows touchUpInside on a button, as a separate send")
    func primaryActionTriggered() {
        let h = ControlHarness(UIButton())
        let trace = ControlTraceRecorder()
        h.app.addObserver(trace)
        h.tap()
        #expect(h.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(trace.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("primaryActionTriggered does not fire on a button's touchUpOutside or cancel, nor on a plain control")
    func primaryActionTriggeredNotOtherwise() {
        let button = ControlHarness(UIButton())
        button.down(150, 125)
        button.up(350, 125)
        button.wait(1)
        button.down(150, 125)
        button.app.cancelAllTouches()
        #expect(!button.events.contains("primaryActionTriggered"))
        let control = ControlHarness(UIControl())
        control.tap()
        #expect(control.events == ["touchDown", "touchUpInside"])
    }

    @Test("valueChanged is never sent by touches; a subclass sends it with sendActions(for:)")
    func valueChanged() {
        let plain = ControlHarness(UIControl())
        plain.down(150, 125)
        plain.move(300, 125)
        plain.up(150, 125)
        #expect(!plain.events.contains("valueChanged"))

        let h = ControlHarness(CountingControl())
        h.down(150, 125)
        h.move(160, 125)
        h.up(160, 125)
        #expect(h.control.value == 1)
        #expect(h.events == ["touchDown", "valueChanged", "touchDragInside", "touchUpInside"])
    }
}

/// A control whose value goes up on each tracked move, announced with valueChanged, as a slider
/// or stepper does from `continueTracking`.
@MainActor
private final class CountingControl: UIControl {
    var value = 0
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        value += 1
        sendActions(for: .valueChanged)
        return true
    }
}
