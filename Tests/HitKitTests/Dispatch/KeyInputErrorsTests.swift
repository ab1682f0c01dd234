import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Bad key samples are reported as diagnostics and survived: nothing crashes, nothing stays down.
@MainActor
@Suite("Key input errors")
struct KeyInputErrorsTests {
    @Test("An up for a key that is not down is reported and ignored")
    func upWithoutDown() throws {
        let stage = KeyStage()
        let found = diagnostics { stage.app.send(KeySample(key: .keyboardA, phase: .up, timestamp: 1)) }
        #expect(found.codes == [.unexpectedKeyPhase])
        #expect(stage.journal.entries.isEmpty)
        try stage.generator.assertNoLeftovers()
    }

    @Test("A second down for a key that is down (a host's auto-repeat) is reported and ignored")
    func repeatedDown() throws {
        let stage = KeyStage()
        let down = KeySample(
            key: .keyboardA, phase: .down, characters: "a", charactersIgnoringModifiers: "a", timestamp: 1)
        let found = diagnostics {
            stage.app.send(down)
            stage.app.send(down)
            stage.app.send(KeySample(key: .keyboardA, phase: .up, timestamp: 2))
        }
        #expect(found.codes == [.unexpectedKeyPhase])
        #expect(stage.journal.entries == ["controller began keyboardA", "controller ended keyboardA"])
        try stage.generator.assertNoLeftovers()
    }

    @Test("A key code that is no UIKeyboardHIDUsage is reported and dropped, its up too")
    func unknownKey() throws {
        let stage = KeyStage()
        let found = diagnostics {
            stage.app.send(KeySample(keyCode: 0x1234, phase: .down, timestamp: 1))
            stage.app.send(KeySample(keyCode: -5, phase: .down, timestamp: 1))
            stage.app.send(KeySample(keyCode: 0x1234, phase: .up, timestamp: 2))
        }
        #expect(found.codes == [.unknownKey, .unknownKey, .unknownKey])
        #expect(stage.journal.entries.isEmpty)
        try stage.generator.assertNoLeftovers()
    }

    @Test("A NaN or infinite timestamp is reported and counts as the clock's current time")
    func nonFiniteTimestamp() throws {
        let stage = KeyStage()
        stage.app.advanceTime(to: 3)
        let found = diagnostics {
            stage.app.send(KeySample(key: .keyboardB, phase: .down, timestamp: .nan))
            stage.app.send(KeySample(key: .keyboardB, phase: .up, timestamp: .infinity))
        }
        #expect(found.codes == [.nonFiniteInput, .nonFiniteInput])
        #expect(stage.app.clock.now == 3)
        #expect(stage.controller.seen.first?.timestamp == 3)
        try stage.generator.assertNoLeftovers()
    }

    @Test("A key with no key window goes to no responder and still goes up cleanly")
    func noKeyWindow() throws {
        let app = UIApplication()
        let found = diagnostics {
            app.send(KeySample(key: .keyboardA, phase: .down, timestamp: 1))
            #expect(app.activePresses.first?.responder == nil)
            app.send(KeySample(key: .keyboardA, phase: .up, timestamp: 2))
        }
        #expect(found.codes.isEmpty)
        #expect(app.activePresses.isEmpty)
    }

    @Test("A key sent from inside pressesBegan waits for the current press to finish")
    func nestedKeyWaits() throws {
        let stage = KeyStage()
        stage.inner.becomeFirstResponder()
        var sent = false
        stage.inner.onBegan = { [app = stage.app] in
            guard !sent else { return }
            sent = true
            app.send(KeySample(key: .keyboardZ, phase: .down, timestamp: 5))
        }
        try stage.generator.keyDown(.keyboardY)
        #expect(
            stage.journal.entries.prefix(4) == [
                "inner began keyboardY", "outer began keyboardY", "controller began keyboardY", "inner began keyboardZ",
            ])
        try stage.generator.keyUp(.keyboardY)
        try stage.generator.keyUp(.keyboardZ)
        try stage.generator.assertNoLeftovers()
    }
}
