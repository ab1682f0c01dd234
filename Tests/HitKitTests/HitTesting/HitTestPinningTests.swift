import Foundation
import Testing

@testable import HitKit

/// A view whose `isHidden` getter (read through the flags, not the stored value) empties its
/// grandparent and takes its parent out of it, then says it is hidden.
@MainActor
private final class TearingDownFlagsView: UIView {
    override var isHidden: Bool {
        get {
            if let parent = superview, let grandparent = parent.superview {
                for subview in grandparent.subviews { subview.removeFromSuperview() }
            }
            return true
        }
        set { super.isHidden = newValue }
    }
}

/// A view whose `hitTest(_:with:)` override takes its parent's other subviews and its parent out
/// of the hierarchy, then answers nil.
@MainActor
private final class TearingDownHitTestView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let parent = superview {
            for subview in parent.subviews where subview !== self { subview.removeFromSuperview() }
            parent.removeFromSuperview()
        }
        return nil
    }
}

/// The untraced walk takes no reference on the views on its path or their subviews; before it
/// calls code that may change the hierarchy (an override of the flags, of `point(inside:with:)` or
/// of `hitTest(_:with:)`) it makes its frames hold their subviews. Here that code empties the
/// hierarchy under views with one subview and with several.
@MainActor
@Suite("Hit-testing pins its path before calling overrides")
struct HitTestPinningTests {
    /// A visible window and its application (which a window holds only weakly).
    private func window() -> (UIWindow, UIApplication) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        window.makeKeyAndVisible()
        return (window, application)
    }

    @Test("A flags override that empties the hierarchy leaves the walk over the subviews it started with")
    func flagsOverride() {
        let (window, application) = window()
        do {
            let outer = UIView(frame: window.bounds)
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            back.accessibilityIdentifier = "back"
            let middle = UIView(frame: window.bounds)
            middle.accessibilityIdentifier = "middle"
            middle.addSubview(TearingDownFlagsView(frame: window.bounds))
            outer.addSubview(back)
            outer.addSubview(middle)
            window.addSubview(outer)
        }
        // `middle` (one subview) holds the tearing-down view; `outer` (two) holds `back`.
        // The tearing-down view is skipped, so `middle`, out of the hierarchy by then, is the answer.
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil)?.accessibilityIdentifier == "middle")
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first?.subviews.isEmpty == true)
        #expect(application.hitTestStack.count == 0)
    }

    @Test("A hitTest override that removes its siblings and its parent leaves the walk over them")
    func hitTestOverride() {
        let (window, application) = window()
        do {
            let parent = UIView(frame: window.bounds)
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            back.accessibilityIdentifier = "back"
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            inner.accessibilityIdentifier = "inner"
            back.addSubview(inner)
            parent.addSubview(back)
            parent.addSubview(TearingDownHitTestView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
            window.addSubview(parent)
        }
        let hit = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
        #expect(hit?.accessibilityIdentifier == "inner")
        #expect(window.subviews.isEmpty)
        // The walk's stack is left empty, and a second walk finds the window itself.
        #expect(application.hitTestStack.count == 0)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }
}
