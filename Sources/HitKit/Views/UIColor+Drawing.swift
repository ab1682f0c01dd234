import Foundation

extension UIColor {
    /// Makes this colour the current context's fill and stroke colour: a no-op, since HitKit
    /// renders nothing (see ``UIImage/draw(at:)``).
    public func set() {}

    /// Makes this colour the current context's fill colour: a no-op.
    public func setFill() {}

    /// Makes this colour the current context's stroke colour: a no-op.
    public func setStroke() {}
}
