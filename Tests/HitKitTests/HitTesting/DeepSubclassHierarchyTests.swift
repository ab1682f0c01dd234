import Testing

@testable import HitKit

/// Real hierarchies are mostly subclasses. Only a class that overrides `hitTest(_:with:)` adds a
/// stack frame to hit-testing; everything else about a 100,000-deep chain of subclasses — hit-testing,
/// a tap through the pipeline, conversions, queries and teardown — runs without deepening the stack.
@MainActor
@Suite("Deep hierarchies of subclasses")
struct DeepSubclassHierarchyTests {
    /// A subclass that overrides nothing, as most app views are.
    final class Row: UIView {}

    /// A subclass that overrides `point(inside:with:)` only.
    final class InsideRow: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            super.point(inside: point, with: event)
        }
    }

    /// A pass-through view: calls `super`, then changes the answer.
    class PassThrough: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    /// Inherits its superclass's override.
    final class InheritedPassThrough: PassThrough {}

    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case overridingNothing, overridingPointInside
        var testDescription: String { rawValue }

        @MainActor
        func make() -> UIView {
            let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            return switch self {
            case .overridingNothing: Row(frame: frame)
            case .overridingPointInside: InsideRow(frame: frame)
            }
        }
    }

    /// `depth` views of `kind` nested under `root`; returns the deepest.
    private func nest(_ depth: Int, _ kind: Kind, under root: UIView) -> UIView {
        var leaf = root
        for _ in 0..<depth {
            let next = kind.make()
            leaf.addSubview(next)
            leaf = next
        }
        return leaf
    }

    @Test("Only classes whose hitTest(_:with:) is overridden, directly or inherited, are called for it")
    func overrideDetection() {
        #expect(HitTestOverrides.hitTestEntryIndex != nil)
        #expect(!HitTestOverrides.overridesHitTest(UIView.self))
        #expect(!HitTestOverrides.overridesHitTest(Row.self))
        #expect(!HitTestOverrides.overridesHitTest(InsideRow.self))
        #expect(!HitTestOverrides.overridesHitTest(UIButton.self))
        #expect(!HitTestOverrides.overridesHitTest(UIWindow.self))
        #expect(HitTestOverrides.overridesHitTest(PassThrough.self))
        #expect(HitTestOverrides.overridesHitTest(InheritedPassThrough.self))
    }

    @Test("An override that calls super and changes its answer still runs when deep in the tree")
    func passThroughOverridesStillRun() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = nest(10, .overridingNothing, under: root)
        let passThrough = InheritedPassThrough(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        middle.addSubview(passThrough)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === middle)
        let inner = Row(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        passThrough.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === inner)
    }

    @Test("A 100,000-deep chain of subclasses is hit-tested and tapped through the pipeline", arguments: Kind.allCases)
    func deepChainIsHitTestedAndTapped(kind: Kind) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let log = DeepHierarchyTests.ChainLog()
        let root = DeepHierarchyTests.ChainLink(index: 0, log: log)
        let leaf = nest(100_000, kind, under: root)
        window.addSubview(root)
        #expect(leaf.window === window)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === leaf)
        app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 5, y: 5), timestamp: 1))
        #expect(app.activeTouches.first?.view === leaf)
        app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 5, y: 5), timestamp: 1.1))
        #expect(log.entries == ["began 0", "after super 0", "ended 0"])
        #expect(app.activeTouches.isEmpty)
        root.removeFromSuperview()
        #expect(leaf.window == nil)
    }

    @Test("A 100,000-deep chain of subclasses converts, answers queries and is torn down", arguments: Kind.allCases)
    func deepChainConvertsAndTearsDown(kind: Kind) {
        weak var releasedLeaf: UIView?
        do {
            let root = kind.make()
            let leaf = nest(100_000, kind, under: root)
            releasedLeaf = leaf
            #expect(leaf.isDescendant(of: root))
            #expect(leaf.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 1, y: 2))
            #expect(root.convert(CGPoint(x: 1, y: 2), to: leaf) == CGPoint(x: 1, y: 2))
            #expect(leaf.convert(CGPoint(x: 1, y: 2), from: root) == CGPoint(x: 1, y: 2))
            #expect(!leaf.description.isEmpty)
            #expect(leaf.next === leaf.superview)
        }
        #expect(releasedLeaf == nil)
    }
}
