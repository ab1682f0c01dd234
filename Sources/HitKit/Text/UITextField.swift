import Foundation

/// A control that displays one line of editable text, and edits it while it is first responder.
///
/// As in UIKit (Apple's `UITextField` and `UITextFieldDelegate` pages):
///
/// - A tap makes the field first responder and begins editing: the delegate's
///   ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)`` may refuse; then
///   ``UITextFieldDelegate/textFieldDidBeginEditing(_:)`` and ``UIControl/Event/editingDidBegin``.
///   Editing begins when the finger lifts inside the control's tracking area, before
///   touchUpInside (Apple does not say at which phase; lifting, like a button's action, means a
///   touch that turns into a scroll or is dragged away never begins editing). The field still
///   sends its touch events (touchDown, touchUpInside, …) as any control.
/// - ``resignFirstResponder()``, ``UIView/endEditing(_:)``, another responder becoming first
///   responder, or the return key (see below) end editing:
///   ``UITextFieldDelegate/textFieldShouldEndEditing(_:)`` may refuse, unless the end is forced
///   (`endEditing(true)`, or the field leaving its window); then
///   ``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)`` (reason
///   ``DidEndEditingReason/committed``) and ``UIControl/Event/editingDidEnd``.
/// - The user's edits — ``insertText(_:)`` and ``deleteBackward()`` of ``UIKeyInput``, which
///   HitKit's tests and hosts call in place of a keyboard — are asked of
///   ``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)`` and send
///   ``UIControl/Event/editingChanged``. They reach only a field that is editing, as only the
///   first responder receives the keyboard's input. Setting ``text`` in code sends nothing.
///   HitKit has no selection: the insertion point is the end of the text.
/// - The return key — `insertText("\n")`, as the keyboard sends it; a single-line field never
///   holds a line break — asks ``UITextFieldDelegate/textFieldShouldReturn(_:)``; if it allows,
///   the field sends ``UIControl/Event/editingDidEndOnExit`` and, when that event has an action
///   registered (the Interface Builder "Did End On Exit" habit), ends editing.
///
/// A text field is not one of the controls Apple's "Attaching gesture recognizers to UIKit
/// controls" exempts: an ancestor's single tap (the keyboard-dismissing tap that calls
/// `view.endEditing(true)`) takes a tap on the field and, with `cancelsTouchesInView`, cancels
/// its touch, so editing does not begin; with `cancelsTouchesInView` `false` the tap's action
/// runs first and then the field begins editing. HitKit draws nothing.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// Why editing ended, as ``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)`` is told.
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        /// The edits were accepted. HitKit ends every editing session this way.
        case committed = 0
        /// The edits were abandoned (UIKit uses it on tvOS; HitKit never does).
        case cancelled = 1
    }

    /// Creates an empty text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text

    /// The text (default empty); setting `nil` empties it. Setting it sends no event.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    /// The text shown while the field is empty (stored, not drawn).
    open var placeholder: String?

    /// Whether editing that begins with text first asks
    /// ``UITextFieldDelegate/textFieldShouldClear(_:)`` and, if allowed, empties the text (default
    /// `false`). The clearing sends no event.
    open var clearsOnBeginEditing = false

    /// The delegate, held weakly.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is editing: from the moment it became first responder until it resigns.
    open private(set) var isEditing = false

    /// Whether the field holds any text.
    open var hasText: Bool { !storedText.isEmpty }

    private var storedText = ""

    // MARK: First responder

    /// A text field can become first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate, takes the window's first responder (the current one
    /// resigning first), then tells the delegate and sends editingDidBegin. Returns `false` if the
    /// field cannot become first responder, the delegate refuses, or the current first responder
    /// does not resign.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            storedText = ""
        }
        delegate?.textFieldDidBeginEditing(self)
        guard isEditing else { return true }
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing unless the delegate refuses: the field gives up first responder, then the
    /// delegate hears of it and editingDidEnd is sent.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if isFirstResponder, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        return super.resignFirstResponder()
    }

    /// The window's first-responder slot no longer holds the field (it resigned, or was made to).
    override func firstResponderStatusDidEnd() {
        guard isEditing else { return }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
    }

    // MARK: Typing

    /// Inserts `text` at the end, as the keyboard does, if the field is editing and the delegate
    /// allows it, sending editingChanged. A `"\n"` is the return key (see ``UITextField``).
    open func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" {
            pressReturn()
            return
        }
        let inserted = text.filter { !$0.isNewline }
        guard !inserted.isEmpty else { return }
        replace(NSRange(location: storedText.utf16.count, length: 0), with: inserted)
    }

    /// Deletes the last character, as the delete key does, if the field is editing, has text and
    /// the delegate allows it, sending editingChanged.
    open func deleteBackward() {
        guard isEditing, let last = storedText.last else { return }
        let length = last.utf16.count
        replace(NSRange(location: storedText.utf16.count - length, length: length), with: "")
    }

    /// Replaces the characters in `range` (which ends at the end of the text) after asking the
    /// delegate.
    private func replace(_ range: NSRange, with string: String) {
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) {
            return
        }
        guard isEditing, storedText.utf16.count == range.location + range.length else { return }
        if range.length > 0 { storedText.removeLast() }
        storedText += string
        sendActions(for: .editingChanged)
    }

    private func pressReturn() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        guard isEditing else { return }
        sendActions(for: .editingDidEndOnExit)
        guard isEditing, allControlEvents.contains(.editingDidEndOnExit) else { return }
        resignFirstResponder()
    }

    // MARK: Touches

    /// Begins editing when the tracked finger lifts inside the tracking area, then sends the
    /// touch's events (touchUpInside, …) as any control does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, !isEditing, let touch = trackedTouch, touches.contains(touch),
            isInTrackingArea(touch.location(in: self), with: event)
        {
            becomeFirstResponder()
        }
        super.touchesEnded(touches, with: event)
    }
}
