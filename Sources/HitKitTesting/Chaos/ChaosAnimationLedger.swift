@_spi(HitKitTools) import HitKit

/// One UIView animation block a chaos world started, and what the engine owes it.
@MainActor
final class ChaosAnimationRecord {
    let number: Int
    let view: UIView
    /// `"opacity"` or `"position"`: a `.beginFromCurrentState` block replaces the running animations of it.
    let keyPath: String
    /// Animated without `.allowUserInteraction`: the view is skipped by hit-testing until the completion.
    let blocksHitTesting: Bool
    let repeats: Bool
    /// Whether the block added an animation (its view had a clock and the block a positive
    /// duration): otherwise the completion runs with `true` and nothing is skipped.
    let animates: Bool
    /// An animation of the block was removed before its end: the completion must say `false`.
    var removedEarly = false
    var completions = 0
    /// What the block is, for the report.
    let what: String

    init(
        number: Int, view: UIView, keyPath: String, blocksHitTesting: Bool, repeats: Bool, animates: Bool,
        what: String
    ) {
        self.number = number
        self.what = what
        self.view = view
        self.keyPath = keyPath
        self.blocksHitTesting = blocksHitTesting && animates
        self.repeats = repeats
        self.animates = animates
    }
}

/// The animations a chaos world started, and the rules the engine must keep for them: each
/// completion runs exactly once, with `false` exactly when an animation of its block was removed
/// before its end; a view is skipped by hit-testing exactly while a block without
/// `.allowUserInteraction` animates it; presentation values are finite and equal the model once
/// everything has ended. Only running blocks are kept, so each check costs O(running blocks).
@MainActor
final class ChaosAnimationLedger {
    private(set) var running: [ChaosAnimationRecord] = []
    private(set) var violations: [String] = []
    /// Every view a block animated, by identity, to compare presentation with model at the end.
    private(set) var animatedViews: [ObjectIdentifier: UIView] = [:]
    private(set) var startedCount = 0
    private(set) var completedCount = 0

    /// Records a block of `duration` (after inheriting an enclosing block's): a duration of 0 makes
    /// its changes without animating them, as Apple documents.
    func begin(
        view: UIView, keyPath: String, duration: Double, blocksHitTesting: Bool, repeats: Bool, what: String = ""
    ) -> ChaosAnimationRecord {
        let animates = view.window?.application != nil && duration > 0
        if animates { animatedViews[ObjectIdentifier(view)] = view }
        let record = ChaosAnimationRecord(
            number: startedCount, view: view, keyPath: keyPath, blocksHitTesting: blocksHitTesting, repeats: repeats,
            animates: animates, what: what)
        startedCount += 1
        running.append(record)
        return record
    }

    /// A `.beginFromCurrentState` block that changes `keyPath` of `view` replaces the running
    /// animations of it — whatever its duration: one of 0 animates nothing but still cuts them short.
    func willReplace(_ keyPath: String, of view: UIView) {
        for record in running where record.view === view && record.keyPath == keyPath && record.animates {
            record.removedEarly = true
        }
    }

    /// `view.layer.removeAllAnimations()` is about to run.
    func willRemoveAllAnimations(of view: UIView) {
        for record in running where record.view === view && record.animates { record.removedEarly = true }
    }

    func completed(_ record: ChaosAnimationRecord, finished: Bool) {
        record.completions += 1
        if record.completions > 1 {
            report("animation #\(record.number)'s completion ran \(record.completions) times")
            return
        }
        completedCount += 1
        let expected = !record.removedEarly
        if finished != expected {
            report(
                "animation #\(record.number) (\(record.what)) completed with finished == \(finished), "
                    + "expected \(expected)")
        }
        running.removeAll { $0 === record }
    }

    /// Views a running block animates without `.allowUserInteraction`.
    var blockedViews: Set<ObjectIdentifier> {
        Set(running.filter(\.blocksHitTesting).map { ObjectIdentifier($0.view) })
    }

    /// The repeating blocks still running, to stop when the world settles.
    var repeatingViews: [UIView] { running.filter(\.repeats).map(\.view) }

    // MARK: Checks

    /// After a step: the views skipped as animating are exactly those a running block animates
    /// without `.allowUserInteraction`; hit-testing returns none of them nor their subviews, the
    /// plain walk (spatial index) answering as the traced one did; presentations are finite.
    func check(views: [UIView], plainHits: [ChaosHitProbe], tracedHits: [ChaosHitProbe]) {
        let blocked = blockedViews
        for view in views where !view.isHidden && view.isUserInteractionEnabled {
            guard view.alpha > HitKitDefaults.minimumHitTestableAlpha else { continue }
            let skipped = view.hitTestSkipReason == .animatingWithoutUserInteraction
            if skipped != blocked.contains(ObjectIdentifier(view)) {
                report(
                    "\(TraceFormat.viewName(view)) is \(skipped ? "" : "not ")skipped as animating, "
                        + "but \(skipped ? "no" : "a") block animates it without .allowUserInteraction")
            }
        }
        for (plain, traced) in zip(plainHits, tracedHits) where plain.hit !== traced.hit {
            report(
                "at \(traced.point) in \(TraceFormat.viewName(traced.window)) the plain walk hit "
                    + "\(plain.hit.map(TraceFormat.viewName) ?? "nil"), the traced one "
                    + "\(traced.hit.map(TraceFormat.viewName) ?? "nil")")
        }
        for probe in tracedHits {
            var view = probe.hit
            while let current = view {
                if blocked.contains(ObjectIdentifier(current)) {
                    report(
                        "hit-testing at \(probe.point) returned \(TraceFormat.viewName(probe.hit!)), inside "
                            + "\(TraceFormat.viewName(current)), animating without .allowUserInteraction")
                    break
                }
                view = current.superview
            }
        }
        for record in running where record.animates {
            guard let shown = record.view.layer.presentation() else { continue }
            let values = [shown.position.x, shown.position.y, shown.bounds.width, shown.bounds.height]
            let model = record.view.layer
            let modelValues = [model.position.x, model.position.y, model.bounds.width, model.bounds.height]
            if modelValues.allSatisfy(\.isFinite), !(values + [CGFloat(shown.opacity)]).allSatisfy(\.isFinite) {
                report("\(TraceFormat.viewName(record.view))'s presentation is not finite: \(values), \(shown.opacity)")
            }
        }
    }

    /// Once everything has ended: every block completed, and every presentation shows its model.
    func checkSettled() {
        for record in running {
            report("animation #\(record.number) of \(TraceFormat.viewName(record.view)) never completed")
        }
        for view in animatedViews.values.sorted(by: { TraceFormat.viewName($0) < TraceFormat.viewName($1) }) {
            let model = view.layer
            guard let shown = model.presentation() else { continue }
            let pairs: [(CGFloat, CGFloat)] = [
                (shown.position.x, model.position.x), (shown.position.y, model.position.y),
                (shown.bounds.width, model.bounds.width), (shown.bounds.height, model.bounds.height),
                (CGFloat(shown.opacity), CGFloat(model.opacity)),
            ]
            if !pairs.allSatisfy({ $0 == $1 || ($0 - $1).magnitude < 1e-9 || ($0.isNaN && $1.isNaN) }) {
                report(
                    "\(TraceFormat.viewName(view))'s presentation \(pairs.map(\.0)) is not its model \(pairs.map(\.1))"
                )
            }
        }
    }

    private func report(_ violation: String) {
        violations.append(violation)
    }
}

/// Where a hit-test probe looked and what it found.
@MainActor
struct ChaosHitProbe {
    let window: UIWindow
    let point: CGPoint
    let hit: UIView?
}
