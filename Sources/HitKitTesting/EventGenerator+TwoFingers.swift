import Foundation
import HitKit

extension EventGenerator {
    /// Taps with two fingers at once: both touch down in one event, `distance` points apart on a
    /// horizontal line centred on `location`, and lift together one frame later.
    ///
    /// - Parameters:
    ///   - location: The point between the fingers, in window coordinates, or a view; `nil` for
    ///     the centre of the window.
    ///   - distance: How far apart the fingers are, in points.
    /// - Throws: ``EventGeneratorError/Code/noFreeFinger`` or a location's error.
    public func twoFingerTap(
        at location: (any TouchLocatable)? = nil, distance: CGFloat = EventGenerator.twoFingerDistance
    ) throws(EventGeneratorError) {
        let center = try centerPoint(location)
        let indices = try fingersToPutDown([nil, nil])
        let pair = pairPoints(around: center, distance: distance, angle: 0)
        let tapping = zip(indices, pair).map { newFinger($0, at: $1) }
        send(tapping.map { ($0, .down) }, at: nextEventTime)
        liftIfStillDown(indices, at: nextEventTime)
    }

    /// Pinches with two fingers: they touch down `fromDistance` points apart on a line through
    /// `location` at `angle`, move symmetrically (one move per frame) until they are `toDistance`
    /// apart `duration` seconds later, and lift.
    ///
    /// - Parameters:
    ///   - location: The point between the fingers, in window coordinates, or a view; `nil` for
    ///     the centre of the window.
    ///   - fromDistance: The fingers' distance when they touch down, in points.
    ///   - toDistance: Their distance when they lift, in points: larger than `fromDistance` to
    ///     zoom in, smaller to zoom out.
    ///   - angle: The angle of the line through the fingers, in radians; 0 is horizontal, and
    ///     positive angles turn clockwise on screen.
    ///   - duration: How long the pinch takes, in seconds.
    public func fingerPinch(
        at location: (any TouchLocatable)? = nil, fromDistance: CGFloat, toDistance: CGFloat,
        angle: CGFloat = 0, duration: TimeInterval
    ) throws(EventGeneratorError) {
        try validate(duration: duration)
        try validate(distances: [fromDistance, toDistance])
        let center = try centerPoint(location)
        let indices = try fingersToPutDown([nil, nil])
        let start = pairPoints(around: center, distance: fromDistance, angle: angle)
        let end = pairPoints(around: center, distance: toDistance, angle: angle)
        let pinching = zip(indices, start).map { newFinger($0, at: $1) }
        send(pinching.map { ($0, .down) }, at: nextEventTime)
        animate(pinching, duration: duration) { ordinal, progress in
            interpolate(from: start[ordinal], to: end[ordinal], progress)
        }
        liftIfStillDown(indices, at: nextEventTime)
    }

    /// Rotates with two fingers: they touch down `distance` points apart on a horizontal line
    /// through `location`, turn around it by `angle` (one move per frame, evenly) over `duration`
    /// seconds, and lift.
    ///
    /// - Parameters:
    ///   - location: The centre of the rotation, in window coordinates, or a view; `nil` for the
    ///     centre of the window.
    ///   - distance: How far apart the fingers are, in points.
    ///   - angle: How far to turn, in radians; positive angles turn clockwise on screen, as a
    ///     rotation recognizer's `rotation` counts them.
    ///   - duration: How long the rotation takes, in seconds.
    public func fingerRotate(
        at location: (any TouchLocatable)? = nil, distance: CGFloat = EventGenerator.rotationDistance,
        angle: CGFloat, duration: TimeInterval
    ) throws(EventGeneratorError) {
        try validate(duration: duration)
        try validate(distances: [distance])
        guard angle.isFinite else {
            throw EventGeneratorError(
                code: .invalidArgument, message: "an angle must be finite", context: "angle \(angle)")
        }
        let center = try centerPoint(location)
        let indices = try fingersToPutDown([nil, nil])
        let start = pairPoints(around: center, distance: distance, angle: 0)
        let rotating = zip(indices, start).map { newFinger($0, at: $1) }
        send(rotating.map { ($0, .down) }, at: nextEventTime)
        animate(rotating, duration: duration) { ordinal, progress in
            let turned = pairPoints(around: center, distance: distance, angle: angle * progress)
            return turned[ordinal]
        }
        liftIfStillDown(indices, at: nextEventTime)
    }

    // MARK: Helpers

    /// `location`'s window point, or the window's centre.
    private func centerPoint(_ location: (any TouchLocatable)?) throws(EventGeneratorError) -> CGPoint {
        if let location { return try location.windowPoint(for: self) }
        let bounds = window.bounds
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// Two points `distance` apart on a line through `center` at `angle` (clockwise on screen):
    /// the first on the side opposite the angle's direction, the second along it.
    private func pairPoints(around center: CGPoint, distance: CGFloat, angle: CGFloat) -> [CGPoint] {
        let dx = cos(angle) * distance / 2
        let dy = sin(angle) * distance / 2
        return [
            CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy),
        ]
    }

    private func validate(distances: [CGFloat]) throws(EventGeneratorError) {
        for distance in distances where !distance.isFinite || distance < 0 {
            throw EventGeneratorError(
                code: .invalidArgument, message: "a distance between fingers must be finite and not negative",
                context: "distance \(distance)")
        }
    }
}
