import Foundation
import Testing

@testable import HitKit

/// Each of an application's visible windows is hit-tested from itself, front window first, for a
/// hover as for a touch-down: a window that a handler made a subview of a transparent view in
/// another window still takes both (a chaos run's hover checker had required otherwise), and the
/// recognizers of the views above it see the hover as they see the touch: both are gathered from
/// the view hit up its superviews.
@MainActor
@Suite("Hover over a window nested in another window's view")
struct HoverNestedWindowTests {
    @Test("A window nested in a transparent view is hit-tested from itself for a hover, as for a touch")
    func nestedWindowTakesHoversAsTouches() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        let other = UIWindow(frame: CGRect(x: 200, y: 300, width: 100, height: 100), application: stage.app)
        other.isHidden = false
        let veil = UIView(frame: other.bounds)
        veil.alpha = 0
        other.addSubview(veil)
        veil.addSubview(stage.core.window)
        #expect(stage.core.window.superview === veil)
        let outer = stage.recognizer("outer", on: veil)
        var taps = 0
        veil.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

        stage.hover(.enter, 60, 60, at: 0)
        #expect(stage.log.sorted() == ["hover began (10, 10)", "outer began (60, 60)"])
        #expect(hover.state == .began)
        #expect(outer.state == .began)

        stage.hover(.leave, 0, 0, at: 0.01)
        stage.core.down(1, 60, 60, at: 0.02)
        #expect(stage.app.activeTouches.first?.view === stage.target)
        stage.core.up(1, 60, 60, at: 0.03)
        #expect(taps == 1)
    }

    @Test("A hover over a window nested in a view outside every window is traced in the application from its begin")
    func windowInDetachedViewTracesTheWholeHover() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        hover.name = "hover"
        let recorder = HoverStateRecorder()
        stage.app.addObserver(recorder)
        defer { stage.app.removeObserver(recorder) }
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        loose.addSubview(stage.core.window)
        #expect(stage.target.window == nil)

        stage.hover(.enter, 60, 60, at: 0)
        stage.hover(.move, 61, 60, at: 0.01)
        stage.hover(.leave, 0, 0, at: 0.02)
        #expect(stage.log == ["hover began (10, 10)", "hover changed (11, 10)", "hover ended (11, 10)"])
        #expect(
            recorder.changes == [
                "hover possible -> began", "hover began -> changed", "hover changed -> ended",
                "hover ended -> possible",
            ])
    }
}
