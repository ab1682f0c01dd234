import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Counts a recognizer's recognitions and runs `body` for each, as a target-action would.
@MainActor
private func onRecognized(_ recognizer: UIGestureRecognizer, _ body: @escaping () -> Void) {
    recognizer.addTarget { if $0.state == .recognized || $0.state == .ended { body() } }
}

@MainActor
@Suite("A text field in a scroll view and under a keyboard-dismissing tap, as in UIKit apps")
struct TextFieldInHierarchyTests {
    /// A 320 × 480 scroll view with 2000 points of content and a text field at (20, 100, 200, 30).
    private func scrollFixture() throws -> (UIScrollView, UITextField, TextEventLog, EventGenerator) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        scrollView.addSubview(field)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        let log = TextEventLog()
        log.record(field)
        return (scrollView, field, log, try EventGenerator(window: window))
    }

    @Test("A quick tap on a text field in a scroll view begins editing when the finger lifts")
    func quickTapInScrollView() throws {
        let (_, field, log, generator) = try scrollFixture()
        try generator.fingerTap(at: field)
        #expect(field.isEditing)
        #expect(log.names == ["touchDown", "editingDidBegin", "touchUpInside"])
    }

    @Test("A drag that starts on the text field scrolls the content and begins no editing")
    func dragScrollsWithoutEditing() throws {
        let (scrollView, field, log, generator) = try scrollFixture()
        try generator.fingerDrag(from: CGPoint(x: 120, y: 115), to: CGPoint(x: 120, y: 15), duration: 0.3)
        #expect(scrollView.contentOffset.y > 0)
        #expect(!field.isEditing && !log.names.contains("editingDidBegin"))
    }

    @Test("A parent's tap calling view.endEditing(true) ends editing when the user taps elsewhere")
    func dismissingTapEndsEditing() throws {
        let f = try TextFieldFixture()
        let tap = UITapGestureRecognizer()
        onRecognized(tap) { f.container.endEditing(true) }
        f.container.addGestureRecognizer(tap)
        try f.generator.fingerTap(at: f.field)
        #expect(!f.field.isEditing, "the parent's tap took the tap on the field: text fields are not exempt")
        f.field.becomeFirstResponder()
        f.log.names.removeAll()
        try f.generator.fingerTap(at: TextFieldFixture.emptySpot)
        #expect(!f.field.isEditing && !f.field.isFirstResponder)
        #expect(f.log.names == ["shouldEnd", "didEnd(committed)", "editingDidEnd"])
    }

    @Test("A text field is not exempt: a parent's single tap takes its tap and cancels its touch")
    func notExemptFromAParentsTap() throws {
        let f = try TextFieldFixture()
        let tap = UITapGestureRecognizer()
        var recognized = 0
        onRecognized(tap) { recognized += 1 }
        f.container.addGestureRecognizer(tap)
        try f.generator.fingerTap(at: f.field)
        #expect(recognized == 1)
        #expect(!f.field.isEditing)
        #expect(f.log.names == ["touchDown", "touchCancel"])
        #expect(f.field.gestureRecognizerShouldBegin(tap))
    }

    @Test("With cancelsTouchesInView false, the dismissing tap runs first, then the tapped field begins editing")
    func dismissingTapThatLetsTouchesThrough() throws {
        let f = try TextFieldFixture()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        onRecognized(tap) {
            f.log.names.append("dismiss")
            f.container.endEditing(true)
        }
        f.container.addGestureRecognizer(tap)
        f.other.becomeFirstResponder()
        try f.generator.fingerTap(at: f.field)
        #expect(f.field.isEditing && !f.other.isEditing)
        #expect(f.log.names == ["touchDown", "dismiss", "shouldBegin", "didBegin", "editingDidBegin", "touchUpInside"])
    }
}
