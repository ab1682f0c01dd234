import HitKit
import HitKitScenes
import Testing

/// Touch scripts: shorthands, raw finger commands, timing, and errors at their columns.
@Suite("Touch scripts")
struct TouchScriptTests {
    static func describe(_ script: TouchScript) -> [String] {
        script.samples.map {
            "\($0.pointerID) \($0.phase.rawValue) \(Int($0.location.x)),\(Int($0.location.y)) @\($0.timestamp)"
        }
    }

    @Test("Taps start on whole seconds, a down and an up 0.1 s apart")
    func taps() throws {
        let script = try TouchScript.parse("tap 10,20; tap 30,40")
        #expect(
            Self.describe(script) == ["1 down 10,20 @1.0", "1 up 10,20 @1.1", "1 down 30,40 @2.0", "1 up 30,40 @2.1"])
    }

    @Test("A drag is a down, ten moves over its duration and an up 0.05 s later")
    func drag() throws {
        let script = try TouchScript.parse("drag 0,0 -> 100,0 0.2s")
        #expect(script.samples.count == 12)
        #expect(script.samples[5].location == CGPoint(x: 50, y: 0))
        #expect(abs(script.samples[11].timestamp - 1.25) < 1e-9)
    }

    @Test("Raw commands happen at the current time, which wait and at move on")
    func rawCommands() throws {
        let script = try TouchScript.parse(
            """
            down 1 10,10
            down 2 50,50   # a second finger
            wait 100ms
            move 1 20,10
            up 1 at 0.5s
            up 2
            """)
        #expect(
            Self.describe(script) == [
                "1 down 10,10 @0.0", "2 down 50,50 @0.0", "1 move 20,10 @0.1", "1 up 20,10 @0.5", "2 up 50,50 @0.5",
            ])
    }

    @Test("Pinch and rotate move two fingers together")
    func twoFingers() throws {
        let pinch = try TouchScript.parse("pinch 100,100 20 -> 60")
        #expect(Set(pinch.samples.map(\.pointerID)) == [1, 2])
        #expect(pinch.samples.first?.location == CGPoint(x: 90, y: 100))
        #expect(pinch.samples.last?.location == CGPoint(x: 130, y: 100))
        let rotate = try TouchScript.parse("rotate 100,100 90")
        #expect(rotate.samples.count == 24)
    }

    @Test(
        "Script errors name the line and column",
        arguments: [
            (
                "tapp 1,1",
                "<inline>:1:1: error: unknown command 'tapp'; expected one of: tap, double-tap, long-press, drag, pinch, rotate, down, move, up, cancel, key, keydown, keyup, hover, wait, activate, click, scroll, transform"
            ),
            ("tap 1;2", "<inline>:1:5: error: expected a point X,Y, found \"1\""),
            ("tap", "<inline>:1:5: error: expected a point X,Y, found the end of the command"),
            (
                "tap 1,1\nlong-press 1,1 soon",
                "<inline>:2:16: error: expected a duration like 0.3s or 300ms, found \"soon\""
            ),
            ("drag 1,1 2,2", "<inline>:1:10: error: expected ->, found \"2,2\""),
            ("tap 1,1 extra", "<inline>:1:9: error: unexpected \"extra\" after the command"),
            ("up 1", "<inline>:1:4: error: finger 1 is not down"),
            ("down one 1,1", "<inline>:1:6: error: expected a finger number, found \"one\""),
            ("down 1 1,1 at never", "<inline>:1:15: error: expected a time like 1.5s or 1500ms, found \"never\""),
            ("cancel 1", "<inline>:1:8: error: finger 1 is not down"),
            ("wait 2s; down 1 1,1 at 1s", "<inline>:1:10: error: time 1.0s is before the script's current time 2.0s"),
            ("tap nan,1", "<inline>:1:5: error: expected a point X,Y, found \"nan,1\""),
        ])
    func errors(text: String, message: String) {
        #expect(throws: SceneFileError.self) { try TouchScript.parse(text) }
        do {
            _ = try TouchScript.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }
}

/// Touch scripts' key commands: `key` presses a combination on the next whole second, `keydown`
/// and `keyup` at the current time, each sample with the characters a US keyboard types.
@Suite("Touch scripts: keys")
struct TouchScriptKeyTests {
    static func describe(_ script: TouchScript) -> [String] {
        script.inputs.map { input in
            switch input {
            case .pointer(let sample): "pointer \(sample.pointerID) \(sample.phase.rawValue) @\(sample.timestamp)"
            case .transform(let sample): "transform \(sample.phase.rawValue) @\(sample.timestamp)"
            case .key(let sample):
                "key \(sample.keyCode) \(sample.phase.rawValue) \(sample.characters.debugDescription) "
                    + "\(sample.modifierFlags.rawValue) @\(sample.timestamp)"
            case .scroll(let sample):
                "scroll \(sample.source.rawValue) \(sample.phase.rawValue) \(sample.delta) @\(sample.timestamp)"
            case .hover(let sample): "hover \(sample.pointerID) \(sample.phase.rawValue) @\(sample.timestamp)"
            }
        }
    }

    @Test("pinch and rotate with trackpad make transform samples: began, ten changes, ended 0.05 s later")
    func trackpadShorthands() throws {
        let script = try TouchScript.parse("pinch 2 at 50,60 trackpad; rotate 90 at 50,60 0.5s trackpad")
        let transforms = script.inputs.compactMap { input -> TransformSample? in
            if case .transform(let sample) = input { sample } else { nil }
        }
        #expect(transforms.count == 24)
        #expect(transforms.first == TransformSample(phase: .began, location: CGPoint(x: 50, y: 60), timestamp: 1))
        #expect(transforms[10].scale == 2 && transforms[10].timestamp == 1.3)
        #expect(transforms[11].phase == .ended && transforms[11].timestamp == 1.35)
        #expect(abs(transforms[22].rotation - .pi / 2) < 1e-12 && transforms[22].timestamp == 2.5)
        #expect(transforms[23].phase == .ended && transforms[23].timestamp == 2.55)
        #expect(throws: SceneFileError.self) { try TouchScript.parse("pinch 2 50,60 trackpad") }
        #expect(throws: SceneFileError.self) { try TouchScript.parse("pinch 0 at 50,60 trackpad") }
    }

    @Test("key presses a combination on the next whole second, down and up 0.1 s apart, between touches")
    func keyShorthand() throws {
        let script = try TouchScript.parse("tap 10,10; key cmd+shift+s; keydown a; wait 0.5s; keyup a")
        let command = UIKeyModifierFlags([.command, .shift]).rawValue
        #expect(
            Self.describe(script) == [
                "pointer 1 down @1.0", "pointer 1 up @1.1", "key 22 down \"S\" \(command) @2.0",
                "key 22 up \"S\" \(command) @2.1", "key 4 down \"a\" 0 @2.1", "key 4 up \"a\" 0 @2.6",
            ])
        #expect(script.samples.count == 2)
        #expect(script.endTime == 2.6)
    }

    @Test("A key that is no key, a keyup for a key that is not down and a second keydown are errors at their columns")
    func keyErrors() {
        for (text, message) in [
            ("key cmd+", "no key"), ("key hyper+s", "'hyper' is no modifier"), ("keyup a", "is not down"),
            ("keydown a; keydown a", "is already down"), ("key", "expected a key"),
        ] {
            #expect(throws: SceneFileError.self) { try TouchScript.parse(text) }
            do {
                _ = try TouchScript.parse(text)
            } catch {
                #expect(error.message.contains(message), "\(text): \(error.message)")
            }
        }
    }
}
