import Foundation
import Testing

@testable import HitKit

/// A small seeded generator (SplitMix64), so that a failing run can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The problems found in a set of views: superview and subview links that disagree, views listed
/// twice, cycles, or a `window` that is not the window at the top of the view's ancestors.
@MainActor
func hierarchyProblems(in views: [UIView]) -> [String] {
    var problems: [String] = []
    for view in views {
        let name = view.accessibilityIdentifier ?? "?"
        for subview in view.subviews where subview.superview !== view {
            problems.append("\(name) lists a subview whose superview is another view")
        }
        if Set(view.subviews.map(ObjectIdentifier.init)).count != view.subviews.count {
            problems.append("\(name) lists a subview twice")
        }
        if let superview = view.superview, superview.subviews.filter({ $0 === view }).count != 1 {
            problems.append("\(name) is not listed exactly once by its superview")
        }
        var top = view
        var steps = 0
        while let parent = top.superview, steps <= views.count {
            top = parent
            steps += 1
        }
        if steps > views.count { problems.append("\(name) is in a cycle") }
        let expectedWindow = top as? UIWindow
        if view.window !== expectedWindow { problems.append("\(name) has the wrong window") }
    }
    return problems
}

/// Seeded random sequences of hierarchy operations keep the hierarchy a consistent tree.
@MainActor
@Suite("Hierarchy invariants under random operations")
struct HierarchyInvariantTests {
    @Test(
        "Random mutations, refused ones included, always leave a consistent tree", arguments: [1, 7, 2024] as [UInt64])
    func randomMutations(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.accessibilityIdentifier = "window"
        var pool: [UIView] = (0..<10).map { index in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.accessibilityIdentifier = "v\(index)"
            return view
        }
        pool.append(window)
        var history: [String] = []
        _ = diagnostics {
            for step in 0..<150 {
                let a = pool[Int.random(in: 0..<pool.count - 1, using: &random)]  // Never move the window.
                let b = pool.randomElement(using: &random)!
                let index = Int.random(in: 0...b.subviews.count, using: &random)
                let name = { (view: UIView) in view.accessibilityIdentifier ?? "?" }
                // Operations that need a subview of `b` fall back to addSubview when it has none.
                let operation = Int.random(in: 0..<7, using: &random)
                switch b.subviews.isEmpty && operation >= 2 && operation != 4 ? 0 : operation {
                case 0:
                    b.addSubview(a)
                    history.append("\(name(b)).addSubview(\(name(a)))")
                case 1:
                    b.insertSubview(a, at: index)
                    history.append("\(name(b)).insertSubview(\(name(a)), at: \(index))")
                case 2:
                    let sibling = b.subviews.randomElement(using: &random) ?? a
                    b.insertSubview(a, aboveSubview: sibling)
                    history.append("\(name(b)).insertSubview(\(name(a)), above: \(name(sibling)))")
                case 3:
                    let sibling = b.subviews.randomElement(using: &random) ?? a
                    b.insertSubview(a, belowSubview: sibling)
                    history.append("\(name(b)).insertSubview(\(name(a)), below: \(name(sibling)))")
                case 4:
                    a.removeFromSuperview()
                    history.append("\(name(a)).removeFromSuperview()")
                case 5:
                    let target = b.subviews.randomElement(using: &random) ?? a
                    if Bool.random(using: &random) {
                        b.bringSubviewToFront(target)
                    } else {
                        b.sendSubviewToBack(target)
                    }
                    history.append("\(name(b)).bring/send(\(name(target)))")
                default:
                    let count = max(b.subviews.count, 1)
                    let (first, second) = (
                        Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random)
                    )
                    b.exchangeSubview(at: first, withSubviewAt: second)
                    history.append("\(name(b)).exchange(\(first), \(second))")
                }
                let problems = hierarchyProblems(in: pool)
                if !problems.isEmpty {
                    Issue.record("seed \(seed), step \(step): \(problems) after \(history.suffix(5))")
                    return
                }
            }
        }
    }

    @Test("The problem finder notices a broken hierarchy")
    func finderNoticesProblems() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(hierarchyProblems(in: [parent, child]).isEmpty)
        child.storedSuperview = nil  // Break the link behind HitKit's back.
        #expect(!hierarchyProblems(in: [parent, child]).isEmpty)
        child.storedSuperview = parent
    }
}
