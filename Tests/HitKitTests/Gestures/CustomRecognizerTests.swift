import Foundation
import HitKit
import Testing

/// A custom recognizer written exactly as in UIKit: subclass, override `touches…`, set `state`,
/// clear your fields in `reset()`. It recognizes a checkmark — one finger moving down and to the
/// right, then up and to the right. (The same code is in the "Gesture recognizers" article.)
final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    private var strokeUp = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 || numberOfTouches != 1 { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let now = touch.location(in: view)
        let before = touch.previousLocation(in: view)
        if now.x < before.x {
            state = .failed  // a checkmark only moves right
        } else if !strokeUp && now.y < before.y {
            strokeUp = true  // the turn at the bottom of the check
        } else if strokeUp && now.y > before.y {
            state = .failed  // went down again after the turn
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        state = strokeUp ? .recognized : .failed
    }

    override func reset() {
        super.reset()
        strokeUp = false
    }
}

@MainActor
@Suite("A custom recognizer subclass")
struct CustomRecognizerTests {
    private func stroke(_ points: [CGPoint], on stage: GestureStage, from start: TimeInterval = 0) {
        for (index, point) in points.enumerated() {
            let time = start + TimeInterval(index) * 0.02
            switch index {
            case 0: stage.down(point.x, point.y, at: time)
            case points.count - 1: stage.up(point.x, point.y, at: time)
            default: stage.move(point.x, point.y, at: time)
            }
        }
    }

    @Test("A checkmark stroke is recognized, fires the action once and cancels the view's touch")
    func checkmarkIsRecognized() {
        let stage = GestureStage()
        let checkmark = CheckmarkGestureRecognizer()
        var recognized = 0
        checkmark.addTarget { _ in recognized += 1 }
        stage.view.addGestureRecognizer(checkmark)
        stroke(
            [
                CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 50), CGPoint(x: 60, y: 80), CGPoint(x: 90, y: 40),
                CGPoint(x: 120, y: 10),
            ], on: stage)
        #expect(recognized == 1)
        #expect(stage.log.entries.last == "view cancelled")
        #expect(checkmark.state == .possible)
    }

    @Test("A stroke that doubles back fails, and the view's touch ends normally")
    func backwardsStrokeFails() {
        let stage = GestureStage()
        let checkmark = CheckmarkGestureRecognizer()
        var recognized = 0
        checkmark.addTarget { _ in recognized += 1 }
        stage.view.addGestureRecognizer(checkmark)
        stroke([CGPoint(x: 90, y: 20), CGPoint(x: 60, y: 50), CGPoint(x: 30, y: 80)], on: stage)
        #expect(recognized == 0)
        #expect(stage.log.entries.last == "view ended")
    }

    @Test("reset() clears the subclass's state between strokes")
    func resetClearsState() {
        let stage = GestureStage()
        let checkmark = CheckmarkGestureRecognizer()
        var recognized = 0
        checkmark.addTarget { _ in recognized += 1 }
        stage.view.addGestureRecognizer(checkmark)
        stroke([CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 50), CGPoint(x: 60, y: 30), CGPoint(x: 70, y: 20)], on: stage)
        // A plain downward-right line must fail: the previous stroke's turn must be forgotten.
        stroke([CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 50), CGPoint(x: 60, y: 80)], on: stage, from: 1)
        #expect(recognized == 1)
    }
}
