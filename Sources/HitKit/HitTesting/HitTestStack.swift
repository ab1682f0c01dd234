import Foundation

/// One view on the path of an untraced hit-test walk: the view, the point in its coordinates, and
/// where the walk is in its subviews.
///
/// Subviews are asked from the front-most to the back-most. A view with one subview has no index:
/// `nextChild` counts down from 0. With an index (``SubviewSpatialIndex``) the walk asks the
/// subviews whose box holds the point: `nextChild` counting down past the others, or with a grid
/// the candidates of the point's cell, merged from two ascending lists read from their ends.
///
/// A frame takes no reference on anything: its view and subviews are held by the hierarchy while
/// only HitKit's own code runs. Before the walk calls code that may change the hierarchy (an
/// override), it *pins* its frames (``HitTestStack/pin()``): each then holds its subviews (its
/// index, or its one subview) until the walk is done.
struct HitTestFrame {
    /// The view: the walk's root, which the caller holds, or a subview of the frame below.
    let view: Unmanaged<UIView>
    let point: CGPoint
    /// The view's one subview, when it has no index.
    let single: Unmanaged<UIView>?
    /// The index, which holds the subviews, when the view has one.
    let index: Unmanaged<SubviewSpatialIndex>?
    /// With an index: its subviews and their boxes (``SubviewSpatialIndex/childElements``,
    /// ``SubviewSpatialIndex/boxElements``).
    let elements: UnsafePointer<Unmanaged<UIView>>?
    let boxes: UnsafePointer<SubviewSpatialIndex.Box>?
    /// With an index: whether it has a grid.
    let hasGrid: Bool
    /// Without a grid: the next subview to ask (or, with an index, whose box to read), counting
    /// down; -1 when none is left.
    var nextChild: Int
    /// With a grid: one past the next unread entry of the index's always-asked list.
    var alwaysEnd: Int
    /// With a grid: the first entry of the point's cell, and one past the next unread one.
    let cellStart: Int
    var cellEnd: Int

    /// Subview number `index` (in range), without taking a reference on it.
    @inline(__always)
    func child(at childIndex: Int) -> Unmanaged<UIView> {
        if let elements { return elements[childIndex] }
        return single.unsafelyUnwrapped
    }

    /// Takes a reference on what holds the subviews: their index, or the one subview.
    @inline(__always)
    func retainSubviews() {
        if let index { _ = index.retain() } else { _ = single?.retain() }
    }

    /// Gives back the reference ``retainSubviews()`` took.
    @inline(__always)
    func releaseSubviews() {
        if let index { index.release() } else { single?.release() }
    }
}

/// The explicit stack of ``HitTestEngine``'s untraced walk, owned by the application and reused by
/// every hit-test, so a walk allocates nothing once the stack is as deep as the deepest path seen.
///
/// Walks nest (an overriding view's `super.hitTest` runs a walk of its own inside the outer one):
/// each walk uses the frames above the ones it found and leaves the stack as it found it.
@MainActor
final class HitTestStack {
    /// Where the frames are, how many there is room for and how many are in use. Kept behind a
    /// pointer the stack owns (a `let`), so that reading and updating them costs no run-time
    /// exclusivity check, as a class's `var`s would on every push.
    private struct State {
        var frames: UnsafeMutablePointer<HitTestFrame>
        var capacity: Int
        var count: Int
        /// The frames below this one hold their subviews (see ``pin()``).
        var pinned: Int
    }

    private let state: UnsafeMutablePointer<State>

    init(capacity: Int = 32) {
        state = .allocate(capacity: 1)
        state.initialize(to: State(frames: .allocate(capacity: capacity), capacity: capacity, count: 0, pinned: 0))
    }

    isolated deinit {
        truncate(to: 0)
        state.pointee.frames.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// How many frames are in use.
    @inline(__always)
    var count: Int { state.pointee.count }

    /// The frame on top (there must be one).
    @inline(__always)
    var top: UnsafeMutablePointer<HitTestFrame> { state.pointee.frames + (state.pointee.count - 1) }

    /// Pushes `frame`; doubles the storage when it is full (the only allocation, amortised).
    @inline(__always)
    func push(_ frame: HitTestFrame) {
        if state.pointee.count == state.pointee.capacity { grow() }
        (state.pointee.frames + state.pointee.count).initialize(to: frame)
        state.pointee.count += 1
    }

    /// Makes every frame hold its subviews, before the walk calls code that may change the
    /// hierarchy: frames already pinned are left as they are, so pinning is O(1) amortised.
    @inline(__always)
    func pin() {
        let count = state.pointee.count
        var frame = state.pointee.pinned
        guard frame < count else { return }
        while frame < count {
            (state.pointee.frames + frame).pointee.retainSubviews()
            frame += 1
        }
        state.pointee.pinned = count
    }

    /// Drops every frame above `floor`, giving back what pinned ones hold.
    @inline(__always)
    func truncate(to floor: Int) {
        var pinned = state.pointee.pinned
        while pinned > floor {
            pinned -= 1
            (state.pointee.frames + pinned).pointee.releaseSubviews()
        }
        state.pointee.pinned = pinned
        state.pointee.count = floor
    }

    private func grow() {
        let capacity = state.pointee.capacity
        let larger = UnsafeMutablePointer<HitTestFrame>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: state.pointee.frames, count: state.pointee.count)
        state.pointee.frames.deallocate()
        state.pointee.frames = larger
        state.pointee.capacity = capacity * 2
    }
}
