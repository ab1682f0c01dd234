import Foundation
import Testing

@testable import HitKit

/// A view whose hierarchy callbacks run code the test gives them, with the callback's name.
@MainActor
private final class MutatingView: UIView {
    var onCallback: ((String, UIView?) -> Void)?

    init(_ name: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func willMove(toSuperview newSuperview: UIView?) { onCallback?("willMoveToSuperview", newSuperview) }
    override func didMoveToSuperview() { onCallback?("didMoveToSuperview", superview) }
    override func willMove(toWindow newWindow: UIWindow?) { onCallback?("willMoveToWindow", newWindow) }
    override func didMoveToWindow() { onCallback?("didMoveToWindow", window) }
    override func didAddSubview(_ subview: UIView) { onCallback?("didAddSubview", subview) }
    override func willRemoveSubview(_ subview: UIView) { onCallback?("willRemoveSubview", subview) }
}

/// Hierarchy callbacks that change the hierarchy cannot break it: after the callbacks HitKit checks
/// again that the move still makes sense, refuses it with a diagnostic when it does not, and
/// `subviews`, `superview` and `window` always agree.
@MainActor
@Suite("Hierarchy callbacks that change the hierarchy")
struct HierarchyCallbackMutationTests {
    @Test("A view that adds its future superview to itself in willMove(toSuperview:) makes no cycle")
    func futureSuperviewAddedAsSubview() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let parent = MutatingView("parent")
        let child = MutatingView("child")
        child.onCallback = { name, argument in
            if name == "willMoveToSuperview", let argument, argument === parent, parent.superview == nil {
                child.addSubview(parent)
            }
        }
        let collected = diagnostics(during: { parent.addSubview(child) })
        #expect(collected.codes == [.cyclicHierarchy])
        #expect(parent.superview === child && child.superview == nil)
        // Adding a cycle to a window never returned: go on only with a tree.
        guard hierarchyProblems(in: [parent, child]).isEmpty else {
            Issue.record("the hierarchy has a cycle")
            return
        }
        window.addSubview(child)
        #expect(parent.window === window)
        #expect(hierarchyProblems(in: [window, parent, child]).isEmpty)
    }

    @Test("A view re-added elsewhere by willMove(toSuperview: nil) stays there, its links consistent")
    func reAddedDuringRemoval() {
        let first = MutatingView("first")
        let refuge = MutatingView("refuge")
        let view = MutatingView("view")
        first.addSubview(view)
        view.onCallback = { name, argument in
            if name == "willMoveToSuperview", argument == nil, view.superview !== refuge { refuge.addSubview(view) }
        }
        let collected = diagnostics(during: { view.removeFromSuperview() })
        #expect(view.superview === refuge)
        #expect(first.subviews.isEmpty)
        #expect(collected.codes == [.invalidSubviewOperation])
        #expect(hierarchyProblems(in: [first, refuge, view]).isEmpty)
    }

    @Test("A superview that moves the subview elsewhere in willRemoveSubview leaves consistent links")
    func movedAwayInWillRemoveSubview() {
        let first = MutatingView("first")
        let second = MutatingView("second")
        let view = MutatingView("view")
        first.addSubview(view)
        var moved = false  // The move calls willRemoveSubview again: move only once.
        first.onCallback = { name, argument in
            if name == "willRemoveSubview", !moved, let argument {
                moved = true
                second.addSubview(argument)
            }
        }
        _ = diagnostics(during: { view.removeFromSuperview() })
        #expect(view.superview === second)
        #expect(hierarchyProblems(in: [first, second, view]).isEmpty)
        let third = MutatingView("third")
        _ = diagnostics(during: { third.addSubview(view) })
        #expect(hierarchyProblems(in: [first, second, third, view]).isEmpty)
    }

    @Test("A window callback that moves the new superview into another window leaves no stale window")
    func superviewMovedToAnotherWindowDuringWindowCallback() {
        let app = UIApplication()
        let windowA = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let windowB = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let container = MutatingView("container")
        windowA.addSubview(container)
        let view = MutatingView("view")
        view.onCallback = { name, _ in
            if name == "willMoveToWindow", container.window === windowA { windowB.addSubview(container) }
        }
        container.addSubview(view)
        #expect(view.superview === container)
        #expect(view.window === windowB)
        #expect(hierarchyProblems(in: [windowA, windowB, container, view]).isEmpty)
    }

    @Test("A didMoveToWindow that removes its view again leaves consistent links")
    func removedAgainInDidMoveToWindow() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let container = MutatingView("container")
        let view = MutatingView("view")
        container.addSubview(view)
        view.onCallback = { name, argument in
            if name == "didMoveToWindow", argument != nil { container.removeFromSuperview() }
        }
        window.addSubview(container)
        #expect(container.superview == nil)
        #expect(view.window == nil)
        #expect(hierarchyProblems(in: [window, container, view]).isEmpty)
    }

    @Test(
        "Random hierarchy changes made from every callback always leave a consistent tree",
        arguments: [3, 11, 99] as [UInt64])
    func randomMutationsFromCallbacks(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let app = UIApplication()
        let windows = (0..<2).map { index in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
            window.accessibilityIdentifier = "w\(index)"
            return window
        }
        let views = (0..<8).map { MutatingView("v\($0)") }
        let pool: [UIView] = views + windows
        var nesting = 0
        func mutate() {
            let view = views.randomElement(using: &random)!
            let target = pool.randomElement(using: &random)!
            switch Int.random(in: 0..<4, using: &random) {
            case 0: target.addSubview(view)
            case 1: target.insertSubview(view, at: Int.random(in: 0...target.subviews.count, using: &random))
            case 2: view.removeFromSuperview()
            default: target.bringSubviewToFront(target.subviews.randomElement(using: &random) ?? view)
            }
        }
        for view in views {
            view.onCallback = { _, _ in
                guard nesting < 3, Int.random(in: 0..<4, using: &random) == 0 else { return }
                nesting += 1
                mutate()
                nesting -= 1
            }
        }
        _ = diagnostics {
            for step in 0..<300 {
                mutate()
                let problems = hierarchyProblems(in: pool)
                if !problems.isEmpty {
                    Issue.record("seed \(seed), step \(step): \(problems)")
                    return
                }
            }
        }
    }
}
