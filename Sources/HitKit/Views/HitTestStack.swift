import Foundation

/// One view on the path of an untraced hit-test walk: the view, the point in its coordinates, and
/// where the walk is in its subviews.
///
/// Subviews are asked from the front-most to the back-most. Without a spatial index that is every
/// subview, `nextChild` counting down; with one (``SubviewSpatialIndex``) it is the candidates the
/// index gives for the point, merged from two ascending lists read from their ends.
struct HitTestFrame {
    let view: UIView
    let point: CGPoint
    /// The subviews as they were when the walk reached the view (the array is shared, not copied).
    let children: [UIView]
    /// Without an index: the next subview to ask, counting down; -1 when none is left.
    var nextChild: Int
    /// The index, when the view has one.
    let index: SubviewSpatialIndex?
    /// With an index: one past the next unread entry of the index's always-asked list.
    var alwaysEnd: Int
    /// With an index: the first entry of the point's cell, and one past the next unread one.
    let cellStart: Int
    var cellEnd: Int
}

/// The explicit stack of ``HitTestEngine``'s untraced walk, owned by the application and reused by
/// every hit-test, so a walk allocates nothing once the stack is as deep as the deepest path seen.
///
/// Walks nest (an overriding view's `super.hitTest` runs a walk of its own inside the outer one):
/// each walk uses the frames above the ones it found and leaves the stack as it found it.
@MainActor
final class HitTestStack {
    private(set) var frames: UnsafeMutablePointer<HitTestFrame>
    private var capacity: Int
    /// How many frames are in use.
    private(set) var count = 0

    init(capacity: Int = 32) {
        self.capacity = capacity
        frames = .allocate(capacity: capacity)
    }

    isolated deinit {
        frames.deinitialize(count: count)
        frames.deallocate()
    }

    /// Pushes `frame`; doubles the storage when it is full (the only allocation, amortised).
    @inline(__always)
    func push(_ frame: HitTestFrame) {
        if count == capacity { grow() }
        (frames + count).initialize(to: frame)
        count += 1
    }

    /// Drops every frame above `floor`.
    @inline(__always)
    func truncate(to floor: Int) {
        guard count > floor else { return }
        (frames + floor).deinitialize(count: count - floor)
        count = floor
    }

    private func grow() {
        let larger = UnsafeMutablePointer<HitTestFrame>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: frames, count: count)
        frames.deallocate()
        frames = larger
        capacity *= 2
    }
}
