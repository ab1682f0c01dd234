import Foundation
import Testing

@testable import HitKit

/// A controller that records the touches that reach it, then forwards them.
@MainActor
private final class ForwardingController: UIViewController {
    let name: String
    let journal: TouchJournal
    init(_ name: String, journal: TouchJournal) {
        self.name = name
        self.journal = journal
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        journal("\(name) began")
        super.touchesBegan(touches, with: event)
    }
}

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`, synchronous, and the
/// responder chain through presented controllers (Apple's "Using responders and the responder chain
/// to handle events").
@MainActor
@Suite("Presenting view controllers")
struct PresentationTests {
    /// A visible window whose root controller is `root`.
    private func stage(root: UIViewController) -> CoreStage {
        let stage = CoreStage()
        stage.window.rootViewController = root
        return stage
    }

    @Test("Presenting installs the presented view full-size on top of the window and links both controllers")
    func presentInstallsView() {
        let root = UIViewController()
        let stage = stage(root: root)
        let sheet = UIViewController()
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(completed)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(root.presentingViewController == nil && sheet.presentedViewController == nil)
        #expect(sheet.view.superview === stage.window)
        #expect(stage.window.subviews.last === sheet.view)
        #expect(sheet.view.frame == stage.window.bounds)
        #expect(root.view.superview === stage.window)
    }

    @Test("A presented controller's next responder is the presenting controller; its root view's is itself")
    func presentedControllerChain() {
        let root = UIViewController()
        let stage = stage(root: root)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        let leaf = UIView()
        sheet.view.addSubview(leaf)
        #expect(leaf.next === sheet.view)
        #expect(sheet.view.next === sheet)
        #expect(sheet.next === root)
        #expect(root.next === stage.window)
        sheet.dismiss(animated: false)
        #expect(sheet.next == nil)
    }

    @Test("An unhandled touch in a presented controller travels to the presenting controller")
    func touchesForwardToPresentingController() {
        let journal = TouchJournal()
        let root = ForwardingController("root", journal: journal)
        let stage = stage(root: root)
        let sheet = ForwardingController("sheet", journal: journal)
        root.present(sheet, animated: true)
        stage.tap(1, 100, 100, at: 0)
        #expect(journal.entries == ["sheet began", "root began"])
    }

    @Test("The presented view covers the presenting controller's views for hit-testing until dismissed")
    func presentedViewCoversContent() {
        let root = UIViewController()
        let stage = stage(root: root)
        let button = stage.view("button", CGRect(x: 10, y: 10, width: 100, height: 40), in: root.view)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        #expect(stage.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === sheet.view)
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(completed)
        #expect(sheet.viewIfLoaded?.superview == nil)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(stage.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
    }

    @Test("Dismissing a presented controller asks its presenting controller, which dismisses it")
    func dismissFromPresented() {
        let root = UIViewController()
        let stage = stage(root: root)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        #expect(sheet.view.window === stage.window)
        sheet.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(sheet.viewIfLoaded?.superview == nil)
    }

    @Test("Dismissing takes away every controller presented above, top first")
    func dismissStack() {
        let root = UIViewController()
        let stage = stage(root: root)
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: true)
        first.present(second, animated: true)
        #expect(second.next === first && first.next === root)
        #expect(stage.window.subviews.map(\.self) == [root.view, first.view, second.view])
        root.dismiss(animated: true)
        #expect(stage.window.subviews == [root.view])
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(first.presentingViewController == nil && second.presentingViewController == nil)
    }

    @Test("Dismissing when nothing is presented does nothing and does not call the completion")
    func dismissNothing() {
        let root = UIViewController()
        let stage = stage(root: root)
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(!completed)
        #expect(stage.window.subviews == [root.view])
    }

    @Test("A child of a presented controller reports the presentation through its parent")
    func childSeesParentsPresentation() {
        let root = UIViewController()
        let stage = stage(root: root)
        let sheet = UIViewController()
        let child = UIViewController()
        sheet.addChild(child)
        root.present(sheet, animated: true)
        #expect(sheet.view.window === stage.window)
        sheet.view.addSubview(child.view)
        #expect(child.presentingViewController === root)
        #expect(child.next === sheet.view)
        let rootChild = UIViewController()
        root.addChild(rootChild)
        #expect(rootChild.presentedViewController === sheet)
    }

    @Test("Presenting is refused, with a diagnostic and no completion, when UIKit refuses it")
    func refusedPresentations() {
        let root = UIViewController()
        let stage = stage(root: root)
        let offscreen = UIViewController()
        let sheet = UIViewController()
        var completions = 0
        let collected = diagnostics {
            offscreen.present(sheet, animated: true) { completions += 1 }
            root.present(root, animated: true) { completions += 1 }
            root.present(sheet, animated: true)
            root.present(UIViewController(), animated: true) { completions += 1 }
            let other = UIViewController()
            stage.window.addSubview(other.view)
            other.present(sheet, animated: true) { completions += 1 }
            let parent = UIViewController()
            let child = UIViewController()
            parent.addChild(child)
            sheet.present(child, animated: true) { completions += 1 }
        }
        #expect(completions == 0)
        #expect(collected.codes == Array(repeating: .invalidPresentation, count: 5))
        #expect(root.presentedViewController === sheet && sheet.presentedViewController == nil)
        #expect(offscreen.presentedViewController == nil)
    }

    @Test("Presentation styles are stored and all present over the whole window")
    func presentationStyleIsStored() {
        let root = UIViewController()
        let stage = stage(root: root)
        let sheet = UIViewController()
        #expect(sheet.modalPresentationStyle == .automatic)
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: false)
        #expect(sheet.modalPresentationStyle == .fullScreen)
        #expect(sheet.view.frame == stage.window.bounds)
    }
}
