import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Records, in order, the name of every control event a control sends — the touch events and
/// the editing events — and markers the test or a delegate adds.
@MainActor
final class TextEventLog {
    static let singleEvents: [UIControl.Event] =
        ControlEventRecorder.singleEvents + [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]

    var names: [String] = []

    /// Records `control`'s events, one `UIAction` per single event (editingDidEndOnExit only with
    /// `onExit`, since an action for it makes the return key end editing).
    func record(_ control: UIControl, onExit: Bool = false) {
        for event in Self.singleEvents where onExit || event != .editingDidEndOnExit {
            let name = event.description
            control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }

    /// The names without the touch events, for tests about editing.
    var editing: [String] {
        names.filter { !$0.hasPrefix("touch") && $0 != "primaryActionTriggered" }
    }
}

/// A text field delegate that logs each call into a shared log and answers as told.
@MainActor
final class TextFieldDelegateLog: UITextFieldDelegate {
    let log: TextEventLog
    var shouldBegin = true
    var shouldEnd = true
    var shouldChange = true
    var shouldReturn = true
    var shouldClear = true
    var ranges: [(NSRange, String)] = []

    init(_ log: TextEventLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.names.append("shouldBegin")
        return shouldBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.names.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.names.append("shouldEnd")
        return shouldEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.names.append("didEnd(\(reason == .committed ? "committed" : "cancelled"))")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        log.names.append("shouldChange")
        ranges.append((range, string))
        return shouldChange
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.names.append("shouldClear")
        return shouldClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.names.append("shouldReturn")
        return shouldReturn
    }
}

/// A window of 320 × 480 holding a full-size container with two text fields: `field` at
/// (20, 100, 200, 30) and `other` at (20, 200, 200, 30), driven by an `EventGenerator`.
@MainActor
final class TextFieldFixture {
    let application = UIApplication()
    let window: UIWindow
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    let other = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
    let log = TextEventLog()
    let delegate: TextFieldDelegateLog
    let generator: EventGenerator

    init() throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        window.addSubview(container)
        container.addSubview(field)
        container.addSubview(other)
        window.makeKeyAndVisible()
        delegate = TextFieldDelegateLog(log)
        field.delegate = delegate
        log.record(field)
        generator = try EventGenerator(window: window)
    }

    /// An empty spot of the container, below both fields.
    static let emptySpot = CGPoint(x: 160, y: 400)
}
