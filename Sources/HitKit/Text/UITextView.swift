import Foundation

/// A scrollable, multiline text region, editable while it is first responder.
///
/// A text view is a ``UIScrollView``, not a control: it sends no control events, and tells its
/// delegate (a ``UITextViewDelegate``, set as the scroll view's ``UIScrollView/delegate``)
/// instead. As in UIKit (Apple's `UITextView` and `UITextViewDelegate` pages):
///
/// - With ``isEditable`` (default `true`), a tap makes the text view first responder and begins
///   editing, when the finger lifts inside it (HitKit's choice of phase, as for ``UITextField``: a
///   touch the scroll view takes for a drag never begins editing):
///   ``UITextViewDelegate/textViewShouldBeginEditing(_:)`` may refuse, then
///   ``UITextViewDelegate/textViewDidBeginEditing(_:)``. A tap on a text view that is not
///   editable begins nothing.
/// - ``resignFirstResponder()``, ``UIView/endEditing(_:)`` or another responder becoming first
///   responder end editing: ``UITextViewDelegate/textViewShouldEndEditing(_:)`` may refuse,
///   unless the end is forced (`endEditing(true)`, leaving the window); then
///   ``UITextViewDelegate/textViewDidEndEditing(_:)``.
/// - The user's edits, ``insertText(_:)`` and ``deleteBackward()`` (``UIKeyInput``, HitKit's
///   keyboard), reach a text view that is editing: they are asked of
///   ``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)`` and followed by
///   ``UITextViewDelegate/textViewDidChange(_:)``. A line break is text here, not a return key.
///   Setting ``text`` in code tells the delegate nothing. HitKit has no selection: the insertion
///   point is the end of the text.
/// - With ``isEditable`` `false` and ``isSelectable`` `true` (the default), the text view may
///   still become first responder in code, without editing. HitKit draws no text, and does not
///   lay it out: ``UIScrollView/contentSize`` is the app's to set.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text (default empty); setting `nil` empties it. Setting it tells the delegate nothing.
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    /// Whether the user can edit the text (default `true`). Turning it off while editing ends
    /// the editing session.
    open var isEditable = true {
        didSet { if oldValue, !isEditable, isEditingText { resignFirstResponder() } }
    }

    /// Whether the user can select the text (default `true`); a text view that is neither
    /// editable nor selectable cannot become first responder.
    open var isSelectable = true

    /// Whether the text view holds any text.
    open var hasText: Bool { !storedText.isEmpty }

    private var storedText = ""
    /// Whether an editing session is under way (UIKit's `UITextView` has no public `isEditing`).
    private(set) var isEditingText = false

    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: First responder

    /// A text view can become first responder while it is editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Becomes first responder; an editable text view begins editing (the delegate may refuse
    /// first, and hears of it after).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        let edits = isEditable
        if edits, let textDelegate, !textDelegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        guard edits else { return true }
        isEditingText = true
        textDelegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Resigns first responder unless the delegate refuses to end editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if isEditingText, isFirstResponder, let textDelegate, !textDelegate.textViewShouldEndEditing(self) {
            return false
        }
        return super.resignFirstResponder()
    }

    /// The window's first-responder slot no longer holds the text view.
    override func firstResponderStatusDidEnd() {
        guard isEditingText else { return }
        isEditingText = false
        textDelegate?.textViewDidEndEditing(self)
    }

    // MARK: Typing

    /// Appends `text` if the text view is editing and the delegate allows it, then tells the
    /// delegate the text changed.
    open func insertText(_ text: String) {
        guard isEditingText, !text.isEmpty else { return }
        replace(NSRange(location: storedText.utf16.count, length: 0), with: text)
    }

    /// Deletes the last character if the text view is editing, has text and the delegate allows
    /// it, then tells the delegate the text changed.
    open func deleteBackward() {
        guard isEditingText, let last = storedText.last else { return }
        let length = last.utf16.count
        replace(NSRange(location: storedText.utf16.count - length, length: length), with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        if let textDelegate, !textDelegate.textView(self, shouldChangeTextIn: range, replacementText: string) {
            return
        }
        guard isEditingText, storedText.utf16.count == range.location + range.length else { return }
        if range.length > 0 { storedText.removeLast() }
        storedText += string
        textDelegate?.textViewDidChange(self)
    }

    // MARK: Touches

    /// Begins editing an editable text view when a finger lifts inside it, then lets the touch
    /// go on up the responder chain as a view's does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEditable, !isFirstResponder,
            touches.contains(where: { bounds.finiteSafeContains($0.location(in: self)) })
        {
            becomeFirstResponder()
        }
        super.touchesEnded(touches, with: event)
    }
}
