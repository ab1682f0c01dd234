import Foundation

/// Where a scroll event's pointer is, for ``UIGestureRecognizer/location(in:)`` of a recognizer
/// that a scroll drives.
struct ScrollPointer {
    /// The window the pointer is over.
    weak var window: UIWindow?
    /// The pointer, in the window's coordinates.
    var windowPoint: CGPoint

    /// The pointer in `view`'s coordinates (nil: the window's).
    @MainActor
    func location(in view: UIView?) -> CGPoint {
        guard let window, let view, view !== window else { return windowPoint }
        return view.convert(windowPoint, from: window)
    }
}

/// The scroll a pan follows instead of touches: a wheel tick or a trackpad sequence.
struct PanScroll {
    /// A wheel tick (UIKit's discrete scroll) rather than a trackpad's continuous scroll.
    var isDiscrete: Bool
    /// The scroll's deltas added up, in window coordinates: the pan's raw translation.
    var translation: CGPoint = .zero
}

extension UIPanGestureRecognizer {
    /// Whether ``allowedScrollTypesMask`` admits a discrete (wheel) or continuous (trackpad)
    /// scroll.
    func admitsScroll(discrete: Bool) -> Bool {
        allowedScrollTypesMask.contains(discrete ? .discrete : .continuous)
    }

    /// Whether a scroll, rather than touches, drives the pan now.
    var isFollowingScroll: Bool { scroll != nil }

    /// Starts following a scroll at `pointer`; the pan stays `possible` until ``scroll(by:at:)``.
    func beginScroll(discrete: Bool, pointer: ScrollPointer, at time: TimeInterval) {
        scroll = PanScroll(isDiscrete: discrete)
        scrollPointer = pointer
        velocityTracker.reset()
        velocityIsReset = false
        if !discrete { velocityTracker.addSample(.zero, at: time) }
        scrollWillBegin(discrete: discrete)
    }

    /// The scroll moved by `delta` (window coordinates): the pan begins, or changes, traced in
    /// `application`, the scroll stage's (see ``advanceTouchlessGesture(to:tracedIn:)``). A
    /// wheel's velocity stays zero — its content jumps, it is not flung.
    func scroll(by delta: CGPoint, at time: TimeInterval, tracedIn application: UIApplication) {
        guard var current = scroll else { return }
        current.translation.x += delta.x
        current.translation.y += delta.y
        scroll = current
        velocityIsReset = false
        if !current.isDiscrete { velocityTracker.addSample(current.translation, at: time) }
        switch storedState {
        case .possible: advanceTouchlessGesture(to: .began, tracedIn: application)
        case .began, .changed: advanceTouchlessGesture(to: .changed, tracedIn: application)
        default: break
        }
    }

    /// The scroll ended (`cancelled`: the host lost it): the pan ends or is cancelled, traced in
    /// `application`. The velocity is the fingers' as they last moved, as when a finger lifts.
    func endScroll(cancelled: Bool, tracedIn application: UIApplication) {
        switch storedState {
        case .began, .changed: endTouchlessGesture(as: cancelled ? .cancelled : .ended, tracedIn: application)
        case .possible: advanceTouchlessGesture(to: .failed, tracedIn: application)
        default: break
        }
    }
}
