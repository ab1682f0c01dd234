import HitKit

/// A rectangle written `[x, y, width, height]`.
public struct SceneRect: Codable, Hashable, Sendable {
    /// The rectangle.
    public var rect: CGRect

    /// Wraps `rect`.
    public init(_ rect: CGRect) { self.rect = rect }

    public init(from decoder: any Decoder) throws {
        let n = try decoder.numbers(count: 4...4, expecting: "4 numbers [x, y, width, height]")
        guard n[2] >= 0, n[3] >= 0 else {
            throw SchemaProblem(codingPath: decoder.codingPath, expected: "a width and height of 0 or more")
        }
        rect = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    }
}

/// A point written `[x, y]`.
public struct ScenePoint: Codable, Hashable, Sendable {
    /// The point.
    public var point: CGPoint

    /// Wraps `point`.
    public init(_ point: CGPoint) { self.point = point }

    public init(from decoder: any Decoder) throws {
        let n = try decoder.numbers(count: 2...2, expecting: "2 numbers [x, y]")
        point = CGPoint(x: n[0], y: n[1])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [point.x, point.y])
    }
}

/// A view's transform: the six numbers `[a, b, c, d, tx, ty]` of a `CGAffineTransform`, or a
/// mapping `{rotate: degrees, scale: s | [sx, sy], translate: [tx, ty]}` applied in that order
/// (rotate, then scale, then translate, each concatenated after the previous).
public struct SceneTransform: Codable, Hashable, Sendable {
    /// The transform.
    public var transform: CGAffineTransform

    /// Wraps `transform`.
    public init(_ transform: CGAffineTransform) { self.transform = transform }

    enum Keys: String, CodingKey, CaseIterable { case rotate, scale, translate }

    public init(from decoder: any Decoder) throws {
        let expected = "6 numbers [a, b, c, d, tx, ty] or a mapping {rotate, scale, translate}"
        if let container = try? decoder.container(keyedBy: Keys.self) {
            try decoder.rejectUnknownKeys(Keys.self)
            var result = CGAffineTransform.identity
            if let degrees = try container.finite(.rotate, expecting: "a finite angle in degrees") {
                result = result.concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
            }
            if container.contains(.scale) {
                let scale = try container.superDecoder(forKey: .scale)
                let factors: [Double]
                if let single = try? scale.singleValueContainer().decode(Double.self) {
                    guard single.isFinite else {
                        throw SchemaProblem(
                            codingPath: scale.codingPath, expected: "a finite number or 2 numbers [sx, sy]")
                    }
                    factors = [single, single]
                } else {
                    factors = try scale.numbers(count: 2...2, expecting: "a number or 2 numbers [sx, sy]")
                }
                result = result.concatenating(CGAffineTransform(scaleX: factors[0], y: factors[1]))
            }
            if let offset = try container.optional(ScenePoint.self, .translate, expecting: "2 numbers [tx, ty]") {
                result = result.concatenating(CGAffineTransform(translationX: offset.point.x, y: offset.point.y))
            }
            transform = result
            return
        }
        let n = try decoder.numbers(count: 6...6, expecting: expected)
        transform = CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        let t = transform
        try container.encode(contentsOf: [t.a, t.b, t.c, t.d, t.tx, t.ty])
    }
}

/// Edge insets written `[top, left, bottom, right]`, or one number for all four.
public struct SceneInsets: Codable, Hashable, Sendable {
    /// The insets.
    public var insets: UIEdgeInsets

    /// Wraps `insets`.
    public init(_ insets: UIEdgeInsets) { self.insets = insets }

    public init(from decoder: any Decoder) throws {
        if let all = try? decoder.singleValueContainer().decode(Double.self), all.isFinite {
            insets = UIEdgeInsets(top: all, left: all, bottom: all, right: all)
            return
        }
        let n = try decoder.numbers(count: 4...4, expecting: "a number or 4 numbers [top, left, bottom, right]")
        insets = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [insets.top, insets.left, insets.bottom, insets.right])
    }
}
