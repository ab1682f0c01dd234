import Foundation
import HitKit
import HitKitTesting
import Testing

// A login screen written as public UIKit code writes one — two text fields with the controller as
// their delegate, return moving to the next field, a length limit in shouldChangeCharactersIn, an
// editingChanged target–action and a tap that dismisses the keyboard — compiled with
// `import HitKit` only, in Swift 6 mode.

private final class LoginViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let codeField = UITextField()
    private(set) var submitted: String?
    private(set) var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.frame = CGRect(x: 20, y: 100, width: 280, height: 34)
        nameField.placeholder = "Name"
        nameField.delegate = self
        codeField.frame = CGRect(x: 20, y: 150, width: 280, height: 34)
        codeField.placeholder = "Code"
        codeField.delegate = self
        codeField.addTarget(self, action: LoginViewController.codeChanged, for: .editingChanged)
        view.addSubview(nameField)
        view.addSubview(codeField)
        let tap = UITapGestureRecognizer(target: self, action: LoginViewController.dismissKeyboard)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func dismissKeyboard(_ sender: UITapGestureRecognizer) { view.endEditing(true) }

    func codeChanged(_ sender: UITextField) { changes += 1 }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == nameField {
            codeField.becomeFirstResponder()
        } else {
            submitted = "\(nameField.text ?? "")/\(codeField.text ?? "")"
            textField.resignFirstResponder()
        }
        return true
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        guard textField == codeField, let text = textField.text as NSString? else { return true }
        return text.replacingCharacters(in: range, with: string).count <= 4
    }
}

@MainActor
@Suite("Ported UIKit code with text fields and their delegate")
struct PortedTextFieldCodeTests {
    @Test("A tap, typing and return move through the form; the dismissing tap ends editing")
    func loginForm() throws {
        let controller = LoginViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerTap(at: controller.nameField)
        #expect(controller.nameField.isFirstResponder)
        controller.nameField.insertText("Ada")
        controller.nameField.insertText("\n")
        #expect(controller.codeField.isEditing && !controller.nameField.isEditing)
        for digit in ["1", "2", "3", "4", "5"] { controller.codeField.insertText(digit) }
        #expect(controller.codeField.text == "1234")
        #expect(controller.changes == 4)
        controller.codeField.insertText("\n")
        #expect(controller.submitted == "Ada/1234")
        #expect(!controller.codeField.isEditing)
        try generator.fingerTap(at: controller.nameField)
        try generator.fingerTap(at: CGPoint(x: 160, y: 400))
        #expect(!controller.nameField.isEditing)
        try generator.assertNoLeftovers()
    }
}

// A notes screen: a text view with the controller as its delegate, counting characters as
// UIKit code does in textViewDidChange and refusing edits past a limit.

private final class NotesViewController: UIViewController, UITextViewDelegate {
    let notes = UITextView()
    private(set) var remaining = 10

    override func viewDidLoad() {
        super.viewDidLoad()
        notes.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        notes.delegate = self
        view.addSubview(notes)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        (textView.text as NSString).replacingCharacters(in: range, with: text).count <= 10
    }

    func textViewDidChange(_ textView: UITextView) { remaining = 10 - textView.text.count }
}

@MainActor
@Suite("Ported UIKit code with a text view and its delegate")
struct PortedTextViewCodeTests {
    @Test("A tap begins editing; the delegate limits and counts the text typed")
    func notesScreen() throws {
        let controller = NotesViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerTap(at: controller.notes)
        #expect(controller.notes.isFirstResponder)
        controller.notes.insertText("Hello\nthere")
        controller.notes.insertText("Hi\n")
        #expect(controller.notes.text == "Hi\n")
        #expect(controller.remaining == 7)
        try generator.assertNoLeftovers()
    }
}
