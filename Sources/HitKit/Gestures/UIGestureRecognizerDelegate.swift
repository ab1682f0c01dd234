import Foundation

/// The delegate of a gesture recognizer: it can refine when the recognizer begins, which touches
/// it receives, and how it coexists with others. Every method has a default, so adopt only what
/// you need; an `NSObject` subclass can adopt it.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave the possible state. Default `true`; `false` makes it fail
    /// and its view's touches are not cancelled.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer receives `touch` at all. Default `true`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer sees `event` at all (iOS 13.4). Default `true`.
    ///
    /// Asked once per event that brings the recognizer new touches — a touch beginning on its view
    /// or a subview — before `gestureRecognizer(_:shouldReceive:)` for a touch is asked about
    /// any of them, as UIKit does ("once before either" of the touch and press methods). `false`
    /// keeps that event's new touches from the recognizer: it is not asked about them and never
    /// gets their phases. Events that only carry later phases of touches it already receives are
    /// not asked about, so a `false` can never leave it holding a finger whose lift it never hears.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
    /// Whether the two recognizers may recognize at the same time. Default `false`; `true` on
    /// either recognizer's delegate is enough.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer must wait for `otherGestureRecognizer` to fail. Default `false`.
    ///
    /// - Complexity: Asked once per pair of recognizers sharing a touch, when a touch begins (or a
    ///   requirement or delegate changes), not at every decision: O(*n*) calls per recognizer
    ///   with a delegate, for *n* recognizers on its touches.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` must wait for the recognizer to fail. Default `false`.
    ///
    /// - Complexity: Asked as `gestureRecognizer(_:shouldRequireFailureOf:)` is.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
