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
/// Two walks give the same answers. When an observer is attached, every step is reported to the
/// application's ``DispatchObserver``s, and every subview is asked in turn (``tracedHitTest``).
/// Otherwise the walk reuses the application's ``HitTestStack`` and allocates nothing, and a view
/// with many subviews asks only the candidates its ``SubviewSpatialIndex`` gives for the point —
/// the subviews that the plain walk would ask and that could answer, in the same order.
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
        guard let application else { return untracedHitTest(from: root, at: point, with: event, on: HitTestStack()) }
        if application.isTracing { return tracedHitTest(from: root, at: point, with: event, tracer: application) }
        return untracedHitTest(from: root, at: point, with: event, on: application.hitTestStack)
    }

    // MARK: The untraced walk

    // The untraced walk takes no reference on the views it visits: a frame's view is the walk's
    // root (which the caller holds) or an element of the frame below's `children`, an array that
    // frame holds, so it lives while its frame is on the stack whatever the overrides called on
    // the way do to the hierarchy. Most views with subviews are weakly referenced (by their
    // subviews' `superview`), so a retain of one costs the runtime's slow, side-table path; the
    // walk reads them through `Unmanaged` instead.

    private static func untracedHitTest(
        from root: UIView, at point: CGPoint, with event: UIEvent?, on stack: HitTestStack
    ) -> UIView? {
        let floor = stack.count
        defer { stack.truncate(to: floor) }
        if case .answered(let answer) = enter(root, point, event, stack) { return answer }
        while true {
            let top = stack.top
            let childIndex: Int
            if let index = top.pointee.index {
                // The next subview, front to back, whose box holds the point.
                let point = top.pointee.point
                var next: Int
                if index.hasGrid {
                    repeat {
                        let alwaysEnd = top.pointee.alwaysEnd
                        let cellEnd = top.pointee.cellEnd
                        let always = alwaysEnd > 0 ? Int(index.always[alwaysEnd - 1]) : -1
                        let cell = cellEnd > top.pointee.cellStart ? Int(index.cellItems[cellEnd - 1]) : -1
                        if always > cell {
                            top.pointee.alwaysEnd = alwaysEnd - 1
                            next = always
                        } else {
                            top.pointee.cellEnd = cellEnd - 1
                            next = cell
                        }
                    } while next >= 0 && !index.boxes[next].contains(point)
                } else {
                    next = top.pointee.nextChild
                    while next >= 0 && !index.boxes[next].contains(point) { next -= 1 }
                    top.pointee.nextChild = next - 1
                }
                if next < 0 { return top.pointee.view.takeUnretainedValue() }
                childIndex = next
            } else {
                childIndex = top.pointee.nextChild
                // No subview took the point: the view itself is the answer, for every frame below.
                if childIndex < 0 { return top.pointee.view.takeUnretainedValue() }
                top.pointee.nextChild = childIndex - 1
            }
            let point = top.pointee.point
            let visit = withUnretainedView(top.pointee.child(at: childIndex)) { child -> Visit in
                let childPoint = child.convertFromSuperview(point)
                if child.overridesHitTest { return .answered(child.hitTest(childPoint, with: event)) }
                return enter(child, childPoint, event, stack)
            }
            if case .answered(let answer?) = visit { return answer }
        }
    }

    /// Checks `view` in place: its flags, then `point(inside:with:)`; pushes a frame for its
    /// subviews if it has any.
    @inline(__always)
    private static func enter(_ view: UIView, _ point: CGPoint, _ event: UIEvent?, _ stack: HitTestStack) -> Visit {
        guard point.isFinite else { return .answered(nil) }
        if view.usesDefaultSkipReason {
            // What the default `hitTestSkipReason` reads, without the calls.
            if view.storedIsHidden || !view.storedIsUserInteractionEnabled
                || view.storedAlpha <= HitKitDefaults.minimumHitTestableAlpha
            {
                return .answered(nil)
            }
        } else if view.hitTestSkipReason != nil {
            return .answered(nil)
        }
        // The default `point(inside:with:)` is `bounds.contains` for a finite point.
        let inside =
            view.usesDefaultPointInside
            ? boundsContain(view.storedBounds, point) : view.point(inside: point, with: event)
        guard inside else { return .answered(nil) }
        // A leaf is answered before its (empty) subviews array is taken.
        if view.storedSubviews.isEmpty { return .answered(view) }
        let children = view.storedSubviews
        if children.count >= SubviewSpatialIndex.minimumSubviews {
            let index: SubviewSpatialIndex
            if let built = view.spatialIndex {
                index = built
            } else {
                index = SubviewSpatialIndex(children: children)
                view.spatialIndex = index
            }
            let cells = index.hasGrid ? index.cellRange(at: point) : (start: 0, end: 0)
            stack.push(
                HitTestFrame(
                    view: Unmanaged.passUnretained(view), point: point, children: children,
                    nextChild: children.count - 1, index: index, alwaysEnd: index.always.count,
                    cellStart: cells.start, cellEnd: cells.end))
        } else {
            stack.push(
                HitTestFrame(
                    view: Unmanaged.passUnretained(view), point: point, children: children,
                    nextChild: children.count - 1, index: nil, alwaysEnd: 0, cellStart: 0, cellEnd: 0))
        }
        return .descended
    }

    /// `bounds.contains(point)` for a finite point, as Foundation answers it, without the call for
    /// the usual bounds (a finite origin, a positive size): `[minX, maxX) × [minY, maxY)`. Bounds
    /// with a NaN edge contain nothing (Foundation would trap on them).
    @inline(__always)
    static func boundsContain(_ bounds: CGRect, _ point: CGPoint) -> Bool {
        let origin = bounds.origin
        let size = bounds.size
        guard size.width > 0, size.height > 0, origin.x < .infinity, origin.y < .infinity else {
            return bounds.finiteSafeContains(point)
        }
        return point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y
            && point.y < origin.y + size.height
    }

    // MARK: The traced walk

    /// The walk with every step reported to `tracer`'s observers; every subview is asked in turn.
    private static func tracedHitTest(
        from root: UIView, at point: CGPoint, with event: UIEvent?, tracer: UIApplication
    ) -> UIView? {
        // When the pipeline or an outer engine called an overriding view's hitTest, it has already
        // reported the entry and will report the override's result; do not report them twice.
        let outerReports = tracer.takePendingHitTestEntry(root)
        var stack: [Frame] = []

        func visit(_ view: UIView, _ point: CGPoint, isRoot: Bool) -> Visit {
            if !isRoot, HitTestOverrides.overridesHitTest(type(of: view)) {
                tracer.trace(.hitTestEntered(view: view, point: point))
                tracer.setPendingHitTestEntry(view)
                let answer = view.hitTest(point, with: event)
                tracer.clearPendingHitTestEntry(view)
                tracer.trace(.hitTestReturned(view: view, result: answer))
                return .answered(answer)
            }
            let reports = !(isRoot && outerReports)
            if reports { tracer.trace(.hitTestEntered(view: view, point: point)) }
            let skip = point.isFinite ? view.hitTestSkipReason : .nonFinitePoint
            if let skip {
                tracer.trace(.hitTestSkipped(view: view, reason: skip))
                if reports { tracer.trace(.hitTestReturned(view: view, result: nil)) }
                return .answered(nil)
            }
            let inside = view.point(inside: point, with: event)
            tracer.trace(.pointInside(view: view, point: point, result: inside))
            guard inside else {
                if reports { tracer.trace(.hitTestReturned(view: view, result: nil)) }
                return .answered(nil)
            }
            let children = view.storedSubviews
            if children.isEmpty {
                if reports { tracer.trace(.hitTestReturned(view: view, result: view)) }
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
                if frame.reportsResult { tracer.trace(.hitTestReturned(view: frame.view, result: result)) }
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

/// Calls `body` with the view `view` refers to, without taking a reference on it: the caller
/// guarantees that something else holds it for the call. (A function of HitKit's own, so that the
/// closure it is given is checked statically for isolation, and is not wrapped in the run-time
/// check that a main-actor closure passed to the standard library's unannotated
/// `_withUnsafeGuaranteedRef` gets.)
@inline(__always)
func withUnretainedView<Result>(_ view: Unmanaged<UIView>, _ body: (UIView) -> Result) -> Result {
    view._withUnsafeGuaranteedRef(body)
}
