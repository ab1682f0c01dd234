import Foundation

/// The flow control of an animator object: starting, pausing, stopping, finishing, reversing and
/// scrubbing its animations (UIKit's `UIViewAnimating`).
///
/// An animator is ``UIViewAnimatingState/inactive`` when made and after its animations finish;
/// ``startAnimation()``, ``pauseAnimation()`` or setting ``fractionComplete`` make it
/// ``UIViewAnimatingState/active``; ``stopAnimation(_:)`` with `false` leaves it
/// ``UIViewAnimatingState/stopped`` until ``finishAnimation(at:)``. ``UIViewPropertyAnimator`` is
/// UIKit's (and HitKit's) implementation; adopt the protocol to write your own.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The current state of the animations.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (not paused, not stopped, not finished).
    var isRunning: Bool { get }
    /// Whether the animations run backwards, towards their start.
    var isReversed: Bool { get set }
    /// The completion fraction of the animations, from 0 (start) to 1 (end); settable while paused.
    var fractionComplete: CGFloat { get set }

    /// Starts the animations, or resumes them where they were paused.
    func startAnimation()
    /// Starts the animations after `delay` seconds of the application's clock.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses running animations at their current values; makes an inactive animator active.
    func pauseAnimation()
    /// Stops the animations at their current values: with `true`, the animator becomes inactive and
    /// runs no completion; with `false`, it becomes stopped and waits for ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations: sets the animated properties to `finalPosition`'s values, runs
    /// the completions with it and makes the animator inactive.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
