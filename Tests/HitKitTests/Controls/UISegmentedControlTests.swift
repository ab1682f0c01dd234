import Foundation
import Testing

@testable import HitKit

/// Three equal segments "A", "B", "C" at (100, 100), 120 × 50: x 100–140, 140–180 and 180–220.
@MainActor
private func segmentedHarness() -> ControlHarness<UISegmentedControl> {
    let h = ControlHarness(UISegmentedControl(items: ["A", "B", "C"]))
    h.control.frame = CGRect(x: 100, y: 100, width: 120, height: 50)
    return h
}

@MainActor
private func tap(_ h: ControlHarness<UISegmentedControl>, _ x: CGFloat) {
    h.down(x, 125)
    h.up(x, 125)
}

@MainActor
@Suite("UISegmentedControl selects the tapped segment, as UIKit's does")
struct UISegmentedControlTests {
    @Test("init(items:) makes a segment per item, none selected")
    func itemsMakeSegments() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 1) == "B")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test("A tap on a segment selects it when the finger lifts, sending valueChanged")
    func tapSelects() {
        let h = segmentedHarness()
        h.down(160, 125)
        #expect(h.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        h.up(160, 125)
        #expect(h.control.selectedSegmentIndex == 1)
        #expect(h.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        h.recorder.reset()
        tap(h, 210)
        #expect(h.control.selectedSegmentIndex == 2)
        #expect(h.events.contains("valueChanged"))
    }

    @Test("A tap on the selected segment, or setting the index in code, sends no valueChanged")
    func noChangeNoEvent() {
        let h = segmentedHarness()
        h.control.selectedSegmentIndex = 0
        h.control.selectedSegmentIndex = 7  // out of range: ignored
        #expect(h.control.selectedSegmentIndex == 0)
        tap(h, 110)
        #expect(h.control.selectedSegmentIndex == 0)
        #expect(!h.events.contains("valueChanged"))
    }

    @Test("A disabled segment ignores taps")
    func disabledSegment() {
        let h = segmentedHarness()
        h.control.setEnabled(false, forSegmentAt: 1)
        #expect(!h.control.isEnabledForSegment(at: 1))
        tap(h, 160)
        #expect(h.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!h.events.contains("valueChanged"))
    }

    @Test("A momentary control sends valueChanged on every tap and keeps no selection")
    func momentary() {
        let h = segmentedHarness()
        h.control.isMomentary = true
        var seen: [Int] = []
        h.control.addAction(
            UIAction { action in seen.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -2) },
            for: .valueChanged)
        tap(h, 110)
        tap(h, 110)
        #expect(seen == [0, 0])
        #expect(h.control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("Segments made from UIActions run their action when the user selects them")
    func actionSegments() {
        var ran: [String] = []
        let actions = ["One", "Two"].map { title in UIAction(title: title) { _ in ran.append(title) } }
        let h = ControlHarness(UISegmentedControl(frame: .zero, actions: actions))
        h.control.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        #expect(h.control.titleForSegment(at: 0) == "One")
        h.down(180, 125)
        h.up(180, 125)
        h.down(180, 125)
        h.up(180, 125)
        #expect(ran == ["Two"])
        #expect(h.control.selectedSegmentIndex == 1)
    }

    @Test("Inserting and removing segments keeps the same segment selected")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: -5, animated: false)
        #expect(control.titleForSegment(at: 0) == "Z" && control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "End" && control.numberOfSegments == 4)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeSegment(at: 42, animated: false)
        #expect(control.numberOfSegments == 2)
    }

    @Test("A finger that lifts off the control selects nothing")
    func liftOutside() {
        let h = segmentedHarness()
        h.down(160, 125)
        h.move(160, 170)
        h.up(160, 170)
        #expect(h.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!h.events.contains("valueChanged"))
    }
}
