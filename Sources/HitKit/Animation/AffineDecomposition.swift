import Foundation

/// A `CGAffineTransform` split into translation, rotation, shear and scale, for interpolation.
///
/// The matrix is read as translate · rotate · shear · scale (the decomposition CSS uses for 2-D
/// transforms): `sx = √(a² + b²)`, the rotation `atan2(b, a)`, the shear from the dot product of the two
/// columns, then `sy`; a negative determinant flips `sx`. Interpolation takes the rotation the short
/// way round. Non-finite entries interpolate to non-finite entries; nothing traps.
struct AffineDecomposition {
    var translationX: Double
    var translationY: Double
    var rotation: Double
    var shear: Double
    var scaleX: Double
    var scaleY: Double

    init(_ t: CGAffineTransform) {
        let a = Double(t.a)
        let b = Double(t.b)
        let c = Double(t.c)
        let d = Double(t.d)
        translationX = Double(t.tx)
        translationY = Double(t.ty)
        var sx = (a * a + b * b).squareRoot()
        let ua = sx > 0 ? a / sx : 1
        let ub = sx > 0 ? b / sx : 0
        var skew = ua * c + ub * d
        let vc = c - ua * skew
        let vd = d - ub * skew
        let sy = (vc * vc + vd * vd).squareRoot()
        if sy > 0 { skew /= sy }
        if a * d - b * c < 0 {
            sx = -sx
            skew = -skew
        }
        rotation = atan2(ub, ua)
        shear = skew
        scaleX = sx
        scaleY = sy
        if sx < 0 { rotation = atan2(-ub, -ua) }
    }

    /// The transform, recomposed.
    var transform: CGAffineTransform {
        let cosine = cos(rotation)
        let sine = sin(rotation)
        // rotate · shear · scale: columns (sx·(cos, sin)) and (sy·(shear·cos − sin, shear·sin + cos)).
        let a = scaleX * cosine
        let b = scaleX * sine
        let c = scaleY * (shear * cosine - sine)
        let d = scaleY * (shear * sine + cosine)
        return CGAffineTransform(
            a: CGFloat(a), b: CGFloat(b), c: CGFloat(c), d: CGFloat(d), tx: CGFloat(translationX),
            ty: CGFloat(translationY))
    }

    func interpolated(to end: AffineDecomposition, _ progress: Double) -> AffineDecomposition {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
        var turn = end.rotation - rotation
        if turn > Double.pi { turn -= 2 * Double.pi } else if turn < -Double.pi { turn += 2 * Double.pi }
        var result = self
        result.translationX = mix(translationX, end.translationX)
        result.translationY = mix(translationY, end.translationY)
        result.rotation = rotation + turn * progress
        result.shear = mix(shear, end.shear)
        result.scaleX = mix(scaleX, end.scaleX)
        result.scaleY = mix(scaleY, end.scaleY)
        return result
    }
}
