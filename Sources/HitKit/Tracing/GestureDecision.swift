import Foundation

/// An arbitration decision between gesture recognizers, recorded for tracing: what happened to a
/// recognizer, which other recognizer (if any) caused it, and why.
///
/// Decisions answer "why didn't my gesture fire?": a tap that failed because a double tap
/// recognized, a single tap waiting for a double tap to fail, a parent's tap refused by a button.
@MainActor
public struct GestureDecision {
    /// What arbitration did to a recognizer.
    public enum Outcome: String, Sendable, CustomStringConvertible {
        /// The recognizer was made to fail.
        case failed
        /// The recognizer's continuous gesture was cancelled.
        case cancelled
        /// The recognizer asked to recognize but waits for another recognizer to fail first.
        case waiting
        /// A waiting recognizer was allowed to recognize after all it waited for failed.
        case resumed
        /// The recognizer does not receive a touch.
        case notReceiving
        /// The recognizer cancelled the touches of its views (`cancelsTouchesInView`).
        case cancelledTouchesInView

        public var description: String { rawValue }
    }

    /// The recognizer the decision is about.
    public var recognizer: UIGestureRecognizer
    /// What happened to it.
    public var outcome: Outcome
    /// The recognizer that caused it, if any.
    public var cause: UIGestureRecognizer?
    /// Why, in a sentence.
    public var reason: String

    /// Creates a decision record.
    public init(
        recognizer: UIGestureRecognizer, outcome: Outcome, cause: UIGestureRecognizer? = nil,
        reason: String
    ) {
        self.recognizer = recognizer
        self.outcome = outcome
        self.cause = cause
        self.reason = reason
    }
}
