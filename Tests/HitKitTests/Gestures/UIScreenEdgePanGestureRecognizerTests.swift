import Foundation
import Testing

@testable import HitKit

@MainActor
@Suite("UIScreenEdgePanGestureRecognizer")
struct UIScreenEdgePanGestureRecognizerTests {
    /// A stage (320 × 480 window) with an edge pan on its window, recording its action's states.
    private func edgeStage(_ edges: UIRectEdge) -> (
        GestureStage, UIScreenEdgePanGestureRecognizer, () -> [UIGestureRecognizer.State]
    ) {
        let stage = GestureStage()
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = edges
        var states: [UIGestureRecognizer.State] = []
        edgePan.addTarget { states.append($0.state) }
        stage.window.addGestureRecognizer(edgePan)
        return (stage, edgePan, { states })
    }

    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("UIRectEdge has UIKit's raw values")
    func rectEdgeValues() {
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
    }

    @Test("By default no edge is accepted, so nothing is recognized")
    func noEdgesByDefault() {
        let (stage, edgePan, states) = edgeStage([])
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
        #expect(edgePan.maximumNumberOfTouches == 1)
        stage.down(5, 100, at: 0)
        stage.move(100, 100, at: 0.05)
        stage.up(100, 100, at: 0.1)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A drag in from the left edge pans, with translation and ending")
    func leftEdge() {
        let (stage, edgePan, states) = edgeStage(.left)
        stage.down(HitKitDefaults.screenEdgeRegionWidth - 1, 100, at: 0)
        stage.move(60, 104, at: 0.05)
        #expect(states() == [.began])
        #expect(edgePan.translation(in: nil) == CGPoint(x: 60 - HitKitDefaults.screenEdgeRegionWidth + 1, y: 4))
        stage.move(90, 104, at: 0.1)
        stage.up(90, 104, at: 0.15)
        #expect(states() == [.began, .changed, .ended])
        expectNoLeftovers(stage)
    }

    @Test("A touch that starts away from the accepted edges fails at once")
    func awayFromEdgeFails() {
        let (stage, edgePan, states) = edgeStage(.left)
        stage.down(HitKitDefaults.screenEdgeRegionWidth + 1, 100, at: 0)
        #expect(edgePan.state == .failed)
        stage.move(120, 100, at: 0.05)
        stage.up(120, 100, at: 0.1)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A drag along the edge rather than away from it fails")
    func dragAlongEdgeFails() {
        let (stage, _, states) = edgeStage(.left)
        stage.down(5, 100, at: 0)
        stage.move(10, 160, at: 0.05)
        stage.up(10, 160, at: 0.1)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("The right and bottom edges are those of the window")
    func rightAndBottomEdges() {
        let (stage, _, states) = edgeStage([.right, .bottom])
        stage.down(315, 200, at: 0)
        stage.move(250, 205, at: 0.05)
        stage.up(250, 205, at: 0.1)
        #expect(states() == [.began, .ended])
        stage.down(160, 475, at: 1)
        stage.move(160, 400, at: 1.05)
        stage.up(160, 400, at: 1.1)
        #expect(states() == [.began, .ended, .began, .ended])
        stage.down(5, 200, at: 2)  // the left edge is not accepted
        stage.move(80, 200, at: 2.05)
        stage.up(80, 200, at: 2.1)
        #expect(states() == [.began, .ended, .began, .ended])
        expectNoLeftovers(stage)
    }

    @Test("Touches beyond the first are ignored")
    func extraTouchesIgnored() {
        let (stage, edgePan, states) = edgeStage(.left)
        stage.down(5, 100, at: 0, finger: 1)
        stage.down(150, 300, at: 0.01, finger: 2)
        #expect(edgePan.numberOfTouches == 1)
        stage.move(60, 100, at: 0.05, finger: 1)
        #expect(states() == [.began])
        #expect(edgePan.translation(in: nil) == CGPoint(x: 55, y: 0))
        stage.up(60, 100, at: 0.1, finger: 1)
        #expect(states() == [.began, .ended])
        stage.up(150, 300, at: 0.1, finger: 2)
        expectNoLeftovers(stage)
    }
}
