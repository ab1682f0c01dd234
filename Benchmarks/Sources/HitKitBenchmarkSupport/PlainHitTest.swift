import Foundation
import HitKit

/// The plain reference every hit-test benchmark is measured beside: UIKit's algorithm as the
/// articles write it, a recursive reverse depth-first search over the same `UIView`s, through
/// the public API only. Skip hidden, non-interactive and transparent views (and disabled
/// controls), ask `point(inside:with:)`, convert the point into each subview by its centre and
/// bounds, and ask the subviews from front to back. ``leanHitTest(_:_:)`` is the same walk with
/// the conversion written inline, the lighter of the two references.
@MainActor
public enum PlainHitTest {
    /// The plain recursive walk from `view`, with `point` in its coordinates.
    public static func hitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        if view.isHidden || !view.isUserInteractionEnabled || view.alpha <= 0.01 { return nil }
        if let control = view as? UIControl, !control.isEnabled { return nil }
        guard view.point(inside: point, with: nil) else { return nil }
        for subview in view.subviews.reversed() {
            if let hit = hitTest(subview, subview.convert(point, from: view)) { return hit }
        }
        return view
    }

    /// The lean reference: the same reverse depth-first search as ``hitTest(_:_:)``, with the
    /// conversion into each subview written inline from its `center` and `bounds` (subtract the
    /// centre, add the centre of the bounds), as the articles write it, instead of a
    /// `convert(_:from:)` call, which finds the views' common ancestor. Like the articles' walk it
    /// ignores transforms; the benchmark scenes have none. What a careful hand-written walk over
    /// the public API costs; HitKit is measured against both.
    public static func leanHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        if view.isHidden || !view.isUserInteractionEnabled || view.alpha <= 0.01 { return nil }
        if let control = view as? UIControl, !control.isEnabled { return nil }
        guard view.point(inside: point, with: nil) else { return nil }
        let subviews = view.subviews
        var index = subviews.count - 1
        while index >= 0 {
            let subview = subviews[index]
            if let hit = leanHitTest(subview, leanConvert(point, into: subview)) { return hit }
            index -= 1
        }
        return view
    }

    /// `point`, in `subview`'s superview's coordinates, in `subview`'s own.
    @inline(__always)
    static func leanConvert(_ point: CGPoint, into subview: UIView) -> CGPoint {
        let center = subview.center
        let bounds = subview.bounds
        return CGPoint(
            x: point.x - center.x + bounds.origin.x + bounds.size.width / 2,
            y: point.y - center.y + bounds.origin.y + bounds.size.height / 2)
    }

    /// ``leanHitTest(_:_:)`` with an explicit stack, for hierarchies too deep for recursion.
    public static func leanHitTestIteratively(_ root: UIView, _ point: CGPoint) -> UIView? {
        func admits(_ view: UIView, _ point: CGPoint) -> Bool {
            if view.isHidden || !view.isUserInteractionEnabled || view.alpha <= 0.01 { return false }
            if let control = view as? UIControl, !control.isEnabled { return false }
            return view.point(inside: point, with: nil)
        }
        guard admits(root, point) else { return nil }
        var stack: [(view: UIView, subviews: [UIView], point: CGPoint, next: Int)] = [
            (root, root.subviews, point, root.subviews.count - 1)
        ]
        while let top = stack.last {
            if top.next < 0 { return top.view }
            stack[stack.count - 1].next -= 1
            let subview = top.subviews[top.next]
            let subviewPoint = leanConvert(top.point, into: subview)
            if admits(subview, subviewPoint) {
                let subviews = subview.subviews
                stack.append((subview, subviews, subviewPoint, subviews.count - 1))
            }
        }
        return nil
    }

    /// The same walk with an explicit stack (a new array per call, as a plain implementation
    /// would), for hierarchies too deep for recursion: 100,000 nested calls overflow a thread's
    /// stack.
    public static func hitTestIteratively(_ root: UIView, _ point: CGPoint) -> UIView? {
        func admits(_ view: UIView, _ point: CGPoint) -> Bool {
            if view.isHidden || !view.isUserInteractionEnabled || view.alpha <= 0.01 { return false }
            if let control = view as? UIControl, !control.isEnabled { return false }
            return view.point(inside: point, with: nil)
        }
        guard admits(root, point) else { return nil }
        var stack: [(view: UIView, point: CGPoint, next: Int)] = [(root, point, root.subviews.count - 1)]
        while let top = stack.last {
            if top.next < 0 { return top.view }
            stack[stack.count - 1].next -= 1
            let subview = top.view.subviews[top.next]
            let subviewPoint = subview.convert(top.point, from: top.view)
            if admits(subview, subviewPoint) {
                stack.append((subview, subviewPoint, subview.subviews.count - 1))
            }
        }
        return nil
    }
}
