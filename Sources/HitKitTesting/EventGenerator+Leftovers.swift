import Foundation
import HitKit

extension EventGenerator {
    /// What a finished test should not leave behind, one sentence each: fingers still down,
    /// other touches still active, keys still down, gesture recognizers that have not decided, and timers still
    /// pending on the application's clock. Empty when everything is clean.
    ///
    /// Like SwiftNIO's `EmbeddedChannel.finish()`, it catches whole classes of bugs: a touch that
    /// never ended, a recognizer stuck in `possible`, a timeout nobody waited for (call
    /// ``wait(_:)`` to let it fire).
    public var leftovers: [String] {
        forgetEndedFingers()
        var found: [String] = []
        let touches = application.activeTouches
        for finger in fingers {
            let touch = touches.first { $0.pointerID == finger.pointerID }
            found.append(
                "finger \(finger.index) is still down at \(TraceFormat.point(finger.location))"
                    + (touch.map { " (touch \($0.pointerID), \(TraceFormat.viewName($0.view)))" } ?? ""))
        }
        let own = Set(fingers.map(\.pointerID))
        for touch in touches where !own.contains(touch.pointerID) {
            found.append(
                "touch \(touch.pointerID) is still active (\(touch.phase), \(TraceFormat.viewName(touch.view)))")
        }
        for press in application.activePresses {
            let key = press.key.map { "\($0.keyCode)" } ?? "type \(press.type.rawValue)"
            found.append("key \(key) is still down (\(press.responder.map { TraceFormat.name($0) } ?? "no responder"))")
        }
        for recognizer in application.undecidedGestureRecognizers {
            found.append("gesture recognizer <\(recognizer.traceName)> is undecided (\(recognizer.state))")
        }
        let pending = application.clock.pendingTimerCount
        if pending > 0 {
            var sentence = pending == 1 ? "1 timer is pending" : "\(pending) timers are pending"
            if let deadline = (application.clock as? ManualClock)?.nextDeadline {
                sentence += " (the next is due at \(deadline) s, now is \(now) s)"
            }
            found.append(sentence)
        }
        return found
    }

    /// Checks that nothing is left over (see ``leftovers``).
    ///
    /// - Throws: ``EventGeneratorError/Code/leftovers``, whose message lists what is left.
    public func assertNoLeftovers() throws(EventGeneratorError) {
        let found = leftovers
        guard !found.isEmpty else { return }
        throw EventGeneratorError(
            code: .leftovers, message: "left over: " + found.joined(separator: "; "))
    }
}
