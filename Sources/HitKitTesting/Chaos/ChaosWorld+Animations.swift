import HitKit

/// The UIView animations of a chaos world whose handlers mutate: handlers and app code between
/// steps start blocks (with and without `.allowUserInteraction`, springs, keyframes, nested
/// blocks, delays, repeats) and interrupt them (`removeAllAnimations()`, a second additive block of
/// the same property, `.beginFromCurrentState`, the view leaving its window, a completion that
/// removes or re-animates its view), and the steps' waits carry the clock through their ends.
extension ChaosWorld {
    /// How often, in steps, app code runs one of ``betweenStepAnimations``.
    static let betweenStepPeriod = 3

    /// Draws the animation handlers from a generator seeded by the world's summary: the same seed
    /// draws the same ones, and every earlier draw — the world, the steps — is as it was before
    /// animations were added.
    func drawAnimations() {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in summary.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        var random = ChaosRandom(seed: hash)
        var owners: [(name: String, handlers: ChaosHandlers, hooks: [ChaosHook])] = []
        for (index, view) in views.enumerated() {
            if let chaosView = view as? ChaosView {
                owners.append(("v\(index)", chaosView.handlers, [.touchesBegan, .touchesEnded, .touchesCancelled]))
            } else if let control = view as? ChaosControl {
                owners.append(("v\(index)", control.handlers, [.controlTouchDown, .controlTouchUpInside]))
            }
        }
        for (index, handlers) in recognizerHandlers.enumerated() {
            owners.append(("g\(index)", handlers, [.recognizerAction]))
        }
        for owner in owners where random.chance(0.35) {
            let hook = random.pick(owner.hooks)
            let actions = (0..<random.int(1...2)).map { _ in animationAction(&random) }
            owner.handlers.actions[hook, default: []].append(contentsOf: actions)
            descriptions.append("\(owner.name) on \(hook): " + actions.map(\.description).joined(separator: "; "))
        }
        for index in 0..<6 {
            let action =
                random.chance(0.2)
                ? (random.chance(0.5)
                    ? ChaosAction.removeFromSuperview(random.int(1...(views.count - 1)))
                    : .addSubview(random.int(1...(views.count - 1)), to: random.int(0...(views.count - 1))))
                : animationAction(&random)
            betweenStepAnimations.append(action)
            descriptions.append("between steps #\(index): \(action)")
        }
    }

    private func animationAction(_ random: inout ChaosRandom) -> ChaosAction {
        random.chance(0.8)
            ? .animate(ChaosAnimation.random(&random, views: views.count))
            : .removeAllAnimations(random.int(0...(views.count - 1)))
    }

    /// Every ``betweenStepPeriod`` steps, app code performs the next between-steps action.
    func performBetweenSteps() {
        guard !betweenStepAnimations.isEmpty, stepCount % Self.betweenStepPeriod == 0 else { return }
        let index = stepCount / Self.betweenStepPeriod
        perform([betweenStepAnimations[index % betweenStepAnimations.count]])
    }

    /// Removes the animations of every view a repeating block still animates: they would never end.
    func stopRepeatingAnimations() {
        for view in animationLedger.repeatingViews {
            animationLedger.willRemoveAllAnimations(of: view)
            view.layer.removeAllAnimations()
        }
    }

    /// Starts `animation`'s block, recording what the engine owes it.
    func start(_ animation: ChaosAnimation) {
        let view = views[animation.view]
        let keyPath = animation.property.keyPath
        if animation.beginsFromCurrentState, view.window?.application != nil {
            animationLedger.willReplace(keyPath, of: view)
        }
        let record = animationLedger.begin(
            view: view, keyPath: keyPath, duration: animation.duration,
            blocksHitTesting: !animation.allowsUserInteraction,
            repeats: animation.repeats, what: "\(animation)")
        let completion: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            animationLedger.completed(record, finished: finished)
            let then = { [self] in
                switch animation.then {
                case .nothing: break
                case .removeView: view.removeFromSuperview()
                case .reanimate:
                    var again = animation
                    again.then = .nothing
                    again.repeats = false
                    again.nestedView = nil
                    start(again)
                }
            }
            // A completion that runs inside a block (a replaced animation's, under
            // .beginFromCurrentState) acts once the block is committed, so no view changes window
            // between the ledger's record and the block's commit.
            if startingDepth > 0 { deferredCompletionActions.append(then) } else { then() }
        }
        let change = { [self] in
            animation.property.apply(to: view)
            if let nested = animation.nestedView, animation.kind != .keyframes,
                nested != animation.view || keyPath != "position"
            {
                startNested(views[nested], in: animation)
            }
        }
        startingDepth += 1
        defer {
            startingDepth -= 1
            if startingDepth == 0 {
                while !deferredCompletionActions.isEmpty { deferredCompletionActions.removeFirst()() }
            }
        }
        switch animation.kind {
        case .curve:
            UIView.animate(
                withDuration: animation.duration, delay: animation.delay, options: animation.options,
                animations: change, completion: completion)
        case .spring:
            UIView.animate(
                withDuration: animation.duration, delay: animation.delay, usingSpringWithDamping: 0.6,
                initialSpringVelocity: 0.5, options: animation.options, animations: change, completion: completion)
        case .keyframes:
            var options: UIView.KeyframeAnimationOptions = [.calculationModeLinear]
            if animation.allowsUserInteraction { options.insert(.allowUserInteraction) }
            if animation.repeats { options.insert(.repeat) }
            UIView.animateKeyframes(
                withDuration: animation.duration, delay: animation.delay, options: options,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                        animation.property.apply(to: view)
                    }
                }, completion: completion)
        }
    }

    /// A block nested in `outer`'s: it moves `view` and inherits the outer block's duration and
    /// options (so its hit-testing rule, `.beginFromCurrentState` and `.repeat`).
    private func startNested(_ view: UIView, in outer: ChaosAnimation) {
        if outer.beginsFromCurrentState, view.window?.application != nil {
            animationLedger.willReplace("position", of: view)
        }
        let record = animationLedger.begin(
            view: view, keyPath: "position", duration: outer.duration, blocksHitTesting: !outer.allowsUserInteraction,
            repeats: outer.repeats,
            what: "nested in \(outer)")
        UIView.animate(
            withDuration: 0, delay: 0, options: [],
            animations: { view.center.x += 7 },
            completion: { [weak self] finished in self?.animationLedger.completed(record, finished: finished) })
    }

    /// Hit-tests each window that has an application at the centre of each view a running block
    /// animates (at most 16), in the walk the application's tracing state selects.
    func animationHitProbes() -> [ChaosHitProbe] {
        var probes: [ChaosHitProbe] = []
        for record in animationLedger.running where record.animates && probes.count < 16 {
            guard let window = record.view.window, window.application != nil else { continue }
            let bounds = record.view.bounds
            guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite
            else { continue }
            let point = record.view.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: window)
            guard point.x.isFinite, point.y.isFinite else { continue }
            probes.append(ChaosHitProbe(window: window, point: point, hit: window.hitTest(point, with: nil)))
        }
        return probes
    }
}

extension ChaosAnimation.Property {
    var keyPath: String {
        switch self {
        case .alpha: "opacity"
        case .center: "position"
        }
    }

    @MainActor
    func apply(to view: UIView) {
        switch self {
        case .alpha: view.alpha = view.alpha == 0.6 ? 1 : 0.6
        case .center(let dx, let dy): view.center = CGPoint(x: view.center.x + dx, y: view.center.y + dy)
        }
    }
}
