@_spi(HitKitTools) import HitKit
import Testing

@testable import HitKitScenes

/// `explain` asks the core why hit-testing passes over a view (`UIView.hitTestSkipReason`, the rule
/// the walk itself reads) instead of restating UIKit's rules, so a rule the core adds reaches it.
@MainActor
@Suite("Explain: the core's reasons to skip a view")
struct ExplainSkipRuleTests {
    /// A view with a rule of its own, as a rule added to the core would be: while `rule` is set,
    /// hit-testing passes over it for that reason.
    final class RuledView: UIView {
        var rule: HitTestSkipReason?
        override var hitTestSkipReason: HitTestSkipReason? { super.hitTestSkipReason ?? rule }
    }

    /// `explain-eligibility.yaml`'s runtime with a `RuledView` over the bottom of its panel (at
    /// screen point 160, 450), and that view.
    private func ruledScene(_ rule: HitTestSkipReason?) throws -> (SceneRuntime, RuledView) {
        let runtime = try fixtureScene("explain-eligibility.yaml").makeRuntime()
        let panel = try #require(runtime.view(named: "panel"))
        let ruled = RuledView(frame: CGRect(x: 0, y: 420, width: 320, height: 60))
        ruled.rule = rule
        panel.addSubview(ruled)
        return (runtime, ruled)
    }

    @Test("A rule the core adds reaches explain with no change there: the view is reported as skipped by it")
    func newRuleReachesExplain() throws {
        let point = CGPoint(x: 160, y: 450)
        let (runtime, ruled) = try ruledScene(.disabledControl)
        let finder = MissFinder(runtime: runtime)
        // The walk passes over the view, a plain UIView, by the core's rule ...
        #expect(finder.hit(at: point)?.view === runtime.view(named: "panel"))
        // ... and explain gives that rule as the reason, not a reason of its own.
        let cause = try #require(finder.firstCause(for: ruled, at: point))
        guard case .ineligible(let view, let why) = cause else {
            Issue.record("expected the view to be skipped, got \(cause)")
            return
        }
        #expect(view === ruled && why == .disabledControl)
        #expect(cause.reason(for: ruled, in: runtime).kind == .disabledControl)
    }

    @Test("A rule explain has no words of its own for is named by the core's description")
    func ruleWithoutWordsIsNamed() throws {
        let point = CGPoint(x: 160, y: 450)
        let (runtime, ruled) = try ruledScene(.nonFinitePoint)
        let cause = try #require(MissFinder(runtime: runtime).firstCause(for: ruled, at: point))
        let reason = cause.reason(for: ruled, in: runtime)
        #expect(reason.kind == .skipped)
        #expect(reason.text.contains(HitTestSkipReason.nonFinitePoint.description))
        #expect(reason.culprit == nil)
    }

    @Test("Without a rule the view gets the touch, and explain finds nothing in its way")
    func noRule() throws {
        let point = CGPoint(x: 160, y: 450)
        let (runtime, ruled) = try ruledScene(nil)
        let finder = MissFinder(runtime: runtime)
        #expect(finder.hit(at: point)?.view === ruled)
        #expect(finder.firstCause(for: ruled, at: point) == nil)
    }
}
