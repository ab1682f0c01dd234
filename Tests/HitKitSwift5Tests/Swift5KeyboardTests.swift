import HitKit
import HitKitTesting
import Testing

// UIKit-style keyboard code in the Swift 5 language mode: plain classes (no actor annotation)
// overriding pressesBegan and keyCommands, with an action method reference as the selector.

final class Swift5ShortcutController: UIViewController {
    var log: [String] = []

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "z", modifierFlags: [.command, .shift], action: Swift5ShortcutController.redo)]
    }

    func redo(_ sender: UIKeyCommand) { log.append("redo \(sender.modifierFlags.contains(.shift))") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, key.keyCode == .keyboardSpacebar {
            log.append("space \(event?.allPresses.count ?? 0)")
        } else {
            super.pressesBegan(presses, with: event)
        }
    }
}

@MainActor
@Suite("Swift 5 language mode: keyboard")
struct Swift5KeyboardTests {
    @Test("pressesBegan and keyCommands overrides compile and behave in Swift 5 mode")
    func keyboardOverrides() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let controller = Swift5ShortcutController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.keyPress("cmd+shift+z")
        try generator.keyPress(.keyboardSpacebar)
        #expect(controller.log == ["redo true", "space 1"])
        try generator.assertNoLeftovers()
    }
}
