import Foundation

/// How a UIView animation block's changes become layer animations, as UIKit does since iOS 8.
@MainActor
enum ViewAnimationCommit {
    /// Adds, for each change of `changes` that changes something on a view whose layer has a clock
    /// (none when the duration is 0: Apple's "the changes are made without animating them"),
    /// an animation with `settings`: ADDITIVE, from `old − new` to zero over the model value, so a
    /// second animation of the same property blends in and the first still completes. A colour,
    /// which does not add, and every change under `.beginFromCurrentState` animate from the value on
    /// screen now to the new one instead, replacing the animations of that key path (which stop with
    /// `finished == false`). A `.beginFromCurrentState` block whose duration is 0 animates nothing but
    /// still replaces: the running animations of each key path it changes stop with `false`, so the
    /// view shows its new value at once (the classic way to cut a UIView animation short). Each
    /// animation counts towards `completion`, which is then sealed. O(changes × animations per layer).
    static func commit(
        _ changes: [ViewPropertyChange], settings: ViewAnimationSettings, completion: ViewAnimationCompletion
    ) {
        var anyClock: (any EventClock)?
        for change in changes {
            let view = change.view
            let layer = view.layer
            guard let clock = layer.animationClock else { continue }
            anyClock = anyClock ?? clock
            guard change.isChange, view.window?.application?.areViewAnimationsEnabled ?? true else { continue }
            guard settings.duration > 0 else {
                if settings.options.contains(.beginFromCurrentState) { stopRunning(change.keyPath, on: layer) }
                continue
            }
            let animation = settings.makeAnimation(keyPath: change.keyPath, now: clock.now)
            let key = configure(animation, for: change, on: layer, settings: settings)
            completion.expect()
            let entry = layer.addRunningAnimation(animation, forKey: key, observer: completion)
            if !settings.allowsUserInteraction { entry.blockHitTesting(of: view) }
        }
        completion.seal(clock: anyClock)
    }

    /// Sets the animation's values; returns the key to add it under.
    private static func configure(
        _ animation: CABasicAnimation, for change: ViewPropertyChange, on layer: CALayer,
        settings: ViewAnimationSettings
    ) -> String {
        let path = change.keyPath
        if !settings.options.contains(.beginFromCurrentState), let delta = additiveStart(change) {
            animation.fromValue = delta.from
            animation.toValue = delta.zero
            animation.isAdditive = true
            return freeKey(path, on: layer)
        }
        // What is on screen now: the running animations of the path over the value before the block.
        var shown = change.from
        for entry in layer.animationEntries where entry.keyPaths.contains(path) {
            guard let now = entry.clock?.now else { continue }
            shown = entry.animation.value(forKeyPath: path, atTime: now, over: shown)
        }
        stopRunning(path, on: layer)
        animation.fromValue = shown
        animation.toValue = change.to
        return freeKey(path, on: layer)
    }

    /// Removes and stops (with `finished == false`) the animations of `path` running on `layer` now,
    /// as removed together (see ``LayerAnimationEntry/stopRemoved(_:)``). Removed by identity, and a
    /// new one added under a free key: a completion that runs as an old one stops may add an
    /// animation of the path, under a key just freed; it started after this block, so it stays and
    /// blends in.
    private static func stopRunning(_ path: String, on layer: CALayer) {
        let replaced = layer.animationEntries.filter { $0.keyPaths.contains(path) }
        guard !replaced.isEmpty else { return }
        for entry in replaced { layer.detachAnimationEntry(entry) }
        LayerAnimationEntry.stopRemoved(replaced)
    }

    /// `old − new` and the zero of its kind, when the values add (not colours; a transform whose new
    /// value has no inverse does not either).
    private static func additiveStart(_ change: ViewPropertyChange) -> (from: Any, zero: Any)? {
        guard let old = AnimationValue(change.from), let new = AnimationValue(change.to) else { return nil }
        if case .transform(let a) = old, case .transform(let b) = new {
            let determinant = b.a * b.d - b.b * b.c
            guard determinant != 0, determinant.isFinite else { return nil }
            return (a.concatenating(b.inverted()), CGAffineTransform.identity)
        }
        guard let difference = new.difference(to: old), let zero = new.difference(to: new) else { return nil }
        return (difference.any, zero.any)
    }

    /// `path`, or `path-n` for the first `n` not in use on `layer`: additive animations of one
    /// property run side by side.
    static func freeKey(_ path: String, on layer: CALayer) -> String {
        guard layer.hasAnimation(forKey: path) else { return path }
        var suffix = layer.animationEntries.count + 1
        while layer.hasAnimation(forKey: "\(path)-\(suffix)") { suffix += 1 }
        return "\(path)-\(suffix)"
    }
}
