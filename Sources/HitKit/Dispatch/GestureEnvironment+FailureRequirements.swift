import Foundation

/// Failure requirements: which recognizers one must wait for, and the cycles among them that
/// would make a recognizer wait on itself (Apple's `require(toFail:)` leaves such a cycle undefined).
extension GestureEnvironment {
    /// What keeps `recognizer` from recognizing among its failure requirements — its
    /// `require(toFail:)` list, and those sharing its touches that a subclass override or a
    /// delegate pairs with it: one that recognized, or the first still undecided. A requirement
    /// that waits, directly or through undecided others, for `recognizer` is not waited for, and
    /// reported (``reportRequirementCycle(of:through:)``).
    ///
    /// - Complexity: Amortized O(1) per requirement over a touch sequence (see
    ///   ``FailureRequirementGraph``); the graph is built once after each change.
    func requirementBlocker(of recognizer: UIGestureRecognizer) -> FailureRequirementGraph.Blocker? {
        guard let graph = requirementGraph(), let node = graph.node(of: recognizer) else { return nil }
        return graph.blocker(
            of: node, isUndecided: { self.isUndecided($0) },
            cycle: { self.reportRequirementCycle(of: recognizer, through: $0) })
    }

    /// Whether `recognizer` has recognized or begun in its current sequence.
    static func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.storedState {
        case .began, .changed, .ended: true
        case .possible, .cancelled, .failed: false
        }
    }

    /// A required recognizer still deciding: possible and receiving touches here. One that is
    /// not receiving any touches counts as failed.
    func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.storedState == .possible && isInvolved(recognizer)
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
