import Foundation
import Testing

@testable import HitKit

/// A recognizer stage for view delivery alone: it holds what a test says and, while it is given an
/// event, can re-enter view delivery as arbitration does.
@MainActor
private final class ScriptedRecognizers: RecognizerDelivery {
    var holdsBegan = false
    /// Runs while the recognizers are given an event (before its view delivery).
    var onDeliver: (([UITouch], UIEvent) -> Void)?
    private(set) var delivered: [UITouch.Phase] = []

    func deliver(_ touches: [UITouch], with event: UIEvent) {
        delivered += touches.map(\.phase)
        onDeliver?(touches, event)
    }

    func holdsViewDelivery(of touch: UITouch, phase: UITouch.Phase) -> Bool {
        phase == .began && holdsBegan
    }
}

/// The seam through which the recognizer stage re-enters view delivery (`ViewDeliveryReentry`),
/// tried on a `ViewDeliveryStage` with scripted recognizers and no queue or application dispatch.
@MainActor
@Suite("View delivery re-entry seam")
struct ViewDeliveryReentryTests {
    private let journal = TouchJournal()
    private let application = UIApplication(clock: ManualClock())
    private let window: UIWindow
    private let view: JournalingView
    private let recognizers = ScriptedRecognizers()
    private let stage: ViewDeliveryStage

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        view = JournalingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), journal: journal)
        window.addSubview(view)
        window.makeKeyAndVisible()
        stage = ViewDeliveryStage(application: application, recognizers: recognizers, singleTouch: SingleTouchCache())
    }

    /// An event whose one touch, bound to the view, is in `phase`.
    private func event(_ touch: UITouch, _ phase: UITouch.Phase) -> UIEvent {
        touch.phase = phase
        let event = UIEvent(application: application)
        event.orderedTouches = [touch]
        return event
    }

    private func boundTouch() -> UITouch {
        let touch = UITouch(pointerID: 1, screenLocation: CGPoint(x: 5, y: 5), timestamp: 0)
        touch.window = window
        touch.view = view
        return touch
    }

    @Test("A held touchesBegan reaches the view only when released through the seam, before the lift")
    func heldBeganIsReleasedThroughTheSeam() {
        let touch = boundTouch()
        recognizers.holdsBegan = true
        stage.deliver(event(touch, .began), in: window)
        #expect(journal.entries.isEmpty)
        #expect(touch.delivery.heldPhases == [.began])
        recognizers.holdsBegan = false
        stage.releaseHeldPhases(of: [touch], with: nil)
        stage.deliver(event(touch, .ended), in: window)
        #expect(journal.entries == ["view began 1", "view ended 1"])
        #expect(recognizers.delivered == [.began, .ended])
        #expect(touch.delivery.progress == .finished)
    }

    @Test("A cancellation re-entering from the recognizers, mid-event, is the view's last call for the touch")
    func reentrantCancellationWinsOverTheEventInProgress() {
        let touch = boundTouch()
        stage.deliver(event(touch, .began), in: window)
        recognizers.onDeliver = { touches, event in self.stage.cancelViewDelivery(of: touches, with: event) }
        stage.deliver(event(touch, .moved), in: window)
        stage.deliver(event(touch, .ended), in: window)
        #expect(journal.entries == ["view began 1", "view cancelled 1"])
    }

    @Test("A touch kept from its view through the seam before its view saw it never reaches the view")
    func keptTouchNeverReachesItsView() {
        let touch = boundTouch()
        recognizers.holdsBegan = true
        stage.deliver(event(touch, .began), in: window)
        stage.keepFromView(touch)
        recognizers.holdsBegan = false
        stage.releaseHeldPhases(of: [touch], with: nil)
        stage.deliver(event(touch, .ended), in: window)
        #expect(journal.entries.isEmpty)
        #expect(touch.delivery.progress == .finished)
    }

    @Test("The application's pipeline is the seam: arbitration's calls reach its view-delivery stage")
    func pipelineImplementsTheSeam() {
        let seam: any ViewDeliveryReentry = application.pipeline
        #expect(seam === application.pipeline)
    }
}
