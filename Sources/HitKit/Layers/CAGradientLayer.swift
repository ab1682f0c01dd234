import Foundation

/// The kind of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws a colour gradient over its background, as Core Animation's: a store of the
/// colours and their geometry, for a renderer. It changes nothing in touch handling: a view backed
/// by one (`override class var layerClass: AnyClass { CAGradientLayer.self }`) is hit-tested like
/// any other view.
open class CAGradientLayer: CALayer {
    /// The colours, as ``CGColor`` values (default `nil`).
    open var colors: [Any]?
    /// Where each colour stops, from 0 to 1, ascending (default `nil`: spread evenly).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit coordinates of the bounds (default (0.5, 0): top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit coordinates of the bounds (default (0.5, 1): bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient (default ``CAGradientLayerType/axial``).
    open var type: CAGradientLayerType = .axial

    /// Creates a gradient layer with Core Animation's defaults.
    public override init() { super.init() }

    /// Creates a gradient layer with the values of `layer` (a gradient layer's own included).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// Creates a gradient layer from an archive; HitKit loads none, so it gets the defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
