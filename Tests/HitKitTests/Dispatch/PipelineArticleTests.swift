import Foundation
import Testing

@testable import HitKit

/// Names the pipeline stage each trace event comes from, as the DispatchPipeline article draws them.
@MainActor
private final class StageRecorder: DispatchObserver {
    private(set) var stages: [String] = []

    func dispatch(_ event: DispatchTraceEvent) {
        let stage: String
        switch event {
        case .touchPhase: stage = "queue"
        case .hitTestEntered, .hitTestSkipped, .hitTestedWhereDrawn, .pointInside, .hitTestReturned:
            stage = "hit-test"
        case .windowSelected, .touchBound, .touchWithheld: stage = "window"
        case .gestureStateChanged, .gestureActionsSent, .gestureDecision: stage = "recognizers"
        case .touchesDelivered: stage = "view delivery"
        case .touchesForwarded: stage = "responder chain"
        case .controlEvents: stage = "controls"
        case .diagnostic: return
        // The keyboard's stage is beside the touch pipeline (see KeyboardInput.md).
        case .pressPhase, .pressesDelivered, .pressesForwarded, .keyCommandPerformed, .pressTakenByTextInput: return
        // So is the scroll stage (see ScrollInput.md).
        case .scrollRouted, .scrollSkipped: return
        // A transform sample is the queue's input, before any stage (see TrackpadGestures.md).
        case .transformPhase, .transformSkipped: return
        // The hover stage is beside it too (see Hover.md).
        case .hoverPhase: return
        }
        if stages.last != stage { stages.append(stage) }
    }

    func take() -> [String] {
        defer { stages = [] }
        return stages
    }
}

/// The DispatchPipeline article's diagram, checked against traced taps: the stages it names are
/// the stages a tap goes through, in the order it draws them, and re-entry is where it says.
@MainActor
@Suite("The pipeline article's diagram")
struct PipelineArticleTests {
    /// The stage names of the article's diagram (`[name]` on its lines), top to bottom.
    static func diagramStages() throws -> [String] {
        let article = try DocumentationText.article("DispatchPipeline")
        let diagram = try #require(
            try article.blocks().first { $0.language.isEmpty && $0.lines.contains { $0.contains("[queue]") } })
        let name = try Regex(#"\[([a-z -]+)\]"#)
        var stages: [String] = []
        for line in diagram.lines {
            for match in line.matches(of: name) {
                let stage = String(line[match.range].dropFirst().dropLast())
                if !stages.contains(stage) { stages.append(stage) }
            }
        }
        return stages
    }

    private let application = UIApplication(clock: ManualClock())
    private let recorder = StageRecorder()
    private let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    private let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    private let label = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    private let cardTap = UITapGestureRecognizer()
    /// Held: an application holds its windows weakly, as UIKit's does.
    private let window: UIWindow

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        // The button's icon is hit; its default touches… forward to the button, which tracks.
        button.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44)))
        card.addSubview(button)
        card.addSubview(label)
        card.addGestureRecognizer(cardTap)
        window.addSubview(card)
        window.makeKeyAndVisible()
        application.addObserver(recorder)
    }

    private func tap(at point: CGPoint, time: TimeInterval) -> (down: [String], up: [String]) {
        application.send(PointerSample(pointerID: 1, phase: .down, location: point, timestamp: time))
        let down = recorder.take()
        application.send(PointerSample(pointerID: 1, phase: .up, location: point, timestamp: time + 0.05))
        return (down, recorder.take())
    }

    @Test("The diagram names the pipeline's stages in the order an event meets them")
    func diagramNamesTheStages() throws {
        #expect(
            try Self.diagramStages() == [
                "queue", "hit-test", "window", "recognizers", "view delivery", "responder chain", "controls",
            ])
    }

    @Test("A tap on a button's icon inside a card with a tap goes through every stage the diagram names, in order")
    func tapOnAButtonFollowsTheDiagram() throws {
        let stages = try Self.diagramStages()
        let (down, up) = tap(at: CGPoint(x: 50, y: 40), time: 0)
        #expect(down == ["queue", "hit-test", "window", "view delivery", "responder chain", "controls"])
        // The card's tap recognizes (the icon, not the button, is the touch's view: no control
        // exemption); its cancelsTouchesInView re-enters view delivery, whose cancel travels the
        // chain to the button; back in the recognizer stage, the tap's action is sent.
        #expect(up == ["queue", "recognizers", "view delivery", "responder chain", "controls", "recognizers"])
        for event in [down, up.dropLast()] {
            let order = event.compactMap { stages.firstIndex(of: $0) }
            #expect(order.count == event.count && order == order.sorted(), "\(event) follows \(stages)")
        }
        #expect(Set(down + up) == Set(stages))
    }

    @Test("A recognizer that recognizes re-enters view delivery from inside the recognizer stage")
    func recognitionReentersViewDelivery() {
        let (down, up) = tap(at: CGPoint(x: 100, y: 120), time: 1)
        #expect(down == ["queue", "hit-test", "window", "view delivery", "responder chain"])
        // The card's tap recognizes; its cancelsTouchesInView cancels the label's touch through the
        // re-entry seam before its action is sent, all within the recognizer stage.
        #expect(up == ["queue", "recognizers", "view delivery", "responder chain", "recognizers"])
        #expect(cardTap.state == .possible)
    }
}
