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

    // The untraced walk takes no reference on the views it visits, nor on their subviews: while
    // only HitKit's own code runs, the hierarchy holds them (a frame's view is the walk's root,
    // which the caller holds, or a subview of the frame below). Before it calls code that may
    // change the hierarchy — an override of `hitTest(_:with:)`, `point(inside:with:)` or the
    // flags — the walk pins its frames (`HitTestStack.pin()`), so each holds its subviews until
    // the walk is done, whatever that code does. Most views with subviews are weakly referenced
    // (by their subviews' `superview`), so a retain of one costs the runtime's slow, side-table
    // path; the walk reads them through `Unmanaged` instead.

    private static func untracedHitTest(
        from root: UIView, at point: CGPoint, with event: UIEvent?, on stack: HitTestStack
    ) -> UIView? {
        let floor = stack.count
        defer { stack.truncate(to: floor) }
        if case .answered(let answer) = enter(root, point, event, stack) { return answer }
        while true {
            let top = stack.top
            let childIndex: Int
            if let boxes = top.pointee.boxes {
                if top.pointee.hasGrid {
                    childIndex = withUnretained(top.pointee.index.unsafelyUnwrapped) { nextCandidate(top, $0) }
                } else {
                    // The next subview, front to back, whose box holds the point.
                    let point = top.pointee.point
                    var next = top.pointee.nextChild
                    while next >= 0 && !boxes[next].contains(point) { next -= 1 }
                    top.pointee.nextChild = next - 1
                    childIndex = next
                }
            } else {
                childIndex = top.pointee.nextChild
                top.pointee.nextChild = childIndex - 1
            }
            // No subview took the point: the view itself is the answer, for every frame below.
            if childIndex < 0 { return top.pointee.view.takeUnretainedValue() }
            let point = top.pointee.point
            let visit = withUnretainedView(top.pointee.child(at: childIndex)) { child -> Visit in
                let childPoint = child.hitTestPoint(fromSuperview: point)
                if child.overridesHitTest {
                    stack.pin()
                    return .answered(child.hitTest(childPoint, with: event))
                }
                return enter(child, childPoint, event, stack)
            }
            if case .answered(let answer?) = visit { return answer }
        }
    }

    /// The next subview of `top`'s view, front to back, among the grid's candidates for the point
    /// whose box holds it, or -1 when none is left.
    private static func nextCandidate(_ top: UnsafeMutablePointer<HitTestFrame>, _ index: SubviewSpatialIndex) -> Int {
        let point = top.pointee.point
        var next: Int
        do {
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
            } while next >= 0 && !index.boxElements[next].contains(point)
        }
        return next
    }

    /// Checks `view` in place: its flags, then `point(inside:with:)`; pushes a frame for its
    /// subviews if it has any.
    @inline(__always)
    private static func enter(_ view: UIView, _ point: CGPoint, _ event: UIEvent?, _ stack: HitTestStack) -> Visit {
        guard point.isFinite else { return .answered(nil) }
        if view.usesDefaultSkipReason {
            // What the default `hitTestSkipReason` reads, without the calls.
            if view.storedIsHidden || !view.storedIsUserInteractionEnabled
                || view.storedAlpha <= HitKitDefaults.minimumHitTestableAlpha || view.hitTestBlockingAnimationCount > 0
                || view.animatorHitTesting.ignoresTouches > 0
            {
                return .answered(nil)
            }
        } else {
            stack.pin()
            if view.hitTestSkipReason != nil { return .answered(nil) }
        }
        // The default `point(inside:with:)` is `bounds.contains` for a finite point.
        let inside: Bool
        if view.usesDefaultPointInside {
            inside = boundsContain(view.hitTestBounds, point)
        } else {
            stack.pin()
            inside = view.point(inside: point, with: event)
        }
        guard inside else { return .answered(nil) }
        let count = view.storedSubviews.count
        if count == 0 { return .answered(view) }
        let frameView = Unmanaged.passUnretained(view)
        if count >= SubviewSpatialIndex.minimumSubviews {
            let index: SubviewSpatialIndex
            if let built = view.spatialIndex {
                index = built
            } else {
                index = SubviewSpatialIndex(children: view.storedSubviews)
                view.spatialIndex = index
            }
            let cells = index.hasGrid ? index.cellRange(at: point) : (start: 0, end: 0)
            stack.push(
                HitTestFrame(
                    view: frameView, point: point, single: nil, index: Unmanaged.passUnretained(index),
                    elements: UnsafePointer(index.childElements), boxes: UnsafePointer(index.boxElements),
                    hasGrid: index.hasGrid, nextChild: count - 1, alwaysEnd: index.always.count,
                    cellStart: cells.start, cellEnd: cells.end))
        } else {
            let single = firstUnretained(view.storedSubviews)
            stack.push(
                HitTestFrame(
                    view: frameView, point: point, single: single, index: nil, elements: nil, boxes: nil,
                    hasGrid: false, nextChild: 0, alwaysEnd: 0, cellStart: 0, cellEnd: 0))
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
            if !isRoot, view.isHitTestedWhereDrawn {
                tracer.trace(.hitTestedWhereDrawn(view: view, frame: view.drawnFrame))
            }
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
            let childPoint = child.hitTestPoint(fromSuperview: frame.point)
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

/// ``withUnretainedView(_:_:)`` for any object: calls `body` with the object `object` refers to,
/// without taking a reference on it; the caller guarantees that something else holds it.
@inline(__always)
func withUnretained<Object: AnyObject, Result>(_ object: Unmanaged<Object>, _ body: (Object) -> Result) -> Result {
    object._withUnsafeGuaranteedRef(body)
}

/// The first of `views` (there must be one), without taking a reference on it. Not isolated, so
/// the closure it gives the standard library is not wrapped in a run-time isolation check.
@inline(__always)
nonisolated func firstUnretained(_ views: [UIView]) -> Unmanaged<UIView> {
    views.withUnsafeBufferPointer { buffer in UnsafeRawPointer(buffer.baseAddress!).load(as: Unmanaged<UIView>.self) }
}
