import Foundation

/// An animation of one layer property between two values: `fromValue`, `toValue` and `byValue`.
///
/// The values are `Any?`, as in Core Animation (<doc:AnimationTiming> says what interpolates). Which
/// two values the animation runs between follows Apple's documented rules, where "current" is the
/// value the animation is applied over (the layer's presentation value):
///
/// | Set | From | To |
/// | --- | --- | --- |
/// | `fromValue`, `toValue` | `fromValue` | `toValue` |
/// | `fromValue`, `byValue` | `fromValue` | `fromValue + byValue` |
/// | `byValue`, `toValue` | `toValue − byValue` | `toValue` |
/// | `fromValue` | `fromValue` | current |
/// | `toValue` | current | `toValue` |
/// | `byValue` | current | current `+ byValue` |
/// | none | current | current |
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    public var fromValue: Any?
    /// The value the animation ends at.
    public var toValue: Any?
    /// The value the animation adds to its start value.
    public var byValue: Any?

    /// The two values the animation interpolates between over `current`, by the table above. A sum or
    /// difference of values that cannot be added (different kinds) is the value it starts from.
    func endpoints(over current: Any?) -> (from: Any?, to: Any?) {
        func plus(_ a: Any?, _ b: Any?) -> Any? {
            guard let x = AnimationValue(a), let y = AnimationValue(b), let sum = x.adding(y) else { return a }
            return sum.any
        }
        func minus(_ a: Any?, _ b: Any?) -> Any? {
            guard let x = AnimationValue(a), let y = AnimationValue(b), let negated = y.scaled(by: -1),
                let sum = x.adding(negated)
            else { return a }
            return sum.any
        }
        switch (fromValue, toValue, byValue) {
        case (.some(let from), .some(let to), _): return (from, to)
        case (.some(let from), nil, .some(let by)): return (from, plus(from, by))
        case (nil, .some(let to), .some(let by)): return (minus(to, by), to)
        case (.some(let from), nil, nil): return (from, current)
        case (nil, .some(let to), nil): return (current, to)
        case (nil, nil, .some(let by)): return (current, plus(current, by))
        case (nil, nil, nil): return (current, current)
        }
    }

    /// The progress at `sample`: the timing function applied to its fraction.
    func progress(at sample: MediaTimingSample) -> Double { pacedFraction(sample) }

    open override func value(forKeyPath keyPath: String, atTime time: CFTimeInterval, over value: Any?) -> Any? {
        guard keyPath == self.keyPath else { return value }
        let sample = timingSample(atTime: time)
        guard sample.isEffective else { return value }
        let (from, to) = endpoints(over: value)
        let current = AnimationValue.interpolate(from, to, progress: progress(at: sample))
        return composed(current, cycleEnd: to, iteration: sample.iteration, over: value)
    }
}
