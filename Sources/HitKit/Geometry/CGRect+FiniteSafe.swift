import Foundation

/// Rectangle queries that answer for every rectangle, without calling Foundation.
///
/// swift-corelibs-foundation traps in `CGRect.contains(_: CGPoint)`, `intersects(_:)` and
/// `intersection(_:)` when a rectangle's edges come out NaN once it is standardized: a NaN
/// component, or an infinite origin with an infinite size of the other sign (on Apple platforms
/// they answer `false`). Such rectangles are easy to make — a view scaled by 1e308, bounds set from
/// a NaN, a subclass's geometry override — so HitKit's own code asks these instead wherever a
/// rectangle it did not make itself can arrive.
///
/// The answers are Foundation's for every rectangle whose edges are not NaN (the half-open
/// `[minX, maxX) × [minY, maxY)` of the standardized rectangle; `.null` contains and meets
/// nothing). A rectangle with a NaN edge contains no point, meets no rectangle, and adds nothing to
/// a union.
extension CGRect {
    /// The standardized rectangle's edges, computed as Foundation computes them, or `nil` when one
    /// of them is NaN.
    package var nonNaNEdges: (minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat)? {
        let minX = size.width < 0 ? origin.x + size.width : origin.x
        let minY = size.height < 0 ? origin.y + size.height : origin.y
        let maxX = minX + abs(size.width)
        let maxY = minY + abs(size.height)
        guard !minX.isNaN, !maxX.isNaN, !minY.isNaN, !maxY.isNaN else { return nil }
        return (minX, maxX, minY, maxY)
    }

    /// `contains(point)`, answering `false` for a rectangle with a NaN edge or a NaN point.
    package func finiteSafeContains(_ point: CGPoint) -> Bool {
        guard !isNull, let edges = nonNaNEdges else { return false }
        return edges.minX <= point.x && point.x < edges.maxX && edges.minY <= point.y && point.y < edges.maxY
    }

    /// `intersection(other)`, answering `.null` when either rectangle has a NaN edge.
    package func finiteSafeIntersection(_ other: CGRect) -> CGRect {
        guard !isNull, !other.isNull, let a = nonNaNEdges, let b = other.nonNaNEdges else { return .null }
        let minX = max(a.minX, b.minX)
        let maxX = min(a.maxX, b.maxX)
        let minY = max(a.minY, b.minY)
        let maxY = min(a.maxY, b.maxY)
        guard minX <= maxX, minY <= maxY else { return .null }
        let result = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return result.nonNaNEdges == nil ? .null : result
    }

    /// `intersects(other)`, answering `false` when either rectangle has a NaN edge.
    package func finiteSafeIntersects(_ other: CGRect) -> Bool {
        !finiteSafeIntersection(other).isNull
    }

    /// `union(other)`, leaving out a rectangle with a NaN edge as it leaves out `.null`.
    package func finiteSafeUnion(_ other: CGRect) -> CGRect {
        let otherCounts = !other.isNull && other.nonNaNEdges != nil
        guard !isNull, let a = nonNaNEdges else { return otherCounts ? other.standardized : .null }
        guard otherCounts, let b = other.nonNaNEdges else { return standardized }
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return CGRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
