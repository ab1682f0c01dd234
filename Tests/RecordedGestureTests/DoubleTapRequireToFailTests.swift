// A gesture recorded with HitKit: the scene, the samples with their exact virtual times, and the
// outcome they had. It needs a test target that depends on HitKit and HitKitScenes.
import HitKit
import HitKitScenes
import Testing

private let sceneYAML = ##"""
# A playground for recorded gestures: a button, a long press, a single tap that waits for a double
# tap, a pinch. The exporter embeds this text in a raw string literal, so it holds what could close
# or interpolate one: """# and \#(text) and "\(text)" stay text.
title: Recording playground
views:
  - name: root
    frame: [0, 0, 320, 480]
    subviews:
      - name: pushButton
        class: button
        frame: [20, 20, 120, 44]
        actions:
          - {event: touchUpInside, log: pushed}
          - {event: touchDragExit, log: dragged out}
          - {event: touchUpOutside, log: released outside}
      - name: pressPad
        frame: [180, 20, 120, 120]
        gestures:
          - {kind: longPress, name: long press, log: {began: long press began}}
      - name: tapPad
        frame: [20, 200, 280, 120]
        gestures:
          - {kind: tap, name: single tap, requireToFail: [double tap], log: single tapped}
          - {kind: tap, name: double tap, taps: 2, log: double tapped}
      - name: pinchPad
        frame: [20, 340, 280, 120]
        gestures:
          - {kind: pinch, name: pinch, log: {began: pinch began}}
touches: |
  double-tap 160,260

"""##

private let samples: [PointerSample] = [
    PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 160, y: 260), timestamp: 1),
    PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 160, y: 260), timestamp: 1.1),
    PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 160, y: 260), timestamp: 1.2000000000000002),
    PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 160, y: 260), timestamp: 1.3000000000000003),
]

@MainActor
@Test("The recorded gesture doubleTapOnTapPad has the outcome it had when it was recorded")
func doubleTapOnTapPad() throws {
    let runtime = try SceneFile.load(sceneYAML, file: "doubleTapOnTapPad.yaml").makeRuntime()
    let outcome = GestureOutcome(replaying: samples, on: runtime)
    #expect(
        outcome.touchDowns == [
            GestureOutcome.TouchDown(pointerID: 1, view: "tapPad", path: ["UIWindow", "root", "tapPad"]),
            GestureOutcome.TouchDown(pointerID: 1, view: "tapPad", path: ["UIWindow", "root", "tapPad"]),
        ])
    #expect(
        outcome.recognizers == [
            GestureOutcome.RecognizerEnd(name: "long press", state: .untouched),
            GestureOutcome.RecognizerEnd(name: "single tap", state: .failed),
            GestureOutcome.RecognizerEnd(name: "double tap", state: .recognized),
            GestureOutcome.RecognizerEnd(name: "pinch", state: .untouched),
        ])
    #expect(outcome.controlEvents.isEmpty)
}
