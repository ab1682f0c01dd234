/// A view's affine transform as a dump prints it: `transform = [a, b, c, d, tx, ty]`.
///
/// The meaning is Core Graphics': a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, applied about the
/// view's center (its layer's anchor point).
public struct DumpedTransform: Hashable, Sendable {
    /// The matrix entries, in the order the dump prints them.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform, `[1, 0, 0, 1, 0, 0]`.
    public static let identity = DumpedTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// The determinant of the linear part, `a·d − b·c`.
    public var determinant: Double { a * d - b * c }
}
