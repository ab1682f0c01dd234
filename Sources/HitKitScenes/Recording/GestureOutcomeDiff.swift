/// What changed between two outcomes of one gesture — before and after an edit of the scene — as
/// plain lines:
///
/// ```
/// tap 1 now hits backButton (was blackView)
/// double tap: failed → recognized
/// frontButton touchUpInside no longer sent
/// ```
///
/// Touch-downs are compared in order (`tap N` is the N-th finger to go down), recognizers by
/// name, control events as a list: an event is "now sent" or "no longer sent" when its count
/// changed, and "sent in a different order" when only the order did.
public struct GestureOutcomeDiff: Sendable, Hashable, Codable {
    /// The outcome before the change.
    public var before: GestureOutcome
    /// The outcome after it.
    public var after: GestureOutcome
    /// The changes, one plain line each; empty when nothing changed.
    public var changes: [String]

    /// Compares `before` with `after`.
    ///
    /// - Complexity: Linear in the two outcomes' sizes (recognizers and events looked up by name).
    public init(before: GestureOutcome, after: GestureOutcome) {
        self.before = before
        self.after = after
        changes = Self.touchChanges(before, after) + Self.recognizerChanges(before, after)
            + Self.controlChanges(before, after)
    }

    /// Whether the outcomes are the same.
    public var isEmpty: Bool { changes.isEmpty }

    private static func describe(_ view: String?) -> String { view ?? "nothing" }

    private static func touchChanges(_ before: GestureOutcome, _ after: GestureOutcome) -> [String] {
        var lines: [String] = []
        for index in 0..<max(before.touchDowns.count, after.touchDowns.count) {
            let label = "tap \(index + 1)"
            switch (index < before.touchDowns.count ? before.touchDowns[index] : nil,
                index < after.touchDowns.count ? after.touchDowns[index] : nil)
            {
            case (let old?, let new?):
                if old.view != new.view {
                    lines.append("\(label) now hits \(describe(new.view)) (was \(describe(old.view)))")
                } else if old.path != new.path {
                    lines.append(
                        "\(label) hits \(describe(new.view)) through \(new.path.joined(separator: " > ")) "
                            + "(was \(old.path.joined(separator: " > ")))")
                }
            case (let old?, nil): lines.append("\(label) (on \(describe(old.view))) no longer happens")
            case (nil, let new?): lines.append("\(label) now happens, on \(describe(new.view))")
            case (nil, nil): break
            }
        }
        return lines
    }

    private static func recognizerChanges(_ before: GestureOutcome, _ after: GestureOutcome) -> [String] {
        var lines: [String] = []
        var old: [String: GestureOutcome.EndState] = [:]
        for end in before.recognizers where old[end.name] == nil { old[end.name] = end.state }
        var seen: Set<String> = []
        for end in after.recognizers where seen.insert(end.name).inserted {
            if let was = old[end.name] {
                if was != end.state { lines.append("\(end.name): \(was.rawValue) → \(end.state.rawValue)") }
            } else {
                lines.append("\(end.name): new recognizer, \(end.state.rawValue)")
            }
        }
        for end in before.recognizers where !seen.contains(end.name) {
            seen.insert(end.name)
            lines.append("\(end.name): no longer in the scene (was \(end.state.rawValue))")
        }
        return lines
    }

    private static func controlChanges(_ before: GestureOutcome, _ after: GestureOutcome) -> [String] {
        struct Key: Hashable {
            let control: String
            let event: String
        }
        func counts(_ events: [GestureOutcome.ControlEvent]) -> ([Key], [Key: Int]) {
            var order: [Key] = []
            var counts: [Key: Int] = [:]
            for event in events {
                let key = Key(control: event.control, event: event.event)
                if counts[key] == nil { order.append(key) }
                counts[key, default: 0] += 1
            }
            return (order, counts)
        }
        let (oldOrder, oldCounts) = counts(before.controlEvents)
        let (newOrder, newCounts) = counts(after.controlEvents)
        func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }
        var lines: [String] = []
        for key in oldOrder {
            let was = oldCounts[key] ?? 0
            let now = newCounts[key] ?? 0
            if now == 0 {
                lines.append("\(key.control) \(key.event) no longer sent")
            } else if now != was {
                lines.append("\(key.control) \(key.event) now sent \(times(now)) (was \(times(was)))")
            }
        }
        for key in newOrder where oldCounts[key] == nil {
            let count = newCounts[key] ?? 0
            lines.append("\(key.control) \(key.event) now sent" + (count == 1 ? "" : " \(count) times"))
        }
        if lines.isEmpty, before.controlEvents != after.controlEvents {
            lines.append("control events sent in a different order")
        }
        return lines
    }
}
