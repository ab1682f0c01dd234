import Foundation

extension UIView {
    /// Options for animating views with the block-based `UIView` animation methods, with UIKit's
    /// raw values.
    ///
    /// The options combine three groups: flags (bits 0–9), one timing curve (bits 16–19: the
    /// `curve…` options) and one transition (bits 20–23: the `transition…` options), plus a preferred
    /// frame rate (bits 24–27). `curveEaseInOut`, `transitionNone` and
    /// `preferredFramesPerSecondDefault` are zero, the defaults.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so that they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they are being animated.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts the animation from the current setting associated with an already in-flight animation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards and forwards (with `repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Forces the animation to use the original duration, not the one of an enclosing animation.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Forces the animation to use the original curve, not the one of an enclosing animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates the views by changing the property values dynamically and redrawing the view.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides or shows views in a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Does not inherit the options of an enclosing animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// An ease-in ease-out curve (the default): slow, faster through the middle, slow again.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// An ease-in curve: begins slowly, then speeds up.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// An ease-out curve: begins quickly, then slows.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A linear curve: runs evenly over its duration.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips a view around its vertical axis from left to right.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips a view around its vertical axis from right to left.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls a view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls a view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves from one view to the next.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips a view around its horizontal axis from top to bottom.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips a view around its horizontal axis from bottom to top.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// A frame rate of 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// A frame rate of 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing curve these options choose (bits 16–19; UIKit defines the values 0–3, any other
        /// value in those bits counts as the default, `easeInOut`).
        var animationCurve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }
}
