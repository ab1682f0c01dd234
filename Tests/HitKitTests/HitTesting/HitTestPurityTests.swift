import Foundation
import Testing

@testable import HitKit

/// A view that counts how often it is hit-tested and can answer differently each time.
@MainActor
private final class CountingView: UIView {
    var calls = 0
    var alternates = false
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        calls += 1
        let hit = super.hitTest(point, with: event)
        return alternates && calls.isMultiple(of: 2) ? nil : hit
    }
}

/// `UIApplication.verifiesHitTestPurity` (UIKit may hit-test more than once): one pass by default,
/// two when verifying.
@MainActor
@Suite("Hit-test purity")
struct HitTestPurityTests {
    private func stage() -> (CoreStage, CountingView) {
        let stage = CoreStage()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        return (stage, view)
    }

    @Test("By default each touch-down is hit-tested once; moves and lifts are not hit-tested")
    func onePassByDefault() {
        let (stage, view) = stage()
        #expect(!stage.app.verifiesHitTestPurity)
        stage.down(1, 10, 10, at: 0)
        stage.move(1, 20, 10, at: 0.1)
        stage.up(1, 20, 10, at: 0.2)
        #expect(view.calls == 1)
    }

    @Test("When verifying, a pure hit-test runs twice and reports nothing")
    func twoPassesWhenVerifying() {
        let (stage, view) = stage()
        stage.app.verifiesHitTestPurity = true
        let found = diagnostics { stage.down(1, 10, 10, at: 0) }
        #expect(view.calls == 2)
        #expect(found.codes.isEmpty)
        #expect(stage.app.activeTouches.first?.view === view)
    }

    @Test("When the two passes disagree, impureHitTest is reported and the first answer binds")
    func impureReported() {
        let (stage, view) = stage()
        view.alternates = true
        stage.app.verifiesHitTestPurity = true
        let found = diagnostics { stage.down(1, 10, 10, at: 0) }
        #expect(found.codes == [.impureHitTest])
        #expect(stage.app.activeTouches.first?.view === view)
    }

    @Test("An impure hit-test goes unnoticed when not verifying")
    func impureUnnoticedByDefault() {
        let (stage, view) = stage()
        view.alternates = true
        let found = diagnostics { stage.down(1, 10, 10, at: 0) }
        #expect(found.codes.isEmpty && view.calls == 1)
    }
}
