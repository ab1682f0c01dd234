import Foundation
import Testing

@testable import HitKit

/// A view that records every touch callback per touch, checking the rules as they happen.
@MainActor
private final class LifecycleView: UIView {
    let checker: LifecycleChecker
    init(frame: CGRect, checker: LifecycleChecker) {
        self.checker = checker
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { checker.saw(.began, touches, in: self) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { checker.saw(.moved, touches, in: self) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { checker.saw(.ended, touches, in: self) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        checker.saw(.cancelled, touches, in: self)
    }
}

/// Checks, call by call, that each view sees each touch as began, moved…, then ended or cancelled;
/// only touches bound to it; one touch at a time unless multiple-touch; exclusivity.
@MainActor
private final class LifecycleChecker {
    var problems: [String] = []
    /// The delivered touches that have begun and not finished, per view.
    private var open: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    private var finished: Set<ObjectIdentifier> = []
    private var views: [ObjectIdentifier: UIView] = [:]
    /// Every touch seen, kept alive so that no identifier is reused by a later touch.
    private var seen: [UITouch] = []

    func saw(_ phase: UITouch.Phase, _ touches: Set<UITouch>, in view: UIView) {
        let key = ObjectIdentifier(view)
        views[key] = view
        for touch in touches {
            seen.append(touch)
            let id = ObjectIdentifier(touch)
            if touch.view !== view { problems.append("a view got a touch bound to another view") }
            if finished.contains(id) { problems.append("\(phase) after the touch finished") }
            switch phase {
            case .began:
                beganCount += 1
                if open[key, default: []].contains(id) { problems.append("began twice") }
                open[key, default: []].insert(id)
            case .moved, .stationary:
                if !open[key, default: []].contains(id) { problems.append("moved before began") }
            case .ended, .cancelled:
                if open[key, default: []].remove(id) == nil { problems.append("\(phase) before began") }
                finished.insert(id)
            }
        }
        for (viewKey, touches) in open where !touches.isEmpty {
            guard let owner = views[viewKey] else { continue }
            if !owner.isMultipleTouchEnabled, touches.count > 1 {
                problems.append("a single-touch view has two touches")
            }
            if owner.isExclusiveTouch, open.contains(where: { $0.key != viewKey && !$0.value.isEmpty }) {
                problems.append("an exclusive view is touched while another view is")
            }
        }
    }

    private(set) var beganCount = 0
    var openTouchCount: Int { open.values.reduce(0) { $0 + $1.count } }
}

/// Seeded random finger sequences, with views leaving and rejoining the window mid-touch.
@MainActor
@Suite("Touch sequences under random input")
struct TouchSequencePropertyTests {
    @Test(
        "Every view sees each of its touches begin, move and finish exactly once", arguments: [2, 17, 512] as [UInt64])
    func randomSequences(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let stage = CoreStage()
        let checker = LifecycleChecker()
        var views: [LifecycleView] = []
        for index in 0..<8 {
            // The first five are the window's; the others sit inside one of them.
            let parent: UIView = index < 5 ? stage.window : views.randomElement(using: &random)!
            let size = parent.bounds.size
            let view = LifecycleView(
                frame: CGRect(
                    x: CGFloat.random(in: 0...size.width / 2, using: &random),
                    y: CGFloat.random(in: 0...size.height / 2, using: &random),
                    width: CGFloat.random(in: size.width / 4...size.width / 2, using: &random),
                    height: CGFloat.random(in: size.height / 4...size.height / 2, using: &random)),
                checker: checker)
            view.isMultipleTouchEnabled = Bool.random(using: &random)
            view.isExclusiveTouch = Int.random(in: 0..<4, using: &random) == 0
            parent.addSubview(view)
            views.append(view)
        }
        var down: Set<Int> = []
        var time: TimeInterval = 0
        _ = diagnostics {
            for _ in 0..<600 {
                time += Double.random(in: 0...0.2, using: &random)
                let point = CGPoint(
                    x: CGFloat.random(in: -10...250, using: &random), y: CGFloat.random(in: -10...370, using: &random))
                let lifted = (1...5).filter { !down.contains($0) }
                // Mostly a finger that is down; now and then one that is not (reported and ignored).
                let finger =
                    (Int.random(in: 0..<5, using: &random) == 0 ? nil : down.randomElement(using: &random))
                    ?? Int.random(in: 1...5, using: &random)
                switch Int.random(in: 0..<20, using: &random) {
                case 0...5:
                    // Mostly a finger that is up; now and then a repeated down (treated as a move).
                    let newFinger = lifted.randomElement(using: &random) ?? finger
                    stage.app.send(PointerSample(pointerID: newFinger, phase: .down, location: point, timestamp: time))
                    down.insert(newFinger)
                case 6...11:
                    stage.app.send(PointerSample(pointerID: finger, phase: .move, location: point, timestamp: time))
                case 12...17:
                    stage.app.send(PointerSample(pointerID: finger, phase: .up, location: point, timestamp: time))
                    down.remove(finger)
                case 18:
                    stage.app.send(PointerSample(pointerID: finger, phase: .cancel, location: point, timestamp: time))
                    down.remove(finger)
                default:
                    let view = views.randomElement(using: &random)!
                    if view.window == nil {
                        stage.window.addSubview(view)
                    } else {
                        view.removeFromSuperview()
                    }
                }
                #expect(Set(stage.app.activeTouches.map(\.pointerID)) == down, "seed \(seed)")
            }
            for finger in down {
                stage.app.send(PointerSample(pointerID: finger, phase: .up, location: .zero, timestamp: time + 1))
            }
        }
        #expect(checker.problems.isEmpty, "seed \(seed): \(Set(checker.problems))")
        #expect(checker.openTouchCount == 0, "seed \(seed)")
        #expect(checker.beganCount > 20, "seed \(seed): too few touches reached views to prove anything")
        #expect(stage.app.activeTouches.isEmpty)
    }
}
