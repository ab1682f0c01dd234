import HitKit

/// Why a wheel tick or a trackpad scroll at a point went where it did: `hitkit explain --scroll`.
///
/// The scroll is sent to the scene as a host would send it; the trace's scroll lines say which pan
/// recognizers under the pointer passed it over, and why (see HitKit's `ScrollSkipReason`), and
/// which took it; the scene's scroll views' offsets before and after say what moved.
public struct ScrollExplanation: Hashable, Sendable {
    /// The explanation, one sentence a line.
    public var lines: [String]
    /// Whether a pan recognizer took the scroll.
    public var taken: Bool

    /// The explanation as text.
    public var text: String { lines.joined(separator: "\n") }
}

/// Collects the scroll lines of a dispatch trace.
@MainActor
private final class ScrollTraceCollector: DispatchObserver {
    var skipped: [(UIGestureRecognizer, ScrollSkipReason)] = []
    var taker: UIGestureRecognizer?

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .scrollSkipped(let recognizer, let reason): skipped.append((recognizer, reason))
        case .scrollRouted(_, let recognizer?): if taker == nil { taker = recognizer }
        default: break
        }
    }
}

extension SceneFile {
    /// Explains a scroll of `delta` (the way the content follows, as a finger's drag) at `point`,
    /// from a wheel or a trackpad: which pan recognizer took it, why those under the pointer
    /// before it did not — a scroll view at its edge, one that cannot scroll that way, a mask
    /// that leaves the device out — and which scroll views moved.
    ///
    /// - Throws: The scene's errors.
    @MainActor
    public func explainScroll(
        _ delta: CGVector, at point: CGPoint, source: ScrollSample.Source
    ) throws(SceneFileError) -> ScrollExplanation {
        let runtime = try makeRuntime()
        let application = runtime.application
        let collector = ScrollTraceCollector()
        let scrollViews = runtime.viewsByName.keys.sorted().compactMap { name in
            (runtime.viewsByName[name] as? UIScrollView).map { (name, $0, $0.contentOffset) }
        }
        application.addObserver(collector)
        if source == .wheel {
            application.send(ScrollSample.wheel(delta, at: point, timestamp: 1))
        } else {
            let step = CGVector(dx: delta.dx / 10, dy: delta.dy / 10)
            let none = CGVector(dx: 0, dy: 0)
            var samples = [ScrollSample(source: .trackpad, phase: .began, location: point, delta: none, timestamp: 1)]
            for index in 1...10 {
                samples.append(
                    ScrollSample(
                        source: .trackpad, phase: .changed, location: point, delta: step,
                        timestamp: 1 + 0.01 * Double(index)))
            }
            samples.append(
                ScrollSample(source: .trackpad, phase: .ended, location: point, delta: none, timestamp: 1.11))
            application.send(samples.map { .scroll($0) })
            application.advanceTime(to: 6)
        }
        application.removeObserver(collector)
        let device = source == .wheel ? "The wheel" : "The trackpad scroll"
        let at =
            "at \(ExplanationFormat.point(point)) moving the content by "
            + ExplanationFormat.point(CGPoint(x: delta.dx, y: delta.dy))
        var lines: [String] = []
        func owner(_ recognizer: UIGestureRecognizer) -> String {
            let view = recognizer.view.map { runtime.traceName(of: $0) } ?? "no view"
            if let scrollView = recognizer.view as? UIScrollView, scrollView.panGestureRecognizer === recognizer {
                return "the scroll view \(view)"
            }
            return "\(view)'s pan recognizer" + (recognizer.name.map { " (\($0))" } ?? "")
        }
        if let taker = collector.taker {
            lines.append("\(device) \(at) went to \(owner(taker)).")
        } else {
            lines.append("\(device) \(at) went to nothing: no pan recognizer under the pointer took it.")
        }
        for (recognizer, reason) in collector.skipped {
            lines.append("  Not \(owner(recognizer)): \(reason.description).")
        }
        for (name, scrollView, before) in scrollViews where scrollView.contentOffset != before {
            lines.append(
                "  \(name) scrolled from \(ExplanationFormat.point(before)) to "
                    + "\(ExplanationFormat.point(scrollView.contentOffset)).")
        }
        if let scrollView = collector.taker?.view as? UIScrollView,
            let entry = scrollViews.first(where: { $0.1 === scrollView }), scrollView.contentOffset == entry.2
        {
            lines.append(
                "  \(entry.0) is at its end that way and has no containing scroll view to hand the scroll to: "
                    + "nothing moved.")
        }
        return ScrollExplanation(lines: lines, taken: collector.taker != nil)
    }
}
