import Foundation

extension UIScrollView {
    /// How fast a scroll view's content slows down after a fling: the fraction of its velocity
    /// kept after each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public let rawValue: CGFloat

        /// Creates a rate from the fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate: 0.998, as UIKit's (``HitKitDefaults/scrollDecelerationRateNormal``).
        public static let normal = DecelerationRate(rawValue: HitKitDefaults.scrollDecelerationRateNormal)

        /// A quicker stop: 0.99, as UIKit's (``HitKitDefaults/scrollDecelerationRateFast``).
        public static let fast = DecelerationRate(rawValue: HitKitDefaults.scrollDecelerationRateFast)
    }

    /// How the safe area adjusts a scroll view's content inset. HitKit has no safe areas: every
    /// behaviour leaves ``UIScrollView/adjustedContentInset`` equal to
    /// ``UIScrollView/contentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As UIKit: adjust along scrollable axes, and for a view controller's root scroll view.
        case automatic
        /// Adjust along the axes that can scroll.
        case scrollableAxes
        /// Never adjust.
        case never
        /// Always adjust.
        case always
    }
}
