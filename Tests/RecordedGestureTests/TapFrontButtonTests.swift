// A gesture recorded with HitKit: the scene, the samples with their exact virtual times, and the
// outcome they had. It needs a test target that depends on HitKit and HitKitScenes.
import HitKit
import HitKitScenes
import Testing

private let sceneYAML = #"""
# Built-in scene 001-tap-front-button: `hitkit trace --example 001-tap-front-button` prints the article's log.
title: "Tapping FrontButton: the button gets touchesBegan and does not forward it"
article: 001_0f255b6dad82c9e8.txt
classes:
  LoggingView:
    log:
      hitTest: "{class} hitTest(:with:)"
      pointInside: "{class} point(inside:with:): {result}"
      touchesBegan: "{class} touchesBegan(:with:)"
  LoggingButton:
    base: button
    log:
      hitTest: "{class} hitTest(:with:)"
      pointInside: "{class} point(inside:with:): {result}"
      touchesBegan: "{class} touchesBegan(:with:)"
  RootView: {base: LoggingView}
  BlackView:
    base: LoggingView
  FrontButton: {base: LoggingButton}
  BackButton:
    base: LoggingButton
    log: {touchesBegan: "BackButton touchesBegan"}
views:
  - name: rootView
    class: RootView
    frame: [0, 0, 320, 480]
    subviews:
      - {name: backButton, class: BackButton, frame: [100, 250, 120, 44]}
      - name: blackView
        class: BlackView
        frame: [40, 100, 240, 240]
        subviews:
          - {name: frontButton, class: FrontButton, frame: [70, 90, 100, 60]}
touches: |
  tap 160,220

"""#

private let samples: [PointerSample] = [
    PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 160, y: 220), timestamp: 1),
    PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 160, y: 220), timestamp: 1.1),
]

@MainActor
@Test("The recorded gesture tapFrontButton has the outcome it had when it was recorded")
func tapFrontButton() throws {
    let runtime = try SceneFile.load(sceneYAML, file: "tapFrontButton.yaml").makeRuntime()
    let outcome = GestureOutcome(replaying: samples, on: runtime)
    #expect(
        outcome.touchDowns == [
            GestureOutcome.TouchDown(pointerID: 1, view: "frontButton", path: ["UIWindow", "rootView", "blackView", "frontButton"]),
        ])
    #expect(outcome.recognizers.isEmpty)
    #expect(
        outcome.controlEvents == [
            GestureOutcome.ControlEvent(control: "frontButton", event: "touchDown"),
            GestureOutcome.ControlEvent(control: "frontButton", event: "touchUpInside"),
            GestureOutcome.ControlEvent(control: "frontButton", event: "primaryActionTriggered"),
        ])
}
