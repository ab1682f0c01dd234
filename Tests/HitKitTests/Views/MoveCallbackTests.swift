import Foundation
import Testing

@testable import HitKit

/// A view that records its hierarchy callbacks, with their arguments and what it sees at the time.
@MainActor
private final class CallbackView: UIView {
    let journal: TouchJournal

    init(_ name: String, journal: TouchJournal) {
        self.journal = journal
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var name: String { accessibilityIdentifier ?? "?" }
    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return view.accessibilityIdentifier ?? "?"
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        journal("\(name) willMoveToSuperview \(label(newSuperview)) (superview \(label(superview)))")
    }
    override func didMoveToSuperview() {
        journal("\(name) didMoveToSuperview (superview \(label(superview)))")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        journal("\(name) willMoveToWindow \(label(newWindow)) (window \(label(window)))")
    }
    override func didMoveToWindow() {
        journal("\(name) didMoveToWindow (window \(label(window)))")
    }
    override func didAddSubview(_ subview: UIView) {
        journal("\(name) didAddSubview \(label(subview))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        journal("\(name) willRemoveSubview \(label(subview)) (still a subview: \(subviews.contains(subview)))")
    }
}

/// The order and arguments of the hierarchy callbacks: will-superview, will-window (whole subtree,
/// parents first), did-window, did-superview, then the superview's didAddSubview; removal starts
/// with the superview's willRemoveSubview.
@MainActor
@Suite("Hierarchy move callbacks")
struct MoveCallbackTests {
    /// The window and the application are returned so that the test keeps them alive (a view holds
    /// its window weakly, and a window its application).
    private func stage() -> (journal: TouchJournal, window: UIWindow, holder: UIView, app: UIApplication) {
        let journal = TouchJournal()
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.accessibilityIdentifier = "window"
        window.makeKeyAndVisible()
        let holder = CallbackView("holder", journal: journal)
        window.addSubview(holder)
        journal.entries.removeAll()
        return (journal, window, holder, app)
    }

    @Test("Adding a subtree to a view in a window calls superview, then window callbacks for the subtree")
    func addingIntoWindow() {
        let (journal, window, holder, app) = stage()
        defer { withExtendedLifetime((window, app)) {} }
        let child = CallbackView("child", journal: journal)
        let grandchild = CallbackView("grandchild", journal: journal)
        child.addSubview(grandchild)
        journal.entries.removeAll()
        holder.addSubview(child)
        #expect(
            journal.entries == [
                "child willMoveToSuperview holder (superview nil)",
                "child willMoveToWindow window (window nil)",
                "grandchild willMoveToWindow window (window nil)",
                "child didMoveToWindow (window window)",
                "grandchild didMoveToWindow (window window)",
                "child didMoveToSuperview (superview holder)",
                "holder didAddSubview child",
            ])
    }

    @Test("Adding to a view outside any window calls no window callbacks")
    func addingOutsideWindow() {
        let journal = TouchJournal()
        let parent = CallbackView("parent", journal: journal)
        let child = CallbackView("child", journal: journal)
        parent.addSubview(child)
        #expect(
            journal.entries == [
                "child willMoveToSuperview parent (superview nil)",
                "child didMoveToSuperview (superview parent)",
                "parent didAddSubview child",
            ])
    }

    @Test("Removing a subtree from a window calls willRemoveSubview first, then the view's callbacks")
    func removingFromWindow() {
        let (journal, window, holder, app) = stage()
        defer { withExtendedLifetime((window, app)) {} }
        let child = CallbackView("child", journal: journal)
        let grandchild = CallbackView("grandchild", journal: journal)
        child.addSubview(grandchild)
        holder.addSubview(child)
        journal.entries.removeAll()
        child.removeFromSuperview()
        #expect(
            journal.entries == [
                "holder willRemoveSubview child (still a subview: true)",
                "child willMoveToSuperview nil (superview holder)",
                "child willMoveToWindow nil (window window)",
                "grandchild willMoveToWindow nil (window window)",
                "child didMoveToWindow (window nil)",
                "grandchild didMoveToWindow (window nil)",
                "child didMoveToSuperview (superview nil)",
            ])
    }

    @Test("Moving between superviews of one window calls no window callbacks")
    func movingWithinWindow() {
        let (journal, window, holder, app) = stage()
        defer { withExtendedLifetime(app) {} }
        let other = CallbackView("other", journal: journal)
        window.addSubview(other)
        let child = CallbackView("child", journal: journal)
        holder.addSubview(child)
        journal.entries.removeAll()
        other.addSubview(child)
        #expect(
            journal.entries == [
                "holder willRemoveSubview child (still a subview: true)",
                "child willMoveToSuperview other (superview holder)",
                "child didMoveToSuperview (superview other)",
                "other didAddSubview child",
            ])
    }

    @Test("Moving to a view of another window tells the subtree about the new window")
    func movingBetweenWindows() {
        let (journal, window, holder, app) = stage()
        defer { withExtendedLifetime((window, app)) {} }
        let application = UIApplication()
        let secondWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50), application: application)
        secondWindow.accessibilityIdentifier = "second"
        let child = CallbackView("child", journal: journal)
        holder.addSubview(child)
        journal.entries.removeAll()
        secondWindow.addSubview(child)
        #expect(
            journal.entries == [
                "holder willRemoveSubview child (still a subview: true)",
                "child willMoveToSuperview second (superview holder)",
                "child willMoveToWindow second (window window)",
                "child didMoveToWindow (window second)",
                "child didMoveToSuperview (superview second)",
            ])
        #expect(child.window === secondWindow)
    }

    @Test("Reordering, refused additions and removing a view without superview call nothing")
    func noCallbacksWithoutMove() {
        let (journal, window, holder, app) = stage()
        defer { withExtendedLifetime((window, app)) {} }
        let first = CallbackView("first", journal: journal)
        let second = CallbackView("second", journal: journal)
        holder.addSubview(first)
        holder.addSubview(second)
        journal.entries.removeAll()
        holder.bringSubviewToFront(first)
        holder.sendSubviewToBack(first)
        holder.exchangeSubview(at: 0, withSubviewAt: 1)
        holder.addSubview(first)  // Already a subview: reordered only.
        _ = diagnostics { first.addSubview(holder) }
        CallbackView("loner", journal: journal).removeFromSuperview()
        #expect(journal.entries.isEmpty)
    }
}
