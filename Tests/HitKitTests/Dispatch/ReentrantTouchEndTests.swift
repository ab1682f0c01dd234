import Foundation
import Testing

@testable import HitKit

/// Every view that heard a touch begin hears it end or be cancelled, also when the touch was sent
/// by a handler that app code ran outside any event (issue 24, item 19).
@MainActor
@Suite("Touches sent by handlers outside events end")
struct ReentrantTouchEndTests {
    @Test("A finger sent down on a view by its own touchesCancelled, as app code removes it, never stays begun on it")
    func fingerSentDownOnARemovedViewFromItsCancel() {
        let stage = CoreStage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 200, height: 200))
        card.isMultipleTouchEnabled = true
        card.reaction = { phase in
            if phase == "cancelled" { stage.down(2, 50, 50, at: stage.app.clock.now) }
        }
        stage.down(1, 20, 20, at: 0)
        card.removeFromSuperview()  // app code, between events
        stage.up(1, 20, 20, at: 0.1)
        stage.up(2, 50, 50, at: 0.1)
        #expect(stage.app.activeTouches.isEmpty)
        // Sent while the card was leaving, the finger lands once it has left: on the window.
        #expect(stage.journal.entries == ["card began 1", "card cancelled 1"])
        let began = card.received.filter { $0.phase == "began" }.flatMap(\.touches)
        let finished = card.received.filter { $0.phase != "began" && $0.phase != "moved" }.flatMap(\.touches)
        #expect(Set(began) == Set(finished))
    }
}
