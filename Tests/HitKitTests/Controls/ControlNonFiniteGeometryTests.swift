import Foundation
import Testing

@testable import HitKit

/// A slider whose thumb rectangle is NaN, as a subclass with bad arithmetic may make it.
@MainActor
private final class NaNThumbSlider: UISlider {
    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        CGRect(x: CGFloat.nan, y: 0, width: 31, height: 31)
    }
}

/// A slider whose track rectangle is NaN.
@MainActor
private final class NaNTrackSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4)
    }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _ = super.beginTracking(touch, with: event)
        return true
    }
}

@MainActor
@Suite("Controls with non-finite bounds and geometry never trap")
struct ControlNonFiniteGeometryTests {
    @Test("A slider refuses an infinite minimum or maximum with a nonFiniteInput diagnostic")
    func infiniteBoundsRefused() {
        let slider = UISlider()
        slider.value = 0.25
        let collected = diagnostics {
            slider.minimumValue = -.infinity
            slider.maximumValue = .infinity
            slider.minimumValue = .infinity
            slider.maximumValue = -.infinity
        }
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (0, 1, 0.25))
        #expect(collected.codes == Array(repeating: .nonFiniteInput, count: 4))
    }

    @Test("An infinite value is pinned to the nearer end, as any value outside the range")
    func infiniteValuePinned() {
        let slider = UISlider()
        let collected = diagnostics {
            slider.value = .infinity
            #expect(slider.value == 1)
            slider.value = -.infinity
            #expect(slider.value == 0)
        }
        #expect(collected.all.isEmpty)
    }

    @Test("A touch on a slider given an infinite bound drags its thumb over the finite range")
    func touchAfterInfiniteBound() {
        let h = ControlHarness(UISlider())
        h.control.frame = CGRect(x: 50, y: 100, width: 231, height: 31)
        _ = diagnostics {
            h.control.minimumValue = -.infinity
            h.control.maximumValue = .infinity
        }
        h.control.value = 0.5
        h.down(165.5, 115)
        #expect(h.control.isTracking)
        h.move(185.5, 115)
        h.up(185.5, 115)
        #expect(abs(h.control.value - 0.6) < 1e-6)
    }

    @Test("A touch on a slider whose thumb rectangle is NaN does not grab the thumb")
    func nanThumbRect() {
        let h = ControlHarness(NaNThumbSlider())
        h.control.frame = CGRect(x: 50, y: 100, width: 231, height: 31)
        h.down(165.5, 115)
        #expect(!h.control.isTracking)
        h.move(185.5, 115)
        h.up(185.5, 115)
        #expect(h.control.value == 0)
        #expect(h.events == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test("A slider whose track rectangle is NaN keeps its value while the finger drags")
    func nanTrackRect() {
        let h = ControlHarness(NaNTrackSlider())
        h.control.frame = CGRect(x: 50, y: 100, width: 231, height: 31)
        h.control.value = 0.5
        h.down(165.5, 115)
        h.move(185.5, 115)
        h.up(185.5, 115)
        #expect(h.control.value == 0.5)
    }

    @Test("A control whose bounds turn NaN mid-touch counts the finger as outside", arguments: trappingRectangles)
    func nanBoundsMidTouch(bounds: CGRect) {
        let h = ControlHarness(UIControl())
        h.down(150, 125)
        h.control.bounds = bounds
        h.move(160, 125)
        h.up(160, 125)
        #expect(h.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(!h.control.isTracking && !h.control.isHighlighted)
    }
}
