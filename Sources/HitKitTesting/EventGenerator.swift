import Foundation
import HitKit

/// Drives a HitKit window with synthesized fingers, the way a host would: every gesture becomes
/// `PointerSample`s handed to `UIApplication.send(_:)`, stamped with the
/// application's own clock.
///
/// Its API follows lyft/Hammer's `EventGenerator` (`fingerDown`, `fingerMove`, `fingerUp`,
/// `fingerTap`, `fingerLongPress`, `fingerPinch`, …), but nothing ever sleeps: time is virtual.
///
/// ```swift
/// let generator = try EventGenerator(view: myView)
/// try generator.fingerTap(at: generator.viewWithIdentifier("save"))
/// try generator.fingerLongPress(at: CGPoint(x: 40, y: 40))
/// generator.wait(0.5)                  // fires the double-tap timeout, if one is pending
/// try generator.assertNoLeftovers()
/// ```
///
/// ## Time
/// Each event the generator sends is stamped one frame (``frameInterval``, 1/60 s) after the
/// clock's current time, as a real event stream would be: a tap's down and up are one frame
/// apart, and two taps in a row are quick enough to count as a double tap. Methods that take a
/// `duration` spread their moves over it, one move per frame, and end exactly `duration` after
/// they started moving. ``wait(_:)`` advances the clock, firing due timers (a long press, a
/// double-tap timeout).
///
/// ## Fingers
/// Fingers are numbered from 0 to ``maximumFingerCount`` − 1. Pass `nil` (the default) to touch down
/// with the lowest free finger, and to move or lift the finger that touched down last. Each
/// touch-down gets a new pointer id, starting at 1, so `UITouch.pointerID` tells the
/// touches of one test apart. If HitKit itself ends a touch (`UIApplication.cancelAllTouches()`,
/// the window leaving its application), its finger counts as lifted.
///
/// ## Locations
/// Locations are in the generator's window coordinates: a `CGPoint` or a
/// `UIView`, which stands for the centre of its visible part (see ``hitPoint(for:)``).
@MainActor
public final class EventGenerator {
    /// A finger that is down.
    struct Finger {
        /// The finger's number.
        let index: Int
        /// The pointer id its samples carry.
        let pointerID: Int
        /// Where it is, in window coordinates.
        var location: CGPoint
    }

    // MARK: Settings

    /// How many fingers can be down at once (10, one per finger of two hands).
    nonisolated public static let maximumFingerCount = 10

    /// The time between two events the generator sends, and between the moves of a gesture that
    /// has a duration: one 60 Hz frame (`HitKitDefaults.synthesizedFrameInterval`).
    nonisolated public static let frameInterval: TimeInterval = HitKitDefaults.synthesizedFrameInterval

    /// The most moves one gesture sends, and the most taps ``fingerTap(_:at:numberOfTimes:)``
    /// makes: 10,000. A gesture whose `duration` holds more frames than this spreads this many
    /// moves evenly over its duration instead of one per frame, so a huge duration cannot flood
    /// the application with events.
    nonisolated public static let maximumMoveCount = 10_000

    /// How long ``fingerLongPress(_:at:duration:)`` holds by default, in seconds: comfortably
    /// past a long-press recognizer's 0.5 s `minimumPressDuration`.
    nonisolated public static let longPressDuration: TimeInterval = 1

    /// How far apart, in points, the two fingers of ``twoFingerTap(at:distance:)`` land.
    nonisolated public static let twoFingerDistance: CGFloat = 20

    /// How far apart, in points, the two fingers of ``fingerRotate(at:distance:angle:duration:)``
    /// are.
    nonisolated public static let rotationDistance: CGFloat = 100

    // MARK: State

    /// The application the generator sends samples to. The generator keeps it alive.
    public let application: UIApplication

    /// The window whose coordinates locations are given in. The generator keeps it alive.
    public let window: UIWindow

    /// The view the generator was created for: the view passed to ``init(view:)``, or the window.
    public let mainView: UIView

    /// The fingers that are down, in the order they touched down.
    var fingers: [Finger] = []
    private var nextPointerID = 1
    /// Where the generator's mouse or pen hovers, in window coordinates (see EventGenerator+Hover).
    var hoverState: (location: CGPoint, kind: HoverSample.Kind, zOffset: CGFloat)?

    // MARK: Initialisers

    /// Creates a generator for a window that is shown.
    ///
    /// - Throws: ``EventGeneratorError/Code/windowHasNoApplication`` if the window belongs to no
    ///   application (create it with `UIWindow(frame:application:)` or show it first);
    ///   ``EventGeneratorError/Code/windowNotVisible`` if it is hidden (call
    ///   `makeKeyAndVisible()` first).
    public convenience init(window: UIWindow) throws(EventGeneratorError) {
        let application = try Self.validatedApplication(of: window)
        self.init(application: application, window: window, mainView: window)
    }

    /// Creates a generator for a view.
    ///
    /// - If the view is in a window, the generator uses that window (which must be shown) and its
    ///   application; nothing is moved.
    /// - If it is not, the view's top-level ancestor (the view itself when it has no superview) is
    ///   put, with its frame's origin moved to (0, 0), into a new key window of the same size that
    ///   belongs to a new `UIApplication`. The generator keeps both alive.
    ///
    /// - Throws: as ``init(window:)`` when the view's window is hidden, or the view is itself a
    ///   window that is hidden.
    public convenience init(view: UIView) throws(EventGeneratorError) {
        if let window = view as? UIWindow {
            try self.init(window: window)
        } else if let window = view.window {
            let application = try Self.validatedApplication(of: window)
            self.init(application: application, window: window, mainView: view)
        } else {
            var root = view
            while let superview = root.superview { root = superview }
            let size = root.frame.size
            let application = UIApplication()
            let window = UIWindow(frame: CGRect(origin: .zero, size: size), application: application)
            root.center = CGPoint(x: size.width / 2, y: size.height / 2)
            window.addSubview(root)
            window.makeKeyAndVisible()
            self.init(application: application, window: window, mainView: view)
        }
    }

    private init(application: UIApplication, window: UIWindow, mainView: UIView) {
        self.application = application
        self.window = window
        self.mainView = mainView
    }

    private static func validatedApplication(of window: UIWindow) throws(EventGeneratorError)
        -> UIApplication
    {
        guard let application = window.application else {
            throw EventGeneratorError(
                code: .windowHasNoApplication,
                message:
                    "the window belongs to no application; create it with UIWindow(frame:application:) or show it first",
                context: "\(window)")
        }
        guard !window.isHidden else {
            throw EventGeneratorError(
                code: .windowNotVisible,
                message: "the window is hidden and would receive no touches; call makeKeyAndVisible() first",
                context: "\(window)")
        }
        return application
    }

    // MARK: Time

    /// The application clock's current time, in seconds.
    public var now: TimeInterval { application.clock.now }

    /// Lets `interval` seconds of virtual time pass, firing the timers due by then (a long press,
    /// a double-tap timeout, delayed touch delivery). Never sleeps. A negative or non-finite
    /// interval does nothing.
    public func wait(_ interval: TimeInterval) {
        guard interval.isFinite, interval > 0 else { return }
        application.advanceTime(to: now + interval)
    }

    // MARK: Fingers

    /// The numbers of the fingers that are down, in the order they touched down.
    public var fingersDown: [Int] {
        forgetEndedFingers()
        return fingers.map(\.index)
    }

    /// The touch of `finger`, while it is down.
    public func touch(forFinger finger: Int) -> UITouch? {
        forgetEndedFingers()
        guard let pointerID = fingers.first(where: { $0.index == finger })?.pointerID else {
            return nil
        }
        return application.activeTouches.first { $0.pointerID == pointerID }
    }

    // MARK: Sending

    /// The time of the next event: one frame after the clock's current time.
    var nextEventTime: TimeInterval { now + Self.frameInterval }

    /// Sends one event: a sample per finger, all with the same timestamp, and records the
    /// fingers' new state.
    func send(_ changes: [(finger: Finger, phase: PointerSample.Phase)], at time: TimeInterval) {
        let samples = changes.map { change in
            PointerSample(
                pointerID: change.finger.pointerID, phase: change.phase,
                location: screenPoint(fromWindowPoint: change.finger.location), timestamp: time)
        }
        for change in changes {
            switch change.phase {
            case .down:
                fingers.append(change.finger)
            case .move:
                if let index = fingers.firstIndex(where: { $0.index == change.finger.index }) {
                    fingers[index].location = change.finger.location
                }
            case .up, .cancel:
                fingers.removeAll { $0.index == change.finger.index }
            }
        }
        application.send(samples)
    }

    /// Lifts `lifting` together at `time`, except those whose touch HitKit ended meanwhile (a
    /// view cancelled all touches, the window left its application).
    func liftIfStillDown(_ lifting: [Int], at time: TimeInterval) {
        forgetEndedFingers()
        let down = fingers.filter { lifting.contains($0.index) }
        guard !down.isEmpty else { return }
        send(down.map { ($0, .up) }, at: time)
    }

    /// A new finger record with a fresh pointer id.
    func newFinger(_ index: Int, at location: CGPoint) -> Finger {
        defer { nextPointerID += 1 }
        return Finger(index: index, pointerID: nextPointerID, location: location)
    }

    /// Converts a point from the window's coordinates to the screen's, which samples carry: the
    /// window's frame places it on the screen.
    func screenPoint(fromWindowPoint point: CGPoint) -> CGPoint {
        let bounds = window.bounds
        let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let transformed = window.transform.isIdentity ? local : local.applying(window.transform)
        let center = window.center
        return CGPoint(x: transformed.x + center.x, y: transformed.y + center.y)
    }
}
