import Foundation
import HitKit

extension EventGenerator {
    // MARK: Down, move, up

    /// Touches `finger` down at `location`, one frame from now.
    ///
    /// - Parameters:
    ///   - finger: The finger to use, or `nil` for the lowest finger that is not down.
    ///   - location: A point in window coordinates, or a view (its visible centre).
    /// - Throws: ``EventGeneratorError/Code/fingerAlreadyDown``,
    ///   ``EventGeneratorError/Code/noFreeFinger``, or a location's error.
    public func fingerDown(_ finger: Int? = nil, at location: any TouchLocatable)
        throws(EventGeneratorError)
    {
        try fingerDown([finger], at: [location])
    }

    /// Touches several fingers down in one event (one `touchesBegan` for those that share a
    /// view), one frame from now.
    ///
    /// - Parameters:
    ///   - fingers: The fingers to use, one per location; `nil` entries, or an empty array, pick
    ///     the lowest fingers that are not down.
    ///   - locations: Points in window coordinates, or views.
    public func fingerDown(_ fingers: [Int?] = [], at locations: [any TouchLocatable])
        throws(EventGeneratorError)
    {
        let requested = try matchCounts(fingers, locations.count)
        let points = try windowPoints(locations)
        let chosen = try fingersToPutDown(requested)
        let newFingers = zip(chosen, points).map { newFinger($0, at: $1) }
        send(newFingers.map { ($0, .down) }, at: nextEventTime)
    }

    /// Moves a finger that is down to `location`: in one move one frame from now when `duration`
    /// is 0, otherwise in one move per frame (at most ``maximumMoveCount``, spread evenly) along a
    /// straight line, arriving `duration` seconds from now.
    ///
    /// - Parameters:
    ///   - finger: The finger to move, or `nil` for the one that touched down last.
    ///   - location: A point in window coordinates, or a view.
    ///   - duration: How long the move takes, in seconds.
    /// - Throws: ``EventGeneratorError/Code/fingerNotDown``, ``EventGeneratorError/Code/invalidArgument``
    ///   for a negative or non-finite duration, or a location's error.
    public func fingerMove(
        _ finger: Int? = nil, to location: any TouchLocatable, duration: TimeInterval = 0
    ) throws(EventGeneratorError) {
        try fingerMove([finger], to: [location], duration: duration)
    }

    /// Moves several fingers that are down, together (one sample per finger per event), each in a
    /// straight line to its location, as the single-finger `fingerMove` does.
    ///
    /// - Parameters:
    ///   - fingers: The fingers to move, one per location; `nil` entries, or an empty array, pick
    ///     the fingers that touched down last.
    ///   - locations: Points in window coordinates, or views.
    ///   - duration: How long the move takes, in seconds.
    public func fingerMove(
        _ fingers: [Int?] = [], to locations: [any TouchLocatable], duration: TimeInterval = 0
    ) throws(EventGeneratorError) {
        let requested = try matchCounts(fingers, locations.count)
        try validate(duration: duration)
        let targets = try windowPoints(locations)
        let moving = try fingersThatAreDown(requested)
        let starts = moving.map(\.location)
        animate(moving, duration: duration) { ordinal, progress in
            interpolate(from: starts[ordinal], to: targets[ordinal], progress)
        }
    }

    /// Lifts a finger that is down, where it is, one frame from now.
    ///
    /// - Parameter finger: The finger to lift, or `nil` for the one that touched down last.
    /// - Throws: ``EventGeneratorError/Code/fingerNotDown``.
    public func fingerUp(_ finger: Int? = nil) throws(EventGeneratorError) {
        try fingerUp([finger])
    }

    /// Lifts several fingers that are down, in one event, one frame from now.
    ///
    /// - Parameter fingers: The fingers to lift; `nil` entries pick the fingers that touched down
    ///   last.
    public func fingerUp(_ fingers: [Int?]) throws(EventGeneratorError) {
        let lifting = try fingersThatAreDown(fingers)
        send(lifting.map { ($0, .up) }, at: nextEventTime)
    }

    /// Reports that the host lost a finger that is down (a system gesture took it), one frame
    /// from now: its touch is cancelled.
    ///
    /// - Parameter finger: The finger, or `nil` for the one that touched down last.
    /// - Throws: ``EventGeneratorError/Code/fingerNotDown``.
    public func fingerCancel(_ finger: Int? = nil) throws(EventGeneratorError) {
        let cancelled = try fingersThatAreDown([finger])
        send(cancelled.map { ($0, .cancel) }, at: nextEventTime)
    }

    // MARK: Taps and presses

    /// Taps `location`: down, then up one frame later, `numberOfTimes` times in a row, each tap
    /// one frame after the previous one — quick enough for `tapCount` to count them.
    ///
    /// - Parameters:
    ///   - finger: The finger to use, or `nil` for the lowest finger that is not down.
    ///   - location: A point in window coordinates, or a view (checked once, before the first tap).
    ///   - numberOfTimes: How many taps, from 1 to ``maximumMoveCount``.
    public func fingerTap(
        _ finger: Int? = nil, at location: any TouchLocatable, numberOfTimes: Int = 1
    ) throws(EventGeneratorError) {
        guard numberOfTimes >= 1 else {
            throw EventGeneratorError(
                code: .invalidArgument, message: "a tap happens at least once",
                context: "numberOfTimes \(numberOfTimes)")
        }
        guard numberOfTimes <= Self.maximumMoveCount else {
            throw EventGeneratorError(
                code: .invalidArgument,
                message: "at most \(Self.maximumMoveCount) taps can be made in a row",
                context: "numberOfTimes \(numberOfTimes)")
        }
        let point = try location.windowPoint(for: self)
        for _ in 0..<numberOfTimes {
            let chosen = try fingersToPutDown([finger])
            let tapping = newFinger(chosen[0], at: point)
            send([(tapping, .down)], at: nextEventTime)
            liftIfStillDown([tapping.index], at: nextEventTime)
        }
    }

    /// Taps `location` twice in quick succession (well within the multi-tap interval), so the
    /// second touch has a `tapCount` of 2.
    public func fingerDoubleTap(_ finger: Int? = nil, at location: any TouchLocatable)
        throws(EventGeneratorError)
    {
        try fingerTap(finger, at: location, numberOfTimes: 2)
    }

    /// Touches down at `location`, holds still for `duration` seconds of virtual time (firing the
    /// timers due meanwhile, such as a long-press recognizer's), then lifts.
    ///
    /// The finger lifts exactly `duration` after it touched down (at least one frame after).
    ///
    /// - Parameters:
    ///   - finger: The finger to use, or `nil` for the lowest finger that is not down.
    ///   - location: A point in window coordinates, or a view.
    ///   - duration: How long to hold, in seconds; 1 s by default.
    public func fingerLongPress(
        _ finger: Int? = nil, at location: any TouchLocatable,
        duration: TimeInterval = EventGenerator.longPressDuration
    ) throws(EventGeneratorError) {
        try validate(duration: duration)
        let point = try location.windowPoint(for: self)
        let pressing = newFinger(try fingersToPutDown([finger])[0], at: point)
        send([(pressing, .down)], at: nextEventTime)
        let liftTime = now + max(duration, Self.frameInterval)
        application.advanceTime(to: liftTime)
        liftIfStillDown([pressing.index], at: liftTime)
    }

    /// Touches down at `start`, moves to `end` over `duration` seconds (one move per frame),
    /// and lifts there.
    ///
    /// - Parameters:
    ///   - finger: The finger to use, or `nil` for the lowest finger that is not down.
    ///   - start: Where the finger touches down: a point in window coordinates, or a view.
    ///   - end: Where it lifts: a point in window coordinates, or a view (checked before the
    ///     finger touches down).
    ///   - duration: How long the move takes, in seconds.
    public func fingerDrag(
        _ finger: Int? = nil, from start: any TouchLocatable, to end: any TouchLocatable,
        duration: TimeInterval
    ) throws(EventGeneratorError) {
        try validate(duration: duration)
        let startPoint = try start.windowPoint(for: self)
        let endPoint = try end.windowPoint(for: self)
        let dragging = newFinger(try fingersToPutDown([finger])[0], at: startPoint)
        send([(dragging, .down)], at: nextEventTime)
        animate([dragging], duration: duration) { _, progress in
            interpolate(from: startPoint, to: endPoint, progress)
        }
        liftIfStillDown([dragging.index], at: nextEventTime)
    }

    // MARK: Helpers

    /// Moves `moving` along `path` over `duration`: one event per frame, at most
    /// ``maximumMoveCount`` spread evenly (one event one frame from now when `duration` is 0),
    /// `path` giving each finger's position for a progress in (0, 1].
    func animate(
        _ moving: [Finger], duration: TimeInterval,
        path: (_ ordinal: Int, _ progress: Double) -> CGPoint
    ) {
        let start = now
        // Counted in Double first: a huge duration holds more frames than an Int can.
        let frames = (duration / Self.frameInterval - 1e-9).rounded(.up)
        let steps = duration > 0 ? Int(min(max(1, frames), Double(Self.maximumMoveCount))) : 1
        let times =
            duration > 0
            ? (1...steps).map { step -> TimeInterval in
                guard step < steps else { return start + duration }
                let scaled = duration * Double(step)
                let offset = scaled.isFinite ? scaled / Double(steps) : duration * (Double(step) / Double(steps))
                return start + offset
            }
            : [nextEventTime]
        for (step, time) in times.enumerated() {
            let progress = Double(step + 1) / Double(steps)
            let current = fingersStillDown(moving)
            guard !current.isEmpty else { return }
            let changes = current.map { finger -> (finger: Finger, phase: PointerSample.Phase) in
                var moved = finger
                let ordinal = moving.firstIndex { $0.index == finger.index } ?? 0
                moved.location = path(ordinal, progress)
                return (moved, .move)
            }
            send(changes, at: time)
        }
    }

    /// The fingers of `moving` that are still down, with their current state.
    private func fingersStillDown(_ moving: [Finger]) -> [Finger] {
        forgetEndedFingers()
        return moving.compactMap { finger in fingers.first { $0.index == finger.index } }
    }

    func validate(duration: TimeInterval) throws(EventGeneratorError) {
        guard duration.isFinite, duration >= 0 else {
            throw EventGeneratorError(
                code: .invalidArgument, message: "a duration must be finite and not negative",
                context: "duration \(duration)")
        }
    }

    func windowPoints(_ locations: [any TouchLocatable]) throws(EventGeneratorError) -> [CGPoint] {
        var points: [CGPoint] = []
        for location in locations { points.append(try location.windowPoint(for: self)) }
        return points
    }

    /// The requested fingers for `count` locations: `fingers`, or all `nil` when it is empty.
    private func matchCounts(_ fingers: [Int?], _ count: Int) throws(EventGeneratorError) -> [Int?] {
        guard count > 0 else {
            throw EventGeneratorError(code: .invalidArgument, message: "at least one location is needed")
        }
        if fingers.isEmpty { return Array(repeating: nil, count: count) }
        guard fingers.count == count else {
            throw EventGeneratorError(
                code: .invalidArgument,
                message: "there must be one finger per location",
                context: "\(fingers.count) fingers, \(count) locations")
        }
        return fingers
    }
}

/// The point `progress` of the way from `start` to `end`.
func interpolate(from start: CGPoint, to end: CGPoint, _ progress: Double) -> CGPoint {
    if progress >= 1 { return end }
    return CGPoint(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
}
