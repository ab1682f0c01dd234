import Foundation
import Testing

@testable import HitKit

/// A stage for hover tests: a window with a 100 × 100 `target` at (50, 50) inside `container`
/// (the window's full size), shorthands for hover samples, and a log of hover actions.
@MainActor
final class HoverStage {
    let core = CoreStage()
    let container: UIView
    let target: UIView
    var log: [String] = []

    init() {
        container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.accessibilityIdentifier = "container"
        target = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        target.accessibilityIdentifier = "target"
        core.window.addSubview(container)
        container.addSubview(target)
    }

    var app: UIApplication { core.app }

    /// A hover recognizer on `view` that logs `name state (x, y)` in `view`'s coordinates.
    @discardableResult
    func recognizer(_ name: String, on view: UIView) -> UIHoverGestureRecognizer {
        let hover = UIHoverGestureRecognizer { [unowned self] recognizer in
            let point = recognizer.location(in: recognizer.view)
            self.log.append("\(name) \(recognizer.state) (\(Int(point.x)), \(Int(point.y)))")
        }
        view.addGestureRecognizer(hover)
        return hover
    }

    func hover(
        _ phase: HoverSample.Phase, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval, pointer: Int = 0,
        kind: HoverSample.Kind = .mouse, zOffset: CGFloat = 0
    ) {
        app.send(
            HoverSample(
                pointerID: pointer, phase: phase, location: CGPoint(x: x, y: y), timestamp: time, kind: kind,
                zOffset: zOffset))
    }
}

/// Records the hover recognizers' state changes an application traces, as `name from -> to`.
final class HoverStateRecorder: DispatchObserver {
    var changes: [String] = []

    func dispatch(_ event: DispatchTraceEvent) {
        if case .gestureStateChanged(let recognizer as UIHoverGestureRecognizer, let from, let to) = event {
            changes.append("\(recognizer.traceName) \(from) -> \(to)")
        }
    }
}

/// `UIHoverGestureRecognizer`: "the system calls [its action] when the pointer enters, exits, and
/// moves across the view" (Apple's UIHoverGestureRecognizer page).
@MainActor
@Suite("Hover gesture recognizer")
struct UIHoverGestureRecognizerTests {
    @Test("A hover recognizer begins as the pointer enters its view, changes as it moves over it, ends as it leaves")
    func statesAsThePointerCrossesTheView() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        stage.hover(.enter, 10, 100, at: 0)
        #expect(stage.log.isEmpty)
        #expect(hover.state == .possible)
        stage.hover(.move, 60, 100, at: 0.01)
        stage.hover(.move, 100, 100, at: 0.02)
        #expect(hover.state == .changed)
        stage.hover(.move, 200, 100, at: 0.03)
        stage.hover(.move, 210, 100, at: 0.04)
        #expect(stage.log == ["hover began (10, 50)", "hover changed (50, 50)", "hover ended (150, 50)"])
        #expect(hover.state == .possible)
    }

    @Test("A leave ends the hover; the next crossing begins it again")
    func leaveEndsTheHover() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        stage.hover(.move, 60, 60, at: 0)
        stage.hover(.leave, 0, 0, at: 0.01)
        stage.hover(.enter, 70, 70, at: 0.02)
        #expect(stage.log == ["hover began (10, 10)", "hover ended (10, 10)", "hover began (20, 20)"])
        #expect(hover.state == .began)
    }

    @Test("A move with no enter starts a hover: hosts like SDL send motion without an entry")
    func moveWithoutEnterStartsAHover() {
        let stage = HoverStage()
        stage.recognizer("hover", on: stage.target)
        let found = diagnostics { stage.hover(.move, 60, 60, at: 0) }
        #expect(found.all.isEmpty)
        #expect(stage.log == ["hover began (10, 10)"])
    }

    @Test("The hover goes to the recognizers of the hit-test view and its ancestors, innermost first")
    func ancestorsReceiveTheHover() {
        let stage = HoverStage()
        stage.recognizer("outer", on: stage.container)
        stage.recognizer("inner", on: stage.target)
        stage.hover(.move, 10, 10, at: 0)
        stage.hover(.move, 60, 60, at: 0.01)
        stage.hover(.move, 300, 60, at: 0.02)
        #expect(
            stage.log == [
                "outer began (10, 10)", "inner began (10, 10)", "outer changed (60, 60)", "inner ended (250, 10)",
                "outer changed (300, 60)",
            ])
    }

    @Test("A hidden, non-interactive or covered view gets no hover, as it would get no touch")
    func hitTestedLikeATouch() {
        for setup in ["hidden", "userInteraction", "covered"] {
            let stage = HoverStage()
            stage.recognizer("hover", on: stage.target)
            switch setup {
            case "hidden": stage.target.isHidden = true
            case "userInteraction": stage.target.isUserInteractionEnabled = false
            default: stage.container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
            }
            stage.hover(.move, 60, 60, at: 0)
            #expect(stage.log.isEmpty, "\(setup)")
        }
    }

    @Test("Pressing a button while hovering ends the hover; releasing it over the view begins it again")
    func buttonPressedWhileHovering() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        let tap = UITapGestureRecognizer { _ in stage.log.append("tap") }
        stage.target.addGestureRecognizer(tap)
        stage.hover(.move, 60, 60, at: 0)
        stage.core.down(0, 60, 60, at: 0.1)
        #expect(hover.state == .possible)
        stage.core.up(0, 62, 60, at: 0.15)
        #expect(stage.log == ["hover began (10, 10)", "hover ended (10, 10)", "tap", "hover began (12, 10)"])
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        stage.hover(.move, 64, 60, at: 0.2)
        #expect(stage.log.last == "hover changed (14, 10)")
    }

    @Test("A hover sample for a pointer that is down is ignored with a diagnostic")
    func hoverWhileDown() {
        let stage = HoverStage()
        stage.recognizer("hover", on: stage.target)
        stage.core.down(0, 60, 60, at: 0)
        let found = diagnostics { stage.hover(.move, 70, 70, at: 0.01) }
        #expect(found.codes == [.unexpectedPointerPhase])
        #expect(stage.log.isEmpty)
        stage.core.up(0, 60, 60, at: 0.02)
    }

    @Test("A non-finite location is reported and ends the hover; nothing stays hovering")
    func nonFiniteLocationEndsTheHover() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        stage.hover(.move, 60, 60, at: 0)
        let found = diagnostics { stage.hover(.move, .nan, 60, at: 0.01) }
        #expect(found.codes == [.nonFiniteInput])
        #expect(stage.log == ["hover began (10, 10)", "hover ended (10, 10)"])
        #expect(hover.state == .possible)
        stage.hover(.move, 60, .infinity, at: 0.02)
        #expect(stage.log.count == 2)
        stage.hover(.move, 61, 60, at: 0.03)
        #expect(stage.log.last == "hover began (11, 10)")
    }

    @Test("The host's cancel cancels the hover")
    func hostCancel() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        stage.hover(.move, 60, 60, at: 0)
        stage.hover(.cancel, 0, 0, at: 0.01)
        #expect(stage.log == ["hover began (10, 10)", "hover cancelled (10, 10)"])
        #expect(hover.state == .possible)
    }

    @Test(
        "A view removed from its window mid-hover cancels its recognizer cleanly, traced in the application"
    )
    func viewRemovedMidHover() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        let transitions = HoverTransitionLog()
        stage.app.addObserver(transitions)
        stage.hover(.move, 60, 60, at: 0)
        stage.target.removeFromSuperview()
        #expect(stage.log == ["hover began (10, 10)", "hover cancelled (10, 10)"])
        // Its view is out of the window, and so of the application: the end is traced there still.
        #expect(transitions.lines == ["possible → began", "began → cancelled", "cancelled → possible"])
        #expect(hover.state == .possible)
        stage.hover(.move, 61, 60, at: 0.01)
        #expect(stage.log.count == 2)
    }

    @Test("A recognizer removed or disabled mid-hover is cancelled")
    func removedOrDisabledMidHover() {
        let stage = HoverStage()
        let removed = stage.recognizer("removed", on: stage.target)
        let disabled = stage.recognizer("disabled", on: stage.container)
        stage.hover(.move, 60, 60, at: 0)
        stage.target.removeGestureRecognizer(removed)
        disabled.isEnabled = false
        stage.hover(.move, 61, 60, at: 0.01)
        #expect(
            stage.log == [
                "removed began (10, 10)", "disabled began (60, 60)", "removed cancelled (10, 10)",
                "disabled cancelled (60, 60)",
            ])
        #expect(removed.state == .possible && disabled.state == .possible)
    }

    @Test("Touches never reach a hover recognizer")
    func noTouches() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        stage.core.tap(1, 60, 60, at: 0)
        #expect(hover.state == .possible)
        #expect(stage.log.isEmpty)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("Pencil hover carries zOffset, clamped to 0…1 with a diagnostic; a mouse's is 0")
    func pencilZOffset() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        var offsets: [CGFloat] = []
        hover.addTarget { offsets.append(($0 as! UIHoverGestureRecognizer).zOffset) }
        stage.hover(.move, 60, 60, at: 0, kind: .pen, zOffset: 0.5)
        let found = diagnostics { stage.hover(.move, 61, 60, at: 0.01, kind: .pen, zOffset: 3) }
        stage.hover(.leave, 0, 0, at: 0.02)
        stage.hover(.move, 60, 60, at: 0.03, kind: .mouse, zOffset: 0.7)
        #expect(offsets == [0.5, 1, 1, 0])
        #expect(found.codes == [.outOfRangeInput])
    }

    @Test("The delegate is asked about the hover event as the pointer enters; false keeps that crossing away")
    func delegateShouldReceiveEvent() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        let delegate = HoverDelegate()
        hover.delegate = delegate
        delegate.receives = false
        stage.hover(.move, 60, 60, at: 0)
        stage.hover(.move, 61, 60, at: 0.01)
        #expect(delegate.asked == ["event hover"])
        delegate.receives = true
        stage.hover(.move, 10, 10, at: 0.02)
        stage.hover(.move, 60, 60, at: 0.03)
        #expect(delegate.asked == ["event hover", "event hover", "shouldBegin"])
        #expect(stage.log == ["hover began (10, 10)"])
    }

    @Test("gestureRecognizerShouldBegin false fails the hover until the pointer leaves the view")
    func delegateShouldBegin() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        let delegate = HoverDelegate()
        delegate.begins = false
        hover.delegate = delegate
        stage.hover(.move, 60, 60, at: 0)
        #expect(hover.state == .failed)
        stage.hover(.move, 61, 60, at: 0.01)
        stage.hover(.move, 10, 10, at: 0.02)
        #expect(hover.state == .possible)
        #expect(stage.log.isEmpty)
        #expect(delegate.asked == ["event hover", "shouldBegin"])
    }
}

/// A delegate that records what it is asked about a hover recognizer.
@MainActor
private final class HoverDelegate: NSObject, UIGestureRecognizerDelegate {
    var receives = true
    var begins = true
    var asked: [String] = []

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        asked.append("event \(event.type == .hover ? "hover" : "other")")
        return receives
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return begins
    }
}

/// The state changes of hover recognizers an application traces.
@MainActor
private final class HoverTransitionLog: DispatchObserver {
    var lines: [String] = []
    func dispatch(_ event: DispatchTraceEvent) {
        if case .gestureStateChanged(let recognizer, let from, let to) = event, recognizer is UIHoverGestureRecognizer {
            lines.append("\(from) → \(to)")
        }
    }
}
