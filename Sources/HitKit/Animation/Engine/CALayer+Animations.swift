import Foundation

/// Something that changes what a layer's ``CALayer/presentation()`` shows for some key paths,
/// driven from outside the layer's animations — a paused or scrubbed property animator shows its
/// progress through one. Applied after the layer's animations, in the order added. Not Core
/// Animation API.
@MainActor
protocol PresentationContribution: AnyObject {
    /// The key paths it changes (``LayerKeyPath``'s names).
    var keyPaths: [String] { get }
    /// The value it shows for `keyPath` over `value`, what the model and the animations show.
    func presentationValue(forKeyPath keyPath: String, over value: Any?) -> Any?
}

/// The animation engine's side of ``CALayer``: the running animations, their clock, and the
/// presentation copy. The overridable entry points (`add(_:forKey:)`, `presentation()`…) are
/// declared in CALayer.swift and call these.
extension CALayer {
    /// The clock this layer's animations run on: the one of the application of the window of the
    /// view this layer (or the nearest superlayer) backs; `nil` when there is none. O(depth).
    var animationClock: (any EventClock)? {
        var current: CALayer? = self
        while let layer = current {
            if let view = layer.backedView { return view.window?.application?.clock }
            current = layer.ownSuperlayer
        }
        return nil
    }

    /// Adds `animation` itself (the caller made it; no copy) under `key`, as `add(_:forKey:)` does:
    /// a begin time of 0 becomes the clock's now; an animation under the same key is removed first
    /// (stopped with `finished == false`). Returns the entry, to attach an observer or a hit-testing
    /// record. O(animations on the layer).
    @discardableResult
    func addRunningAnimation(
        _ animation: CAAnimation, forKey key: String?, observer: (any LayerAnimationObserver)? = nil
    ) -> LayerAnimationEntry {
        if let key { removeAnimationEntry(forKey: key) }
        let clock = animationClock
        if animation.beginTime == 0 || !animation.beginTime.isFinite { animation.beginTime = clock?.now ?? 0 }
        let entry = LayerAnimationEntry(key: key, animation: animation, clock: clock, layer: self)
        entry.observer = observer
        animationEntries.append(entry)
        entry.schedule()
        return entry
    }

    /// Removes and stops (with `finished == false`) the animation under `key`, if any.
    func removeAnimationEntry(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        entry.stop(finished: false)
    }

    /// Removes and stops every animation, in the order they were added, as removed together (see
    /// ``LayerAnimationEntry/stopRemoved(_:)``).
    func removeAllAnimationEntries() {
        let entries = animationEntries
        animationEntries = []
        LayerAnimationEntry.stopRemoved(entries)
    }

    /// Takes `entry` off the layer without stopping it (it reached its end).
    func detachAnimationEntry(_ entry: LayerAnimationEntry) {
        animationEntries.removeAll { $0 === entry }
    }

    /// Whether an animation runs under `key`.
    func hasAnimation(forKey key: String) -> Bool { animationEntries.contains { $0.key == key } }

    /// Adds a presentation contribution (see ``PresentationContribution``).
    func addPresentationContribution(_ contribution: any PresentationContribution) {
        presentationContributions.append(contribution)
    }

    /// Removes a presentation contribution added before.
    func removePresentationContribution(_ contribution: any PresentationContribution) {
        presentationContributions.removeAll { $0 === contribution }
    }

    /// The presentation copy of `layer`: made through `init(layer:)`, then each animation that has
    /// an effect at its clock's now applied in order over the model values, then the contributions.
    /// O(animations × key paths).
    static func makePresentation<Layer: CALayer>(of layer: Layer) -> Layer {
        let copy = type(of: layer).init(_presentationOf: layer)
        copy.modelLayer = layer
        for entry in layer.animationEntries {
            guard let now = entry.clock?.now else { continue }
            for path in entry.keyPaths {
                let current = LayerKeyPath.value(path, of: copy)
                let shown = entry.animation.value(forKeyPath: path, atTime: now, over: current)
                LayerKeyPath.setValue(shown, path, of: copy)
            }
        }
        for contribution in layer.presentationContributions {
            for path in contribution.keyPaths {
                let current = LayerKeyPath.value(path, of: copy)
                LayerKeyPath.setValue(
                    contribution.presentationValue(forKeyPath: path, over: current), path, of: copy)
            }
        }
        return copy
    }
}
