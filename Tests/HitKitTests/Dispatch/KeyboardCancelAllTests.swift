import Foundation
import Testing

@testable import HitKit

/// `cancelAllPresses()` ends every press, including those no `pressesBegan` went to (found by the
/// chaos suite's worlds with keys).
@MainActor
@Suite("Cancelling every press")
struct KeyboardCancelAllTests {
    @Test("cancelAllPresses leaves a press that text input took, or that found no responder, cancelled")
    func cancelAllEndsPressesNoResponderHeard() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        app.send(
            KeySample(key: .keyboardA, phase: .down, characters: "a", charactersIgnoringModifiers: "a", timestamp: 1))
        let typed = try #require(app.activePresses.first)
        #expect(field.text == "a")
        let hidden = UIApplication()
        hidden.send(KeySample(key: .keyboardB, phase: .down, characters: "b", timestamp: 1))
        let unheard = try #require(hidden.activePresses.first)
        app.cancelAllPresses()
        hidden.cancelAllPresses()
        #expect(typed.phase == .cancelled)
        #expect(unheard.phase == .cancelled)
        #expect(app.activePresses.isEmpty && hidden.activePresses.isEmpty)
    }
}
