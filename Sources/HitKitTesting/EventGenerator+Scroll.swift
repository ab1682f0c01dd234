import Foundation
import HitKit

extension EventGenerator {
    // MARK: Scrolling
    //
    // A delta is the way the content follows, as a finger's drag: (0, -40) scrolls down, to what
    // is below (see HitKit's ScrollSample).

    /// Turns the mouse wheel over `location`, one frame from now: one tick (a `ScrollSample` of
    /// source `.wheel`) that moves the content by `delta` points at once.
    ///
    /// - Throws: ``EventGeneratorError`` for a location that cannot be touched (see
    ///   ``TouchLocatable``) or a non-finite delta.
    public func wheelScroll(_ delta: CGVector, at location: any TouchLocatable) throws(EventGeneratorError) {
        let point = try screenPoint(for: location)
        try checkFinite(delta)
        application.send(ScrollSample.wheel(delta, at: point, timestamp: nextEventTime))
    }

    /// Scrolls with two fingers on a trackpad over `location`: `began` one frame from now, then
    /// `steps` `changed` samples one frame apart that add up to `delta`, then `ended` a frame
    /// later — after which a scroll view decelerates as after a flick (call ``wait(_:)`` to let
    /// it run).
    ///
    /// - Throws: ``EventGeneratorError`` for a location that cannot be touched, a non-finite
    ///   delta or fewer than one step.
    public func trackpadScroll(_ delta: CGVector, at location: any TouchLocatable, steps: Int = 10)
        throws(EventGeneratorError)
    {
        guard steps >= 1 else {
            throw EventGeneratorError(code: .invalidArgument, message: "a scroll needs a step", context: "\(steps)")
        }
        let point = try screenPoint(for: location)
        try checkFinite(delta)
        let step = CGVector(dx: delta.dx / CGFloat(steps), dy: delta.dy / CGFloat(steps))
        sendTrackpad(.began, .zero, at: point)
        for _ in 0..<steps { sendTrackpad(.changed, step, at: point) }
        sendTrackpad(.ended, .zero, at: point)
    }

    /// Sends one trackpad scroll sample over `location`, one frame from now: a scroll's phases
    /// one at a time, for tests that look between them.
    ///
    /// - Throws: ``EventGeneratorError`` for a location that cannot be touched or a non-finite
    ///   delta.
    public func trackpadScroll(
        _ phase: ScrollSample.Phase, delta: CGVector = CGVector(dx: 0, dy: 0), at location: any TouchLocatable
    ) throws(EventGeneratorError) {
        let point = try screenPoint(for: location)
        try checkFinite(delta)
        sendTrackpad(phase, delta, at: point)
    }

    private func sendTrackpad(_ phase: ScrollSample.Phase, _ delta: CGVector, at point: CGPoint) {
        application.send(
            ScrollSample(source: .trackpad, phase: phase, location: point, delta: delta, timestamp: nextEventTime))
    }

    private func screenPoint(for location: any TouchLocatable) throws(EventGeneratorError) -> CGPoint {
        screenPoint(fromWindowPoint: try location.windowPoint(for: self))
    }

    private func checkFinite(_ delta: CGVector) throws(EventGeneratorError) {
        guard delta.dx.isFinite, delta.dy.isFinite else {
            throw EventGeneratorError(
                code: .invalidArgument,
                message: "a scroll delta must be finite (send such samples with "
                    + "UIApplication.send(_:) to test HitKit's diagnostics)", context: "\(delta)")
        }
    }
}
