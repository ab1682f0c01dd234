import Foundation

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`, in the current context:
    /// a no-op, since HitKit renders nothing (a renderer draws images; touch handling never reads
    /// pixels).
    public func draw(at point: CGPoint) {}

    /// Draws the image at `point` with a blend mode and an opacity: a no-op, see ``draw(at:)``.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}

    /// Draws the image scaled into `rect`: a no-op, see ``draw(at:)``.
    public func draw(in rect: CGRect) {}

    /// Draws the image scaled into `rect` with a blend mode and an opacity: a no-op, see
    /// ``draw(at:)``.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}

    /// Tiles `rect` with the image: a no-op, see ``draw(at:)``.
    public func drawAsPattern(in rect: CGRect) {}
}
