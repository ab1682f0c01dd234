import Foundation

/// An animator whose animations can be changed while they run (UIKit's `UIViewImplicitlyAnimating`).
///
/// UIKit declares these methods optional; in Swift without Objective-C they are requirements with
/// default implementations that do nothing, so an adopter implements only those it supports.
/// ``UIViewPropertyAnimator`` implements all of them.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the others, for the rest of the animator's duration.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` (0…1) of the animator's remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations finish, with the position they finished at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing (`nil` keeps the current one) over the animator's
    /// duration times `durationFactor`.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing: UIKit's requirement is optional.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing: UIKit's requirement is optional.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing: UIKit's requirement is optional.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing: UIKit's requirement is optional.
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}
