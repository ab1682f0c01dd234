import Foundation
@_spi(HitKitTools) import HitKit
import HitKitScenes
import Testing

/// A recorded touch script keeps every kind of input a touch script sends: fingers, mouse and pen
/// samples with their kind and buttons, wheel and trackpad scrolls, trackpad transforms, keys and
/// hovers.
@Suite("Recording: every input kind")
struct RecordedInputsTests {
    static let scripts = [
        "tap 160,220; drag 10,10 -> 40,40",
        "click 10,10; click 20,20 secondary cmd+shift; click 5,5 middle",
        "down 3 10,10 at 1s; move 3 12,12 at 1.5s; up 3 12,12 at 2s",
        "key cmd+s; keydown shift+leftshift at 3s; key shift+a; keyup leftshift at 5s; key escape; key f5",
        "scroll 0,-120 at 50,50; scroll 30,0 at 50,50 trackpad",
        "pinch 2 at 160,240 trackpad; rotate 90 at 160,240 0.2s trackpad",
        "scroll nan,1 at 50,50; tap 1,1; scroll 0,1 at inf,2 trackpad",
        "hover 10,10; hover 20,20 at 2s; hover leave; hover 5,5",
        "hover enter 3 1,2 at 1s pen 0.25; hover move 3 2,3; hover cancel 3 2,3 at 4s; hover 1,1",
    ]

    @Test("A recorded script reads back as the inputs it recorded, of every kind", arguments: scripts)
    func roundTrip(script: String) throws {
        let inputs = try TouchScript.parse(script).inputs
        let written = GestureExport.touchScript(inputs)
        let read = try TouchScript.parse(written, file: "run.touches").inputs
        #expect(read.count == inputs.count, "\(written)")
        for (index, (one, other)) in zip(read, inputs).enumerated() {
            #expect(String(describing: one) == String(describing: other), "input \(index) of\n\(written)")
        }
    }

    @Test("A mouse's and a pen's samples are written with their kind and buttons after the time")
    func pointerKinds() throws {
        let inputs: [InputSample] = [
            .pointer(
                PointerSample(
                    pointerID: -1, phase: .down, location: CGPoint(x: 1, y: 2), timestamp: 1, kind: .mouse,
                    buttons: [.primary, .secondary])),
            .pointer(
                PointerSample(pointerID: -1, phase: .up, location: CGPoint(x: 1, y: 2), timestamp: 2, kind: .mouse)),
            .pointer(
                PointerSample(
                    pointerID: 4, phase: .down, location: CGPoint(x: 3, y: 4), timestamp: 3, kind: .pen,
                    buttons: .button(5))),
            .pointer(PointerSample(pointerID: 4, phase: .cancel, location: CGPoint(x: 3, y: 4), timestamp: 3)),
        ]
        let written = GestureExport.touchScript(inputs)
        #expect(
            written == """
                # 4 recorded samples; times in seconds
                down -1 1,2 at 1s mouse primary+secondary
                up -1 1,2 at 2s mouse
                down 4 3,4 at 3s pen button5
                cancel 4 3,4 at 3s

                """)
        #expect(try TouchScript.parse(written).inputs == inputs)
    }

    @Test("Scroll and transform samples are written one a line with their phase and exact time")
    func scrollAndTransform() throws {
        let written = GestureExport.touchScript(
            try TouchScript.parse("scroll 0,-120 at 50,50; pinch 1.5 at 10,20 0.1s trackpad").inputs)
        let lines = written.split(separator: "\n").map(String.init)
        #expect(lines[1] == "scroll 0,-120 at 50,50 wheel changed at 1s")
        #expect(lines[2] == "transform began 10,20 scale 1 rotation 0 at 2s")
        #expect(lines.last == "transform ended 10,20 scale 1.5 rotation 0 at 2.15s")
    }

    @Test("Keys that type a control character or a script's separator are written by name, the same every run")
    func keyNames() throws {
        let keys: [(UIKeyboardHIDUsage, String)] = [
            (.keyboardEscape, "escape"), (.keyboardDeleteOrBackspace, "backspace"), (.keyboardDeleteForward, "delete"),
            (.keyboardSemicolon, "semicolon"), (.keyboardReturnOrEnter, "return"), (.keyboardTab, "tab"),
            (.keyboardSpacebar, "space"), (.keyboardS, "s"),
        ]
        for (key, name) in keys {
            let inputs: [InputSample] = [
                .key(USKeyboardLayoutSample.sample(key, .down, at: 1)),
                .key(USKeyboardLayoutSample.sample(key, .up, at: 2)),
            ]
            let written = GestureExport.touchScript(inputs)
            #expect(written.contains("keydown \(name) at 1s\nkeyup \(name) at 2s\n"), "\(written)")
            #expect(try TouchScript.parse(written).inputs == inputs, "\(name)")
        }
    }

    @Test("A recording made before other kinds were kept still loads: fingers' down, move, up and cancel")
    func oldRecordingsLoad() throws {
        let old = """
            # 3 recorded samples; times in seconds
            down 1 160,220 at 1s
            move 1 161.5,220 at 1.016s
            up 1 161.5,220 at 1.1s
            """
        let samples = try TouchScript.parse(old, file: "old.touches").inputs
        #expect(
            samples == [
                .pointer(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 160, y: 220), timestamp: 1)),
                .pointer(
                    PointerSample(pointerID: 1, phase: .move, location: CGPoint(x: 161.5, y: 220), timestamp: 1.016)),
                .pointer(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 161.5, y: 220), timestamp: 1.1)),
            ])
    }

    @Test("Recorded commands with a bad kind, button or phase are errors at their column")
    func errors() {
        for (text, message) in [
            ("down 1 1,1 at 1s robot", "unexpected \"robot\""),
            ("down 1 1,1 at 1s mouse thumb", "expected primary, secondary, middle or buttonN"),
            ("scroll 0,1 at 1,1 wheel sideways", "unexpected \"sideways\""),
            ("transform began 1,1 scale 1", "expected rotation"),
            ("transform bent 1,1 scale 1 rotation 0", "expected began, changed, ended or cancelled"),
            ("transform began 1,1 scale x rotation 0", "expected a scale"),
            ("wait 2s; transform began 1,1 scale 1 rotation 0 at 1s", "before the script's current time"),
        ] {
            do {
                _ = try TouchScript.parse(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.message.contains(message), "\(text): \(error.message)")
            }
        }
    }

    @Test("A hover sample is written with its phase, pointer, exact time and a pen's distance")
    func hoverSamples() throws {
        let inputs: [InputSample] = [
            .hover(HoverSample(pointerID: 0, phase: .enter, location: CGPoint(x: 1, y: 2), timestamp: 1)),
            .hover(
                HoverSample(
                    pointerID: 7, phase: .move, location: CGPoint(x: 3, y: 4), timestamp: 1.5, kind: .pen,
                    zOffset: 0.5)),
            .hover(HoverSample(pointerID: 0, phase: .leave, location: .zero, timestamp: 2)),
        ]
        let written = GestureExport.touchScript(inputs)
        #expect(
            written == """
                # 3 recorded samples; times in seconds
                hover enter 0 1,2 at 1s
                hover move 7 3,4 at 1.5s pen 0.5
                hover leave 0 0,0 at 2s

                """)
        let read = try TouchScript.parse(written, file: "run.touches").inputs
        #expect(read.map { String(describing: $0) } == inputs.map { String(describing: $0) })
        #expect(throws: SceneFileError.self) { try TouchScript.parse("hover move 1 2,2 at 1s pencil 2") }
    }
}

/// The samples a touch script's `keydown KEY` / `keyup KEY` make, for keys a script cannot spell.
enum USKeyboardLayoutSample {
    static func sample(_ key: UIKeyboardHIDUsage, _ phase: KeySample.Phase, at time: TimeInterval) -> KeySample {
        USKeyboardLayout.sample(key, phase, modifiers: [], at: time)
    }

}
