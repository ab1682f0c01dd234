import Foundation
import Testing

@testable import HitKit

/// A delegate written as UIKit code adopts it (iOS 13.4): it answers for the event, then for the
/// touch, and records what it was asked.
private final class EventFilteringDelegate: NSObject, UIGestureRecognizerDelegate {
    var receivesEvents = true
    var asked: [String] = []

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        asked.append("event with \(event.allTouches?.count ?? 0) touches")
        return receivesEvents
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("touch")
        return true
    }
}

/// `UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)` for a `UIEvent`: asked once
/// per event that brings the recognizer new touches, before the touch is asked about; `false`
/// keeps the event's touches from it ("Return false to prevent the gesture recognizer from seeing
/// this event").
@MainActor
@Suite("Delegate: should receive the event")
struct ShouldReceiveEventTests {
    @Test("The delegate is asked about the event, then the touch, when a touch begins; not for its later phases")
    func askedBeforeTheTouch() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        let delegate = EventFilteringDelegate()
        recognizer.delegate = delegate
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        #expect(delegate.asked == ["event with 1 touches", "touch"])
        stage.move(12, 10, at: 0.02)
        stage.up(12, 10, at: 0.04)
        #expect(delegate.asked == ["event with 1 touches", "touch"])
        #expect(stage.log.entries.prefix(2) == ["rec touchesBegan", "view began"])
    }

    @Test("An event that brings a second finger is asked about too, once")
    func askedForEachEventWithNewTouches() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        let delegate = EventFilteringDelegate()
        recognizer.delegate = delegate
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.down(50, 50, at: 0.01, finger: 2)
        #expect(delegate.asked == ["event with 1 touches", "touch", "event with 2 touches", "touch"])
        stage.app.cancelAllTouches()
    }

    @Test("false keeps the event's touches from the recognizer: no touch question, no phases; the view gets them")
    func falseKeepsTheEventAway() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onEnded = { $0.state = .ended }
        let delegate = EventFilteringDelegate()
        delegate.receivesEvents = false
        recognizer.delegate = delegate
        stage.view.addGestureRecognizer(recognizer)
        let recorder = DecisionRecorder()
        stage.app.addObserver(recorder)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.05)
        #expect(delegate.asked == ["event with 1 touches"])
        #expect(stage.log.entries == ["view began", "view ended"])
        #expect(recorder.decisions.first?.outcome == .notReceiving)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)

        delegate.receivesEvents = true
        stage.down(10, 10, at: 1)
        stage.up(10, 10, at: 1.05)
        #expect(
            stage.log.entries.suffix(5) == [
                "rec touchesBegan", "view began", "rec touchesEnded", "view cancelled", "rec action ended",
            ])
    }
}
