import Foundation
import Testing

@testable import HitKit

/// Records the states a recognizer's action sees.
@MainActor
private final class StateLog {
    var states: [UIGestureRecognizer.State] = []
    init(_ recognizer: UIGestureRecognizer) {
        recognizer.addTarget { [unowned self] in self.states.append($0.state) }
    }
}

/// A slider of 231 × 31 points at (50, 100), value 0.5, in a container with `recognizer`: its
/// thumb's centre is at (165.5, 115.5) and 200 points of finger make the whole range.
@MainActor
private func slider(
    with recognizer: UIGestureRecognizer, continuous: Bool = true
) -> (ControlHarness<UISlider>, StateLog) {
    let h = ControlHarness(UISlider())
    h.control.frame = CGRect(x: 50, y: 100, width: 231, height: 31)
    h.control.value = 0.5
    h.control.isContinuous = continuous
    h.container.addGestureRecognizer(recognizer)
    return (h, StateLog(recognizer))
}

/// A switch at (100, 100), off, in a container with `recognizer`.
@MainActor
private func toggle(with recognizer: UIGestureRecognizer) -> (ControlHarness<UISwitch>, StateLog) {
    let h = ControlHarness(UISwitch())
    h.control.frame = CGRect(x: 100, y: 100, width: 51, height: 31)
    h.container.addGestureRecognizer(recognizer)
    return (h, StateLog(recognizer))
}

@MainActor
@Suite("A slider's thumb and a switch keep parallel drags from a parent's pan and swipe")
struct ControlDragExemptionTests {
    @Test("A horizontal drag on a slider's thumb moves the slider; the parent's pan never begins")
    func sliderThumbKeepsHorizontalPan() {
        let (h, pan) = slider(with: UIPanGestureRecognizer())
        h.down(165.5, 115)
        for dx in [6.0, 12, 24, 40] { h.move(165.5 + dx, 117) }
        h.up(205.5, 117)
        #expect(pan.states.isEmpty)
        #expect(abs(h.control.value - 0.7) < 1e-6)
        #expect(h.events.last == "touchUpInside")
        #expect(!h.events.contains("touchCancel"))
    }

    @Test("A vertical drag on a slider's thumb begins the parent's pan, which cancels the slider's touch")
    func verticalPanOverSliderBegins() {
        let (h, pan) = slider(with: UIPanGestureRecognizer())
        h.down(165.5, 115)
        h.move(165.5, 121)
        h.move(167.5, 130)
        h.move(167.5, 160)
        h.up(167.5, 160)
        #expect(pan.states == [.began, .changed, .ended])
        #expect(h.control.value == 0.5)
        #expect(h.events == ["touchDown", "touchDragInside", "touchCancel"])
    }

    @Test("A horizontal drag that starts off the thumb belongs to the parent's pan")
    func panOffThumbBegins() {
        let (h, pan) = slider(with: UIPanGestureRecognizer())
        h.down(225.5, 115)
        h.move(245.5, 115)
        h.up(245.5, 115)
        #expect(pan.states == [.began, .ended])
        #expect(h.control.value == 0.5)
        #expect(h.events == ["touchDown", "touchCancel"])
    }

    @Test("A non-continuous slider cancelled by a parent's pan still sends its new value")
    func nonContinuousCancelledReportsValue() {
        let (h, pan) = slider(with: UIPanGestureRecognizer(), continuous: false)
        h.down(165.5, 115)
        h.move(173.5, 115)  // 8 points: too short for the pan, enough to move the thumb
        h.move(173.5, 145)  // now mostly vertical: the pan begins
        h.up(173.5, 145)
        #expect(pan.states.first == .began)
        #expect(abs(h.control.value - 0.54) < 1e-6)
        #expect(
            h.events == ["touchDown", "touchDragInside", "valueChanged", "primaryActionTriggered", "touchCancel"])
    }

    @Test("A two-finger pan is not exempt: it begins even with a finger on the thumb")
    func twoFingerPanBegins() {
        let recognizer = UIPanGestureRecognizer()
        recognizer.minimumNumberOfTouches = 2
        let (h, pan) = slider(with: recognizer)
        h.down(165.5, 115, pointer: 1)
        h.down(165.5, 300, pointer: 2)
        h.move(185.5, 115, pointer: 1)
        h.move(185.5, 300, pointer: 2)
        h.up(185.5, 115, pointer: 1)
        h.up(185.5, 300, pointer: 2)
        #expect(pan.states.first == .began)
        #expect(h.events.contains("touchCancel"))
    }

    @Test("Parallel is measured along the slider's own track: a rotated slider keeps a vertical pan")
    func rotatedSliderKeepsPanAlongItsTrack() {
        let (h, pan) = slider(with: UIPanGestureRecognizer())
        h.control.center = CGPoint(x: 200, y: 200)
        h.control.transform = CGAffineTransform(rotationAngle: .pi / 2)  // the track now runs down
        h.down(200, 200)  // the thumb's centre at value 0.5
        for dy in [6.0, 12, 24, 40] { h.move(201, 200 + dy) }
        h.up(201, 240)
        #expect(pan.states.isEmpty)
        #expect(abs(h.control.value - 0.7) < 1e-4)
    }

    @Test("A parent's pan that delays touches begins even along the thumb: the slider never tracked the touch")
    func delayingPanBegins() {
        let recognizer = UIPanGestureRecognizer()
        recognizer.delaysTouchesBegan = true
        let (h, pan) = slider(with: recognizer)
        h.down(165.5, 115)
        for dx in [6.0, 12, 24] { h.move(165.5 + dx, 115) }
        h.up(189.5, 115)
        #expect(pan.states.first == .began)
        #expect(h.control.value == 0.5)
        #expect(!h.events.contains("valueChanged"))
    }

    @Test("A pan attached to the slider itself is not exempt: it begins and cancels the slider's touch")
    func ownPanBegins() {
        let (h, _) = slider(with: UITapGestureRecognizer())
        let own = UIPanGestureRecognizer()
        let pan = StateLog(own)
        h.control.addGestureRecognizer(own)
        h.down(165.5, 115)
        h.move(185.5, 115)
        h.up(185.5, 115)
        #expect(pan.states == [.began, .ended])
        #expect(h.events == ["touchDown", "touchCancel"])
    }

    @Test("A parent's swipe along a slider's thumb fails; across it, it recognizes and cancels the slider")
    func swipeOverSlider() {
        let recognizer = UISwipeGestureRecognizer()
        recognizer.direction = [.right, .down]
        let (h, swipe) = slider(with: recognizer)
        h.down(165.5, 115)
        for dx in [20.0, 40, 60] { h.move(165.5 + dx, 115) }
        h.up(225.5, 115)
        #expect(swipe.states.isEmpty)
        #expect(abs(h.control.value - 0.8) < 1e-6)
        #expect(h.events.last == "touchUpInside")

        h.recorder.reset()
        h.wait(1)
        h.down(225.5, 115)
        for dy in [20.0, 40, 60] { h.move(225.5, 115 + dy) }
        h.up(225.5, 175)
        #expect(swipe.states == [.ended])
        #expect(h.events == ["touchDown", "touchDragInside", "touchDragInside", "touchCancel"])
    }

    @Test("A horizontal drag on a switch flips it; the parent's pan never begins")
    func switchKeepsHorizontalPan() {
        let (h, pan) = toggle(with: UIPanGestureRecognizer())
        h.down(112, 115)
        h.move(118, 116)
        h.move(126, 116)
        h.up(126, 116)
        #expect(pan.states.isEmpty)
        #expect(h.control.isOn)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test("A vertical drag on a switch begins the parent's pan; the switch's touch is cancelled and it stays off")
    func verticalPanOverSwitchBegins() {
        let (h, pan) = toggle(with: UIPanGestureRecognizer())
        h.down(125, 115)
        h.move(126, 121)
        h.move(127, 140)
        h.up(127, 140)
        #expect(pan.states == [.began, .ended])
        #expect(!h.control.isOn)
        #expect(h.events == ["touchDown", "touchDragInside", "touchCancel"])
    }

    @Test("A parent's swipe along a switch fails and the switch keeps the drag")
    func swipeAlongSwitchFails() {
        let recognizer = UISwipeGestureRecognizer()
        let (h, swipe) = toggle(with: recognizer)
        h.down(105, 115)
        for dx in [20.0, 40, 60] { h.move(105 + dx, 115) }
        h.up(165, 115)
        #expect(swipe.states.isEmpty)
        #expect(h.control.isOn)
    }

    @Test("A parent's single tap on a switch fails and the switch flips, sending valueChanged once")
    func parentTapOnSwitch() {
        let (h, tap) = toggle(with: UITapGestureRecognizer())
        h.down(125, 115)
        h.up(125, 115)
        #expect(tap.states.isEmpty)
        #expect(h.control.isOn)
        #expect(h.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }
}
