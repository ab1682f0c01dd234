import Foundation
import HitKit
import HitKitTesting
import Testing

/// `EventGenerator`'s hover: a mouse or pen with no contact, as `HoverSample`s.
@MainActor
@Suite("EventGenerator: hover")
struct EventGeneratorHoverTests {
    private let application = UIApplication()

    private func stage() throws -> (EventGenerator, UIView, UIHoverGestureRecognizer, Box) {
        // An application of its own, which the generator keeps alive: UIApplication.shared would
        // carry this test's state (its trace recorder) into others.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        target.accessibilityIdentifier = "target"
        window.addSubview(target)
        window.makeKeyAndVisible()
        let box = Box()
        let hover = UIHoverGestureRecognizer { box.states.append("\($0.state)") }
        target.addGestureRecognizer(hover)
        return (try EventGenerator(window: window), target, hover, box)
    }

    @Test("hoverMove crosses a view one sample a frame: began, changed for each frame over it, ended")
    func crossing() throws {
        let (generator, _, hover, box) = try stage()
        try generator.hover(at: CGPoint(x: 10, y: 150))
        #expect(generator.hoverLocation == CGPoint(x: 10, y: 150))
        try generator.hoverMove(to: CGPoint(x: 310, y: 150), duration: 0.1)
        #expect(box.states.first == "began")
        #expect(box.states.last == "ended")
        #expect(box.states.dropFirst().dropLast().allSatisfy { $0 == "changed" })
        #expect(hover.state == .possible)
        #expect(generator.hoverLocation == CGPoint(x: 310, y: 150))
    }

    @Test("hover(at:) a view hovers its visible centre; hoverLeave ends the hover and forgets the pointer")
    func overAViewAndLeave() throws {
        let (generator, target, _, box) = try stage()
        try generator.hover(at: target)
        #expect(generator.hoverLocation == CGPoint(x: 150, y: 150))
        generator.hoverLeave()
        #expect(box.states == ["began", "ended"])
        #expect(generator.hoverLocation == nil)
        generator.hoverLeave()
        #expect(box.states == ["began", "ended"])
    }

    @Test("A pen hovers with its zOffset")
    func penZOffset() throws {
        let (generator, target, hover, _) = try stage()
        try generator.hover(at: target, kind: .pen, zOffset: 0.25)
        #expect(hover.zOffset == 0.25)
    }

    @Test("A NaN point or a negative duration is refused before anything is sent")
    func refusals() throws {
        let (generator, _, _, box) = try stage()
        #expect(throws: EventGeneratorError.self) { try generator.hover(at: CGPoint(x: CGFloat.nan, y: 0)) }
        #expect(throws: EventGeneratorError.self) { try generator.hoverMove(to: CGPoint(x: 1, y: 1), duration: -1) }
        #expect(box.states.isEmpty)
        #expect(generator.hoverLocation == nil)
    }

    @Test("The trace names each hover sample, in its own category")
    func traceLines() throws {
        let (generator, _, _, _) = try stage()
        let recorder = TraceRecorder(application: generator.application)
        try generator.hover(at: CGPoint(x: 150, y: 150))
        generator.hoverLeave()
        #expect(
            recorder.lines(.hover) == ["hover 0 enter (150.0, 150.0) over <target>", "hover 0 leave"])
        #expect(recorder.lines(.gestures).contains("gesture <UIHoverGestureRecognizer on target> possible → began"))
    }
}

@MainActor
private final class Box {
    var states: [String] = []
}
