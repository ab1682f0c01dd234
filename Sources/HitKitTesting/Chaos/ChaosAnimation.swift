import HitKit

/// A UIView animation a chaos handler starts: one view, one property, one block — perhaps with a
/// block nested in it that animates another view, and something its completion does.
@_spi(Chaos) public struct ChaosAnimation: Sendable, CustomStringConvertible {
    /// The property a block animates.
    public enum Property: Sendable {
        /// `alpha`, to a value other than the current one.
        case alpha
        /// `center`, moved by the offset.
        case center(dx: Double, dy: Double)
    }

    /// The API that starts the block.
    public enum Kind: Sendable {
        case curve, spring, keyframes
    }

    /// What the block's completion does.
    public enum Then: Sendable {
        case nothing
        /// Removes the animated view from its superview.
        case removeView
        /// Animates the view again (once, with nothing after).
        case reanimate
    }

    public var view: Int
    public var property: Property
    public var kind: Kind
    public var duration: Double
    public var delay: Double
    public var allowsUserInteraction: Bool
    /// `.beginFromCurrentState` (not for keyframes): replaces the running animations of the
    /// property, which complete with `finished == false`.
    public var beginsFromCurrentState: Bool
    /// `.repeat`: runs until removed; the world removes it when it settles.
    public var repeats: Bool
    /// A view whose `center` a block nested in this one animates, inheriting the block's duration
    /// and options as UIKit's nested blocks do.
    public var nestedView: Int?
    public var then: Then

    /// The options of the block.
    var options: UIView.AnimationOptions {
        var options: UIView.AnimationOptions = []
        if allowsUserInteraction { options.insert(.allowUserInteraction) }
        if beginsFromCurrentState { options.insert(.beginFromCurrentState) }
        if repeats { options.insert(.repeat) }
        return options
    }

    public var description: String {
        let what: String =
            switch property {
            case .alpha: "alpha"
            case .center(let dx, let dy): "center by (\(dx), \(dy))"
            }
        var words = ["animate v\(view) \(what): \(kind), \(duration) s after \(delay) s"]
        if allowsUserInteraction { words.append(".allowUserInteraction") }
        if beginsFromCurrentState { words.append(".beginFromCurrentState") }
        if repeats { words.append(".repeat") }
        if let nestedView { words.append("nesting v\(nestedView) center") }
        switch then {
        case .nothing: break
        case .removeView: words.append("then remove it")
        case .reanimate: words.append("then animate it again")
        }
        return words.joined(separator: ", ")
    }

    /// A random animation of one of `views` views.
    static func random(_ random: inout ChaosRandom, views: Int) -> ChaosAnimation {
        let kind: Kind = random.pick([.curve, .curve, .spring, .keyframes])
        let property: Property =
            random.chance(0.5)
            ? .alpha : .center(dx: random.pick([-20, -5, 5, 20]), dy: random.pick([-20, 0, 20]))
        return ChaosAnimation(
            view: random.int(0...(views - 1)), property: property, kind: kind,
            duration: random.pick([0, 0.05, 0.3, 1]), delay: random.pick([0, 0, 0.2]),
            allowsUserInteraction: random.chance(0.4),
            beginsFromCurrentState: kind != .keyframes && random.chance(0.25), repeats: random.chance(0.08),
            nestedView: random.chance(0.2) ? random.int(0...(views - 1)) : nil,
            then: random.pick([.nothing, .nothing, .removeView, .reanimate]))
    }
}
