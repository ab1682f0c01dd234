import Foundation
import Testing

@testable import HitKit

/// A window that moves to another application mid-hover takes its views out of the hover's
/// application: their hover recognizers are cancelled there, heard and traced, as when a view
/// leaves its window (a chaos run found a hover recognizer left to end unheard in the other
/// application).
@MainActor
@Suite("Hover when a window moves to another application")
struct HoverWindowMovedTests {
    @Test("A window moved to another application mid-hover cancels its hover recognizers, traced in the first")
    func windowMovedCancelsTheHover() {
        let stage = HoverStage()
        let hover = stage.recognizer("hover", on: stage.target)
        hover.name = "hover"
        let recorder = HoverStateRecorder()
        stage.app.addObserver(recorder)
        defer { stage.app.removeObserver(recorder) }
        stage.hover(.enter, 60, 60, at: 0)
        #expect(hover.state == .began)
        let other = UIApplication(clock: ManualClock())
        other.attach(stage.core.window)
        #expect(stage.log == ["hover began (10, 10)", "hover cancelled (10, 10)"])
        #expect(hover.state == .possible)
        #expect(
            recorder.changes == [
                "hover possible -> began", "hover began -> cancelled", "hover cancelled -> possible",
            ])
        // The pointer goes on hovering over the first application's windows, which no longer hold the view.
        stage.hover(.move, 61, 60, at: 0.01)
        #expect(stage.log.count == 2)
    }
}
