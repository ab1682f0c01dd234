import Foundation

/// UIKit's hit-testing algorithm, run without recursion.
///
/// ``UIView/hitTest(_:with:)``'s default implementation calls ``hitTest(from:at:with:)``. The
/// engine keeps an explicit stack of frames (a view, the point in its coordinates, the next subview
/// to ask), so a hierarchy 100,000 views deep costs heap, never call stack.
///
/// Overrides still work exactly as in UIKit: when the walk reaches a view whose class overrides
/// `hitTest(_:with:)` (see ``HitTestOverrides``), the engine calls that view's `hitTest(_:with:)`
/// through dynamic dispatch and uses what it returns; that call's `super.hitTest` runs a fresh
/// engine for the subtree. Every other class — subclasses that override nothing, or only
/// `point(inside:with:)` — is walked in place. So only overriding classes on the path add stack
/// frames, one each.
///
/// Every step is reported to the application's ``DispatchObserver``s when any are attached.
@MainActor
enum HitTestEngine {
    private struct Frame {
        let view: UIView
        let point: CGPoint
        let children: [UIView]
        var nextChild: Int
        let reportsResult: Bool
    }

    private enum Visit {
        case answered(UIView?)
        case descended
    }

    static func hitTest(from root: UIView, at point: CGPoint, with event: UIEvent?) -> UIView? {
        let application = event?.application ?? root.window?.application
        let tracer = (application?.isTracing ?? false) ? application : nil
        // When the pipeline or an outer engine called an overriding view's hitTest, it has already
        // reported the entry and will report the override's result; do not report them twice.
        let outerReports = tracer?.takePendingHitTestEntry(root) ?? false
        var stack: [Frame] = []

        func visit(_ view: UIView, _ point: CGPoint, isRoot: Bool) -> Visit {
            if !isRoot, HitTestOverrides.overridesHitTest(type(of: view)) {
                tracer?.trace(.hitTestEntered(view: view, point: point))
                tracer?.setPendingHitTestEntry(view)
                let answer = view.hitTest(point, with: event)
                tracer?.clearPendingHitTestEntry(view)
                tracer?.trace(.hitTestReturned(view: view, result: answer))
                return .answered(answer)
            }
            let reports = !(isRoot && outerReports)
            if reports { tracer?.trace(.hitTestEntered(view: view, point: point)) }
            let skip = point.isFinite ? view.hitTestSkipReason : .nonFinitePoint
            if let skip {
                tracer?.trace(.hitTestSkipped(view: view, reason: skip))
                if reports { tracer?.trace(.hitTestReturned(view: view, result: nil)) }
                return .answered(nil)
            }
            let inside = view.point(inside: point, with: event)
            tracer?.trace(.pointInside(view: view, point: point, result: inside))
            guard inside else {
                if reports { tracer?.trace(.hitTestReturned(view: view, result: nil)) }
                return .answered(nil)
            }
            let children = view.storedSubviews
            if children.isEmpty {
                if reports { tracer?.trace(.hitTestReturned(view: view, result: view)) }
                return .answered(view)
            }
            stack.append(
                Frame(
                    view: view, point: point, children: children, nextChild: children.count - 1,
                    reportsResult: reports))
            return .descended
        }

        func unwind(with result: UIView) -> UIView {
            while let frame = stack.popLast() {
                if frame.reportsResult { tracer?.trace(.hitTestReturned(view: frame.view, result: result)) }
            }
            return result
        }

        if case .answered(let answer) = visit(root, point, isRoot: true) { return answer }
        while let index = stack.indices.last {
            let frame = stack[index]
            if frame.nextChild < 0 {
                // No subview took the point: the view itself is the answer, for every frame below.
                return unwind(with: frame.view)
            }
            stack[index].nextChild -= 1
            let child = frame.children[frame.nextChild]
            let childPoint = child.convertFromSuperview(frame.point)
            switch visit(child, childPoint, isRoot: false) {
            case .answered(let answer?): return unwind(with: answer)
            case .answered(nil), .descended: continue
            }
        }
        return nil
    }
}
