import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A delegate that implements only the plain `textFieldDidEndEditing(_:)`.
@MainActor
private final class PlainEndDelegate: UITextFieldDelegate {
    var calls: [String] = []
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
}

/// A delegate that implements both end variants: UIKit calls only the `reason:` one.
@MainActor
private final class BothEndsDelegate: UITextFieldDelegate {
    var calls: [String] = []
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd(reason:)")
    }
}

@MainActor
@Suite("UITextField begins editing on a tap and ends it as UIKit's does")
struct UITextFieldTests {
    @Test("A tap begins editing when the finger lifts: shouldBegin, didBegin, editingDidBegin, then touchUpInside")
    func tapBeginsEditingOnLift() throws {
        let f = try TextFieldFixture()
        try f.generator.fingerDown(at: f.field)
        #expect(!f.field.isEditing && !f.field.isFirstResponder)
        try f.generator.fingerUp()
        #expect(f.field.isEditing && f.field.isFirstResponder)
        #expect(f.log.names == ["touchDown", "shouldBegin", "didBegin", "editingDidBegin", "touchUpInside"])
    }

    @Test("textFieldShouldBeginEditing answering false keeps the field from editing; the touch events still go")
    func delegateRefusesToBegin() throws {
        let f = try TextFieldFixture()
        f.delegate.shouldBegin = false
        try f.generator.fingerTap(at: f.field)
        #expect(!f.field.isEditing && !f.field.isFirstResponder)
        #expect(f.log.names == ["touchDown", "shouldBegin", "touchUpInside"])
    }

    @Test("A finger dragged away and lifted outside the tracking area begins nothing")
    func liftOutsideBeginsNothing() throws {
        let f = try TextFieldFixture()
        try f.generator.fingerDrag(from: f.field, to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(!f.field.isEditing)
        #expect(!f.log.names.contains("shouldBegin"))
    }

    @Test("A disabled field cannot become first responder, and a tap on it begins nothing")
    func disabledField() throws {
        let f = try TextFieldFixture()
        f.field.isEnabled = false
        #expect(!f.field.canBecomeFirstResponder)
        #expect(!f.field.becomeFirstResponder())
        try f.generator.fingerTap(at: CGPoint(x: 120, y: 115))
        #expect(!f.field.isEditing && f.log.names.isEmpty)
    }

    @Test("resignFirstResponder ends editing: shouldEnd, didEnd (committed), editingDidEnd")
    func resignEndsEditing() throws {
        let f = try TextFieldFixture()
        #expect(f.field.becomeFirstResponder())
        f.log.names.removeAll()
        #expect(f.field.resignFirstResponder())
        #expect(!f.field.isEditing && !f.field.isFirstResponder)
        #expect(f.log.names == ["shouldEnd", "didEnd(committed)", "editingDidEnd"])
    }

    @Test("textFieldShouldEndEditing answering false keeps editing; endEditing(true) ends it anyway")
    func shouldEndRefusesUnlessForced() throws {
        let f = try TextFieldFixture()
        f.field.becomeFirstResponder()
        f.delegate.shouldEnd = false
        f.log.names.removeAll()
        #expect(!f.field.resignFirstResponder())
        #expect(!f.container.endEditing(false))
        #expect(f.field.isEditing && f.field.isFirstResponder)
        #expect(f.log.names == ["shouldEnd", "shouldEnd"])
        f.log.names.removeAll()
        #expect(f.container.endEditing(true))
        #expect(!f.field.isEditing && !f.field.isFirstResponder)
        #expect(f.log.names == ["shouldEnd", "didEnd(committed)", "editingDidEnd"])
    }

    @Test("A field leaving its window ends editing, even when the delegate refuses")
    func leavingTheWindowEndsEditing() throws {
        let f = try TextFieldFixture()
        f.field.becomeFirstResponder()
        f.delegate.shouldEnd = false
        f.log.names.removeAll()
        f.field.removeFromSuperview()
        #expect(!f.field.isEditing)
        #expect(f.log.names == ["shouldEnd", "didEnd(committed)", "editingDidEnd"])
    }

    @Test("Tapping another field moves editing: the new one is asked first, then the old one ends")
    func tapOnAnotherFieldMovesEditing() throws {
        let f = try TextFieldFixture()
        let otherLog = TextEventLog()
        otherLog.record(f.other)
        f.field.becomeFirstResponder()
        f.log.names.removeAll()
        try f.generator.fingerTap(at: f.other)
        #expect(f.other.isEditing && !f.field.isEditing)
        #expect(f.log.names == ["shouldEnd", "didEnd(committed)", "editingDidEnd"])
        #expect(otherLog.names == ["touchDown", "editingDidBegin", "touchUpInside"])
    }

    @Test("A field whose delegate refuses to end keeps editing when another field is tapped")
    func refusingFieldKeepsEditing() throws {
        let f = try TextFieldFixture()
        f.field.becomeFirstResponder()
        f.delegate.shouldEnd = false
        try f.generator.fingerTap(at: f.other)
        #expect(f.field.isEditing && !f.other.isEditing)
    }

    @Test("Only the reason variant of didEndEditing is called when a delegate implements both")
    func endVariants() throws {
        let f = try TextFieldFixture()
        let plain = PlainEndDelegate()
        f.field.delegate = plain
        f.field.becomeFirstResponder()
        f.field.resignFirstResponder()
        #expect(plain.calls == ["didEnd"])
        let both = BothEndsDelegate()
        f.field.delegate = both
        f.field.becomeFirstResponder()
        f.field.resignFirstResponder()
        #expect(both.calls == ["didEnd(reason:)"])
    }

    @Test("clearsOnBeginEditing asks textFieldShouldClear and empties the text, sending no editingChanged")
    func clearsOnBeginEditing() throws {
        let f = try TextFieldFixture()
        f.field.text = "old"
        f.field.clearsOnBeginEditing = true
        f.field.becomeFirstResponder()
        #expect(f.field.text == "")
        #expect(f.log.names == ["shouldBegin", "shouldClear", "didBegin", "editingDidBegin"])
        f.field.resignFirstResponder()
        f.field.text = "kept"
        f.delegate.shouldClear = false
        f.field.becomeFirstResponder()
        #expect(f.field.text == "kept")
    }
}
