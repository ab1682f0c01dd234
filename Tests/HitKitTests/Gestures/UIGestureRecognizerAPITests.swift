import Testing

@testable import HitKit

/// The parts of `UIGestureRecognizer`'s own API that the arbitration and built-in recognizer
/// suites do not exercise: actions (closures and typed target–action), touch geometry,
/// `ignore(_:for:)`, the remaining failure-requirement hooks and UIKit's state rules.
@MainActor
@Suite("UIGestureRecognizer API")
struct UIGestureRecognizerAPITests {
    /// A target with an action method, for the typed target–action form.
    @MainActor
    final class ActionTarget {
        var calls: [String] = []
        func handle(_ recognizer: UIGestureRecognizer) { calls.append("handle \(recognizer.state)") }
    }

    // MARK: Actions

    @Test("init(handler:), closure targets and typed target–actions all run, in the order added")
    func everyActionFormRuns() {
        let log = GestureLog()
        let target = ActionTarget()
        let recognizer = UIGestureRecognizer { _ in log("handler") }
        recognizer.addTarget { _ in log("closure") }
        recognizer.addTarget(target, action: ActionTarget.handle)
        recognizer.addTarget { _ in log("last") }
        recognizer.state = .ended
        #expect(log.entries == ["handler", "closure", "last"])
        #expect(target.calls == ["handle ended"])
    }

    @Test("removeTarget(target) removes that target's actions; removeTarget(nil) removes the closures")
    func removeTargetRemovesOnlyItsActions() {
        let log = GestureLog()
        let target = ActionTarget()
        let recognizer = UIGestureRecognizer { _ in log("closure") }
        recognizer.addTarget(target, action: ActionTarget.handle)
        recognizer.removeTarget(target)
        recognizer.state = .began
        #expect(log.entries == ["closure"])
        #expect(target.calls.isEmpty)
        recognizer.addTarget(target, action: ActionTarget.handle)
        recognizer.removeTarget(nil)
        recognizer.state = .changed
        #expect(log.entries == ["closure"])
        #expect(target.calls == ["handle changed"])
    }

    @Test("A typed target is held weakly: once it is gone its action is skipped")
    func typedTargetIsHeldWeakly() {
        let recognizer = UIGestureRecognizer()
        weak var released: ActionTarget?
        do {
            let target = ActionTarget()
            released = target
            recognizer.addTarget(target, action: ActionTarget.handle)
        }
        #expect(released == nil)
        recognizer.state = .ended  // must not crash, nothing to call
        #expect(recognizer.state == .ended)
    }

    // MARK: Touch geometry

    @Test("numberOfTouches, location(in:) and location(ofTouch:in:) describe the tracked touches")
    func touchGeometryOfTwoFingers() {
        let stage = GestureStage()
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        stage.view.addSubview(inner)
        let recognizer = ScriptedRecognizer("two", log: stage.log)
        stage.view.addGestureRecognizer(recognizer)
        struct Geometry: Equatable {
            let count: Int, centroid: CGPoint, firstInInner: CGPoint, last: CGPoint
        }
        var seen: [Geometry] = []
        recognizer.onBegan = { recognizer in
            seen.append(
                Geometry(
                    count: recognizer.numberOfTouches, centroid: recognizer.location(in: nil),
                    firstInInner: recognizer.location(ofTouch: 0, in: inner),
                    last: recognizer.location(ofTouch: recognizer.numberOfTouches - 1, in: nil)))
        }
        stage.down(60, 60, at: 0, finger: 1)
        stage.down(100, 80, at: 0.05, finger: 2)
        #expect(
            seen == [
                Geometry(
                    count: 1, centroid: CGPoint(x: 60, y: 60), firstInInner: CGPoint(x: 10, y: 10),
                    last: CGPoint(x: 60, y: 60)),
                Geometry(
                    count: 2, centroid: CGPoint(x: 80, y: 70), firstInInner: CGPoint(x: 10, y: 10),
                    last: CGPoint(x: 100, y: 80)),
            ])
        #expect(recognizer.location(ofTouch: 5, in: nil) == .zero)
        stage.up(60, 60, at: 0.1, finger: 1)
        #expect(recognizer.numberOfTouches == 1)
        #expect(recognizer.location(in: stage.view) == CGPoint(x: 100, y: 80))
        stage.up(100, 80, at: 0.1, finger: 2)
    }

    // MARK: ignore(_:for:)

    @Test("An ignored touch reaches the recognizer no more, and the view still gets all of it")
    func ignoredTouchIsNotDeliveredAgain() {
        final class IgnoringRecognizer: ScriptedRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesBegan(touches, with: event)
                for touch in touches { ignore(touch, for: event) }
            }
        }
        let stage = GestureStage()
        let recognizer = IgnoringRecognizer("rec", log: stage.log)
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.move(40, 10, at: 0.05)
        stage.up(40, 10, at: 0.1)
        #expect(stage.log.entries == ["rec touchesBegan", "view began", "view moved", "view ended"])
        #expect(recognizer.numberOfTouches == 0)
        #expect(recognizer.state == .possible)
    }

    @Test("canPrevent false: a recognizer that recognizes does not fail the other")
    func canPreventFalseLetsBothRecognize() {
        final class HarmlessRecognizer: ScriptedRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let stage = GestureStage()
        let harmless = HarmlessRecognizer("harmless", log: stage.log)
        harmless.onBegan = { $0.state = .ended }
        let other = ScriptedRecognizer("other", log: stage.log)
        other.onEnded = { $0.state = .ended }
        stage.view.addGestureRecognizer(harmless)
        stage.view.addGestureRecognizer(other)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.log.entries.contains("harmless action ended"))
        #expect(stage.log.entries.contains("other action ended"))
    }

    // MARK: State rules

    @Test("Discrete and continuous paths are legal; other changes are refused")
    func stateTransitionRules() {
        let legal: [(UIGestureRecognizer.State, UIGestureRecognizer.State)] = [
            (.possible, .recognized), (.possible, .failed), (.possible, .began),
            (.began, .changed), (.changed, .changed), (.changed, .ended), (.began, .ended),
            (.began, .cancelled), (.changed, .cancelled),
        ]
        for (from, to) in legal {
            #expect(GestureEnvironment.isLegalTransition(from: from, to: to), "\(from) → \(to)")
        }
        let illegal: [(UIGestureRecognizer.State, UIGestureRecognizer.State)] = [
            (.possible, .changed), (.possible, .cancelled), (.failed, .began), (.ended, .began),
            (.cancelled, .changed), (.began, .began), (.began, .failed), (.changed, .began),
        ]
        for (from, to) in illegal {
            #expect(!GestureEnvironment.isLegalTransition(from: from, to: to), "\(from) → \(to)")
        }
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }
}
