import Foundation

/// The application's reused scroll event: `UIEvent.EventType.scroll`, with no touches. UIKit
/// gives its scroll events no public class of their own; this one only answers ``type``.
final class UIScrollEvent: UIEvent {
    override var type: EventType { .scroll }
}
