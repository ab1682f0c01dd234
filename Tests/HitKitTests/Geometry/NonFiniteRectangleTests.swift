import Foundation
import Testing

@testable import HitKit

/// Rectangles whose edges come out NaN once standardized — a NaN component, or an infinite origin
/// with an infinite size of the other sign — on which swift-corelibs-foundation's
/// `contains(_: CGPoint)`, `intersects(_:)` and `intersection(_:)` trap.
let trappingRectangles: [CGRect] = [
    CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
    CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10),
    CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
    CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan),
    CGRect(x: -CGFloat.infinity, y: 0, width: .infinity, height: 10),
    CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 10),
]

@MainActor
@Suite("Rectangles with NaN edges contain nothing and meet nothing, and never reach Foundation")
struct NonFiniteRectangleTests {
    @Test(
        "The finite-safe queries answer as Foundation does for finite rectangles",
        arguments: [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 5, width: -10, height: -5),
            CGRect(x: 3, y: 3, width: 0, height: 4), CGRect.null, CGRect.infinite,
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
        ])
    func agreesWithFoundation(rect: CGRect) {
        let others = [
            CGRect(x: 5, y: 5, width: 10, height: 10), CGRect(x: 10, y: 0, width: 5, height: 5), CGRect.null,
            CGRect(x: -5, y: -5, width: 3, height: 3),
        ]
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 10), CGPoint(x: 3, y: 4)] {
            #expect(rect.finiteSafeContains(point) == rect.contains(point), "\(rect) \(point)")
        }
        for other in others {
            #expect(rect.finiteSafeIntersects(other) == rect.intersects(other), "\(rect) \(other)")
            let safe = rect.finiteSafeIntersection(other)
            let foundation = rect.intersection(other)
            #expect(safe == foundation || (safe.isNull && foundation.isNull), "\(rect) \(other)")
            let union = rect.finiteSafeUnion(other)
            #expect(union == rect.union(other) || (union.isNull && rect.union(other).isNull), "\(rect) \(other)")
        }
    }

    @Test(
        "A rectangle with NaN edges contains no point, meets nothing and adds nothing to a union",
        arguments: trappingRectangles)
    func nanEdges(rect: CGRect) {
        let finite = CGRect(x: -100, y: -100, width: 200, height: 200)
        #expect(!rect.finiteSafeContains(CGPoint(x: 1, y: 1)))
        #expect(!rect.finiteSafeIntersects(finite) && !finite.finiteSafeIntersects(rect))
        #expect(rect.finiteSafeIntersection(finite).isNull && finite.finiteSafeIntersection(rect).isNull)
        #expect(rect.finiteSafeUnion(finite) == finite && finite.finiteSafeUnion(rect) == finite)
        #expect(!finite.finiteSafeContains(CGPoint(x: CGFloat.nan, y: 0)))
    }

    @Test("A view whose bounds have NaN edges is inside at no point", arguments: trappingRectangles)
    func pointInsideWithNaNBounds(bounds: CGRect) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds = bounds
        #expect(!view.point(inside: CGPoint(x: 1, y: 1), with: nil))
    }

    @Test("Hit-testing from a view whose bounds have NaN edges finds nothing", arguments: trappingRectangles)
    func hitTestWithNaNBounds(bounds: CGRect) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        root.bounds = bounds
        #expect(root.hitTest(CGPoint(x: 1, y: 1), with: nil) == nil)
    }
}
