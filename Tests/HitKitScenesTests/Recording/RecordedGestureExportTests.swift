import Foundation
import HitKit
import HitKitScenes
import Testing

/// The exported tests checked in as `Tests/RecordedGestureTests` (which `swift test` compiles and
/// runs as exported) are what the exporter writes today, byte for byte. `HITKIT_RECORD_GOLDEN=1`
/// writes them again (a checked-in file that no longer compiles stops the build: empty it first).
@MainActor
@Suite("Recording: the checked-in exported tests")
struct RecordedGestureExportTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("RecordedGestureTests")

    /// Each exported file: its name, the scene (a built-in example or a fixture), the script and the test's name.
    nonisolated static let cases: [(file: String, scene: String, script: String, testName: String)] = [
        ("TapFrontButtonTests.swift", "001-tap-front-button", "tap 160,220", "tapFrontButton"),
        ("DragOffButtonTests.swift", "recording-playground.yaml", "drag 80,40 -> 80,200", "dragOffPushButton"),
        ("DoubleTapRequireToFailTests.swift", "recording-playground.yaml", "double-tap 160,260", "doubleTapOnTapPad"),
        // Locations a host sent as NaN and infinite: the literals compile and replay as sent.
        (
            "NonFiniteLocationsTests.swift", "001-tap-front-button",
            "down 1 nan,220 at 1s; up 1 nan,220 at 1.1s; down 2 inf,-inf at 2s; up 2 160,220 at 2.1s",
            "nonFiniteLocations"
        ),
        // Every other input kind, in one timeline: a mouse's clicks with buttons and modifier keys, keys,
        // a wheel tick, a trackpad scroll and trackpad transforms.
        (
            "EveryInputKindTests.swift", "gesture-playground",
            "click 160,65 secondary cmd; click 160,65; key shift+a; scroll 0,-40 at 160,375;"
                + " scroll 0,-40 at 160,375 trackpad; pinch 2 at 160,375 trackpad; rotate 30 at 160,375 trackpad",
            "everyInputKind"
        ),
    ]

    static func export(_ file: String) throws -> String {
        let entry = try #require(cases.first { $0.file == file })
        let scene =
            entry.scene.hasSuffix(".yaml")
            ? try fixtureScene(entry.scene) : try BuiltInScenes.scene(id: entry.scene)
        return try GestureExport.swiftTest(
            sceneYAML: scene.text, inputs: TouchScript.parse(entry.script, file: "--touches").inputs,
            testName: entry.testName)
    }

    @Test("Each checked-in exported test is what the exporter writes", arguments: cases.map(\.file))
    func golden(file: String) throws {
        let exported = try Self.export(file)
        let url = Self.folder.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["HITKIT_RECORD_GOLDEN"] == "1" {
            try exported.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == exported)
    }

    @Test("The exported drag asserts touchDragExit and touchUpOutside, the double tap the single tap's failure")
    func assertsWhatMatters() throws {
        let drag = try Self.export("DragOffButtonTests.swift")
        #expect(drag.contains(#"GestureOutcome.ControlEvent(control: "pushButton", event: "touchDragExit")"#))
        #expect(drag.contains(#"GestureOutcome.ControlEvent(control: "pushButton", event: "touchUpOutside")"#))
        let double = try Self.export("DoubleTapRequireToFailTests.swift")
        #expect(double.contains(#"GestureOutcome.RecognizerEnd(name: "single tap", state: .failed)"#))
        #expect(double.contains(#"GestureOutcome.RecognizerEnd(name: "double tap", state: .recognized)"#))
        #expect(double.contains("private let sceneYAML = ##\"\"\"\n"))
        let every = try Self.export("EveryInputKindTests.swift")
        for expected in [
            "private let inputs: [InputSample] = [", "kind: .mouse, buttons: UIEvent.ButtonMask(rawValue: 2))",
            ".key(KeySample(keyCode: 4, phase: .down, characters: \"A\"", ".scroll(ScrollSample(source: .wheel",
            ".scroll(ScrollSample(source: .trackpad", ".transform(TransformSample(phase: .began",
            #"GestureOutcome.RecognizerEnd(name: "rotation", state: .ended)"#,
            #"GestureOutcome.ControlEvent(control: "button", event: "touchUpInside")"#,
        ] {
            #expect(every.contains(expected), "\(expected)")
        }
    }
}
