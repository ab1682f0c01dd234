import Foundation
import HitKit

/// Which finger a call means: free fingers for a touch-down, fingers that are down for a move or
/// a lift, and the bookkeeping that keeps the generator's fingers in step with HitKit's touches.
extension EventGenerator {
    /// Drops the fingers whose touches HitKit ended by itself (a cancellation).
    func forgetEndedFingers() {
        let active = Set(application.activeTouches.map(\.pointerID))
        fingers.removeAll { !active.contains($0.pointerID) }
    }

    /// Picks fingers for a touch-down: the given ones (which must be free), then the lowest free
    /// ones for each `nil`.
    func fingersToPutDown(_ requested: [Int?]) throws(EventGeneratorError) -> [Int] {
        forgetEndedFingers()
        var taken = Set(fingers.map(\.index))
        for case let finger? in requested {
            try validate(finger)
            guard !taken.contains(finger) else {
                throw EventGeneratorError(
                    code: .fingerAlreadyDown, message: "finger \(finger) is already down; lift it first",
                    context: "finger \(finger)")
            }
            taken.insert(finger)
        }
        var chosen: [Int] = []
        for finger in requested {
            if let finger {
                chosen.append(finger)
                continue
            }
            guard let free = (0..<Self.maximumFingerCount).first(where: { !taken.contains($0) }) else {
                throw EventGeneratorError(
                    code: .noFreeFinger,
                    message: "all \(Self.maximumFingerCount) fingers are down; lift one first")
            }
            taken.insert(free)
            chosen.append(free)
        }
        return chosen
    }

    /// Picks fingers that are down: the given ones, and for the `nil` entries the fingers that
    /// touched down last and were not named, in the order they touched down.
    func fingersThatAreDown(_ requested: [Int?]) throws(EventGeneratorError) -> [Finger] {
        forgetEndedFingers()
        var chosen: [Finger?] = []
        for finger in requested {
            guard let finger else {
                chosen.append(nil)
                continue
            }
            try validate(finger)
            guard let down = fingers.first(where: { $0.index == finger }) else {
                throw EventGeneratorError(
                    code: .fingerNotDown, message: "finger \(finger) is not down; touch down first",
                    context: "finger \(finger)")
            }
            chosen.append(down)
        }
        let named = Set(chosen.compactMap { $0?.index })
        let unnamed = fingers.filter { !named.contains($0.index) }
        let automatic = chosen.count { $0 == nil }
        guard automatic <= unnamed.count else {
            throw EventGeneratorError(
                code: .fingerNotDown,
                message: fingers.isEmpty
                    ? "no finger is down; touch down first"
                    : "fewer fingers are down (\(fingers.count)) than were asked for (\(requested.count))")
        }
        // The most recent unnamed fingers, in the order they touched down.
        var spare = unnamed.suffix(automatic)[...]
        var result: [Finger] = []
        for finger in chosen {
            if let finger {
                result.append(finger)
            } else if let next = spare.popFirst() {
                result.append(next)
            }
        }
        guard Set(result.map(\.index)).count == result.count else {
            throw EventGeneratorError(
                code: .invalidArgument, message: "the same finger was named twice",
                context: "\(result.map(\.index))")
        }
        return result
    }

    func validate(_ finger: Int) throws(EventGeneratorError) {
        guard (0..<Self.maximumFingerCount).contains(finger) else {
            throw EventGeneratorError(
                code: .invalidArgument,
                message: "fingers are numbered 0 to \(Self.maximumFingerCount - 1)",
                context: "finger \(finger)")
        }
    }
}
