import Foundation

/// Why a scroll event passed over a pan recognizer under the pointer (see <doc:ScrollInput>).
public enum ScrollSkipReason: String, Sendable, CustomStringConvertible {
    /// The recognizer's `isEnabled` is false (a scroll view whose `isScrollEnabled` is false).
    case disabled
    /// The recognizer is busy with touches or with another scroll.
    case busy
    /// Its `allowedScrollTypesMask` leaves out wheel ticks (`.discrete`).
    case wheelNotAllowed
    /// Its `allowedScrollTypesMask` leaves out trackpad scrolls (`.continuous`).
    case trackpadNotAllowed
    /// Its `shouldReceive(_:)`, or its delegate's `gestureRecognizer(_:shouldReceive:)`, returned
    /// false for the scroll event.
    case refusedEvent
    /// A scroll view that cannot scroll along the scroll's direction at all.
    case cannotScrollThatWay
    /// A scroll view at the end of its range in the scroll's direction, which transfers that
    /// axis's scrolling to its parent (`transfersHorizontalScrollingToParent`,
    /// `transfersVerticalScrollingToParent`).
    case atEdge
    /// Its delegate's (or view's) `gestureRecognizerShouldBegin(_:)` returned false.
    case shouldBeginFalse

    public var description: String {
        switch self {
        case .disabled: "isEnabled == false"
        case .busy: "busy with touches or another scroll"
        case .wheelNotAllowed: "allowedScrollTypesMask leaves out .discrete (wheel) scrolls"
        case .trackpadNotAllowed: "allowedScrollTypesMask leaves out .continuous (trackpad) scrolls"
        case .refusedEvent: "shouldReceive(_:) returned false for the scroll event"
        case .cannotScrollThatWay: "its scroll view cannot scroll that way"
        case .atEdge: "its scroll view is at its edge that way and transfers the scroll to its parent"
        case .shouldBeginFalse: "gestureRecognizerShouldBegin(_:) returned false"
        }
    }
}
