import Foundation

#if !canImport(Darwin)
    /// The rule that decides which points a path encloses.
    public enum CGPathFillRule: Int, Sendable {
        /// Inside when the path winds around the point a non-zero number of times.
        case winding = 0
        /// Inside when a ray from the point crosses the path an odd number of times.
        case evenOdd = 1
    }

    /// An immutable outline, as Core Graphics defines it: lines and curves in subpaths.
    ///
    /// Core Graphics is not available on Linux, so HitKit provides `CGPath` and ``CGMutablePath``
    /// with the initialisers and questions UIKit code uses — above all
    /// ``contains(_:using:transform:)``, for `point(inside:with:)` overrides that test a shape. On
    /// Apple platforms Core Graphics' own types are used. See `PathGeometry` for the precision of
    /// curves. A NaN or infinite coordinate never enters a path, and a NaN point is in none.
    public class CGPath: Hashable, @unchecked Sendable {
        var geometry: PathGeometry

        init(geometry: PathGeometry) { self.geometry = geometry }

        /// A closed rectangle, transformed by `transform` if given.
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            var path = PathGeometry()
            path.addRect(rect)
            self.init(geometry: path.applying(transform?.pointee ?? .identity))
        }

        /// A closed ellipse inscribed in `rect`, transformed by `transform` if given.
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            var path = PathGeometry()
            path.addEllipse(in: rect)
            self.init(geometry: path.applying(transform?.pointee ?? .identity))
        }

        /// A closed rounded rectangle, transformed by `transform` if given.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            var path = PathGeometry()
            path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            self.init(geometry: path.applying(transform?.pointee ?? .identity))
        }

        /// Whether `point`, transformed by `transform` first, is inside the path by `rule`: in the
        /// region filling the path would paint, so every subpath counts as closed. O(*n*) in the
        /// path's elements.
        public func contains(
            _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
        ) -> Bool {
            geometry.contains(point.applying(transform), evenOdd: rule == .evenOdd)
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { geometry.isEmpty }

        /// The end of the last element (`.zero` for an empty path, as Core Graphics answers).
        public var currentPoint: CGPoint { geometry.currentPoint ?? .zero }

        /// The smallest rectangle holding every point of the path, control points included;
        /// `.null` for an empty path.
        public var boundingBox: CGRect { geometry.boundingBox(includeControlPoints: true) }

        /// The smallest rectangle holding the path's outline, control points left out.
        public var boundingBoxOfPath: CGRect { geometry.boundingBox(includeControlPoints: false) }

        /// An immutable copy.
        public func copy() -> CGPath? { CGPath(geometry: geometry) }

        /// An immutable copy transformed by `transform`.
        public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
            CGPath(geometry: geometry.applying(transform?.pointee ?? .identity))
        }

        /// A mutable copy.
        public func mutableCopy() -> CGMutablePath? {
            let copy = CGMutablePath()
            copy.geometry = geometry
            return copy
        }

        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.geometry == rhs.geometry }

        public func hash(into hasher: inout Hasher) { hasher.combine(geometry) }
    }

    /// A path that is built element by element, as Core Graphics' `CGMutablePath`. Each method
    /// takes an optional transform applied to what it adds.
    public final class CGMutablePath: CGPath, @unchecked Sendable {
        /// An empty path.
        public init() { super.init(geometry: PathGeometry()) }

        /// Starts a subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            geometry.move(to: point.applying(transform))
        }

        /// Adds a line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            geometry.addLine(to: point.applying(transform))
        }

        /// Adds lines joining `points`, starting a subpath at the first.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            geometry.move(to: first.applying(transform))
            for point in points.dropFirst() { geometry.addLine(to: point.applying(transform)) }
        }

        /// Adds a quadratic Bézier curve from the current point to `end`.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            geometry.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
        }

        /// Adds a cubic Bézier curve from the current point to `end`.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            geometry.addCurve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        }

        /// Adds a closed rectangle.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            var piece = PathGeometry()
            piece.addRect(rect)
            geometry.append(piece.applying(transform))
        }

        /// Adds closed rectangles.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        /// Adds a closed ellipse inscribed in `rect`.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            var piece = PathGeometry()
            piece.addEllipse(in: rect)
            geometry.append(piece.applying(transform))
        }

        /// Adds a closed rounded rectangle.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            var piece = PathGeometry()
            piece.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            geometry.append(piece.applying(transform))
        }

        /// Adds an arc of the circle about `center`, from `startAngle` to `endAngle`; `clockwise`
        /// as Core Graphics means it (towards shrinking angles). A line joins the current point to
        /// the arc's start.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            var piece = PathGeometry()
            piece.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            geometry.appendJoining(piece.applying(transform))
        }

        /// Adds the elements of `path`.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            geometry.append(path.geometry.applying(transform))
        }

        /// Closes the current subpath with a line to its start.
        public func closeSubpath() { geometry.close() }
    }
#endif
