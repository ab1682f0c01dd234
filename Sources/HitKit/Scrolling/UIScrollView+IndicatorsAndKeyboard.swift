import Foundation

extension UIScrollView {
    /// The style of a scroll view's indicators. HitKit draws nothing: a store, so UIKit code that
    /// sets it compiles.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light, light on dark.
        case `default`
        /// Black.
        case black
        /// White.
        case white
    }

    /// How a drag dismisses the keyboard. HitKit has no keyboard: a store.
    public enum KeyboardDismissMode: Int, Sendable {
        /// The keyboard stays.
        case none
        /// A drag dismisses the keyboard.
        case onDrag
        /// The keyboard follows the drag.
        case interactive
        /// As `onDrag`, with the input accessory view.
        case onDragWithAccessory
        /// As `interactive`, with the input accessory view.
        case interactiveWithAccessory
    }

    /// Shows the scroll indicators briefly. HitKit draws no indicators: it does nothing.
    public func flashScrollIndicators() {}

    /// Stops a deceleration, a bounce or an animated scroll or zoom where it is, as UIKit's
    /// `stopScrollingAndZooming()` (the delegate hears no end of deceleration).
    public func stopScrollingAndZooming() {
        stopScrolling()
    }
}
