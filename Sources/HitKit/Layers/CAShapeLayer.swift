import Foundation

/// The rule a shape layer fills its path by.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Non-zero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's stroke ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Square ends at the end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends that go half the line width past the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroke joins its segments.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Sharp corners (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Bevelled corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path, as Core Animation's: a store of the path and how to fill and stroke
/// it, for a renderer. As in Core Animation, the path does not change what the layer contains: its
/// ``CALayer/contains(_:)`` and ``CALayer/hitTest(_:)`` answer by its bounds, and a view backed by
/// one is hit-tested by its bounds — test the path itself (`path.contains(point)`) in a
/// `point(inside:with:)` override to give a view its shape.
open class CAShapeLayer: CALayer {
    /// The path to draw (default `nil`).
    open var path: CGPath?
    /// The colour that fills the path (default opaque black; `nil`: no fill).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The rule the fill uses (default ``CAShapeLayerFillRule/nonZero``).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The colour of the stroke (default `nil`: no stroke).
    open var strokeColor: CGColor?
    /// The width of the stroke (default 1).
    open var lineWidth: CGFloat = 1
    /// Where along the path the stroke starts, from 0 to 1 (default 0).
    open var strokeStart: CGFloat = 0
    /// Where along the path the stroke ends, from 0 to 1 (default 1).
    open var strokeEnd: CGFloat = 1
    /// How the stroke ends (default ``CAShapeLayerLineCap/butt``).
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How the stroke joins its segments (default ``CAShapeLayerLineJoin/miter``).
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The miter limit of the stroke's joins (default 10).
    open var miterLimit: CGFloat = 10
    /// The dash pattern of the stroke (default `nil`: a solid line).
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts (default 0).
    open var lineDashPhase: CGFloat = 0

    /// Creates a shape layer with Core Animation's defaults.
    public override init() { super.init() }

    /// Creates a shape layer with the values of `layer` (a shape layer's own included).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }

    /// Creates a shape layer from an archive; HitKit loads none, so it gets the defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
