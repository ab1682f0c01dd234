import Foundation

/// A continuous recognizer for rotations: two fingers turning around each other.
///
/// It begins once the line between the two fingers has turned by more than
/// ``HitKitDefaults/rotationStartAngle``, changes whenever a finger moves while both are down, and
/// ends when both fingers have lifted. It fails if the fingers lift before it began, and is
/// cancelled when its touches are. Fingers beyond the first two are ignored.
///
/// ``rotation`` is in radians, positive clockwise on screen (UIKit's y-down coordinates, the
/// sense `CGAffineTransform(rotationAngle:)` uses), and keeps counting past a half turn.
///
/// A trackpad rotation drives it too (see <doc:TrackpadGestures>): with indirect input events,
/// by `.transform` events whose rotation it reports as is, with no start threshold; without
/// them, by two touches HitKit places a fixed distance apart.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The two touches turning (fewer while fingers are missing).
    private var rotatingTouches: [UITouch] = []
    /// The angle of the line between the touches when last measured.
    private var lastAngle: CGFloat = 0
    /// The raw rotation so far, unwrapped across ±π.
    private var rawRotation: CGFloat = 0
    /// What setting ``rotation`` added to the raw rotation.
    private var rotationOffset: CGFloat = 0
    private var velocityTracker = VelocityTracker()
    /// Set by setting ``rotation``: the velocity reads zero until the touches next change.
    private var velocityIsReset = false
    /// The trackpad rotation driving the recognizer with `.transform` events, if one is.
    var transform: TransformTracking?

    // MARK: Rotation and velocity

    /// The rotation of the gesture in radians since the second finger touched down, positive
    /// clockwise. Setting it shifts what follows; the common pattern — apply the rotation, then set
    /// it back to 0 on every change — works as in UIKit. As Apple's reference says, "setting the
    /// rotation resets the velocity": ``velocity`` reads zero until the fingers next move or lift.
    /// A value that is not finite is ignored.
    open var rotation: CGFloat {
        get { rawRotation + rotationOffset }
        set {
            guard newValue.isFinite else { return }
            rotationOffset = newValue - rawRotation
            velocityIsReset = true
        }
    }

    /// How fast ``rotation`` changes, in radians per second. Zero once the fingers have rested for
    /// ``HitKitDefaults/velocityStoppedInterval``, and right after ``rotation`` is set.
    open var velocity: CGFloat {
        if velocityIsReset { return 0 }
        let now = clock?.now ?? velocityTracker.samples.last?.time ?? 0
        return velocityTracker.velocity(at: now).x
    }

    private var currentAngle: CGFloat {
        let first = rotatingTouches[0].location(in: nil)
        let second = rotatingTouches[1].location(in: nil)
        return atan2(second.y - first.y, second.x - first.x)
    }

    /// The location of the rotation in `view`'s coordinates: the centroid of the touches, or
    /// the pointer's location during a trackpad rotation.
    open override func location(in view: UIView?) -> CGPoint {
        transform?.location(in: view) ?? super.location(in: view)
    }

    /// Follows a trackpad rotation: `rotation` radians since it began, at `time`.
    func followTransform(rotation: CGFloat, at time: TimeInterval) {
        velocityIsReset = false
        rawRotation = rotation
        velocityTracker.addSample(CGPoint(x: rotation, y: 0), at: time)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        velocityIsReset = false
        guard state == .possible || state == .began || state == .changed else { return }
        for touch in touches.sorted(by: { $0.pointerID < $1.pointerID }) {
            if rotatingTouches.count < 2 {
                rotatingTouches.append(touch)
                if rotatingTouches.count == 2 { lastAngle = currentAngle }
            } else {
                ignore(touch, for: event)
            }
        }
        if rotatingTouches.count == 2 {
            velocityTracker.addSample(CGPoint(x: rawRotation, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        velocityIsReset = false
        guard rotatingTouches.count == 2 else { return }
        followTurn()
        velocityTracker.addSample(CGPoint(x: rawRotation, y: 0), at: event.timestamp)
        switch state {
        case .possible:
            if abs(rawRotation) > HitKitDefaults.rotationStartAngle { state = .began }
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
        rotatingTouches = []
        lastAngle = 0
        rawRotation = 0
        rotationOffset = 0
        velocityTracker.reset()
        velocityIsReset = false
        transform = nil
    }

    /// Adds the turn since the last measurement, taking the short way round. While the touches'
    /// window cannot be mapped to (a handler gave it a transform with no inverse) their angle is
    /// not a number: the rotation holds, and follows again from the next angle measured.
    private func followTurn() {
        let angle = currentAngle
        guard angle.isFinite else { return }
        guard lastAngle.isFinite else {
            lastAngle = angle
            return
        }
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        rawRotation += delta
        lastAngle = angle
    }

    /// Removes lifted touches from the pair, keeping the rotation reached so far.
    private func releasePair(without touches: Set<UITouch>) {
        guard rotatingTouches.contains(where: { touches.contains($0) }) else { return }
        if rotatingTouches.count == 2 { followTurn() }  // the lift position counts
        if state == .possible {
            rawRotation = 0  // nothing began: the next pair starts afresh
            velocityTracker.reset()
        }
        rotatingTouches.removeAll { touches.contains($0) }
    }
}
