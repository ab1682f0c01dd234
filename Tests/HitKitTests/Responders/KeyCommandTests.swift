import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A controller with key commands, whose actions write into the stage's journal.
@MainActor
private final class CommandController: PressController {
    var commands: [UIKeyCommand] = []
    override var keyCommands: [UIKeyCommand]? { commands }

    func save() { journal.entries.append("save") }
    func find(_ sender: UIKeyCommand) { journal.entries.append("find \(sender.input ?? "")") }
    func close(_ sender: Any?) { journal.entries.append("close \(sender is UIKeyCommand)") }
}

/// A view whose action a command declared by a controller above it finds first.
@MainActor
private final class SavingView: PressView {
    func save() { journal.entries.append("view save") }
}

/// Key commands are matched along the responder chain before `pressesBegan` (Apple's
/// `keyCommands` page), and against text input by `wantsPriorityOverSystemBehavior`.
@MainActor
@Suite("Key commands")
struct KeyCommandTests {
    @MainActor
    private struct Stage {
        let app = UIApplication()
        let window: UIWindow
        let journal = PressJournal()
        let controller: CommandController
        let view: PressView
        let field = UITextField(frame: CGRect(x: 10, y: 150, width: 200, height: 30))
        let generator: EventGenerator

        init() {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            controller = CommandController(journal: journal)
            window.rootViewController = controller
            view = PressView("view", journal: journal)
            controller.view.addSubview(view)
            controller.view.addSubview(field)
            window.makeKeyAndVisible()
            generator = try! EventGenerator(window: window)
        }
    }

    @Test("A key command on the chain wins over pressesBegan: its action runs and no responder sees the press")
    func commandBeatsPressesBegan() throws {
        let stage = Stage()
        stage.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: CommandController.save)]
        stage.view.becomeFirstResponder()
        try stage.generator.keyPress("cmd+s")
        #expect(stage.journal.entries == ["save"])
        try stage.generator.keyPress("s")
        #expect(
            stage.journal.entries == [
                "save", "view began keyboardS", "controller began keyboardS",
                "view ended keyboardS", "controller ended keyboardS",
            ])
        try stage.generator.assertNoLeftovers()
    }

    @Test("A command's modifiers must be exactly the key's: cmd+shift+s does not run a cmd+s command")
    func modifiersMustMatch() throws {
        let stage = Stage()
        stage.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: CommandController.save)]
        try stage.generator.keyPress("cmd+shift+s")
        try stage.generator.keyPress("capslock+cmd+s")
        #expect(stage.journal.entries == ["controller began keyboardS", "controller ended keyboardS", "save"])
    }

    @Test(
        "The action runs on the first responder of its type from the first responder, which may be below the declarer")
    func actionTarget() throws {
        let stage = Stage()
        let saving = SavingView("saving", journal: stage.journal)
        stage.controller.view.addSubview(saving)
        stage.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: SavingView.save)]
        saving.becomeFirstResponder()
        try stage.generator.keyPress("cmd+s")
        #expect(stage.journal.entries == ["view save"])
    }

    @Test("A command whose action finds no target on the chain lets the press go on to pressesBegan")
    func noTarget() throws {
        let stage = Stage()
        stage.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: SavingView.save)]
        try stage.generator.keyPress("cmd+s")
        #expect(stage.journal.entries == ["controller began keyboardS", "controller ended keyboardS"])
    }

    @Test(
        "Commands pass the command or the sender, match special keys by their input constants, and skip disabled ones")
    func shapesAndSpecialKeys() throws {
        let stage = Stage()
        let disabled = UIKeyCommand(input: UIKeyCommand.f5, modifierFlags: [], action: CommandController.save)
        disabled.attributes = .disabled
        stage.controller.commands = [
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .alternate, action: CommandController.find),
            UIKeyCommand(title: "Close", action: CommandController.close, input: UIKeyCommand.inputEscape),
            disabled,
        ]
        try stage.generator.keyPress("alt+up")
        try stage.generator.keyPress("escape")
        try stage.generator.keyPress("f5")
        #expect(
            stage.journal.entries == [
                "find UIKeyInputUpArrow", "close true", "controller began keyboardF5", "controller ended keyboardF5",
            ])
    }

    @Test("addKeyCommand adds to a view controller's keyCommands once; removeKeyCommand takes it out")
    func addAndRemove() throws {
        let stage = Stage()
        let controller = PressController(journal: stage.journal)
        let command = UIKeyCommand(input: "n", modifierFlags: .command, action: CommandController.save)
        #expect(controller.keyCommands == nil)
        controller.addKeyCommand(command)
        controller.addKeyCommand(command)
        #expect(controller.keyCommands?.count == 1)
        controller.removeKeyCommand(command)
        #expect(controller.keyCommands == nil)
    }

    @Test("A first-responder text field types a key before a matching command that does not want priority")
    func textInputFirst() throws {
        let stage = Stage()
        stage.controller.commands = [UIKeyCommand(input: "j", modifierFlags: [], action: CommandController.save)]
        #expect(stage.field.becomeFirstResponder())
        try stage.generator.keyType("Hej")
        #expect(stage.field.text == "Hej")
        #expect(stage.journal.entries.isEmpty)
        try stage.generator.keyPress(.keyboardDeleteOrBackspace)
        #expect(stage.field.text == "He")
        try stage.generator.assertNoLeftovers()
    }

    @Test("A command with wantsPriorityOverSystemBehavior runs before a first-responder text field types the key")
    func priorityOverTextInput() throws {
        let stage = Stage()
        let command = UIKeyCommand(input: "j", modifierFlags: [], action: CommandController.save)
        command.wantsPriorityOverSystemBehavior = true
        stage.controller.commands = [command]
        stage.field.becomeFirstResponder()
        try stage.generator.keyType("Hej")
        #expect(stage.field.text == "He")
        #expect(stage.journal.entries == ["save"])
    }

    @Test("A text field does not type Command combinations: the command runs without wanting priority")
    func commandKeysSkipTextInput() throws {
        let stage = Stage()
        stage.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: CommandController.save)]
        stage.field.becomeFirstResponder()
        try stage.generator.keyPress("cmd+s")
        #expect(stage.journal.entries == ["save"])
        #expect(stage.field.text == "")
    }
}
