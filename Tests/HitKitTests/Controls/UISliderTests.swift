import Foundation
import Testing

@testable import HitKit

/// A slider of 231 × 31 points at (50, 100) in ``ControlHarness``'s window: with the default
/// 31-point thumb its thumb travels 200 points, so a range of 0 to 1 moves 0.005 per point. The
/// thumb's centre is at x = 65.5 + 200 × value, y = 115.5 (window coordinates).
@MainActor
private func sliderHarness(value: Float = 0.5, continuous: Bool = true) -> ControlHarness<UISlider> {
    let h = ControlHarness(UISlider())
    h.control.frame = CGRect(x: 50, y: 100, width: 231, height: 31)
    h.control.value = value
    h.control.isContinuous = continuous
    return h
}

@MainActor
private func thumbX(_ value: Float) -> CGFloat { 65.5 + 200 * CGFloat(value) }

@MainActor
@Suite("UISlider keeps UIKit's value rules and drags its thumb as UIKit does")
struct UISliderTests {
    @Test("The value is pinned to the range, and setting it sends no action")
    func valuePinned() {
        let h = sliderHarness(value: 0)
        h.control.value = 2
        #expect(h.control.value == 1)
        h.control.setValue(-1, animated: true)
        #expect(h.control.value == 0)
        h.control.maximumValue = 10
        h.control.value = 7
        h.control.maximumValue = 5
        #expect(h.control.value == 5)
        h.control.minimumValue = 6
        #expect(h.control.value == 6)
        #expect(h.events.isEmpty)
    }

    @Test("A minimum set above the maximum raises the maximum, and the reverse lowers the minimum")
    func minimumAboveMaximum() {
        let slider = UISlider()
        slider.minimumValue = 5
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (5, 5, 5))
        slider.maximumValue = 2
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (2, 2, 2))
        slider.maximumValue = 20
        slider.minimumValue = 10
        #expect((slider.minimumValue, slider.maximumValue) == (10, 20))
    }

    @Test("A NaN value or bound is ignored with a nonFiniteInput diagnostic")
    func nanIgnored() {
        let slider = UISlider()
        slider.value = 0.25
        let collected = diagnostics {
            slider.value = .nan
            slider.minimumValue = .nan
            slider.maximumValue = .nan
        }
        #expect(slider.value == 0.25 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(collected.codes == [.nonFiniteInput, .nonFiniteInput, .nonFiniteInput])
    }

    @Test("Defaults are UIKit's: a range of 0 to 1, value 0, continuous")
    func defaults() {
        let slider = UISlider(frame: .zero)
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (0, 1, 0))
        #expect(slider.isContinuous)
    }

    @Test("A grabbed thumb follows the finger from where it was grabbed, sending valueChanged on each change")
    func dragFromGrabPoint() {
        let h = sliderHarness(value: 0.5)
        h.down(thumbX(0.5) + 4, 115)  // 4 points right of the thumb's centre
        #expect(h.control.isTracking)
        h.move(thumbX(0.5) + 44, 140)  // 40 points right; the finger's height does not matter
        #expect(abs(h.control.value - 0.7) < 1e-6)
        h.move(thumbX(0.5) + 44, 150)  // only down: the value does not change
        h.up(thumbX(0.5) + 44, 150)
        #expect(abs(h.control.value - 0.7) < 1e-6)
        #expect(
            h.events == [
                "touchDown", "valueChanged", "primaryActionTriggered", "touchDragInside", "touchDragInside",
                "touchUpInside",
            ])
    }

    @Test("A touch-down off the thumb does not grab it: the value stays and only the touch events are sent")
    func touchOffThumb() {
        let h = sliderHarness(value: 0.5)
        h.down(thumbX(0.5) + 60, 115)
        #expect(!h.control.isTracking)
        h.move(thumbX(0.5) + 90, 115)
        h.up(thumbX(0.5) + 90, 115)
        #expect(h.control.value == 0.5)
        #expect(h.events == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test("The thumb's touch area reaches beyond its drawn rectangle, to 44 points each way")
    func thumbTouchArea() {
        let h = sliderHarness(value: 0.5)
        let thumb = h.control.thumbRect(
            forBounds: h.control.bounds, trackRect: h.control.trackRect(forBounds: h.control.bounds), value: 0.5)
        #expect(thumb.width == 31)
        h.down(thumbX(0.5) + 21.5, 115)  // 6 points right of the drawn thumb, inside the 44-point area
        #expect(h.control.isTracking)
        h.up(thumbX(0.5) + 21.5, 115)
        h.down(thumbX(0.5) + 22.5, 115)  // just outside it
        #expect(!h.control.isTracking)
        h.up(thumbX(0.5) + 22.5, 115)
    }

    @Test("Past an end the value stays pinned until the finger comes back to the thumb")
    func overshoot() {
        let h = sliderHarness(value: 1)
        h.down(thumbX(1), 115)
        h.move(thumbX(1) + 40, 115)
        h.move(thumbX(1) + 30, 115)
        #expect(h.control.value == 1)
        h.move(thumbX(1) - 10, 115)
        #expect(abs(h.control.value - 0.95) < 1e-6)
        h.up(thumbX(1) - 10, 115)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test("Where the finger lifts moves the thumb too, before touchUpInside")
    func liftMovesThumb() {
        let h = sliderHarness(value: 0)
        h.down(thumbX(0), 115)
        h.up(thumbX(0) + 20, 115)
        #expect(abs(h.control.value - 0.1) < 1e-6)
        #expect(h.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test("A non-continuous slider sends one valueChanged when the finger lifts")
    func nonContinuous() {
        let h = sliderHarness(value: 0.5, continuous: false)
        h.down(thumbX(0.5), 115)
        h.move(thumbX(0.5) + 20, 115)
        h.move(thumbX(0.5) + 40, 115)
        #expect(abs(h.control.value - 0.7) < 1e-6)
        #expect(!h.events.contains("valueChanged"))
        h.up(thumbX(0.5) + 40, 115)
        #expect(
            h.events == [
                "touchDown", "touchDragInside", "touchDragInside", "valueChanged", "primaryActionTriggered",
                "touchUpInside",
            ])
    }

    @Test("A non-continuous slider dragged back to its start value sends no valueChanged")
    func nonContinuousUnchanged() {
        let h = sliderHarness(value: 0.5, continuous: false)
        h.down(thumbX(0.5), 115)
        h.move(thumbX(0.5) + 25, 115)
        h.up(thumbX(0.5), 115)
        #expect(h.control.value == 0.5)
        #expect(!h.events.contains("valueChanged"))
    }

    @Test("Code that sets the value mid-drag moves the thumb, and the drag continues from there")
    func valueSetMidDrag() {
        let h = sliderHarness(value: 0.5)
        h.down(thumbX(0.5), 115)
        h.move(thumbX(0.5) + 10, 115)
        h.control.value = 0.2
        h.move(thumbX(0.5) + 30, 115)
        #expect(abs(h.control.value - 0.3) < 1e-6)
        h.up(thumbX(0.5) + 30, 115)
    }

    @Test("A primary action runs on each change the finger makes, never on a change made in code")
    func primaryAction() {
        var values: [Float] = []
        let slider = UISlider(
            frame: .zero,
            primaryAction: UIAction { action in
                values.append((action.sender as? UISlider)?.value ?? -1)
            })
        let h = ControlHarness(slider)
        h.control.frame = CGRect(x: 50, y: 100, width: 231, height: 31)
        h.control.value = 0.5
        h.down(thumbX(0.5), 115)
        h.move(thumbX(0.5) + 20, 115)
        h.move(thumbX(0.5) + 40, 115)
        h.up(thumbX(0.5) + 40, 115)
        #expect(values.map { ($0 * 10).rounded() } == [6, 7])
    }

    @Test("A disabled slider stops dragging and sends nothing more")
    func disabledMidDrag() {
        let h = sliderHarness(value: 0.5, continuous: false)
        h.down(thumbX(0.5), 115)
        h.move(thumbX(0.5) + 20, 115)
        h.control.isEnabled = false
        h.move(thumbX(0.5) + 40, 115)
        h.up(thumbX(0.5) + 40, 115)
        #expect(abs(h.control.value - 0.6) < 1e-6)
        #expect(h.events == ["touchDown", "touchDragInside"])
    }
}

@MainActor
@Suite("UISlider's geometry")
struct UISliderGeometryTests {
    @Test("The track spans the bounds between the value images, centred vertically")
    func trackBetweenImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 18, width: 300, height: 4))
        slider.minimumValueImage = UIImage(size: CGSize(width: 20, height: 20))
        slider.maximumValueImage = UIImage(size: CGSize(width: 30, height: 10))
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 10, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 270, y: 15, width: 30, height: 10))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 28, y: 18, width: 234, height: 4))
    }

    @Test("The thumb sits at the track's ends for the range's ends, and a thumb image gives its size")
    func thumbPositions() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 0)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 231)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 5).maxX == 231)
        slider.setThumbImage(UIImage(size: CGSize(width: 51, height: 21)), for: .normal)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        #expect(thumb == CGRect(x: 90, y: 5, width: 51, height: 21))
    }

    @Test("Right to left, the minimum is at the right and the thumb follows the finger leftwards")
    func rightToLeft() {
        let h = sliderHarness(value: 0)
        h.control.semanticContentAttribute = .forceRightToLeft
        let track = h.control.trackRect(forBounds: h.control.bounds)
        #expect(h.control.thumbRect(forBounds: h.control.bounds, trackRect: track, value: 0).maxX == 231)
        h.down(50 + 231 - 15.5, 115)
        h.move(50 + 231 - 15.5 - 50, 115)
        h.up(50 + 231 - 15.5 - 50, 115)
        #expect(abs(h.control.value - 0.25) < 1e-6)
    }

    @Test("Images per state fall back to the normal state's, as UIKit's do")
    func imagesPerState() {
        let slider = UISlider()
        let normal = UIImage(size: CGSize(width: 10, height: 10))
        let highlighted = UIImage(size: CGSize(width: 12, height: 12))
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(highlighted, for: .highlighted)
        slider.setMinimumTrackImage(normal, for: .normal)
        #expect(slider.thumbImage(for: .disabled) === normal)
        #expect(slider.thumbImage(for: .highlighted) === highlighted)
        #expect(slider.currentThumbImage === normal)
        #expect(slider.currentMinimumTrackImage === normal)
        #expect(slider.currentMaximumTrackImage == nil)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === highlighted)
    }
}
