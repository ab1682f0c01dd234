// A gesture recorded with HitKit: the scene, the samples with their exact virtual times, and the
// outcome they had. It needs a test target that depends on HitKit and HitKitScenes.
import HitKit
import HitKitScenes
import Testing

private let sceneYAML = #"""
# Built-in scene gesture-playground: a button's control events and gesture recognizers to try in `hitkit inspect`.
title: "Gesture playground: a button to drag off, a long press, a single tap waiting for a double tap, pinch and rotate"
views:
  - name: playground
    frame: [0, 0, 320, 480]
    subviews:
      # Press, drag far off (touchDragExit, 70 points beyond its bounds), lift (touchUpOutside).
      - name: button
        class: button
        frame: [100, 40, 120, 50]
        actions:
          - {event: touchDown, log: button touchDown}
          - {event: touchDragExit, log: button touchDragExit}
          - {event: touchDragEnter, log: button touchDragEnter}
          - {event: touchUpInside, log: button touchUpInside}
          - {event: touchUpOutside, log: button touchUpOutside}
      # Rest a finger here: the long press begins after 0.5 s with no input.
      - name: pressPad
        frame: [20, 150, 130, 100]
        gestures:
          - {kind: longPress, name: long press, log: {began: long press began, ended: long press ended}}
      # One tap waits for the double tap to fail; two quick taps are the double tap.
      - name: tapPad
        frame: [170, 150, 130, 100]
        gestures:
          - {kind: tap, name: single tap, requireToFail: [double tap], log: single tap recognized}
          - {kind: tap, name: double tap, taps: 2, log: double tap recognized}
      # Two fingers: pinch and rotation recognize together.
      - name: pinchPad
        frame: [20, 290, 280, 170]
        gestures:
          - kind: pinch
            name: pinch
            simultaneousWith: [rotation]
            log: {began: pinch began, ended: pinch ended}
          - kind: rotation
            name: rotation
            simultaneousWith: [pinch]
            log: {began: rotation began, ended: rotation ended}
touches: |
  # A tap on the button: touchDown, touchUpInside.
  tap 160,65
  # A drag off the button: touchDown, touchDragExit, touchUpOutside.
  drag 160,65 -> 160,200 0.3s
  # A long press: it begins while the finger rests, ends when it lifts.
  long-press 85,200 0.8s
  # One tap: recognized once the double tap has failed.
  tap 235,200
  # Two quick taps: the double tap is recognized, the single tap fails.
  double-tap 235,200
  # Two fingers apart, then turning: pinch and rotation together.
  pinch 160,375 60 -> 160
  rotate 160,375 45

"""#

private let inputs: [InputSample] = [
    .key(KeySample(keyCode: 227, phase: .down, characters: "", charactersIgnoringModifiers: "", modifierFlags: UIKeyModifierFlags(rawValue: 1048576), timestamp: 1)),
    .pointer(PointerSample(pointerID: -1, phase: .down, location: CGPoint(x: 160, y: 65), timestamp: 1, kind: .mouse, buttons: UIEvent.ButtonMask(rawValue: 2))),
    .pointer(PointerSample(pointerID: -1, phase: .up, location: CGPoint(x: 160, y: 65), timestamp: 1.1, kind: .mouse, buttons: UIEvent.ButtonMask(rawValue: 0))),
    .key(KeySample(keyCode: 227, phase: .up, characters: "", charactersIgnoringModifiers: "", modifierFlags: UIKeyModifierFlags(rawValue: 0), timestamp: 1.1)),
    .pointer(PointerSample(pointerID: -1, phase: .down, location: CGPoint(x: 160, y: 65), timestamp: 2, kind: .mouse, buttons: UIEvent.ButtonMask(rawValue: 1))),
    .pointer(PointerSample(pointerID: -1, phase: .up, location: CGPoint(x: 160, y: 65), timestamp: 2.1, kind: .mouse, buttons: UIEvent.ButtonMask(rawValue: 0))),
    .key(KeySample(keyCode: 4, phase: .down, characters: "A", charactersIgnoringModifiers: "a", modifierFlags: UIKeyModifierFlags(rawValue: 131072), timestamp: 3)),
    .key(KeySample(keyCode: 4, phase: .up, characters: "A", charactersIgnoringModifiers: "a", modifierFlags: UIKeyModifierFlags(rawValue: 131072), timestamp: 3.1)),
    .scroll(ScrollSample(source: .wheel, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -40), timestamp: 4)),
    .scroll(ScrollSample(source: .trackpad, phase: .began, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: 0), timestamp: 5)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.01)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.02)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.03)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.04)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.05)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.06)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.07)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.08)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.09)),
    .scroll(ScrollSample(source: .trackpad, phase: .changed, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: -4), timestamp: 5.1)),
    .scroll(ScrollSample(source: .trackpad, phase: .ended, location: CGPoint(x: 160, y: 375), delta: CGVector(dx: 0, dy: 0), timestamp: 5.11)),
    .transform(TransformSample(phase: .began, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0, timestamp: 6)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1.1, rotation: 0, timestamp: 6.03)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1.2, rotation: 0, timestamp: 6.06)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1.3, rotation: 0, timestamp: 6.09)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1.4, rotation: 0, timestamp: 6.12)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1.5, rotation: 0, timestamp: 6.15)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1.6, rotation: 0, timestamp: 6.18)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1.7, rotation: 0, timestamp: 6.21)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1.8, rotation: 0, timestamp: 6.24)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1.9, rotation: 0, timestamp: 6.27)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 2, rotation: 0, timestamp: 6.3)),
    .transform(TransformSample(phase: .ended, location: CGPoint(x: 160, y: 375), scale: 2, rotation: 0, timestamp: 6.35)),
    .transform(TransformSample(phase: .began, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0, timestamp: 7)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.05235987755982988, timestamp: 7.03)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.10471975511965977, timestamp: 7.06)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.15707963267948963, timestamp: 7.09)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.20943951023931953, timestamp: 7.12)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.2617993877991494, timestamp: 7.15)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.31415926535897926, timestamp: 7.18)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.36651914291880916, timestamp: 7.21)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.41887902047863906, timestamp: 7.24)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.47123889803846897, timestamp: 7.27)),
    .transform(TransformSample(phase: .changed, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.5235987755982988, timestamp: 7.3)),
    .transform(TransformSample(phase: .ended, location: CGPoint(x: 160, y: 375), scale: 1, rotation: 0.5235987755982988, timestamp: 7.35)),
]

@MainActor
@Test("The recorded gesture everyInputKind has the outcome it had when it was recorded")
func everyInputKind() throws {
    let runtime = try SceneFile.load(sceneYAML, file: "everyInputKind.yaml").makeRuntime()
    let outcome = GestureOutcome(replaying: inputs, on: runtime)
    #expect(
        outcome.touchDowns == [
            GestureOutcome.TouchDown(pointerID: -1, view: "button", path: ["UIWindow", "playground", "button"]),
            GestureOutcome.TouchDown(pointerID: -1, view: "button", path: ["UIWindow", "playground", "button"]),
            GestureOutcome.TouchDown(pointerID: -9223372036854775808, view: "pinchPad", path: ["UIWindow", "playground", "pinchPad"]),
            GestureOutcome.TouchDown(pointerID: -9223372036854775807, view: "pinchPad", path: ["UIWindow", "playground", "pinchPad"]),
            GestureOutcome.TouchDown(pointerID: -9223372036854775808, view: "pinchPad", path: ["UIWindow", "playground", "pinchPad"]),
            GestureOutcome.TouchDown(pointerID: -9223372036854775807, view: "pinchPad", path: ["UIWindow", "playground", "pinchPad"]),
        ])
    #expect(
        outcome.recognizers == [
            GestureOutcome.RecognizerEnd(name: "long press", state: .untouched),
            GestureOutcome.RecognizerEnd(name: "single tap", state: .untouched),
            GestureOutcome.RecognizerEnd(name: "double tap", state: .untouched),
            GestureOutcome.RecognizerEnd(name: "pinch", state: .failed),
            GestureOutcome.RecognizerEnd(name: "rotation", state: .ended),
        ])
    #expect(
        outcome.controlEvents == [
            GestureOutcome.ControlEvent(control: "button", event: "touchDown"),
            GestureOutcome.ControlEvent(control: "button", event: "touchUpInside"),
            GestureOutcome.ControlEvent(control: "button", event: "primaryActionTriggered"),
            GestureOutcome.ControlEvent(control: "button", event: "touchDown"),
            GestureOutcome.ControlEvent(control: "button", event: "touchUpInside"),
            GestureOutcome.ControlEvent(control: "button", event: "primaryActionTriggered"),
        ])
}
