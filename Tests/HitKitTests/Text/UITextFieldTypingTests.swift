import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("A text field's edits, as the keyboard makes them, send editingChanged; code's do not")
struct UITextFieldTypingTests {
    @Test("insertText asks shouldChangeCharactersIn with the insertion range and sends editingChanged")
    func insertText() throws {
        let f = try TextFieldFixture()
        f.field.becomeFirstResponder()
        f.log.names.removeAll()
        f.field.insertText("a")
        f.field.insertText("bc")
        #expect(f.field.text == "abc" && f.field.hasText)
        #expect(f.log.names == ["shouldChange", "editingChanged", "shouldChange", "editingChanged"])
        #expect(f.delegate.ranges.map { [$0.0.location, $0.0.length] } == [[0, 0], [1, 0]])
        #expect(f.delegate.ranges.map(\.1) == ["a", "bc"])
    }

    @Test("deleteBackward removes the last character (its UTF-16 range) and sends editingChanged")
    func deleteBackward() throws {
        let f = try TextFieldFixture()
        f.field.text = "hi👋"
        f.field.becomeFirstResponder()
        f.log.names.removeAll()
        f.field.deleteBackward()
        #expect(f.field.text == "hi")
        #expect(f.delegate.ranges.map { [$0.0.location, $0.0.length] } == [[2, 2]])
        #expect(f.delegate.ranges.map(\.1) == [""])
        #expect(f.log.names == ["shouldChange", "editingChanged"])
        f.field.text = ""
        f.log.names.removeAll()
        f.field.deleteBackward()
        #expect(f.log.names.isEmpty)
    }

    @Test("An edit the delegate refuses changes nothing and sends nothing")
    func refusedEdit() throws {
        let f = try TextFieldFixture()
        f.field.becomeFirstResponder()
        f.delegate.shouldChange = false
        f.log.names.removeAll()
        f.field.insertText("x")
        #expect(f.field.text == "")
        #expect(f.log.names == ["shouldChange"])
    }

    @Test("Setting text in code sends nothing, and typing into a field that is not editing is ignored")
    func codeAndIdleTyping() throws {
        let f = try TextFieldFixture()
        f.field.text = "set"
        f.field.insertText("x")
        f.field.deleteBackward()
        #expect(f.field.text == "set")
        f.field.text = nil
        #expect(f.field.text == "" && !f.field.hasText)
        #expect(f.log.names.isEmpty)
    }

    @Test("Return asks textFieldShouldReturn and sends editingDidEndOnExit; editing goes on without an action for it")
    func returnWithoutExitAction() throws {
        let f = try TextFieldFixture()
        f.field.becomeFirstResponder()
        f.log.names.removeAll()
        f.field.insertText("\n")
        #expect(f.log.names == ["shouldReturn"])
        #expect(f.field.isEditing && f.field.text == "")
    }

    @Test("Return with an editingDidEndOnExit action sends it, then ends editing")
    func returnWithExitAction() throws {
        let f = try TextFieldFixture()
        f.field.addAction(UIAction { _ in f.log.names.append("editingDidEndOnExit") }, for: .editingDidEndOnExit)
        f.field.becomeFirstResponder()
        f.log.names.removeAll()
        f.field.insertText("\n")
        #expect(!f.field.isEditing)
        #expect(
            f.log.names == ["shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd(committed)", "editingDidEnd"])
    }

    @Test("Return refused by textFieldShouldReturn sends nothing and keeps editing")
    func returnRefused() throws {
        let f = try TextFieldFixture()
        f.field.addAction(UIAction { _ in f.log.names.append("editingDidEndOnExit") }, for: .editingDidEndOnExit)
        f.delegate.shouldReturn = false
        f.field.becomeFirstResponder()
        f.log.names.removeAll()
        f.field.insertText("\n")
        #expect(f.field.isEditing)
        #expect(f.log.names == ["shouldReturn"])
    }

    @Test("A line break inside inserted text is dropped: a text field holds one line")
    func lineBreaksDropped() throws {
        let f = try TextFieldFixture()
        f.field.becomeFirstResponder()
        f.field.insertText("a\nb")
        #expect(f.field.text == "ab")
    }
}
