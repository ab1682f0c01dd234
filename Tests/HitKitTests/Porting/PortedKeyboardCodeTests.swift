import HitKit
import HitKitTesting
import Testing

// UIKit-style iPad keyboard code, as it is written for UIKit, with only `import HitKit`: a game
// view controller that runs on the arrow keys (Apple's "Handling key presses made on a physical
// keyboard"), a document controller with Command-key shortcuts, and a search field whose Escape
// command wants priority over text input.

private final class GameViewController: UIViewController {
    private(set) var log: [String] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var didHandleEvent = false
        for press in presses {
            guard let key = press.key else { continue }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow {
                log.append("run backward")
                didHandleEvent = true
            }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputRightArrow {
                log.append("run forward")
                didHandleEvent = true
            }
        }
        if didHandleEvent == false {
            super.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return }
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            log.append("stop")
        default:
            super.pressesEnded(presses, with: event)
        }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("cancelled \(presses.count)")
        super.pressesCancelled(presses, with: event)
    }
}

private final class NotesViewController: UIViewController {
    let searchField = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(searchField)
        addKeyCommand(UIKeyCommand(input: "f", modifierFlags: .command, action: NotesViewController.find))
    }

    override var keyCommands: [UIKeyCommand]? {
        let save = UIKeyCommand(
            title: "Save", action: NotesViewController.save, input: "s", modifierFlags: .command,
            discoverabilityTitle: "Save Document")
        let escape = UIKeyCommand(
            input: UIKeyCommand.inputEscape, modifierFlags: [], action: NotesViewController.dismissSearch)
        escape.wantsPriorityOverSystemBehavior = true
        return (super.keyCommands ?? []) + [save, escape]
    }

    func save(_ sender: Any?) { log.append("save") }
    func find(_ sender: UIKeyCommand) {
        log.append("find")
        searchField.becomeFirstResponder()
    }
    func dismissSearch() {
        log.append("dismiss")
        searchField.resignFirstResponder()
    }
}

@MainActor
@Suite("Ported UIKit keyboard code")
struct PortedKeyboardCodeTests {
    @Test("Arrow keys run a game controller's character and Command shortcuts and Escape reach a document controller")
    func keyboardCode() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let game = GameViewController()
        window.rootViewController = game
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.keyPress(.keyboardLeftArrow)
        try generator.keyPress(.keyboardRightArrow)
        #expect(game.log == ["run backward", "stop", "run forward", "stop"])

        let notes = NotesViewController()
        window.rootViewController = notes
        try generator.keyPress("cmd+f")
        try generator.keyType("kiwi")
        try generator.keyPress("escape")
        try generator.keyPress("cmd+s")
        #expect(notes.searchField.text == "kiwi")
        #expect(notes.log == ["find", "dismiss", "save"])
        #expect(notes.keyCommands?.first?.input == "f")
        try generator.assertNoLeftovers()
    }
}
