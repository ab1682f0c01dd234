import Foundation
import HitKit
import Testing

@_spi(Chaos) @testable import HitKitTesting

@MainActor
@Suite("Chaos views")
struct ChaosViewsTests {
    @Test("The enlarged view's point(inside:) answers false for bounds with NaN edges, and does not trap")
    func enlargedViewWithNaNBounds() {
        let view = ChaosEnlargedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(view.point(inside: CGPoint(x: -5, y: -5), with: nil))
        for bounds in [
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20),
            CGRect(x: -CGFloat.infinity, y: 0, width: .infinity, height: 20),
        ] {
            view.bounds = bounds
            #expect(!view.point(inside: CGPoint(x: 1, y: 1), with: nil))
        }
    }
}
