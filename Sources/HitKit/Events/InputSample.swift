import Foundation

/// One sample of host input, of any kind: an entry of HitKit's one input timeline.
///
/// A host that has several kinds of input sends them in the order they happened, in one array,
/// to ``UIApplication/send(_:)-([InputSample])``; each is dispatched in that order, on the one
/// clock. Consecutive pointer samples group into events as in ``UIApplication/send(_:)-([PointerSample])``;
/// each key sample and each scroll sample is an event of its own.
public enum InputSample: Hashable, Sendable {
    /// A pointer (finger) sample.
    case pointer(PointerSample)
    /// A key of a hardware keyboard.
    case key(KeySample)
    /// A mouse wheel's tick or a trackpad's scroll.
    case scroll(ScrollSample)
    /// A trackpad pinch or rotation.
    case transform(TransformSample)
    /// A pointer hovering with no contact (a mouse with no button down, a pen above the glass).
    case hover(HoverSample)

    /// The input's timestamp, on the host's clock.
    public var timestamp: TimeInterval {
        get {
            switch self {
            case .pointer(let sample): sample.timestamp
            case .key(let sample): sample.timestamp
            case .scroll(let sample): sample.timestamp
            case .transform(let sample): sample.timestamp
            case .hover(let sample): sample.timestamp
            }
        }
        set {
            switch self {
            case .pointer(var sample):
                sample.timestamp = newValue
                self = .pointer(sample)
            case .key(var sample):
                sample.timestamp = newValue
                self = .key(sample)
            case .scroll(var sample):
                sample.timestamp = newValue
                self = .scroll(sample)
            case .transform(var sample):
                sample.timestamp = newValue
                self = .transform(sample)
            case .hover(var sample):
                sample.timestamp = newValue
                self = .hover(sample)
            }
        }
    }
}
