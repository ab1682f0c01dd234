import Foundation

extension UIView {
    /// Options for ``UIView/animateKeyframes(withDuration:delay:options:animations:completion:)``,
    /// with UIKit's raw values: the flags of ``UIView/AnimationOptions`` (bits 0–9) and a calculation
    /// mode (bits 10–12), which says how values between keyframes are computed.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so that they animate with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they are being animated.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts the animation from the current setting associated with an already in-flight animation.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Forces the animation to use the original duration, not the one of an enclosing animation.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Does not inherit the options of an enclosing animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation: each keyframe's value holds until the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Keyframes spaced evenly by distance; their times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth Catmull-Rom curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve through the keyframes, spaced evenly by distance.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The Core Animation calculation mode these options choose (bits 10–12; an undefined value
        /// counts as linear).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The flags, as ``UIView/AnimationOptions`` (the same bits), with the curve bits (16–19),
        /// which UIKit reads from keyframe options too: the overall pacing, ease-in-ease-out unless
        /// another curve's raw value is passed.
        var animationOptions: UIView.AnimationOptions {
            UIView.AnimationOptions(rawValue: rawValue & ~(0x7 << 10))
        }
    }
}
