import Foundation

@testable import HitKit

/// A gesture delegate that answers `gestureRecognizer(_:shouldReceive:)` for events and
/// `gestureRecognizerShouldBegin(_:)` as it is told, for the tests of why a scroll or a trackpad
/// transform passes a recognizer over.
@MainActor
final class AnsweringGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// Says yes to both.
    static let agreeing = AnsweringGestureDelegate()
    /// Refuses every event.
    static let refusing = AnsweringGestureDelegate(receives: false)
    /// Lets no gesture begin.
    static let notBeginning = AnsweringGestureDelegate(begins: false)
    let receives: Bool
    let begins: Bool

    init(receives: Bool = true, begins: Bool = true) {
        self.receives = receives
        self.begins = begins
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        receives
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
}
