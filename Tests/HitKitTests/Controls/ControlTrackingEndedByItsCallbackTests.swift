import Foundation
import Testing

@testable import HitKit

/// A control whose tracking callbacks can remove it from its window or disable it.
@MainActor
private final class SelfEndingControl: UIControl {
    enum Ending { case remove, disable }
    var onBegin: Ending?
    var onContinue: Ending?
    var log: [String] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("beginTracking")
        if let onBegin { end(onBegin) }
        return true
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continueTracking")
        if let onContinue { end(onContinue) }
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("endTracking") }
    override func cancelTracking(with event: UIEvent?) {
        log.append("cancelTracking event=\(event == nil ? "nil" : "touch")")
    }

    private func end(_ ending: Ending) {
        switch ending {
        case .remove: removeFromSuperview()
        case .disable: isEnabled = false
        }
    }
}

/// A slider of 231 × 31 points at (50, 100) whose thumb, at value 0.5, is centred at (165.5, 115.5).
@MainActor
private func sliderHarness() -> ControlHarness<UISlider> {
    let h = ControlHarness(UISlider())
    h.control.frame = CGRect(x: 50, y: 100, width: 231, height: 31)
    h.control.value = 0.5
    return h
}

@MainActor
@Suite("A control whose own tracking callback ends its tracking is left neither tracking nor highlighted")
struct ControlTrackingEndedByItsCallbackTests {
    @Test("A slider whose valueChanged action removes it from its window (slide to unlock) stops tracking")
    func sliderRemovedByValueChanged() {
        let h = sliderHarness()
        let slider = h.control
        slider.addAction(UIAction { _ in slider.removeFromSuperview() }, for: .valueChanged)
        h.down(165.5, 115)
        h.move(185.5, 115)
        #expect(slider.window == nil)
        #expect(!slider.isTracking && !slider.isHighlighted && !slider.isTouchInside)
        #expect(h.events == ["touchDown", "valueChanged", "touchCancel"])
        h.up(185.5, 115)
        #expect(!slider.isTracking && !slider.isHighlighted)
        #expect(h.app.activeTouches.isEmpty)
    }

    @Test("A slider whose valueChanged action disables it stops tracking and sends nothing more")
    func sliderDisabledByValueChanged() {
        let h = sliderHarness()
        let slider = h.control
        slider.addAction(UIAction { _ in slider.isEnabled = false }, for: .valueChanged)
        h.down(165.5, 115)
        h.move(185.5, 115)
        #expect(!slider.isTracking && !slider.isHighlighted && !slider.isTouchInside)
        h.move(205.5, 115)
        h.up(205.5, 115)
        #expect(!slider.isTracking && !slider.isHighlighted)
        #expect(abs(slider.value - 0.6) < 1e-6)
        #expect(h.events == ["touchDown", "valueChanged"])
    }

    @Test("A control that removes itself in beginTracking is cancelled before touchDown and not left tracking")
    func removedInBeginTracking() {
        let h = ControlHarness(SelfEndingControl())
        h.control.onBegin = .remove
        h.down(150, 125)
        #expect(!h.control.isTracking && !h.control.isHighlighted && !h.control.isTouchInside)
        #expect(h.control.log == ["beginTracking"])
        #expect(h.events == ["touchCancel"])
        h.up(150, 125)
        #expect(!h.control.isTracking && !h.control.isHighlighted)
        #expect(h.app.activeTouches.isEmpty)
    }

    @Test("A control that disables itself in beginTracking sends nothing and is not left tracking")
    func disabledInBeginTracking() {
        let h = ControlHarness(SelfEndingControl())
        h.control.onBegin = .disable
        h.down(150, 125)
        #expect(!h.control.isTracking && !h.control.isHighlighted && !h.control.isTouchInside)
        h.move(160, 125)
        h.up(160, 125)
        #expect(h.control.log == ["beginTracking"])
        #expect(h.events.isEmpty)
        #expect(!h.control.isTracking && !h.control.isHighlighted)
    }

    @Test("A control that removes itself in continueTracking gets cancelTracking and touchCancel, then rests")
    func removedInContinueTracking() {
        let h = ControlHarness(SelfEndingControl())
        h.control.onContinue = .remove
        h.down(150, 125)
        h.move(160, 125)
        #expect(!h.control.isTracking && !h.control.isHighlighted && !h.control.isTouchInside)
        #expect(h.control.log == ["beginTracking", "continueTracking", "cancelTracking event=nil"])
        #expect(h.events == ["touchDown", "touchCancel"])
        h.up(160, 125)
        #expect(!h.control.isTracking && !h.control.isHighlighted)
    }

    @Test("A control that disables itself in continueTracking gets cancelTracking, sends nothing more, and rests")
    func disabledInContinueTracking() {
        let h = ControlHarness(SelfEndingControl())
        h.control.onContinue = .disable
        h.down(150, 125)
        h.move(160, 125)
        #expect(!h.control.isTracking && !h.control.isHighlighted && !h.control.isTouchInside)
        h.move(170, 125)
        h.up(170, 125)
        #expect(h.control.log == ["beginTracking", "continueTracking", "cancelTracking event=nil"])
        #expect(h.events == ["touchDown"])
        #expect(!h.control.isTracking && !h.control.isHighlighted)
    }

    @Test("A control re-enabled after disabling itself mid-touch tracks the next touch normally")
    func tracksAgainAfterDisablingItself() {
        let h = ControlHarness(SelfEndingControl())
        h.control.onContinue = .disable
        h.down(150, 125)
        h.move(160, 125)
        h.up(160, 125)
        h.control.onContinue = nil
        h.control.isEnabled = true
        h.recorder.reset()
        h.wait(1)
        h.tap()
        #expect(h.events == ["touchDown", "touchUpInside"])
        #expect(!h.control.isTracking && !h.control.isHighlighted)
    }
}
