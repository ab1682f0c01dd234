import Foundation
import Testing

@testable import HitKit

/// A window is its own window: added to another window it takes that one's, and removed from it
/// it and its views have itself again, and go on receiving touches.
@MainActor
@Suite("A window inside another window")
struct NestedWindowTests {
    @Test("A window removed from another window is its own window again, with its views")
    func windowRemovedFromAnotherWindow() {
        let stage = CoreStage()
        let inner = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: stage.app)
        let content = JournalingView("content", frame: inner.bounds, journal: stage.journal)
        inner.addSubview(content)
        #expect(inner.window === inner && content.window === inner)
        stage.window.addSubview(inner)
        #expect(inner.window === stage.window && content.window === stage.window)
        inner.removeFromSuperview()
        #expect(inner.window === inner)
        #expect(content.window === inner)
        #expect(hierarchyProblems(in: [stage.window, inner, content]).isEmpty)
        inner.windowLevel = .alert
        inner.makeKeyAndVisible()
        stage.tap(1, 10, 10, at: 0)
        #expect(stage.journal.entries == ["content began 1", "content ended 1"])
    }
}
