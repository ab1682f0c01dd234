import Foundation
import Testing

@testable import HitKit

/// `UITapGestureRecognizer.buttonMaskRequired` and `UIGestureRecognizer.buttonMask` /
/// `modifierFlags` (Apple's pages of those names).
@MainActor
@Suite("Recognizer button masks")
struct RecognizerButtonMaskTests {
    @MainActor
    private struct Stage {
        let app = UIApplication()
        let view: UIView
        /// Kept: an application holds its windows weakly.
        let window: UIWindow
        init(indirect: Bool) {
            app.supportsIndirectInputEvents = indirect
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            window.makeKeyAndVisible()
            view = UIView(frame: window.bounds)
            window.addSubview(view)
        }

        func click(_ buttons: UIEvent.ButtonMask, kind: PointerSample.Kind = .mouse, at time: TimeInterval) {
            let spot = CGPoint(x: 50, y: 50)
            app.send([
                PointerSample(
                    pointerID: 1, phase: .down, location: spot, timestamp: time, kind: kind, buttons: buttons),
                PointerSample(pointerID: 1, phase: .up, location: spot, timestamp: time + 0.05, kind: kind),
            ])
        }
    }

    /// A tap recognizer on `stage`'s view that counts its recognitions.
    private func countingTap(on stage: Stage, requiring buttons: UIEvent.ButtonMask? = nil) -> () -> Int {
        final class Counter { var value = 0 }
        let counter = Counter()
        let tap = UITapGestureRecognizer { recognizer in
            if recognizer.state == .ended { counter.value += 1 }
        }
        if let buttons { tap.buttonMaskRequired = buttons }
        stage.view.addGestureRecognizer(tap)
        return { counter.value }
    }

    @Test("buttonMaskRequired = .secondary fires only on a right click")
    func secondaryTapFiresOnRightClickOnly() {
        let stage = Stage(indirect: true)
        let fired = countingTap(on: stage, requiring: .secondary)
        stage.click(.primary, at: 1)
        #expect(fired() == 0)
        stage.click(.secondary, at: 2)
        #expect(fired() == 1)
        stage.click([.primary, .secondary], at: 3)
        #expect(fired() == 1)
        stage.click(.secondary, kind: .finger, at: 4)
        #expect(fired() == 1)
    }

    @Test("A tap recognizer by default fires on a primary click and a finger, not on a right click")
    func defaultTapIsPrimary() {
        let stage = Stage(indirect: true)
        let fired = countingTap(on: stage)
        stage.click(.secondary, at: 1)
        #expect(fired() == 0)
        stage.click(.primary, at: 2)
        stage.click([], kind: .finger, at: 3)
        stage.click([], kind: .pen, at: 4)
        #expect(fired() == 3)
    }

    @Test("In compatibility mode every click is a direct touch, which counts as the primary button")
    func compatibilityClicksArePrimary() {
        let stage = Stage(indirect: false)
        let primary = countingTap(on: stage)
        let secondary = countingTap(on: stage, requiring: .secondary)
        stage.click(.secondary, at: 1)
        #expect(primary() == 1)
        #expect(secondary() == 0)
    }

    @Test("Pressing another button mid-click fails the tap")
    func buttonChangeFailsTap() {
        let stage = Stage(indirect: true)
        let fired = countingTap(on: stage)
        let spot = CGPoint(x: 50, y: 50)
        stage.app.send([
            PointerSample(pointerID: 1, phase: .down, location: spot, timestamp: 1, kind: .mouse, buttons: .primary),
            PointerSample(
                pointerID: 1, phase: .move, location: spot, timestamp: 1.02, kind: .mouse,
                buttons: [.primary, .secondary]),
            PointerSample(pointerID: 1, phase: .up, location: spot, timestamp: 1.05, kind: .mouse),
        ])
        #expect(fired() == 0)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("A recognizer's buttonMask and modifierFlags are those of the event it last received")
    func recognizerSeesButtonsAndModifiers() {
        let stage = Stage(indirect: true)
        var seen: [String] = []
        let tap = UITapGestureRecognizer { recognizer in
            seen.append("\(recognizer.buttonMask.rawValue) \(recognizer.modifierFlags.rawValue)")
        }
        tap.buttonMaskRequired = .secondary
        stage.view.addGestureRecognizer(tap)
        #expect(tap.buttonMask == [] && tap.modifierFlags == [])
        stage.app.send(KeySample(key: .keyboardLeftGUI, phase: .down, modifierFlags: .command, timestamp: 1))
        stage.click(.secondary, at: 2)
        stage.app.send(KeySample(key: .keyboardLeftGUI, phase: .up, timestamp: 3))
        #expect(seen == ["2 \(UIKeyModifierFlags.command.rawValue)"])
        #expect(tap.buttonMask == .secondary && tap.modifierFlags == .command)
    }

    @Test("Pan and long-press recognizers take every button, as Apple documents no button filter for them")
    func panTakesAnyButton() {
        let stage = Stage(indirect: true)
        var panStates: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { panStates.append($0.state) }
        stage.view.addGestureRecognizer(pan)
        var samples: [PointerSample] = []
        for step in 0...10 {
            samples.append(
                PointerSample(
                    pointerID: 1, phase: step == 0 ? .down : .move, location: CGPoint(x: 50 + 10 * step, y: 50),
                    timestamp: 1 + 0.016 * Double(step), kind: .mouse, buttons: .secondary))
        }
        samples.append(
            PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 150, y: 50), timestamp: 1.2, kind: .mouse))
        stage.app.send(samples)
        #expect(panStates.first == .began && panStates.last == .ended)
        #expect(pan.buttonMask == .secondary)
    }
}
