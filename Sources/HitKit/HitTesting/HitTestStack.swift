import Foundation

/// One view on the path of an untraced hit-test walk: the view, the point in its coordinates, and
/// where the walk is in its subviews.
///
/// Subviews are asked from the front-most to the back-most. Without an index (a view with one
/// subview) that is every subview, `nextChild` counting down; with one (``SubviewSpatialIndex``)
/// it is the subviews whose box holds the point: `nextChild` counting down past the others, or
/// with a grid the candidates of the point's cell, merged from two ascending lists read from their
/// ends.
struct HitTestFrame {
    /// The view, without a reference taken: it is the walk's root, which the caller holds, or an
    /// element of the frame below's ``children``, which that frame holds.
    let view: Unmanaged<UIView>
    let point: CGPoint
    /// The subviews as they were when the walk reached the view (the array is shared, not copied).
    /// The frame holds it, so the subviews live while the frame is on the stack.
    let children: [UIView]
    /// Without an index or a grid: the next subview to ask (or, with an index, whose box to read),
    /// counting down; -1 when none is left.
    var nextChild: Int
    /// The index, when the view has one.
    let index: SubviewSpatialIndex?
    /// With an index: one past the next unread entry of the index's always-asked list.
    var alwaysEnd: Int
    /// With an index: the first entry of the point's cell, and one past the next unread one.
    let cellStart: Int
    var cellEnd: Int

    /// Subview number `index` of ``children`` (in range), without taking a reference on it: the
    /// frame's `children` holds it.
    @inline(__always)
    func child(at index: Int) -> Unmanaged<UIView> {
        assert(children.indices.contains(index))
        return children.withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress!).load(
                fromByteOffset: index &* MemoryLayout<UIView>.stride, as: Unmanaged<UIView>.self)
        }
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
    }

    private let state: UnsafeMutablePointer<State>

    init(capacity: Int = 32) {
        state = .allocate(capacity: 1)
        state.initialize(to: State(frames: .allocate(capacity: capacity), capacity: capacity, count: 0))
    }

    isolated deinit {
        state.pointee.frames.deinitialize(count: state.pointee.count)
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

    /// Drops every frame above `floor`. One frame at a time, so each is destroyed by code for its
    /// own type (two releases) rather than by the runtime's generic array destruction.
    @inline(__always)
    func truncate(to floor: Int) {
        var count = state.pointee.count
        while count > floor {
            count -= 1
            _ = (state.pointee.frames + count).move()
        }
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
