import Foundation

/// A discrete recognizer for swipes: ``numberOfTouchesRequired`` fingers moving quickly and
/// far enough in one of the allowed ``direction``s.
///
/// It recognizes during the move, as soon as the fingers' centroid has travelled far enough
/// along an allowed direction with little enough sideways drift. As in UIKit, a fast swipe needs a
/// long distance but little precision, a slow one a short distance but high precision: the
/// distance needed falls from ``HitKitDefaults/swipeMinimumDistance`` (at once) to
/// ``HitKitDefaults/swipeSlowMinimumDistance`` (at ``HitKitDefaults/swipeMaximumDuration``), and
/// the sideways-to-forward ratio allowed falls from ``HitKitDefaults/swipeMaximumDeviation`` to
/// ``HitKitDefaults/swipeSlowMaximumDeviation``.
///
/// It fails when ``HitKitDefaults/swipeMaximumDuration`` passes after the first finger touched
/// down (a timer on the application's clock), when the fingers travel that far in a direction it
/// does not accept, when a finger lifts first, when more fingers than required touch down, or
/// when its touches are cancelled.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take; several can be combined.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions as UIKit's bit mask.
        public let rawValue: UInt

        /// Creates a set of directions from UIKit's raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards the right (positive x).
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left (negative x).
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards (negative y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards (positive y).
        public static let down = Direction(rawValue: 1 << 3)

        /// The unit vector of each single direction, in UIKit's y-down coordinates.
        static let unitVectors: [(Direction, CGPoint)] = [
            (.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)),
            (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1)),
        ]
    }

    /// The directions the swipe may take (default `.right`). With none, nothing is recognized:
    /// the swipe fails once the fingers travel a swipe's distance, or when its time is up.
    @exclusivity(unchecked)
    open var direction: Direction = .right

    /// How many fingers must swipe together (default 1). Values below 1 count as 1.
    open var numberOfTouchesRequired: Int = 1

    /// ``numberOfTouchesRequired``, at least 1.
    private var touchesRequired: Int { max(1, numberOfTouchesRequired) }

    /// When the first finger touched down.
    @exclusivity(unchecked)
    private var startTime: TimeInterval?
    /// The fingers' centroid, in window coordinates, once all required fingers were down.
    @exclusivity(unchecked)
    private var startCentroid: CGPoint?
    private var touchesDown = 0
    private var timeoutTimer: ScheduledTimer?
    /// Counts resets, so a timer of an earlier sequence can never touch a later one.
    fileprivate var sequence = 0

    // MARK: Location

    /// Where the swipe started — the centroid of its fingers once they were all down — in
    /// `view`'s coordinates (nil: the window's), as in UIKit.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start = startCentroid else { return super.location(in: view) }
        guard let view else { return start }
        return view.convert(start, from: nil)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if startTime == nil {
            startTime = event.timestamp
            timeoutTimer = scheduleTimer(after: HitKitDefaults.swipeMaximumDuration, tag: sequence)
        }
        touchesDown += touches.count
        if touchesDown > touchesRequired {
            state = .failed
        } else if touchesDown == touchesRequired {
            startCentroid = Self.windowCentroid(of: trackedTouches.filter(\.isActive))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        judgeMovement(at: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        judgeMovement(at: event.timestamp)  // the lift itself may complete the swipe
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        if let timer = timeoutTimer { clock?.cancel(timer) }
        timeoutTimer = nil
        sequence += 1
        startTime = nil
        startCentroid = nil
        touchesDown = 0
    }

    // MARK: Judging

    /// Recognizes, fails or keeps waiting, from the centroid's displacement since the start.
    private func judgeMovement(at time: TimeInterval) {
        guard let start = startCentroid, let startTime else { return }
        let centroid = Self.windowCentroid(of: trackedTouches)
        let displacement = CGPoint(x: centroid.x - start.x, y: centroid.y - start.y)
        let progress = min(1, max(0, (time - startTime) / HitKitDefaults.swipeMaximumDuration))
        let distanceNeeded = Self.interpolate(
            HitKitDefaults.swipeMinimumDistance, HitKitDefaults.swipeSlowMinimumDistance, progress)
        let deviationAllowed = Self.interpolate(
            HitKitDefaults.swipeMaximumDeviation, HitKitDefaults.swipeSlowMaximumDeviation, progress)
        var travelledElsewhere = false
        for (single, unit) in Direction.unitVectors {
            let forward = displacement.x * unit.x + displacement.y * unit.y
            guard forward >= distanceNeeded else { continue }
            if direction.contains(single) {
                let sideways = abs(displacement.x * unit.y - displacement.y * unit.x)
                if sideways <= deviationAllowed * forward {
                    state = .recognized
                    return
                }
            } else {
                travelledElsewhere = true
            }
        }
        if travelledElsewhere { state = .failed }
    }

    private static func interpolate(_ from: CGFloat, _ to: CGFloat, _ progress: Double) -> CGFloat {
        from + (to - from) * CGFloat(progress)
    }
}

extension UISwipeGestureRecognizer: ClockTimerTarget {
    /// The time limit of the sequence `tag` ran out: it fails the recognizer if still undecided.
    func clockTimerFired(tag: Int) {
        guard tag == sequence, state == .possible else { return }
        state = .failed
    }
}
