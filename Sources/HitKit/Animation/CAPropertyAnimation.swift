import Foundation

/// An abstract animation of one layer property, named by its key path.
///
/// HitKit matches key paths exactly: an animation of `"position"` animates `"position"`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the property the animation animates.
    public var keyPath: String?
    /// Whether the animation's value is added to the value it is applied over, instead of replacing it.
    public var isAdditive = false
    /// Whether each repeat builds on the previous one: cycle `n` adds `n` times the value at the end of
    /// a cycle (for a basic animation, its end value) to the value of the current cycle.
    public var isCumulative = false

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Applies additive and cumulative to `value` (this cycle's value), given the value a whole cycle
    /// reaches (`cycleEnd`), the iteration and the value underneath.
    func composed(_ value: Any?, cycleEnd: Any?, iteration: Int, over underlying: Any?) -> Any? {
        var result = value
        if isCumulative, iteration > 0, let end = AnimationValue(cycleEnd), let current = AnimationValue(result),
            let repeated = end.scaled(by: Double(iteration)), let sum = current.adding(repeated)
        {
            result = sum.any
        }
        if isAdditive {
            guard let base = AnimationValue(underlying), let extra = AnimationValue(result),
                let sum = base.adding(extra)
            else { return underlying }
            result = sum.any
        }
        return result
    }
}
