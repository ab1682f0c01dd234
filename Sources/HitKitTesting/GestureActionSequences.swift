import HitKit

/// What the targets of each gesture recognizer have heard of its current gesture, for
/// ``InvariantChecker``: a continuous gesture is heard to begin before anything else of it, a
/// gesture ends (`ended`, `recognized` or `cancelled`) at most once, and nothing is heard after
/// its end until the recognizer is back to `possible`.
@MainActor
struct GestureActionSequences {
    private struct Sequence {
        /// Kept alive so its identifier is not reused while it is recorded.
        let recognizer: UIGestureRecognizer
        /// The gesture went from `possible` to `began`: its targets must hear `began` first.
        var isContinuous = false
        /// The states the targets heard, in order.
        var heard: [UIGestureRecognizer.State] = []
    }

    private var sequences: [ObjectIdentifier: Sequence] = [:]

    /// Follows a state change; returns a violation when the recognizer went back to `possible`
    /// while its targets had heard its gesture begin and not end.
    mutating func stateChanged(
        _ recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State
    ) -> String? {
        let key = ObjectIdentifier(recognizer)
        if to == .possible {
            let open = sequences[key].map { $0.recognizer === recognizer && Self.isOpen($0) } ?? false
            sequences[key] = nil
            if open {
                return "<\(recognizer.traceName)> went back to possible while its targets had heard it begin "
                    + "and never end or be cancelled"
            }
        } else if from == .possible {
            // A new gesture (also when the reset of the last one was reported to another application).
            sequences[key] = Sequence(recognizer: recognizer, isContinuous: to == .began)
        }
        return nil
    }

    private static func isOpen(_ sequence: Sequence) -> Bool {
        sequence.heard.last == .began || sequence.heard.last == .changed
    }

    /// Follows an action call; returns a violation when it breaks a rule.
    mutating func actionsSent(_ recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State) -> String? {
        let key = ObjectIdentifier(recognizer)
        var sequence =
            sequences[key].flatMap { $0.recognizer === recognizer ? $0 : nil }
            ?? Sequence(recognizer: recognizer)
        defer {
            sequence.heard.append(state)
            sequences[key] = sequence
        }
        let what = "the targets of <\(recognizer.traceName)> heard \(state)"
        let heard = sequence.heard.map(\.description).joined(separator: ", ")
        guard let last = sequence.heard.last else {
            switch state {
            case .began: return nil
            case .ended where !sequence.isContinuous: return nil
            default: return "\(what) before began"
            }
        }
        switch (last, state) {
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return nil
        case (.ended, _), (.cancelled, _), (.failed, _):
            return "\(what) after the gesture's end (it had heard \(heard))"
        default:
            return "\(what) after \(heard)"
        }
    }

    /// Gestures whose targets heard them begin and never end: checked once everything settled.
    mutating func unfinished() -> [String] {
        let open = sequences.values.filter(Self.isOpen)
        sequences.removeAll()
        return open.map { "the targets of <\($0.recognizer.traceName)> heard it begin and never end or be cancelled" }
            .sorted()
    }
}
