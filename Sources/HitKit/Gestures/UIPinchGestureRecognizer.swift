import Foundation

/// A continuous recognizer for pinches: two fingers moving towards or away from each other.
///
/// It begins once the distance between the two fingers has changed by more than
/// ``HitKitDefaults/pinchStartDistance``, changes whenever a finger moves while both are down, and
/// ends when both fingers have lifted. It fails if the fingers lift before it began, and is
/// cancelled when its touches are. Fingers beyond the first two are ignored.
///
/// ``scale`` is the distance between the fingers relative to their distance when the second one
/// touched down; when one finger lifts and another takes its place, the scale carries on from
/// where it was.
///
/// A trackpad pinch drives it too (see <doc:TrackpadGestures>): with indirect input events, by
/// `.transform` events whose scale it reports as is, with no start threshold (the trackpad has
/// decided it is a pinch); without them, by two touches HitKit places a fixed distance apart.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The two touches being pinched (fewer while fingers are missing).
    private var pinchedTouches: [UITouch] = []
    /// The distance between the pinched touches when they became a pair.
    private var initialDistance: CGFloat = 1
    /// The last finite distance between the pinched touches (see `currentDistance`).
    private var lastDistance: CGFloat = 1
    /// The raw scale reached by earlier pairs of touches.
    private var accumulatedScale: CGFloat = 1
    /// What setting ``scale`` multiplied the raw scale by.
    private var scaleFactor: CGFloat = 1
    private var velocityTracker = VelocityTracker()
    /// Set by setting ``scale``: the velocity reads zero until the touches next change.
    private var velocityIsReset = false
    /// The trackpad pinch driving the recognizer with `.transform` events, if one is.
    var transform: TransformTracking?
    /// The trackpad pinch's scale since it began.
    private var transformScale: CGFloat = 1

    // MARK: Scale and velocity

    /// The scale of the pinch relative to the fingers' starting distance: above 1 when they moved
    /// apart, below 1 when they closed. Setting it rescales what follows; the common pattern —
    /// apply the scale, then set it back to 1 on every change — works as in UIKit. As Apple's
    /// reference says, setting it "resets the velocity": ``velocity`` reads zero until the fingers
    /// next move or lift. A value that is not finite is ignored.
    open var scale: CGFloat {
        get { rawScale * scaleFactor }
        set {
            let raw = rawScale
            guard newValue.isFinite, raw > 0 else { return }
            scaleFactor = newValue / raw
            velocityIsReset = true
        }
    }

    /// How fast ``scale`` changes, in scale factor per second: positive while the fingers move
    /// apart. Zero once the fingers have rested for ``HitKitDefaults/velocityStoppedInterval``, and
    /// right after ``scale`` is set.
    open var velocity: CGFloat {
        if velocityIsReset { return 0 }
        let now = clock?.now ?? velocityTracker.samples.last?.time ?? 0
        return velocityTracker.velocity(at: now).x * scaleFactor
    }

    /// The scale ignoring what was set: accumulated times the current pair's stretch.
    private var rawScale: CGFloat {
        if transform != nil { return transformScale }
        guard pinchedTouches.count == 2 else { return accumulatedScale }
        // The pair's stretch first: a finger sent absurdly far makes both distances huge, and
        // their product with what earlier pairs reached would overflow where their ratio does not.
        let scale = accumulatedScale * (currentDistance / initialDistance)
        return scale.isFinite ? scale : .greatestFiniteMagnitude
    }

    /// The distance between the touches in their window, at least 1. While the window cannot be
    /// mapped to (a handler gave it a transform with no inverse) it is not a number: the last
    /// distance measured holds.
    private var currentDistance: CGFloat {
        let first = pinchedTouches[0].location(in: nil)
        let second = pinchedTouches[1].location(in: nil)
        let distance = hypot(second.x - first.x, second.y - first.y)
        if distance.isFinite { lastDistance = max(1, distance) }
        return lastDistance
    }

    /// The location of the pinch in `view`'s coordinates: the centroid of the touches, or the
    /// pointer's location during a trackpad pinch.
    open override func location(in view: UIView?) -> CGPoint {
        transform?.location(in: view) ?? super.location(in: view)
    }

    /// Follows a trackpad pinch: `scale` since it began, at `time`.
    func followTransform(scale: CGFloat, at time: TimeInterval) {
        velocityIsReset = false
        transformScale = scale
        velocityTracker.addSample(CGPoint(x: scale, y: 0), at: time)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        velocityIsReset = false
        guard state == .possible || state == .began || state == .changed else { return }
        for touch in touches.sorted(by: { $0.pointerID < $1.pointerID }) {
            if pinchedTouches.count < 2 {
                pinchedTouches.append(touch)
                if pinchedTouches.count == 2 { initialDistance = currentDistance }
            } else {
                ignore(touch, for: event)
            }
        }
        if pinchedTouches.count == 2 { velocityTracker.addSample(CGPoint(x: rawScale, y: 0), at: event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        velocityIsReset = false
        guard pinchedTouches.count == 2 else { return }
        velocityTracker.addSample(CGPoint(x: rawScale, y: 0), at: event.timestamp)
        switch state {
        case .possible:
            if abs(currentDistance - initialDistance) > HitKitDefaults.pinchStartDistance { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        velocityIsReset = false
        releasePair(without: touches)
        guard !trackedTouches.containsActive else { return }
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        velocityIsReset = false
        releasePair(without: touches)
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        pinchedTouches = []
        initialDistance = 1
        lastDistance = 1
        accumulatedScale = 1
        scaleFactor = 1
        velocityTracker.reset()
        velocityIsReset = false
        transform = nil
        transformScale = 1
    }

    /// Removes lifted touches from the pair, keeping the scale reached so far.
    private func releasePair(without touches: Set<UITouch>) {
        guard pinchedTouches.contains(where: { touches.contains($0) }) else { return }
        if state == .possible {
            accumulatedScale = 1  // nothing began: the next pair starts afresh
            velocityTracker.reset()
        } else {
            accumulatedScale = rawScale
        }
        pinchedTouches.removeAll { touches.contains($0) }
    }
}
