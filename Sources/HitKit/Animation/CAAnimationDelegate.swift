import Foundation

/// Methods an animation calls on its delegate when it starts and stops. Both are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// Tells the delegate the animation has started.
    func animationDidStart(_ anim: CAAnimation)
    /// Tells the delegate the animation has ended: `flag` is `true` when it ran to the end of its
    /// active duration, `false` when it was removed before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
