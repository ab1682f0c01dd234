import Foundation

#if !canImport(Darwin)
    /// A 2-D affine transformation matrix, as Core Graphics defines it.
    ///
    /// Core Graphics is not available on Linux, so HitKit provides `CGAffineTransform` with the same
    /// fields, initialisers and operations that UIKit code uses. A point `(x, y)` maps to
    /// `(a·x + c·y + tx, b·x + d·y + ty)`. On Apple platforms the Core Graphics type is used instead.
    public struct CGAffineTransform: Equatable, Hashable, Sendable {
        /// The entry that scales x (row 1, column 1).
        public var a: CGFloat
        /// The entry that feeds x into y (row 1, column 2).
        public var b: CGFloat
        /// The entry that feeds y into x (row 2, column 1).
        public var c: CGFloat
        /// The entry that scales y (row 2, column 2).
        public var d: CGFloat
        /// The translation along x.
        public var tx: CGFloat
        /// The translation along y.
        public var ty: CGFloat

        /// Creates a transform from its six matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// Creates the identity transform.
        public init() {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Creates a transform that translates by `(tx, ty)`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// Creates a transform that scales by `(sx, sy)`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// Creates a transform that rotates by `angle` radians (counter-clockwise in a y-up space,
        /// clockwise on screen, where y grows downwards — as in UIKit).
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(Foundation.cos(Double(angle)))
            let sine = CGFloat(Foundation.sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// Returns `self` followed by `t2`: applying the result equals applying `self`, then `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// Returns the inverse transform, or `self` unchanged when the matrix cannot be inverted
        /// (as Core Graphics does).
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let ia = d / determinant
            let ib = -b / determinant
            let ic = -c / determinant
            let id = a / determinant
            return CGAffineTransform(
                a: ia, b: ib, c: ic, d: id,
                tx: -(tx * ia + ty * ic),
                ty: -(tx * ib + ty * id))
        }

        /// Returns a transform that translates, then applies `self`.
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// Returns a transform that scales, then applies `self`.
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        /// Returns a transform that rotates by `angle` radians, then applies `self`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }

    extension CGPoint {
        /// Returns the point transformed by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// Returns the size transformed by `t` (translation ignored), as Core Graphics does.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// Returns the smallest rectangle containing the four transformed corners of this rectangle.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if isNull { return self }
            let corners = [
                CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
                CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
            ]
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let minimumX = xs.min()!
            let minimumY = ys.min()!
            return CGRect(
                x: minimumX, y: minimumY, width: xs.max()! - minimumX, height: ys.max()! - minimumY)
        }
    }
#endif
