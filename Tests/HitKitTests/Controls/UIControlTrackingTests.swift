import Foundation
import Testing

@testable import HitKit

/// A control that logs the tracking calls it receives, interleaved with its events.
@MainActor
private final class TrackingLogControl: UIControl {
    var log: [String] = []
    var beginAnswer = true
    var continueAnswer = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("beginTracking tracking=\(isTracking) highlighted=\(isHighlighted)")
        return beginAnswer
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continueTracking inside=\(isTouchInside)")
        return continueAnswer
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("endTracking inside=\(isTouchInside)")
    }
    override func cancelTracking(with event: UIEvent?) {
        log.append("cancelTracking event=\(event == nil ? "nil" : "touch")")
    }
}

/// A control whose `point(inside:)` reaches 150 points beyond its bounds.
@MainActor
private final class GenerousControl: UIControl {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -150, dy: -150).contains(point)
    }
}

/// A control subclass that overrides the touch methods and calls `super`, as UIKit code does.
@MainActor
private final class OverridingControl: UIControl {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
@Suite("Controls track their touch as UIKit does")
struct UIControlTrackingTests {
    private func logEvents(into control: TrackingLogControl) {
        for event in ControlEventRecorder.singleEvents {
            let name = event.description
            control.addAction(UIAction { [weak control] _ in control?.log.append(name) }, for: event)
        }
    }

    @Test("The tracking methods run before the events of their phase")
    func trackingCallOrder() {
        let h = ControlHarness(TrackingLogControl())
        logEvents(into: h.control)
        h.down(150, 125)
        h.move(300, 125)
        h.up(300, 125)
        #expect(
            h.control.log == [
                "beginTracking tracking=false highlighted=false", "touchDown",
                "continueTracking inside=false", "touchDragExit", "touchDragOutside",
                "endTracking inside=false", "touchUpOutside",
            ])
    }

    @Test("A cancelled touch calls cancelTracking, then sends touchCancel; endTracking is not called")
    func cancelTrackingOrder() {
        let h = ControlHarness(TrackingLogControl())
        logEvents(into: h.control)
        h.down(150, 125)
        h.app.cancelAllTouches()
        #expect(
            h.control.log == [
                "beginTracking tracking=false highlighted=false", "touchDown", "cancelTracking event=touch",
                "touchCancel",
            ])
    }

    @Test("A control that leaves its window mid-touch gets cancelTracking with a nil event, then touchCancel")
    func cancelTrackingWhenLeavingWindow() {
        let h = ControlHarness(TrackingLogControl())
        logEvents(into: h.control)
        var eventWasNil: Bool?
        let target = CancelTarget { eventWasNil = $0 }
        h.control.addTarget(target, action: CancelTarget.cancelled, for: .touchCancel)
        h.down(150, 125)
        h.control.removeFromSuperview()
        #expect(
            h.control.log == [
                "beginTracking tracking=false highlighted=false", "touchDown", "cancelTracking event=nil",
                "touchCancel",
            ])
        #expect(eventWasNil == true)
    }

    @Test("beginTracking answering false stops continueTracking and endTracking calls, not the events")
    func beginTrackingFalse() {
        let h = ControlHarness(TrackingLogControl())
        h.control.beginAnswer = false
        h.down(150, 125)
        #expect(!h.control.isTracking)
        h.move(160, 125)
        h.up(160, 125)
        #expect(h.control.log == ["beginTracking tracking=false highlighted=false"])
        #expect(h.events == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test("continueTracking answering false stops later continueTracking and endTracking calls")
    func continueTrackingFalse() {
        let h = ControlHarness(TrackingLogControl())
        h.control.continueAnswer = false
        h.down(150, 125)
        h.move(160, 125)
        #expect(!h.control.isTracking)
        h.move(170, 125)
        h.up(170, 125)
        #expect(h.control.log == ["beginTracking tracking=false highlighted=false", "continueTracking inside=true"])
    }

    @Test("isTracking, isHighlighted and isTouchInside follow the touch; state reports highlighted")
    func stateFollowsTouch() {
        let h = ControlHarness(UIControl())
        #expect(!h.control.isTracking && !h.control.isHighlighted && !h.control.isTouchInside)
        #expect(h.control.state == .normal)
        h.down(150, 125)
        #expect(h.control.isTracking && h.control.isHighlighted && h.control.isTouchInside)
        #expect(h.control.state == .highlighted)
        h.move(300, 125)
        #expect(h.control.isTracking && !h.control.isHighlighted && !h.control.isTouchInside)
        h.move(160, 125)
        #expect(h.control.isHighlighted && h.control.isTouchInside)
        h.up(160, 125)
        #expect(!h.control.isTracking && !h.control.isHighlighted && !h.control.isTouchInside)
    }

    @Test("isHighlighted is already cleared when touchUpInside runs")
    func highlightClearedAtLift() {
        let h = ControlHarness(UIControl())
        var highlightedAtLift: Bool?
        h.control.addAction(
            UIAction { [weak control = h.control] _ in
                highlightedAtLift = control?.isHighlighted
            }, for: .touchUpInside)
        h.tap()
        #expect(highlightedAtLift == false)
    }

    @Test("state combines disabled and selected")
    func stateCombines() {
        let control = UIControl()
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.disabled, .selected])
    }

    @Test("The tracking area is the bounds grown by 70 points: 50 points out is inside, 100 is outside")
    func enlargedTrackingArea() {
        #expect(HitKitDefaults.controlTrackingMargin == 70)
        for (point, inside) in [
            (CGPoint(x: 250, y: 125), true), (CGPoint(x: 50, y: 125), true),
            (CGPoint(x: 150, y: 200), true), (CGPoint(x: 150, y: 50), true),
            (CGPoint(x: 300, y: 125), false), (CGPoint(x: 0, y: 125), false),
            (CGPoint(x: 150, y: 250), false), (CGPoint(x: 150, y: 0), false),
        ] {
            let h = ControlHarness(UIControl())
            h.down(150, 125)
            h.move(point.x, point.y)
            h.up(point.x, point.y)
            let expected =
                inside
                ? ["touchDown", "touchDragInside", "touchUpInside"]
                : ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"]
            #expect(h.events == expected, "drag to \(point)")
        }
    }

    @Test("An enlarged point(inside:) widens the tracking area too")
    func pointInsideWidensTrackingArea() {
        let h = ControlHarness(GenerousControl())
        h.down(150, 125)
        h.move(320, 125)  // 120 points right: outside the margin, inside point(inside:)
        h.up(320, 125)
        #expect(h.events == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test("A control does not forward its touches to its superview; a plain view does")
    func controlDoesNotForward() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.move(160, 125)
        h.up(160, 125)
        h.wait(1)
        h.down(150, 125)
        h.app.cancelAllTouches()
        #expect(h.container.log.isEmpty)

        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        h.container.addSubview(plain)
        h.wait(1)
        h.down(20, 20)
        h.move(25, 20)
        h.up(25, 20)
        #expect(h.container.log == ["began", "moved", "ended"])
    }

    @Test("A subclass that overrides touchesBegan and calls super still does not forward")
    func overridingSubclassDoesNotForward() {
        let h = ControlHarness(OverridingControl())
        h.tap()
        #expect(h.control.began == 1)
        #expect(h.events == ["touchDown", "touchUpInside"])
        #expect(h.container.log.isEmpty)
    }

    @Test("A disabled control sends nothing and the touch goes to the view behind it")
    func disabledControl() {
        let h = ControlHarness(UIControl())
        let behind = TouchLoggingView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        h.container.insertSubview(behind, belowSubview: h.control)
        h.control.isEnabled = false
        h.tap()
        #expect(h.events.isEmpty)
        #expect(behind.log == ["began", "ended"])
        #expect(h.container.log == ["began", "ended"])
        #expect(h.control.state == .disabled)
    }

    @Test("A disabled control is skipped by hit-testing with the disabledControl reason")
    func disabledControlSkipReason() {
        let h = ControlHarness(UIControl())
        h.control.isEnabled = false
        let observer = SkipRecorder()
        h.app.addObserver(observer)
        h.tap()
        #expect(observer.skips.contains { $0.view === h.control && $0.reason == .disabledControl })
        #expect(h.app.activeTouches.isEmpty)
    }

    @Test("Disabling a control mid-touch stops tracking without sending anything more")
    func disabledMidTouch() {
        let h = ControlHarness(TrackingLogControl())
        let recorder = h.recorder
        h.down(150, 125)
        h.control.isEnabled = false
        #expect(!h.control.isTracking && !h.control.isHighlighted)
        h.move(160, 125)
        h.up(160, 125)
        #expect(recorder.names == ["touchDown"])
        #expect(h.control.log == ["beginTracking tracking=false highlighted=false", "cancelTracking event=nil"])
        #expect(h.container.log.isEmpty)
    }

    @Test("With several fingers, a multiple-touch control follows only the first")
    func followsFirstTouchOnly() {
        let h = ControlHarness(UIControl())
        h.control.isMultipleTouchEnabled = true
        h.down(150, 125, pointer: 1)
        h.down(160, 125, pointer: 2)
        h.move(350, 125, pointer: 2)
        h.up(350, 125, pointer: 2)
        #expect(h.events == ["touchDown"])
        #expect(h.control.isTracking)
        h.up(150, 125, pointer: 1)
        #expect(h.events == ["touchDown", "touchUpInside"])
        #expect(h.container.log.isEmpty)
    }

    @Test("A touch on a plain subview reaches the control through the chain and is tracked")
    func touchFromSubview() {
        let h = ControlHarness(UIControl())
        let label = TouchLoggingView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        h.control.addSubview(label)
        h.down(120, 120)
        h.move(300, 120)
        h.up(300, 120)
        #expect(label.log == ["began", "moved", "ended"])
        #expect(h.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(h.container.log.isEmpty)
    }

    @Test("A control can track again after a cancelled touch")
    func tracksAgainAfterCancel() {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.app.cancelAllTouches()
        h.recorder.reset()
        h.wait(1)
        h.tap()
        #expect(h.events == ["touchDown", "touchUpInside"])
    }
}

/// Records the hit-test skips reported to trace observers.
@MainActor
private final class SkipRecorder: DispatchObserver {
    var skips: [(view: UIView, reason: HitTestSkipReason)] = []
    func dispatch(_ event: DispatchTraceEvent) {
        if case .hitTestSkipped(let view, let reason) = event { skips.append((view, reason)) }
    }
}

/// Reports whether touchCancel came with an event.
@MainActor
private final class CancelTarget {
    let report: (Bool) -> Void
    init(report: @escaping (Bool) -> Void) { self.report = report }
    func cancelled(_ sender: UIControl, _ event: UIEvent?) { report(event == nil) }
}
