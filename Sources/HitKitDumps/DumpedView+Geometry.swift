import Foundation

/// Why a view's bounds size cannot be recovered from its dumped frame and transform.
public struct DumpGeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The view, as ``DumpedView/displayName`` names it.
    public var viewName: String
    /// The 1-based line of the view's description.
    public var line: Int
    /// Why, e.g. `the transform [0.707107, 0.707107, -0.707107, 0.707107, 0, 0] …`.
    public var reason: String

    /// Creates an error.
    public init(viewName: String, line: Int, reason: String) {
        self.viewName = viewName
        self.line = line
        self.reason = reason
    }

    /// The error as a sentence: `cannot recover the bounds size of UIView 0x… (line 3): …`.
    public var description: String { "cannot recover the bounds size of \(viewName): \(reason)" }
}

extension DumpedView {
    /// The view's `center` in its superview's coordinates: the frame's mid point, less the transform's
    /// translation (`tx`, `ty`).
    ///
    /// A dump's frame is the bounding box of the transformed bounds, and UIKit transforms about the center, so the
    /// frame's mid point is the center moved by the translation. Assumes the layer's default anchor point
    /// (0.5, 0.5), which dumps do not print.
    public var center: CGPoint {
        let tx = transform?.tx ?? 0
        let ty = transform?.ty ?? 0
        return CGPoint(x: frame.midX - tx, y: frame.midY - ty)
    }

    /// The size of the view's bounds.
    ///
    /// It is the printed `bounds` size when the dump shows one, the frame's size when there is no transform (or
    /// the identity), and otherwise the size `(w, h)` whose transformed bounding box is the frame:
    /// `W = |a|·w + |c|·h`, `H = |b|·w + |d|·h`, solved for `w` and `h`.
    ///
    /// - Throws: ``DumpGeometryError`` when that system has no single solution: a singular transform (a scale by
    ///   0, or a rotation by 45° or 135°, where only `w + h` is known), a solution with a negative width or height
    ///   (the frame cannot come from that transform), or numbers that are not finite.
    public var boundsSize: CGSize {
        get throws(DumpGeometryError) {
            if let printedBounds { return printedBounds.size }
            guard let transform, !transform.isIdentity else { return frame.size }
            let (p, q, r, s) = (abs(transform.a), abs(transform.c), abs(transform.b), abs(transform.d))
            let (width, height) = (Double(frame.width), Double(frame.height))
            let values = [p, q, r, s, width, height]
            guard values.allSatisfy(\.isFinite) else {
                throw geometryError("the frame or the transform holds a number that is not finite")
            }
            let scale = max(p, q, r, s)
            let determinant = p * s - q * r
            guard scale > 0, abs(determinant) > 1e-6 * scale * scale else {
                throw geometryError(
                    "the transform \(Self.describe(transform)) maps many bounds sizes to the same frame "
                        + "(|a|·|d| − |b|·|c| = 0); the dump must show 'bounds' to know it")
            }
            var w = (width * s - q * height) / determinant
            var h = (p * height - r * width) / determinant
            let tolerance = 1e-3 * max(width, height, 1) / min(scale, 1)
            guard w > -tolerance, h > -tolerance else {
                throw geometryError(
                    "no bounds size has the frame \(Self.describe(frame)) under the transform "
                        + "\(Self.describe(transform)) (it would be \(w) × \(h))")
            }
            w = max(w, 0)
            h = max(h, 0)
            return CGSize(width: w, height: h)
        }
    }

    /// The view's bounds: the printed `bounds` when shown, else the origin zero and ``boundsSize``.
    public var bounds: CGRect {
        get throws(DumpGeometryError) {
            if let printedBounds { return printedBounds }
            return CGRect(origin: .zero, size: try boundsSize)
        }
    }

    private func geometryError(_ reason: String) -> DumpGeometryError {
        DumpGeometryError(viewName: displayName, line: line, reason: reason)
    }

    private static func describe(_ t: DumpedTransform) -> String {
        "[\(format(t.a)), \(format(t.b)), \(format(t.c)), \(format(t.d)), \(format(t.tx)), \(format(t.ty))]"
    }

    private static func describe(_ rect: CGRect) -> String {
        "(\(format(rect.minX)) \(format(rect.minY)); \(format(rect.width)) \(format(rect.height)))"
    }

    private static func format(_ value: some BinaryFloatingPoint) -> String {
        let double = Double(value)
        return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
    }
}
