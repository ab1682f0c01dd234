import Foundation
import HitKit

extension EventGenerator {
    // MARK: Trackpad pinch and rotate

    /// Pinches on a trackpad with the pointer at `location`: one `TransformSample` `began`, then
    /// one `changed` per frame whose scale goes evenly from 1 to `scale` over `duration`, then
    /// `ended` one frame later. What it drives depends on the application's
    /// `supportsIndirectInputEvents` (HitKit's "Trackpad pinch and rotate" article).
    ///
    /// - Parameters:
    ///   - location: The pointer, in window coordinates, or a view; `nil` for the centre of the
    ///     window.
    ///   - scale: The scale the pinch reaches: above 1 to zoom in, below 1 to zoom out.
    ///   - duration: How long the pinch takes, in seconds.
    /// - Throws: ``EventGeneratorError/Code/invalidArgument`` for a scale that is not finite and
    ///   positive or a bad duration, or a location's error.
    public func trackpadPinch(
        at location: (any TouchLocatable)? = nil, scale: CGFloat, duration: TimeInterval = 0.25
    ) throws(EventGeneratorError) {
        try trackpadTransform(at: location, scale: scale, rotation: 0, duration: duration)
    }

    /// Rotates on a trackpad with the pointer at `location`, by `angle` radians (positive turns
    /// clockwise on screen), as ``trackpadPinch(at:scale:duration:)`` pinches.
    ///
    /// - Throws: ``EventGeneratorError/Code/invalidArgument`` for an angle that is not finite or
    ///   a bad duration, or a location's error.
    public func trackpadRotate(
        at location: (any TouchLocatable)? = nil, angle: CGFloat, duration: TimeInterval = 0.25
    ) throws(EventGeneratorError) {
        try trackpadTransform(at: location, scale: 1, rotation: angle, duration: duration)
    }

    /// Pinches and rotates on a trackpad at once, as ``trackpadPinch(at:scale:duration:)`` does:
    /// the scale goes from 1 to `scale` and the rotation from 0 to `rotation` radians.
    ///
    /// - Throws: ``EventGeneratorError/Code/invalidArgument`` for a scale that is not finite and
    ///   positive, a rotation that is not finite or a bad duration, or a location's error.
    public func trackpadTransform(
        at location: (any TouchLocatable)? = nil, scale: CGFloat, rotation: CGFloat, duration: TimeInterval = 0.25
    ) throws(EventGeneratorError) {
        try validate(duration: duration)
        guard scale.isFinite, scale > 0, rotation.isFinite else {
            throw EventGeneratorError(
                code: .invalidArgument, message: "a trackpad scale must be finite and positive, a rotation finite",
                context: "scale \(scale), rotation \(rotation)")
        }
        let point: CGPoint
        if let location {
            point = try location.windowPoint(for: self)
        } else {
            point = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        }
        let pointer = screenPoint(fromWindowPoint: point)
        application.send(TransformSample(phase: .began, location: pointer, timestamp: nextEventTime))
        let frames = (duration / Self.frameInterval - 1e-9).rounded(.up)
        let steps = Int(min(max(1, frames), Double(Self.maximumMoveCount)))
        let start = now
        for step in 1...steps {
            let progress = CGFloat(step) / CGFloat(steps)
            let time = duration > 0 ? start + duration * Double(progress) : nextEventTime
            application.send(
                TransformSample(
                    phase: .changed, location: pointer, scale: 1 + (scale - 1) * progress,
                    rotation: rotation * progress, timestamp: time))
        }
        application.send(
            TransformSample(
                phase: .ended, location: pointer, scale: scale, rotation: rotation,
                timestamp: nextEventTime))
    }
}
