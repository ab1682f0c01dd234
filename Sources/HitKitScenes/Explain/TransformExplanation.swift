import HitKit

/// Why a trackpad pinch or rotation at a point drove the recognizers it did:
/// `hitkit explain --pinch` and `--rotate`.
///
/// The gesture is sent to the scene, with indirect input events, as a host sends it; the trace
/// says where its hit-test landed, which pinch and rotation recognizers of that view and of its
/// ancestors it passed over, and why (HitKit's `TransformSkipReason`), and which began. For an
/// expected view, why its recognizer does not get the gesture, and a fix checked by re-running
/// the gesture on the changed scene: a change to the recognizer, or — when the hit-test does not
/// reach the view — the touch explanation's fix, since the gesture is hit-tested as a touch-down.
public struct TransformExplanation: Sendable {
    /// The explanation, one sentence a line.
    public var lines: [String]
    /// Whether the expected view's recognizer got the gesture; without an expected view, whether
    /// any recognizer did.
    public var taken: Bool
    /// When the hit-test does not reach the expected view, why a touch-down there does not land on
    /// it, with its fix.
    public var touch: TouchExplanation?

    /// The explanation as text, lines wrapped as the touch explanation's are, the touch's story
    /// after it.
    public var text: String {
        let own = lines.flatMap { TouchExplanation.wrapped($0, width: 100) }.joined(separator: "\n")
        return ([own] + (touch.map { [$0.text] } ?? [])).joined(separator: "\n\n")
    }
}

/// Collects the transform lines of a dispatch trace.
@MainActor
private final class TransformTraceCollector: DispatchObserver {
    /// The view the gesture's hit-test landed on, in the first window that hit one.
    var hitView: UIView?
    var skipped: [(UIGestureRecognizer, TransformSkipReason)] = []
    var began: [UIGestureRecognizer] = []

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .hitTestReturned(let view, let result?) where view is UIWindow && hitView == nil: hitView = result
        case .transformSkipped(let recognizer, let reason): skipped.append((recognizer, reason))
        case .gestureStateChanged(let recognizer, _, .began): began.append(recognizer)
        default: break
        }
    }

    /// Sends `transform` at `point` through `runtime`'s application, with indirect input events.
    static func run(_ transform: TrackpadTransform, at point: CGPoint, in runtime: SceneRuntime) -> Self {
        let collector = Self()
        let application = runtime.application
        application.supportsIndirectInputEvents = true
        application.addObserver(collector)
        application.send(transform.samples(at: point).map { .transform($0) })
        application.removeObserver(collector)
        return collector
    }

    /// Whether a recognizer of `view` meant for `transform` began.
    func drove(_ view: UIView, _ transform: TrackpadTransform) -> Bool {
        began.contains { $0.view === view && transform.isMeant(for: $0) }
    }
}

extension SceneFile {
    /// Explains a trackpad pinch or rotation at `point`: the view its hit-test lands on, the
    /// pinch and rotation recognizers it drives, why those of that view and its ancestors it
    /// passes over do not take it, and — for `expected` — why that view's recognizer does not,
    /// with a fix checked by re-running the gesture.
    ///
    /// - Throws: The scene's errors; a `reference` error for an unknown `expected`, a non-finite
    ///   point or an amount the gesture cannot have.
    @MainActor
    public func explainTransform(
        _ transform: TrackpadTransform, at point: CGPoint, expecting expected: String? = nil
    ) throws(SceneFileError) -> TransformExplanation {
        let option = transform.recognizerKind == .pinch ? "--pinch" : "--rotate"
        if let problem = transform.problem ?? (point.x.isFinite && point.y.isFinite ? nil : "the point is not finite") {
            throw SceneFileError(code: .reference, file: file, line: 0, column: 0, path: option, message: problem)
        }
        _ = try makeRuntime()  // the scene's own errors, at their places in the file
        let scene = ExplainScene(self)
        guard let runtime = scene.build(scene.document) else {
            throw SceneFileError(
                code: .reference, file: file, line: 0, column: 0, path: "", message: "the scene does not build")
        }
        let target = try expected.map { name throws(SceneFileError) in try resolve(name, in: runtime) }
        let trace = TransformTraceCollector.run(transform, at: point, in: runtime)
        func owner(_ recognizer: UIGestureRecognizer) -> String {
            let view = recognizer.view.map { runtime.traceName(of: $0) } ?? "no view"
            let kind = recognizer is UIPinchGestureRecognizer ? "pinch" : "rotation"
            return "\(view)'s \(kind) recognizer" + (recognizer.name.map { " (\($0))" } ?? "")
        }
        let landed =
            trace.hitView.map {
                "lands on \(runtime.traceName(of: $0)); it drives the pinch and rotation recognizers of that view "
                    + "and of its ancestors, innermost first."
            } ?? "lands on no view: it drives nothing."
        var lines = [
            "\(transform.phrase) at \(ExplanationFormat.point(point)), with indirect input events, is hit-tested "
                + "like a touch-down at its began and \(landed)"
        ]
        let driven = trace.began.filter { $0 is UIPinchGestureRecognizer || $0 is UIRotationGestureRecognizer }
        for recognizer in driven { lines.append("  It drives \(owner(recognizer)).") }
        if driven.isEmpty { lines.append("  It drives no recognizer.") }
        for (recognizer, reason) in trace.skipped { lines.append("  Not \(owner(recognizer)): \(reason.description).") }
        if trace.hitView != nil, driven.isEmpty, trace.skipped.isEmpty {
            lines.append("  No pinch or rotation recognizer is on that view or its ancestors.")
        }
        guard let target else { return TransformExplanation(lines: lines, taken: !driven.isEmpty) }
        let name = runtime.traceName(of: target)
        let meant = (target.gestureRecognizers ?? []).filter(transform.isMeant)
        lines.append("")
        guard let recognizer = meant.first else {
            lines.append(
                "\(name) has no \(transform.noun) recognizer: nothing there for the \(transform.noun) to drive "
                    + "(a scene gives it one with gestures: [{kind: \(transform.recognizerKind.rawValue)}]).")
            return TransformExplanation(lines: lines, taken: false)
        }
        if trace.drove(target, transform) {
            lines.append("\(owner(recognizer)) gets it, as expected.")
            return TransformExplanation(lines: lines, taken: true)
        }
        if let (skipped, reason) = trace.skipped.first(where: { $0.0.view === target && transform.isMeant(for: $0.0) })
            .map({ ($0.0, $0.1) })
        {
            lines.append("\(owner(skipped)) does not get it: \(reason.description).")
            lines += recognizerFix(
                for: skipped, reason, of: name, transform, at: point, in: scene, began: Self.names(driven))
            return TransformExplanation(lines: lines, taken: false)
        }
        lines.append(
            "\(owner(recognizer)) is not asked: the \(transform.noun) drives only the recognizers of the view its "
                + "hit-test lands on and of its ancestors, and \(name) is not one of them. Why a touch-down there "
                + "does not land on \(name), and the fix, below.")
        let touch = try explain(at: point, expecting: name)
        if let fix = touch.fix {
            let changed = ExplainScene(fix.applied(to: self))
            let rerun = changed.build(changed.document).flatMap { rebuilt in
                rebuilt.view(named: name).map { view in
                    TransformTraceCollector.run(transform, at: point, in: rebuilt).drove(view, transform)
                }
            }
            lines.append(
                "  The touch's fix below, re-run as the \(transform.noun) on the changed scene, "
                    + (rerun == true ? "drives" : "still does not drive") + " \(owner(recognizer)).")
        }
        return TransformExplanation(lines: lines, taken: false, touch: touch)
    }

    /// The lines of the changes to `recognizer` (of the view `name`) that answer `reason`, and
    /// then whatever reason re-running the gesture on the changed scene gives next, up to three;
    /// kept only if the last re-run drives it.
    @MainActor
    private func recognizerFix(
        for recognizer: UIGestureRecognizer, _ reason: TransformSkipReason, of name: String,
        _ transform: TrackpadTransform, at point: CGPoint, in scene: ExplainScene, began: [String]
    ) -> [String] {
        var document = scene.document
        var fixes: [RecognizerFix] = []
        var (recognizer, reason, began) = (recognizer, reason, began)
        for _ in 0..<3 {
            guard let index = Self.gestureIndex(of: recognizer, in: document, view: name),
                let fix = RecognizerFix.answering(reason, view: name, index: index, in: document, began: began)
            else { break }
            fixes.append(fix)
            document = fix.applied(to: document)
            guard let rebuilt = scene.build(document), let view = rebuilt.view(named: name) else { break }
            let rerun = TransformTraceCollector.run(transform, at: point, in: rebuilt)
            if rerun.drove(view, transform) {
                return ["", "Fix, checked by re-running the \(transform.noun) on the changed scene:"]
                    + fixes.flatMap { ["  \($0.text)", "    scene file: \($0.yaml)"] }
            }
            guard let next = rerun.skipped.first(where: { $0.0.view === view && transform.isMeant(for: $0.0) })
            else { break }
            (recognizer, reason, began) = (next.0, next.1, Self.names(rerun.began))
        }
        guard !fixes.isEmpty else {
            return ["No scene-file field changes that: the answer is in the app's code or in the gesture itself."]
        }
        let tried = fixes.map(\.text).joined(separator: ", then ")
        return ["No fix found: \(tried) still leaves it without the \(transform.noun)."]
    }

    /// The names `simultaneousWith` gives the pinch and rotation recognizers among `recognizers`;
    /// empty (meaning all) when one has no name.
    @MainActor
    private static func names(_ recognizers: [UIGestureRecognizer]) -> [String] {
        let meant = recognizers.filter { $0 is UIPinchGestureRecognizer || $0 is UIRotationGestureRecognizer }
        return meant.allSatisfy { $0.name != nil } ? meant.compactMap(\.name) : []
    }

    /// The index in the `gestures` of the view `name` of the declaration `recognizer` was built
    /// from: the one with its name, else the one of its kind in the same place among that kind.
    @MainActor
    private static func gestureIndex(
        of recognizer: UIGestureRecognizer, in document: SceneDocument, view name: String
    ) -> Int? {
        var declared: [SceneGesture] = []
        for index in 0... {
            guard let gesture = document.gesture(ofView: name, at: index) else { break }
            declared.append(gesture)
        }
        if let recognizerName = recognizer.name { return declared.firstIndex { $0.name == recognizerName } }
        let kind: SceneGesture.Kind = recognizer is UIPinchGestureRecognizer ? .pinch : .rotation
        let sameKind = (recognizer.view?.gestureRecognizers ?? []).filter { type(of: $0) == type(of: recognizer) }
        guard let place = sameKind.firstIndex(where: { $0 === recognizer }) else { return nil }
        let indices = declared.indices.filter { declared[$0].kind == kind }
        return indices.indices.contains(place) ? indices[place] : nil
    }
}
