import Foundation

/// The corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves, as UIKit's: built with ``move(to:)``, ``addLine(to:)``,
/// ``addCurve(to:controlPoint1:controlPoint2:)``, ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``
/// and ``close()``, or made as a rectangle, an oval, a rounded rectangle or an arc.
///
/// What matters to touch handling is ``contains(_:)``: a `point(inside:with:)` override that asks
/// it gives a view a shape — the round-button idiom, where a touch in the corners of the button's
/// square misses it. HitKit draws nothing: ``fill()`` and ``stroke()`` are no-ops (there is no
/// current context to draw into), and the stroke properties are stores.
///
/// Angles are in radians from the x axis; `clockwise` means clockwise on screen, where y grows
/// downwards, as in UIKit. Rounded rectangles use circular corners (UIKit's continuous corners
/// differ by a fraction of a point). Curves are flattened for ``contains(_:)`` (see `PathGeometry`).
open class UIBezierPath: NSObject {
    var geometry = PathGeometry()

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        geometry.addRect(rect)
    }

    /// A closed oval inscribed in `rect` (a circle when it is a square).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        geometry.addEllipse(in: rect)
    }

    /// A closed rectangle with all corners rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        geometry.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A closed rectangle with the given corners rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        geometry.addRoundedRect(
            in: rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height,
            corners: (
                corners.contains(.topLeft), corners.contains(.topRight), corners.contains(.bottomRight),
                corners.contains(.bottomLeft)
            ))
    }

    /// An open arc of the circle about `center`, from `startAngle` to `endAngle`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        geometry = UIBezierPath.geometry(of: cgPath)
    }

    /// Creates an empty path from an archive; HitKit loads no archives.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Building

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { geometry.move(to: point) }

    /// Adds a line from the current point to `point`.
    open func addLine(to point: CGPoint) { geometry.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        geometry.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        geometry.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of the circle about `center` from `startAngle` to `endAngle`, clockwise on screen
    /// when `clockwise` is true; a line joins the current point to the arc's start.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        var piece = PathGeometry()
        // Core Graphics' `clockwise` is about a y-up space: UIKit's screen-clockwise is its opposite.
        piece.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        geometry.appendJoining(piece)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { geometry.close() }

    /// Removes every element.
    open func removeAllPoints() { geometry = PathGeometry() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { geometry.append(bezierPath.geometry) }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) { geometry = geometry.applying(transform) }

    // MARK: Questions

    /// Whether `point` is in the region the path encloses: inside one of its closed subpaths by the
    /// non-zero winding rule, or by the even-odd rule when ``usesEvenOddFillRule`` is set. As UIKit
    /// documents, a point inside an open subpath is not enclosed. A NaN or infinite point never is.
    /// O(*n*) in the path's elements.
    open func contains(_ point: CGPoint) -> Bool {
        geometry.closedSubpaths.contains(point, evenOdd: usesEvenOddFillRule)
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { geometry.isEmpty }

    /// The end of the last element (`.zero` when the path is empty).
    open var currentPoint: CGPoint { geometry.currentPoint ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included.
    open var bounds: CGRect {
        let box = geometry.boundingBox(includeControlPoints: true)
        return box.isNull ? .zero : box
    }

    /// The path as a ``CGPath``; setting it replaces the path's elements.
    open var cgPath: CGPath {
        get { UIBezierPath.makeCGPath(geometry) }
        set { geometry = UIBezierPath.geometry(of: newValue) }
    }

    // MARK: Drawing stores

    /// Whether ``contains(_:)`` (and filling) uses the even-odd rule (default `false`: non-zero).
    open var usesEvenOddFillRule = false
    /// The width of the stroke (default 1).
    open var lineWidth: CGFloat = 1

    /// Fills the path in the current context: a no-op, since HitKit draws nothing.
    open func fill() {}

    /// Strokes the path in the current context: a no-op, since HitKit draws nothing.
    open func stroke() {}

    // MARK: Core Graphics

    static func makeCGPath(_ geometry: PathGeometry) -> CGPath {
        #if canImport(Darwin)
            let path = CGMutablePath()
            for element in geometry.elements {
                switch element {
                case .move(let p): path.move(to: p)
                case .line(let p): path.addLine(to: p)
                case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
                case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
                case .close: path.closeSubpath()
                }
            }
            return path
        #else
            return CGPath(geometry: geometry)
        #endif
    }

    static func geometry(of path: CGPath) -> PathGeometry {
        #if canImport(Darwin)
            var geometry = PathGeometry()
            path.applyWithBlock { pointer in
                let element = pointer.pointee
                switch element.type {
                case .moveToPoint: geometry.move(to: element.points[0])
                case .addLineToPoint: geometry.addLine(to: element.points[0])
                case .addQuadCurveToPoint: geometry.addQuadCurve(to: element.points[1], control: element.points[0])
                case .addCurveToPoint:
                    geometry.addCurve(to: element.points[2], control1: element.points[0], control2: element.points[1])
                case .closeSubpath: geometry.close()
                @unknown default: break
                }
            }
            return geometry
        #else
            return path.geometry
        #endif
    }
}
