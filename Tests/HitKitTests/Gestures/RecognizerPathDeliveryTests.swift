import Foundation
import Testing

@testable import HitKit

/// A pan, a long press, a tap and a swipe on the hit view and its ancestors: the mix the
/// `Dispatch/move-…` and `sequence-…` benchmarks put on the touch's path. These tests pin what the
/// benchmarks rely on — every recognizer on the path gets every phase while it is undecided, and
/// once the hit view's pan begins the others fail and stop getting moves.
@MainActor
@Suite("Recognizers on the touch's path")
struct RecognizerPathDeliveryTests {
    /// The stage's view (the hit view) with a pan, its three nested ancestors with a long press, a
    /// tap and a swipe, each recognizer logging the phases it gets.
    private func makePath(_ stage: GestureStage) -> (hitView: UIView, names: [String]) {
        var parent: UIView = stage.view
        var views: [UIView] = []
        for _ in 0..<3 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        let recognizers: [UIGestureRecognizer] = [
            UIPanGestureRecognizer(), UILongPressGestureRecognizer(), UITapGestureRecognizer(),
            UISwipeGestureRecognizer(),
        ]
        let names = ["pan", "longPress", "tap", "swipe"]
        for (index, (recognizer, view)) in zip(recognizers, views.reversed() + [stage.view]).enumerated() {
            recognizer.name = names[index]
            recognizer.addTarget { [log = stage.log] recognizer in log("\(names[index]) \(recognizer.state)") }
            view.addGestureRecognizer(recognizer)
        }
        return (parent, names)
    }

    @Test("Every undecided recognizer on the path gets the touch-down and every move")
    func everyRecognizerGetsEveryMove() {
        let stage = GestureStage()
        let (hitView, names) = makePath(stage)
        stage.down(50, 50, at: 0)
        let touch = stage.app.activeTouches.first
        #expect(touch?.view === hitView)
        #expect(touch?.gestureRecognizers?.compactMap(\.name) == names)
        let recognizers = touch?.gestureRecognizers ?? []
        for step in 1...10 {
            stage.move(50 + (step.isMultiple(of: 2) ? 2 : 4), 50, at: Double(step) / 120)
            // Moves of 2 to 4 points decide nothing: each recognizer is still possible and tracks
            // the touch, so the next move reaches it too.
            #expect(recognizers.allSatisfy { $0.state == .possible && $0.numberOfTouches == 1 })
        }
        stage.up(52, 50, at: 11.0 / 120)
        // The lift: the tap recognizes; nothing else did before it.
        #expect(stage.log.entries.filter { !$0.hasPrefix("view") } == ["tap ended"])
    }

    @Test("Once the hit view's pan begins, the others fail and only the pan gets the moves")
    func panningTakesTheMoves() {
        let stage = GestureStage()
        _ = makePath(stage)
        stage.down(50, 50, at: 0)
        let recognizers = stage.app.activeTouches.first?.gestureRecognizers ?? []
        for step in 1...10 {
            stage.move(50 + CGFloat(step) * 2, 50, at: Double(step) / 120)
        }
        #expect(recognizers.map(\.state) == [.changed, .failed, .failed, .failed])
        let panActions = stage.log.entries.filter { $0.hasPrefix("pan") }
        #expect(panActions == ["pan began"] + Array(repeating: "pan changed", count: 4))
        stage.up(70, 50, at: 11.0 / 120)
    }
}
