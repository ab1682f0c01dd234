import Foundation

/// The values Core Animation's `Any?` properties hold, as HitKit interpolates them.
///
/// - Numbers — `CGFloat`, `Double`, `Float`, `Int` and other integers, `NSNumber` — interpolate as
///   numbers and come back as `CGFloat`.
/// - `CGPoint`, `CGSize`, `CGRect` and `CGVector` interpolate component by component.
/// - `CGAffineTransform` interpolates by decomposition — translation, rotation (the short way round),
///   scale and shear each interpolated, then recomposed — so a rotation stays a rotation mid-way;
///   adding transforms concatenates them.
/// - An affine `CATransform3D` interpolates as its `CGAffineTransform` (and comes back as one).
/// - Anything else (a `Bool`, a string, two different kinds) does not interpolate: the start value
///   shows until half-way, then the end value (CSS's rule for discrete values).
enum AnimationValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case vector(CGVector)
    case transform(CGAffineTransform)

    init?(_ any: Any?) {
        switch any {
        case let value as CGFloat: self = .number(Double(value))
        case let value as Double: self = .number(value)
        case let value as Float: self = .number(Double(value))
        case is Bool: return nil
        case let value as Int: self = .number(Double(value))
        case let value as any BinaryInteger: self = .number(Double(value))
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CGVector: self = .vector(value)
        case let value as CGAffineTransform: self = .transform(value)
        case let value as CATransform3D:
            // A layer's `transform` takes 3-D transforms; the affine ones interpolate as affine.
            guard CATransform3DIsAffine(value) else { return nil }
            self = .transform(CATransform3DGetAffineTransform(value))
        case let value as NSNumber: self = .number(value.doubleValue)
        default: return nil
        }
    }

    /// The value as the `Any` an animation hands back.
    var any: Any {
        switch self {
        case .number(let value): CGFloat(value)
        case .point(let value): value
        case .size(let value): value
        case .rect(let value): value
        case .vector(let value): value
        case .transform(let value): value
        }
    }

    private var components: [Double]? {
        switch self {
        case .number(let v): [v]
        case .point(let p): [Double(p.x), Double(p.y)]
        case .size(let s): [Double(s.width), Double(s.height)]
        case .rect(let r): [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .vector(let v): [Double(v.dx), Double(v.dy)]
        case .transform: nil
        }
    }

    private func with(_ c: [Double]) -> AnimationValue {
        switch self {
        case .number: .number(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .vector: .vector(CGVector(dx: c[0], dy: c[1]))
        case .transform: self
        }
    }

    private func isSameKind(as other: AnimationValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.vector, .vector),
            (.transform, .transform):
            true
        default: false
        }
    }

    /// `self + (end − self)·progress`; `nil` when the two are of different kinds.
    func interpolated(to end: AnimationValue, progress: Double) -> AnimationValue? {
        guard isSameKind(as: end) else { return nil }
        if case .transform(let from) = self, case .transform(let to) = end {
            return .transform(AffineDecomposition(from).interpolated(to: AffineDecomposition(to), progress).transform)
        }
        guard let a = components, let b = end.components else { return nil }
        return with(zip(a, b).map { $0 + ($1 - $0) * progress })
    }

    /// `self + other` (for transforms, `other` applied first, then `self`); `nil` for different kinds.
    func adding(_ other: AnimationValue) -> AnimationValue? {
        guard isSameKind(as: other) else { return nil }
        if case .transform(let base) = self, case .transform(let extra) = other {
            return .transform(extra.concatenating(base))
        }
        guard let a = components, let b = other.components else { return nil }
        return with(zip(a, b).map { $0 + $1 })
    }

    /// `other − self`, for cumulative repeats; `nil` for transforms and different kinds.
    func difference(to other: AnimationValue) -> AnimationValue? {
        guard isSameKind(as: other), let a = components, let b = other.components else { return nil }
        return with(zip(a, b).map { $1 - $0 })
    }

    /// Whether two values of one kind are equal, component by component (`nil` for transforms or
    /// different kinds).
    static func areEqual(_ a: AnimationValue, _ b: AnimationValue) -> Bool? {
        guard a.isSameKind(as: b), let x = a.components, let y = b.components else { return nil }
        return x == y
    }

    /// `self · factor`; `nil` for transforms.
    func scaled(by factor: Double) -> AnimationValue? {
        guard let a = components else { return nil }
        return with(a.map { $0 * factor })
    }

    /// The Euclidean distance between the components, for paced keyframes; `nil` when not measurable.
    func distance(to other: AnimationValue) -> Double? {
        if case .transform(let a) = self, case .transform(let b) = other {
            let dx = Double(b.tx - a.tx)
            let dy = Double(b.ty - a.ty)
            return (dx * dx + dy * dy).squareRoot()
        }
        guard isSameKind(as: other), let a = components, let b = other.components else { return nil }
        return zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
    }

    /// The Catmull-Rom curve through `p1` and `p2` (with neighbours `p0` and `p3`) at `progress`:
    /// `½(2p₁ + (p₂ − p₀)u + (2p₀ − 5p₁ + 4p₂ − p₃)u² + (3p₁ − p₀ − 3p₂ + p₃)u³)` component by
    /// component; values that have no components (transforms, other kinds) interpolate as
    /// ``interpolate(_:_:progress:)`` does between `p1` and `p2`.
    static func catmullRom(_ p0: Any?, _ p1: Any?, _ p2: Any?, _ p3: Any?, progress u: Double) -> Any? {
        guard let a = AnimationValue(p0), let b = AnimationValue(p1), let c = AnimationValue(p2),
            let d = AnimationValue(p3), a.isSameKind(as: b), b.isSameKind(as: c), c.isSameKind(as: d),
            let x0 = a.components, let x1 = b.components, let x2 = c.components, let x3 = d.components
        else { return interpolate(p1, p2, progress: u) }
        let u2 = u * u
        let u3 = u2 * u
        var result: [Double] = []
        for i in x1.indices {
            let (q0, q1, q2, q3) = (x0[i], x1[i], x2[i], x3[i])
            let value = 2 * q1 + (q2 - q0) * u + (2 * q0 - 5 * q1 + 4 * q2 - q3) * u2 + (3 * q1 - q0 - 3 * q2 + q3) * u3
            result.append(value / 2)
        }
        return b.with(result).any
    }

    /// Interpolates two `Any` values at `progress`: numerically when both interpolate and are of one
    /// kind, else the discrete rule — `from` before half-way, `to` from half-way on.
    static func interpolate(_ from: Any?, _ to: Any?, progress: Double) -> Any? {
        if let a = AnimationValue(from), let b = AnimationValue(to),
            let value = a.interpolated(to: b, progress: progress)
        {
            return value.any
        }
        return progress < 0.5 ? from : to
    }
}
