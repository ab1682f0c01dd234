import Foundation

/// Why a trackpad pinch or rotation did not drive a pinch or rotation recognizer under the
/// pointer, with indirect input events (see <doc:TrackpadGestures>).
public enum TransformSkipReason: String, Sendable, CustomStringConvertible {
    /// The recognizer's `isEnabled` is false, or it is on no view.
    case disabled
    /// The recognizer is busy with touches or with another gesture.
    case busy
    /// Its view left the application's windows before the gesture first changed.
    case viewLeftWindows
    /// Its own `shouldReceive(_:)` returned false for the `.transform` event.
    case refusedByRecognizer
    /// Its delegate's `gestureRecognizer(_:shouldReceive:)` returned false for the `.transform`
    /// event.
    case refusedByDelegate
    /// Its delegate's (or view's) `gestureRecognizerShouldBegin(_:)` returned false.
    case shouldBeginFalse
    /// A recognizer that began first prevents it, and neither one's delegate lets them recognize
    /// simultaneously.
    case prevented
    /// A pinch: the gesture was over before its scale moved from 1.
    case scaleUnchanged
    /// A rotation: the gesture was over before its rotation moved from 0.
    case rotationUnchanged

    public var description: String {
        switch self {
        case .disabled: "isEnabled == false"
        case .busy: "busy with touches or another gesture"
        case .viewLeftWindows: "its view left the application's windows before the gesture changed"
        case .refusedByRecognizer: "its own shouldReceive(_:) returned false for the .transform event"
        case .refusedByDelegate:
            "its delegate's gestureRecognizer(_:shouldReceive:) returned false for the .transform event"
        case .shouldBeginFalse: "gestureRecognizerShouldBegin(_:) returned false"
        case .prevented: "a recognizer that began first prevents it (no delegate lets them recognize simultaneously)"
        case .scaleUnchanged: "the gesture's scale never moved from 1"
        case .rotationUnchanged: "the gesture's rotation never moved from 0"
        }
    }
}
