import Foundation

/// A scroll view's content moving on its own to a resting offset: after a fling, a drag past an
/// edge, or a page turn. Each axis slows down as UIKit's decelerating content does — the velocity
/// keeps the fraction `rate` of itself every millisecond — and the motion is scaled to end exactly
/// at the target once less than ``HitKitDefaults/scrollViewRestingDistance`` is left.
struct ScrollDeceleration {
    let start: CGPoint
    let target: CGPoint
    /// The fraction of velocity kept per millisecond.
    let rate: CGFloat
    /// How long the motion takes, in seconds.
    let duration: TimeInterval

    /// A motion from `start` to `target`, or `nil` when they are too close to need one.
    init?(from start: CGPoint, to target: CGPoint, rate: CGFloat) {
        let distance = max(abs(target.x - start.x), abs(target.y - start.y))
        let resting = HitKitDefaults.scrollViewRestingDistance
        guard distance > resting, distance.isFinite, rate > 0, rate < 1 else { return nil }
        self.start = start
        self.target = target
        self.rate = rate
        self.duration = TimeInterval(log(resting / distance) / log(rate)) / 1000
    }

    /// Where the content is `elapsed` seconds after the motion started.
    func offset(at elapsed: TimeInterval) -> CGPoint {
        guard elapsed < duration else { return target }
        let progress = (1 - pow(rate, CGFloat(elapsed * 1000))) / (1 - pow(rate, CGFloat(duration * 1000)))
        return CGPoint(x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
    }

    /// How far content moving at `velocity` (points per millisecond) travels before it stops, at
    /// `rate`: the integral of `velocity × rate^t`.
    static func distance(for velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / -log(rate)
    }
}
