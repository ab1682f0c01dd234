import Foundation

/// The outline of a path as a list of elements, with the questions hit-testing asks of it:
/// whether it contains a point (the non-zero or even-odd rule) and its bounding box. What
/// ``CGPath`` and ``UIBezierPath`` are made of; arcs, ellipses and rounded rectangles are stored as
/// cubic Bézier curves, as Core Graphics stores them.
///
/// Containment flattens each curve into ``segmentsPerCurve`` straight segments (at most a few
/// thousandths of a point off the true curve for a button-sized circle) and counts crossings, in
/// O(*n*) in the elements. Elements with a NaN or infinite coordinate are dropped when added, so a
/// path never holds them, and a NaN or infinite point is in no path.
struct PathGeometry: Hashable, Sendable {
    enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    static let segmentsPerCurve = 64

    private(set) var elements: [Element] = []
    /// Where the current subpath started, for `close`.
    private var subpathStart: CGPoint?
    /// The end of the last element, if any.
    private(set) var currentPoint: CGPoint?

    var isEmpty: Bool { elements.isEmpty }

    mutating func move(to point: CGPoint) {
        guard point.isFinite else { return }
        elements.append(.move(point))
        subpathStart = point
        currentPoint = point
    }

    mutating func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(point))
        currentPoint = point
    }

    mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard point.isFinite, control.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(point, control: control))
        currentPoint = point
    }

    mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard point.isFinite, control1.isFinite, control2.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(point, control1: control1, control2: control2))
        currentPoint = point
    }

    mutating func close() {
        guard currentPoint != nil, let start = subpathStart else { return }
        if case .close = elements.last { return }
        elements.append(.close)
        currentPoint = start
    }

    mutating func append(_ other: PathGeometry) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// Appends `other`, whose first element, a move, becomes a line from the current point when
    /// there is one (how an arc joins the path it is added to).
    mutating func appendJoining(_ other: PathGeometry) {
        guard currentPoint != nil, case .move(let start) = other.elements.first else { return append(other) }
        addLine(to: start)
        elements += other.elements.dropFirst()
        if let last = other.currentPoint { currentPoint = last }
    }

    /// The path with every point transformed by `t` (a non-finite result drops the element).
    func applying(_ t: CGAffineTransform) -> PathGeometry {
        var result = PathGeometry()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p.applying(t))
            case .line(let p): result.addLine(to: p.applying(t))
            case .quadCurve(let p, let c): result.addQuadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                result.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: result.close()
            }
        }
        return result
    }

    // MARK: Shapes

    /// Adds a closed rectangle, clockwise on screen from its origin (as Core Graphics does).
    mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        guard !rect.isNull else { return }
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// Adds a closed ellipse inscribed in `rect`, as four cubic curves.
    mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        guard !rect.isNull else { return }
        let center = CGPoint(x: r.midX, y: r.midY)
        let transform = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y)
        var unit = PathGeometry()
        unit.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        unit.close()
        append(unit.applying(transform))
    }

    /// Adds a closed rounded rectangle: corners of radii `(cornerWidth, cornerHeight)`, each
    /// clamped to half the rectangle's side; only the corners in `corners` (top-left, top-right,
    /// bottom-right, bottom-left) are rounded.
    mutating func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        corners: (Bool, Bool, Bool, Bool) = (true, true, true, true)
    ) {
        let r = rect.standardized
        guard !rect.isNull else { return }
        let rx = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
        let ry = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r) }
        // A quarter ellipse as a cubic: control points at 0.5523 of the radii.
        let k: CGFloat = 0.552_284_749_830_793_4
        let (kx, ky) = (k * rx, k * ry)
        move(to: CGPoint(x: r.minX + (corners.0 ? rx : 0), y: r.minY))
        if corners.1 {
            addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + ry - ky))
        } else {
            addLine(to: CGPoint(x: r.maxX, y: r.minY))
        }
        if corners.2 {
            addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            addCurve(
                to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky),
                control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY))
        } else {
            addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        }
        if corners.3 {
            addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - ry + ky))
        } else {
            addLine(to: CGPoint(x: r.minX, y: r.maxY))
        }
        if corners.0 {
            addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            addCurve(
                to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky),
                control2: CGPoint(x: r.minX + rx - kx, y: r.minY))
        }
        close()
    }

    /// Adds an arc of the circle about `center`, from `startAngle` to `endAngle` (radians, measured
    /// from the x axis towards the y axis), as Core Graphics does: `clockwise` false sweeps towards
    /// growing angles (clockwise on a y-down screen), true towards shrinking ones. A line joins the
    /// current point to the arc's start; a sweep of a full turn or more draws the whole circle.
    mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let radius = abs(radius)
        var sweep = endAngle - startAngle
        let turn = 2 * CGFloat.pi
        if clockwise {
            sweep = -sweep
        }
        // Now sweep >= 0 means the arc's own direction; bring it into (0, turn], a full turn kept.
        if sweep >= turn {
            sweep = turn
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
        }
        let direction: CGFloat = clockwise ? -1 : 1
        let start = point(onCircle: center, radius, startAngle)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        guard sweep > 0 else { return }
        let pieces = max(1, Int((sweep / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces) * direction
        // Each piece is a cubic whose control points lie along the tangents at 4/3·tan(step/4).
        let handle = 4 / 3 * CGFloat(Foundation.tan(Double(step / 4))) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let from = point(onCircle: center, radius, angle)
            let to = point(onCircle: center, radius, next)
            let c1 = CGPoint(
                x: from.x - handle * CGFloat(Foundation.sin(Double(angle))),
                y: from.y + handle * CGFloat(Foundation.cos(Double(angle))))
            let c2 = CGPoint(
                x: to.x + handle * CGFloat(Foundation.sin(Double(next))),
                y: to.y - handle * CGFloat(Foundation.cos(Double(next))))
            addCurve(to: to, control1: c1, control2: c2)
            angle = next
        }
    }

    private func point(onCircle center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
        CGPoint(
            x: center.x + radius * CGFloat(Foundation.cos(Double(angle))),
            y: center.y + radius * CGFloat(Foundation.sin(Double(angle))))
    }

    // MARK: Questions

    /// The path with only its closed subpaths (those with a `close` element).
    var closedSubpaths: PathGeometry {
        var result = PathGeometry()
        var pending: [Element] = []
        func flush() {
            if pending.contains(.close) { result.elements += pending }
            pending = []
        }
        for element in elements {
            if case .move = element { flush() }
            pending.append(element)
        }
        flush()
        return result
    }

    /// Whether `point` is inside the path: its winding number is non-zero (`evenOdd` false) or odd.
    /// Every subpath counts as closed, as filling closes it (ask ``closedSubpaths`` to leave open
    /// ones out).
    func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        guard point.isFinite else { return false }
        var winding = 0
        forEachSegment { a, b in
            if a.y <= point.y {
                if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
            } else if b.y <= point.y, cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        return evenOdd ? winding & 1 != 0 : winding != 0
    }

    /// Where `point` lies relative to the line from `a` to `b` (positive: to its left, y up).
    private func cross(_ a: CGPoint, _ b: CGPoint, _ point: CGPoint) -> CGFloat {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }

    /// Calls `body` with each straight segment of the flattened outline, every subpath closed.
    private func forEachSegment(_ body: (CGPoint, CGPoint) -> Void) {
        var start: CGPoint?
        var current: CGPoint?
        func closeSubpath() {
            if let start, let current, start != current { body(current, start) }
        }
        for element in elements {
            switch element {
            case .move(let p):
                closeSubpath()
                start = p
                current = p
            case .line(let p):
                if let from = current { body(from, p) }
                current = p
            case .quadCurve(let p, let c):
                guard let from = current else { break }
                var previous = from
                for i in 1...Self.segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(Self.segmentsPerCurve)
                    let u = 1 - t
                    let next = CGPoint(
                        x: u * u * from.x + 2 * u * t * c.x + t * t * p.x,
                        y: u * u * from.y + 2 * u * t * c.y + t * t * p.y)
                    body(previous, next)
                    previous = next
                }
                current = p
            case .curve(let p, let c1, let c2):
                guard let from = current else { break }
                var previous = from
                for i in 1...Self.segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(Self.segmentsPerCurve)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    let next = CGPoint(
                        x: a * from.x + b * c1.x + c * c2.x + d * p.x, y: a * from.y + b * c1.y + c * c2.y + d * p.y)
                    body(previous, next)
                    previous = next
                }
                current = p
            case .close:
                closeSubpath()
                current = start
            }
        }
        closeSubpath()
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`includeControlPoints`) or not (the curves' extremes, from their flattened outline);
    /// ``CGRect/null`` for an empty path.
    func boundingBox(includeControlPoints: Bool) -> CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                if includeControlPoints { add(c) }
            case .curve(let p, let c1, let c2):
                add(p)
                if includeControlPoints {
                    add(c1)
                    add(c2)
                }
            case .close: break
            }
        }
        if !includeControlPoints {
            forEachSegment { a, b in
                add(a)
                add(b)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
