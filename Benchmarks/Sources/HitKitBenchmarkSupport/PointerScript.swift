import Foundation
import HitKit

/// Feeds one finger's samples to an application through `UIApplication.send(_:)`
/// on a virtual time line that only moves forward, so that every tap of a benchmark is a fresh
/// single tap (its down comes more than `HitKitDefaults.multiTapInterval` after the last up).
@MainActor
public final class PointerScript {
    /// The application the samples go to.
    public let application: UIApplication
    /// The virtual time of the next sample, in seconds.
    public private(set) var time: TimeInterval = 0

    /// How long a finger stays down for a tap (well under the tap recognizer's limit).
    public static let tapDuration: TimeInterval = 0.05
    /// The time between moves of a drag: one 120 Hz frame.
    public static let moveInterval: TimeInterval = 1.0 / 120.0
    /// The pause after each gesture, longer than the multi-tap interval and every recognizer's
    /// timer, so the next gesture starts fresh.
    public static let pauseBetweenGestures: TimeInterval = 1

    /// Creates a script for `application`, starting at the application clock's current time.
    public init(application: UIApplication) {
        self.application = application
        time = application.clock.now
    }

    /// One tap at `location` (screen coordinates): a down, then an up at the same place.
    public func tap(at location: CGPoint) {
        send(.down, at: location)
        time += Self.tapDuration
        send(.up, at: location)
        time += Self.pauseBetweenGestures
    }

    /// A drag from `start`: a down, `moves` moves of (`dx`, `dy`) each, then an up where it
    /// stopped.
    public func drag(from start: CGPoint, moves: Int, dx: CGFloat, dy: CGFloat) {
        var location = start
        send(.down, at: location)
        for _ in 0..<moves {
            time += Self.moveInterval
            location.x += dx
            location.y += dy
            send(.move, at: location)
        }
        time += Self.moveInterval
        send(.up, at: location)
        time += Self.pauseBetweenGestures
    }

    private func send(_ phase: PointerSample.Phase, at location: CGPoint) {
        application.send(PointerSample(pointerID: 1, phase: phase, location: location, timestamp: time))
    }
}
