import Foundation
import Testing

@testable import HitKit

@Suite("UIEdgeInsets and inset(by:)")
struct UIEdgeInsetsTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test("Positive insets move each edge inwards by its own amount")
    func positiveInsetsShrink() {
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        #expect(rect.inset(by: insets) == CGRect(x: 10, y: 5, width: 70, height: 30))
    }

    @Test("Negative insets grow the rectangle, the usual way to enlarge a hit area")
    func negativeInsetsGrow() {
        let insets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        #expect(rect.inset(by: insets) == CGRect(x: -10, y: -10, width: 120, height: 70))
    }

    @Test("Zero insets leave the rectangle unchanged and equal the default initialiser")
    func zeroInsets() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(rect.inset(by: .zero) == rect)
        #expect(
            UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1))
    }

    @Test("A point is finite only when neither coordinate is NaN or infinite")
    func pointFiniteness() {
        #expect(CGPoint(x: 1, y: 2).isFinite)
        #expect(!CGPoint(x: CGFloat.nan, y: 2).isFinite)
        #expect(!CGPoint(x: 1, y: CGFloat.infinity).isFinite)
        #expect(!CGPoint(x: -CGFloat.infinity, y: CGFloat.nan).isFinite)
    }
}
