import Foundation
import Testing

@testable import HitKit

/// A slider of 231 × 31 points at (50, 100): with the default 31-point thumb its thumb travels
/// 200 points, its centre at x = 65.5 + 200 × fraction of the range (window coordinates).
@MainActor
private func sliderHarness(minimum: Float = 0, maximum: Float = 1, value: Float) -> ControlHarness<UISlider> {
    let h = ControlHarness(UISlider())
    h.control.frame = CGRect(x: 50, y: 100, width: 231, height: 31)
    h.control.minimumValue = minimum
    h.control.maximumValue = maximum
    h.control.value = value
    return h
}

@MainActor
private func thumbCentre(_ slider: UISlider) -> CGFloat {
    slider.thumbRect(
        forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value
    )
    .midX + slider.frame.minX
}

@MainActor
@Suite("UISlider's arithmetic never overflows Float: huge ranges and far-away fingers")
struct UISliderHugeRangeTests {
    @Test("With a range wider than Float's largest value, the thumb sits where the value is")
    func thumbInHugeRange() {
        let h = sliderHarness(minimum: -3e38, maximum: 3e38, value: 0)
        #expect(thumbCentre(h.control) == 165.5)
        h.control.value = 3e38
        #expect(thumbCentre(h.control) == 265.5)
        h.control.value = -1.5e38
        #expect(thumbCentre(h.control) == 115.5)
    }

    @Test("With a range wider than Float's largest value, the value follows the finger")
    func dragInHugeRange() {
        let h = sliderHarness(minimum: -3e38, maximum: 3e38, value: 0)
        h.down(165.5, 115)
        #expect(h.control.isTracking)
        h.move(185.5, 115)  // a tenth of the travel: a tenth of 6e38
        #expect(abs(h.control.value - 6e37) < 1e32)
        h.move(145.5, 115)
        #expect(abs(h.control.value + 6e37) < 1e32)
        h.move(1_000, 115)
        #expect(h.control.value == 3e38)
        h.move(165.5, 115)
        #expect(abs(h.control.value) < 1e32)
        h.up(165.5, 115)
        #expect(thumbCentre(h.control) == 165.5)
    }

    @Test(
        "A finger sent to ±1e42 pins the value, and the value follows it again when it comes back",
        arguments: [1e42, -1e42, 1e308, -1e308])
    func farAwayFinger(x: CGFloat) {
        let h = sliderHarness(value: 0.5)
        h.down(165.5, 115)
        h.move(x, 115)
        #expect(h.control.value == (x > 0 ? 1 : 0))
        h.move(-x, 115)
        #expect(h.control.value == (x > 0 ? 0 : 1))
        h.move(185.5, 115)
        #expect(abs(h.control.value - 0.6) < 1e-6)
        h.move(145.5, 115)
        #expect(abs(h.control.value - 0.4) < 1e-6)
        h.up(145.5, 115)
        #expect(abs(h.control.value - 0.4) < 1e-6)
    }

    @Test("A far-away finger in a huge range pins the value, and the value follows it back")
    func farAwayFingerInHugeRange() {
        let h = sliderHarness(minimum: -3e38, maximum: 3e38, value: 0)
        h.down(165.5, 115)
        h.move(1e42, 115)
        #expect(h.control.value == 3e38)
        h.move(185.5, 115)
        #expect(abs(h.control.value - 6e37) < 1e32)
    }
}
