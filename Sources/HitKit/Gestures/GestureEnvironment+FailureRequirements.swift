import Foundation

/// Failure requirements: which recognizers one must wait for, and the cycles among them that
/// would make a recognizer wait on itself (spec item 34).
extension GestureEnvironment {
    /// The recognizers `recognizer` must wait for: its `require(toFail:)` list, plus those sharing
    /// its touches that a subclass override or a delegate pairs with it.
    func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var required = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in involved where other !== recognizer && sharesTouches(other, recognizer) {
            if required.contains(where: { $0 === other }) { continue }
            let pairs =
                recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            if pairs { required.append(other) }
        }
        return required
    }

    /// Whether `recognizer` has recognized or begun in its current sequence.
    static func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.stateStorage {
        case .began, .changed, .ended: true
        case .possible, .cancelled, .failed: false
        }
    }

    /// A required recognizer still deciding: possible and receiving touches here. One that is
    /// not receiving any touches counts as failed.
    func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.stateStorage == .possible && involved.contains(where: { $0 === recognizer })
    }

    /// Whether `start` waits for `recognizer`'s failure, directly or through undecided recognizers
    /// it waits for (an iterative walk over the requirements, delegates' and overrides' included).
    func waits(for recognizer: UIGestureRecognizer, from start: UIGestureRecognizer) -> Bool {
        var stack = [start]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while let current = stack.popLast() {
            for next in failureRequirements(of: current) {
                if next === recognizer { return true }
                if isUndecided(next) && visited.insert(ObjectIdentifier(next)).inserted { stack.append(next) }
            }
        }
        return false
    }

    /// Reports, once per touch sequence of `recognizer`, that it does not wait for `other` because
    /// `other` waits for it (a `failureRequirementCycle` diagnostic).
    func reportRequirementCycle(of recognizer: UIGestureRecognizer, through other: UIGestureRecognizer) {
        guard !recognizer.reportedRequirementCycle else { return }
        recognizer.reportedRequirementCycle = true
        HitKitDiagnostics.report(
            HitKitDiagnostic(
                code: .failureRequirementCycle,
                message: "\(recognizer.traceName) and \(other.traceName) require each other's failure (directly or "
                    + "through others); \(recognizer.traceName) does not wait for \(other.traceName), so neither "
                    + "waits for ever",
                context: recognizer.traceName),
            in: application)
    }
}
