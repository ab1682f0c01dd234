import Foundation
import Testing

@testable import HitKit

/// Containment and presentation stay trees: a controller cannot become its own ancestor, nor
/// present a controller that is already active in its presentation chain; and chains of any depth
/// are walked and released without deepening the stack.
@MainActor
@Suite("View controller cycles and deep chains")
struct ViewControllerCycleTests {
    @Test("Adding an ancestor as a child is refused with a diagnostic")
    func childCycleIsRefused() {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        a.addChild(b)
        b.addChild(c)
        let collected = diagnostics {
            b.addChild(a)
            c.addChild(a)
            a.addChild(a)
        }
        #expect(
            collected.codes == [
                .cyclicViewControllerHierarchy, .cyclicViewControllerHierarchy, .cyclicViewControllerHierarchy,
            ])
        #expect(a.parent == nil && b.parent === a && c.parent === b)
        #expect(a.children == [b] && b.children == [c])
        #expect(c.presentedViewController == nil)
    }

    @Test("Presenting the controller that presents you is refused, and dismissing ends")
    func presentationCycleIsRefused() {
        let stage = CoreStage()
        let a = UIViewController()
        stage.window.rootViewController = a
        let b = UIViewController()
        let c = UIViewController()
        a.present(b, animated: false)
        b.present(c, animated: false)
        var completions = 0
        let collected = diagnostics {
            b.present(a, animated: false) { completions += 1 }
            c.present(a, animated: false) { completions += 1 }
            c.present(b, animated: false) { completions += 1 }
        }
        #expect(collected.codes == [.invalidPresentation, .invalidPresentation, .invalidPresentation])
        #expect(completions == 0)
        #expect(a.presentedViewController === b && b.presentedViewController === c && c.presentedViewController == nil)
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(stage.window.subviews == [a.view])
    }

    /// `depth` controllers, each the child of the one before; returns the first and the last.
    private func childChain(_ depth: Int) -> (root: UIViewController, leaf: UIViewController) {
        let root = UIViewController()
        var leaf = root
        for _ in 1..<depth {
            let child = UIViewController()
            leaf.addChild(child)
            leaf = child
        }
        return (root, leaf)
    }

    @Test("A 30,000-deep chain of child controllers answers presentation queries and is released")
    func deepChildChain() {
        weak var releasedLeaf: UIViewController?
        do {
            let (root, leaf) = childChain(30_000)
            releasedLeaf = leaf
            #expect(leaf.presentedViewController == nil)
            #expect(leaf.presentingViewController == nil)
            let stage = CoreStage()
            stage.window.rootViewController = root
            let sheet = UIViewController()
            root.present(sheet, animated: false)
            #expect(leaf.presentedViewController === sheet)
            #expect(sheet.presentingViewController === root)
            root.dismiss(animated: false)
            stage.window.rootViewController = nil
        }
        #expect(releasedLeaf == nil)
    }
}
