import Foundation

/// The event of a trackpad pinch or rotation for an application with indirect input events:
/// its ``UIEvent/type`` is `.transform`, and it has no touches. HitKit asks a recognizer's
/// delegate `gestureRecognizer(_:shouldReceive:)` with it before the recognizer follows the
/// gesture.
final class TransformEvent: UIEvent {
    override var type: EventType { .transform }
}
