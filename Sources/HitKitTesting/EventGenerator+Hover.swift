import Foundation
import HitKit

extension EventGenerator {
    // MARK: Hover
    //
    // A pointer with no contact — a mouse with no button down, a pen above the glass — sent as
    // `HoverSample`s, which drive `UIHoverGestureRecognizer`s (HitKit's "Hover" article).

    /// The pointer id of the generator's hovering mouse or pen: 0, apart from the fingers' ids
    /// (which start at 1). A click meant to end the hover sends its `PointerSample`s with it.
    nonisolated public static let hoverPointerID = 0

    /// Where the generator's pointer hovers, in window coordinates, or `nil` when it does not.
    public var hoverLocation: CGPoint? { hoverState?.location }

    /// Hovers the pointer at `location`, one frame from now: it enters there if it was not
    /// hovering, or moves straight there (no samples in between).
    ///
    /// - Parameters:
    ///   - location: A point in window coordinates, or a view (the centre of its visible part).
    ///   - kind: The hovering device: a mouse, or a pen above the glass.
    ///   - zOffset: A pen's normalized distance from the screen, 0…1 (ignored for a mouse).
    /// - Throws: the location's error (a NaN point, a view that is covered or not in the window).
    public func hover(
        at location: any TouchLocatable, kind: HoverSample.Kind = .mouse, zOffset: CGFloat = 0
    ) throws(EventGeneratorError) {
        let point = try location.windowPoint(for: self)
        sendHover(hoverState == nil ? .enter : .move, at: point, kind: kind, zOffset: zOffset, time: nextEventTime)
    }

    /// Moves the hovering pointer in a straight line to `location` over `duration`, one sample
    /// per frame (at most ``maximumMoveCount``), as `fingerMove` does; a pointer that was not
    /// hovering enters at `location`.
    ///
    /// - Throws: ``EventGeneratorError/Code/invalidArgument`` for a negative or non-finite
    ///   duration, or the location's error.
    public func hoverMove(to location: any TouchLocatable, duration: TimeInterval) throws(EventGeneratorError) {
        try validate(duration: duration)
        let end = try location.windowPoint(for: self)
        guard let (start, kind, zOffset) = hoverState else {
            sendHover(.enter, at: end, kind: .mouse, zOffset: 0, time: nextEventTime)
            return
        }
        let begin = now
        let frames = (duration / Self.frameInterval - 1e-9).rounded(.up)
        let steps = duration > 0 ? Int(min(max(1, frames), Double(Self.maximumMoveCount))) : 1
        for step in 1...steps {
            let progress = Double(step) / Double(steps)
            let time = duration > 0 ? begin + duration * progress : nextEventTime
            let point = interpolate(from: start, to: end, progress)
            sendHover(.move, at: point, kind: kind, zOffset: zOffset, time: time)
        }
    }

    /// The hovering pointer leaves the windows (a mouse leaving, a pen out of range), one frame
    /// from now. Does nothing when it is not hovering.
    public func hoverLeave() {
        guard let (location, kind, _) = hoverState else { return }
        sendHover(.leave, at: location, kind: kind, zOffset: 0, time: nextEventTime)
    }

    /// Sends one hover sample of the generator's pointer and records where it is.
    private func sendHover(
        _ phase: HoverSample.Phase, at point: CGPoint, kind: HoverSample.Kind, zOffset: CGFloat, time: TimeInterval
    ) {
        hoverState = phase == .leave || phase == .cancel ? nil : (point, kind, zOffset)
        application.send(
            HoverSample(
                pointerID: Self.hoverPointerID, phase: phase, location: screenPoint(fromWindowPoint: point),
                timestamp: time, kind: kind, zOffset: zOffset))
    }
}
