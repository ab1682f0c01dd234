import Foundation
import Testing

@testable import HitKit

/// `isExclusiveTouch` works in both directions within a window (Apple's `UIView.isExclusiveTouch`).
@MainActor
@Suite("Exclusive touch")
struct ExclusiveTouchTests {
    private func twoViews() -> (stage: CoreStage, exclusive: JournalingView, other: JournalingView) {
        let stage = CoreStage()
        let exclusive = stage.view("exclusive", CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = stage.view("other", CGRect(x: 100, y: 0, width: 100, height: 100))
        return (stage, exclusive, other)
    }

    @Test("isExclusiveTouch is false by default")
    func defaultIsFalse() {
        #expect(!UIView().isExclusiveTouch)
    }

    @Test("While an exclusive view is touched, no other view of the window gets new touches")
    func exclusiveBlocksOthers() {
        let (stage, _, _) = twoViews()
        stage.down(1, 10, 10, at: 0)
        stage.down(2, 150, 10, at: 0.1)
        stage.up(2, 150, 10, at: 0.2)
        stage.up(1, 10, 10, at: 0.3)
        #expect(stage.journal.entries == ["exclusive began 1", "exclusive ended 1"])
    }

    @Test("An exclusive view gets no touch while another view of the window is touched")
    func othersBlockExclusive() {
        let (stage, _, _) = twoViews()
        stage.down(1, 150, 10, at: 0)
        stage.down(2, 10, 10, at: 0.1)
        stage.up(2, 10, 10, at: 0.2)
        stage.up(1, 150, 10, at: 0.3)
        #expect(stage.journal.entries == ["other began 1", "other ended 1"])
    }

    @Test("Once the exclusive touch lifts, other views get touches again")
    func exclusivityEnds() {
        let (stage, _, _) = twoViews()
        stage.tap(1, 10, 10, at: 0)
        stage.tap(2, 150, 10, at: 1)
        #expect(stage.journal.entries == ["exclusive began 1", "exclusive ended 1", "other began 1", "other ended 1"])
    }

    @Test("An exclusive multiple-touch view still gets its own second finger")
    func exclusiveOwnSecondTouch() {
        let (stage, exclusive, _) = twoViews()
        exclusive.isMultipleTouchEnabled = true
        stage.down(1, 10, 10, at: 0)
        stage.down(2, 20, 20, at: 0.1)
        #expect(stage.journal.entries == ["exclusive began 1", "exclusive began 1"])
    }

    @Test("Exclusivity is per window: a touch in another window is delivered")
    func otherWindowUnaffected() {
        let (stage, _, _) = twoViews()
        let secondWindow = UIWindow(frame: CGRect(x: 0, y: 300, width: 100, height: 100), application: stage.app)
        secondWindow.addSubview(JournalingView("elsewhere", frame: secondWindow.bounds, journal: stage.journal))
        secondWindow.isHidden = false
        stage.down(1, 10, 10, at: 0)
        stage.down(2, 10, 310, at: 0.1)
        #expect(stage.journal.entries == ["exclusive began 1", "elsewhere began 1"])
    }
}
