import Foundation

/// The application's reused hover event (UIKit's private `UIHoverEvent`): what a hover
/// recognizer's delegate is asked about in `gestureRecognizer(_:shouldReceive:)`. It carries no
/// touches.
@MainActor
final class HoverEvent: UIEvent {
    /// A hover event.
    override var type: EventType { .hover }

    /// A hover has no touches.
    override var allTouches: Set<UITouch>? { [] }
}
