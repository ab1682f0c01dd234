import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Logs a text view delegate's calls, and the scroll view's didScroll, answering as told.
@MainActor
private final class TextViewDelegateLog: UITextViewDelegate {
    var calls: [String] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldChange = true
    var ranges: [[Int]] = []

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldBegin")
        return shouldBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldEnd")
        return shouldEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange(\(text))")
        ranges.append([range.location, range.length])
        return shouldChange
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
}

/// A 320 × 480 window with a text view at (20, 40, 280, 200) whose content is 280 × 1000.
@MainActor
private struct TextViewFixture {
    let application = UIApplication()
    let window: UIWindow
    let textView = UITextView(frame: CGRect(x: 20, y: 40, width: 280, height: 200))
    let delegate = TextViewDelegateLog()
    let generator: EventGenerator

    init() throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        textView.contentSize = CGSize(width: 280, height: 1000)
        textView.delegate = delegate
        window.addSubview(textView)
        window.makeKeyAndVisible()
        generator = try EventGenerator(window: window)
    }
}

@MainActor
@Suite("UITextView, a scroll view, begins editing on a tap only when editable, and tells only its delegate")
struct UITextViewTests {
    @Test("A tap on an editable text view begins editing when the finger lifts: shouldBegin, then didBegin")
    func tapBeginsEditing() throws {
        let f = try TextViewFixture()
        try f.generator.fingerDown(at: f.textView)
        #expect(!f.textView.isFirstResponder)
        try f.generator.fingerUp()
        #expect(f.textView.isFirstResponder && f.textView.isEditingText)
        #expect(f.delegate.calls == ["shouldBegin", "didBegin"])
    }

    @Test("A tap on a text view that is not editable begins nothing and asks nothing")
    func notEditable() throws {
        let f = try TextViewFixture()
        f.textView.isEditable = false
        try f.generator.fingerTap(at: f.textView)
        #expect(!f.textView.isFirstResponder && f.delegate.calls.isEmpty)
        #expect(f.textView.becomeFirstResponder(), "a selectable text view can still become first responder")
        #expect(!f.textView.isEditingText && f.delegate.calls.isEmpty)
        f.textView.resignFirstResponder()
        f.textView.isSelectable = false
        #expect(!f.textView.canBecomeFirstResponder && !f.textView.becomeFirstResponder())
    }

    @Test("textViewShouldBeginEditing answering false keeps the text view from editing")
    func refusedBegin() throws {
        let f = try TextViewFixture()
        f.delegate.shouldBegin = false
        try f.generator.fingerTap(at: f.textView)
        #expect(!f.textView.isFirstResponder)
        #expect(f.delegate.calls == ["shouldBegin"])
    }

    @Test("Resigning ends editing unless the delegate refuses; endEditing(true) ends it anyway")
    func endingEditing() throws {
        let f = try TextViewFixture()
        f.textView.becomeFirstResponder()
        f.delegate.shouldEnd = false
        f.delegate.calls.removeAll()
        #expect(!f.textView.resignFirstResponder())
        #expect(f.textView.isEditingText)
        #expect(f.window.endEditing(true))
        #expect(!f.textView.isEditingText && !f.textView.isFirstResponder)
        #expect(f.delegate.calls == ["shouldEnd", "shouldEnd", "didEnd"])
        f.delegate.shouldEnd = true
        f.textView.becomeFirstResponder()
        f.textView.isEditable = false
        #expect(!f.textView.isFirstResponder && f.delegate.calls.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test("Typing asks shouldChangeTextIn and calls textViewDidChange; a line break is text; code changes tell nothing")
    func typing() throws {
        let f = try TextViewFixture()
        f.textView.text = "set"
        #expect(f.delegate.calls.isEmpty)
        f.textView.insertText("x")
        #expect(f.textView.text == "set", "a text view that is not editing ignores typing")
        f.textView.becomeFirstResponder()
        f.delegate.calls.removeAll()
        f.textView.insertText("\n")
        f.textView.deleteBackward()
        f.textView.insertText("!")
        #expect(f.textView.text == "set!")
        #expect(f.delegate.ranges == [[3, 0], [3, 1], [3, 0]])
        let expected = ["shouldChange(\n)", "didChange", "shouldChange()", "didChange", "shouldChange(!)", "didChange"]
        #expect(f.delegate.calls == expected)
        f.delegate.shouldChange = false
        f.textView.insertText("?")
        #expect(f.textView.text == "set!" && f.delegate.calls.last == "shouldChange(?)")
    }

    @Test("A drag on the text view scrolls it, tells the delegate didScroll, and begins no editing")
    func dragScrolls() throws {
        let f = try TextViewFixture()
        try f.generator.fingerDrag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 60), duration: 0.3)
        #expect(f.textView.contentOffset.y > 0)
        #expect(!f.textView.isFirstResponder)
        #expect(f.delegate.calls == ["didScroll"])
    }

    @Test("A text view is a scroll view, not a control: it sends no control events")
    func notAControl() {
        let textView: UIView = UITextView()
        #expect(!(textView is UIControl))
        #expect(textView is UIScrollView)
    }
}
