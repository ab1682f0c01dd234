import Foundation
import Testing

@testable import HitKit

/// The hierarchy mutation methods, their order, and the refusals that keep the hierarchy a tree.
@MainActor
@Suite("The view hierarchy")
struct HierarchyTests {
    private func named(_ name: String) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = name
        return view
    }

    private func names(_ view: UIView) -> [String] {
        view.subviews.map { $0.accessibilityIdentifier ?? "?" }
    }

    /// A parent with subviews a, b, c (back to front).
    private func abc() -> (parent: UIView, a: UIView, b: UIView, c: UIView) {
        let parent = named("parent")
        let (a, b, c) = (named("a"), named("b"), named("c"))
        for view in [a, b, c] { parent.addSubview(view) }
        return (parent, a, b, c)
    }

    @Test("addSubview appends at the front and links superview and subviews")
    func addSubviewAppends() {
        let (parent, a, b, c) = abc()
        #expect(names(parent) == ["a", "b", "c"])
        #expect(a.superview === parent && b.superview === parent && c.superview === parent)
        #expect(parent.superview == nil)
    }

    @Test("insertSubview(_:at:) inserts at the index, clamping out-of-range indices")
    func insertAtIndex() {
        let (parent, _, _, _) = abc()
        parent.insertSubview(named("x"), at: 1)
        #expect(names(parent) == ["a", "x", "b", "c"])
        parent.insertSubview(named("low"), at: -5)
        parent.insertSubview(named("high"), at: 99)
        #expect(names(parent) == ["low", "a", "x", "b", "c", "high"])
    }

    @Test("insertSubview above and below a sibling places the view next to it")
    func insertAboveAndBelow() {
        let (parent, a, _, c) = abc()
        parent.insertSubview(named("overA"), aboveSubview: a)
        parent.insertSubview(named("underC"), belowSubview: c)
        parent.insertSubview(named("top"), aboveSubview: c)
        parent.insertSubview(named("bottom"), belowSubview: a)
        #expect(names(parent) == ["bottom", "a", "overA", "b", "underC", "c", "top"])
    }

    @Test("Inserting an existing subview above or below a sibling only reorders it")
    func reinsertRelative() {
        let (parent, a, b, c) = abc()
        parent.insertSubview(a, aboveSubview: c)
        #expect(names(parent) == ["b", "c", "a"])
        parent.insertSubview(a, belowSubview: b)
        #expect(names(parent) == ["a", "b", "c"])
        parent.insertSubview(c, belowSubview: b)
        #expect(names(parent) == ["a", "c", "b"])
        #expect(parent.subviews.count == 3)
    }

    @Test("A sibling that is not a subview is reported and the view goes to the front")
    func insertRelativeToStranger() {
        let (parent, _, _, _) = abc()
        let stranger = named("stranger")
        let found = diagnostics { parent.insertSubview(named("x"), aboveSubview: stranger) }
        #expect(found.codes == [.invalidSubviewOperation])
        #expect(names(parent) == ["a", "b", "c", "x"])
    }

    @Test("bringSubviewToFront and sendSubviewToBack reorder; a stranger is reported")
    func bringAndSend() {
        let (parent, a, _, c) = abc()
        parent.bringSubviewToFront(a)
        #expect(names(parent) == ["b", "c", "a"])
        parent.sendSubviewToBack(c)
        #expect(names(parent) == ["c", "b", "a"])
        let found = diagnostics { parent.bringSubviewToFront(named("stranger")) }
        #expect(found.codes == [.invalidSubviewOperation])
        #expect(names(parent) == ["c", "b", "a"])
    }

    @Test("exchangeSubview swaps two indices; an index out of range is reported, not trapped")
    func exchange() {
        let (parent, _, _, _) = abc()
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(names(parent) == ["c", "b", "a"])
        let found = diagnostics { parent.exchangeSubview(at: 0, withSubviewAt: 3) }
        #expect(found.codes == [.invalidSubviewOperation])
        #expect(names(parent) == ["c", "b", "a"])
    }

    @Test("removeFromSuperview unlinks the view and takes its subtree out of the window")
    func removeFromSuperview() {
        let stage = CoreStage()
        let (parent, a, b, _) = abc()
        let grandchild = named("g")
        b.addSubview(grandchild)
        stage.window.addSubview(parent)
        #expect(grandchild.window === stage.window)
        b.removeFromSuperview()
        #expect(names(parent) == ["a", "c"])
        #expect(b.superview == nil && b.window == nil && grandchild.window == nil)
        #expect(grandchild.superview === b)
        #expect(a.window === stage.window)
        b.removeFromSuperview()  // Removing again does nothing.
        #expect(b.superview == nil)
    }

    @Test("Adding a view to itself is refused with a diagnostic and changes nothing")
    func addToSelfRefused() {
        let (parent, _, _, _) = abc()
        let found = diagnostics { parent.addSubview(parent) }
        #expect(found.codes == [.cyclicHierarchy])
        #expect(names(parent) == ["a", "b", "c"])
        #expect(parent.superview == nil)
    }

    @Test("Adding a view to one of its descendants is refused with a diagnostic and changes nothing")
    func addToDescendantRefused() {
        let stage = CoreStage()
        let (parent, a, _, _) = abc()
        let grandchild = named("g")
        a.addSubview(grandchild)
        stage.window.addSubview(parent)
        let found = diagnostics {
            grandchild.addSubview(parent)
            a.insertSubview(parent, at: 0)
            grandchild.insertSubview(a, aboveSubview: grandchild)
        }
        #expect(found.codes.filter { $0 == .cyclicHierarchy }.count == 3)
        #expect(parent.superview === stage.window)
        #expect(grandchild.subviews.isEmpty && a.superview === parent && names(parent) == ["a", "b", "c"])
        #expect(parent.window === stage.window)
    }

    @Test("validateAddingSubview throws the cyclic-hierarchy diagnostic without changing anything")
    func validateThrows() {
        let (parent, a, _, _) = abc()
        #expect(throws: HitKitDiagnostic.self) { try a.validateAddingSubview(parent) }
        #expect(throws: HitKitDiagnostic.self) { try a.validateAddingSubview(a) }
        #expect(throws: Never.self) { try parent.validateAddingSubview(UIView()) }
        #expect(names(parent) == ["a", "b", "c"])
    }

    @Test("Adding a view that has a superview moves it: it leaves the old one")
    func reAddingMoves() {
        let (first, a, _, _) = abc()
        let second = named("second")
        second.addSubview(a)
        #expect(names(first) == ["b", "c"])
        #expect(names(second) == ["a"])
        #expect(a.superview === second)
    }

    @Test("Adding an existing subview again brings it to the front")
    func reAddingSameParentBringsToFront() {
        let (parent, a, _, _) = abc()
        parent.addSubview(a)
        #expect(names(parent) == ["b", "c", "a"])
        parent.insertSubview(a, at: 0)
        #expect(names(parent) == ["a", "b", "c"])
    }

    @Test("viewWithTag finds the receiver first, then descendants depth-first")
    func viewWithTag() {
        let (parent, a, b, c) = abc()
        let deep = named("deep")
        a.addSubview(deep)
        deep.tag = 7
        c.tag = 7
        b.tag = 3
        #expect(parent.viewWithTag(7) === deep)
        #expect(parent.viewWithTag(3) === b)
        #expect(parent.viewWithTag(42) == nil)
        #expect(parent.viewWithTag(0) === parent)
        c.tag = 3
        #expect(c.viewWithTag(3) === c)
    }

    @Test("isDescendant(of:) is true for the view itself and its ancestors only")
    func isDescendant() {
        let (parent, a, b, _) = abc()
        let deep = named("deep")
        a.addSubview(deep)
        #expect(deep.isDescendant(of: deep))
        #expect(deep.isDescendant(of: a))
        #expect(deep.isDescendant(of: parent))
        #expect(!deep.isDescendant(of: b))
        #expect(!parent.isDescendant(of: deep))
    }

    @Test("Every view of a subtree added to a window knows the window")
    func windowPropagates() {
        let stage = CoreStage()
        let (parent, a, _, _) = abc()
        let deep = named("deep")
        a.addSubview(deep)
        #expect(deep.window == nil)
        stage.window.addSubview(parent)
        #expect(deep.window === stage.window && parent.window === stage.window)
        #expect(stage.window.window === stage.window)
        let late = named("late")
        deep.addSubview(late)
        #expect(late.window === stage.window)
    }

    @Test("A view describes itself by class, identifier, frame and tag")
    func description() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.description == "<UIView; frame = (10.0 20.0; 30.0 40.0)>")
        view.accessibilityIdentifier = "card"
        view.tag = 3
        #expect(view.description == "<UIView 'card'; frame = (10.0 20.0; 30.0 40.0); tag = 3>")
    }

    @Test("Off the main actor a view describes itself by class and identity only")
    func descriptionOffMainActor() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.accessibilityIdentifier = "card"
        let text = await Task.detached { view.description }.value
        #expect(text.hasPrefix("<UIView: ObjectIdentifier("))
        #expect(!text.contains("card"))
    }
}
