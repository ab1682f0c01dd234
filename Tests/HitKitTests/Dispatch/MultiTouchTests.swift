import Foundation
import Testing

@testable import HitKit

/// Several fingers at once (Apple's `UIView.isMultipleTouchEnabled`, `UIEvent.touches(for:)` and
/// `UITouch.Phase.stationary`).
@MainActor
@Suite("Several touches at once")
struct MultiTouchTests {
    private func samples(_ phase: PointerSample.Phase, _ points: [(Int, CGFloat, CGFloat)], at time: TimeInterval)
        -> [PointerSample]
    {
        points.map {
            PointerSample(pointerID: $0.0, phase: phase, location: CGPoint(x: $0.1, y: $0.2), timestamp: time)
        }
    }

    @Test("Touches of one event that share a multiple-touch view arrive in one touchesBegan call")
    func sharedViewOneCall() {
        let stage = CoreStage()
        let pad = stage.view("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.isMultipleTouchEnabled = true
        stage.app.send(samples(.down, [(1, 10, 10), (2, 50, 50)], at: 0))
        stage.app.send(samples(.move, [(1, 12, 10), (2, 52, 50)], at: 0.1))
        stage.app.send(samples(.up, [(1, 12, 10), (2, 52, 50)], at: 0.2))
        #expect(stage.journal.entries == ["pad began 2", "pad moved 2", "pad ended 2"])
        let began = pad.received[0].touches
        #expect(Set(began.map(\.pointerID)) == [1, 2])
        #expect(began.allSatisfy { $0.phase == .ended })  // The same objects, now ended.
    }

    @Test("Touches of one event on different views arrive in one call per view")
    func differentViewsSeparateCalls() {
        let stage = CoreStage()
        stage.view("left", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view("right", CGRect(x: 100, y: 0, width: 100, height: 100))
        stage.app.send(samples(.down, [(1, 10, 10), (2, 150, 10)], at: 0))
        stage.app.send(samples(.up, [(1, 10, 10), (2, 150, 10)], at: 0.1))
        #expect(stage.journal.entries == ["left began 1", "right began 1", "left ended 1", "right ended 1"])
    }

    @Test("A finger that does not move in an event is stationary and its view gets no call")
    func stationaryFinger() {
        let stage = CoreStage()
        let pad = stage.view("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.isMultipleTouchEnabled = true
        stage.down(1, 10, 10, at: 0)
        stage.down(2, 50, 50, at: 0.1)
        stage.move(2, 60, 50, at: 0.2)
        #expect(stage.journal.entries == ["pad began 1", "pad began 1", "pad moved 1"])
        let first = stage.app.activeTouches.first { $0.pointerID == 1 }
        #expect(first?.phase == .stationary)
        #expect(pad.received.last?.touches.map(\.pointerID) == [2])
    }

    @Test("The event carries every finger that is down, the stationary ones too")
    func allTouchesIncludesStationary() {
        let stage = CoreStage()
        let pad = stage.view("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.isMultipleTouchEnabled = true
        var counts: [Int] = []
        let probe = AllTouchesProbe { counts.append($0) }
        probe.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        probe.isMultipleTouchEnabled = true
        pad.addSubview(probe)
        stage.down(1, 100, 100, at: 0)
        stage.down(2, 5, 5, at: 0.1)
        stage.move(2, 6, 5, at: 0.2)
        stage.up(2, 6, 5, at: 0.3)
        #expect(counts == [2, 2, 2])
    }

    @Test("A view with isMultipleTouchEnabled false gets only the first of its touches")
    func multipleTouchDisabled() {
        // Apple's `isMultipleTouchEnabled`: the default is false.
        let stage = CoreStage()
        let single = stage.view("single", CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(!single.isMultipleTouchEnabled)
        stage.down(1, 10, 10, at: 0)
        stage.down(2, 50, 50, at: 0.1)
        stage.move(2, 60, 50, at: 0.2)
        stage.up(2, 60, 50, at: 0.3)
        stage.move(1, 20, 10, at: 0.4)
        stage.up(1, 20, 10, at: 0.5)
        #expect(stage.journal.entries == ["single began 1", "single moved 1", "single ended 1"])
        #expect(single.received.allSatisfy { $0.touches.map(\.pointerID) == [1] })
        stage.down(3, 10, 10, at: 1)  // The first finger has lifted: a new touch is delivered.
        #expect(stage.journal.entries.last == "single began 1")
    }

    @Test("Two touches beginning together on a single-touch view: only the first is delivered")
    func multipleTouchDisabledSameEvent() {
        let stage = CoreStage()
        let single = stage.view("single", CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.app.send(samples(.down, [(1, 10, 10), (2, 50, 50)], at: 0))
        stage.app.send(samples(.up, [(1, 10, 10), (2, 50, 50)], at: 0.1))
        #expect(stage.journal.entries == ["single began 1", "single ended 1"])
        #expect(single.received.map { $0.touches.first?.pointerID } == [1, 1])
        // The withheld touch is still bound to the view it hit.
        #expect(single.received.count == 2)
    }

    @Test("A single-touch view's second touch does not stop touches to other views")
    func otherViewsUnaffected() {
        let stage = CoreStage()
        stage.view("single", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view("other", CGRect(x: 100, y: 0, width: 100, height: 100))
        stage.down(1, 10, 10, at: 0)
        stage.down(2, 20, 20, at: 0.1)
        stage.down(3, 150, 10, at: 0.2)
        #expect(stage.journal.entries == ["single began 1", "other began 1"])
    }
}

/// A view that reports the size of `allTouches` at each call.
@MainActor
private final class AllTouchesProbe: UIView {
    let report: (Int) -> Void
    init(_ report: @escaping (Int) -> Void) {
        self.report = report
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { report(event?.allTouches?.count ?? 0) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { report(event?.allTouches?.count ?? 0) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { report(event?.allTouches?.count ?? 0) }
}
