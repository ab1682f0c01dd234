import Foundation

/// The delegate of a text field: it decides whether editing begins and ends, whether an edit is
/// made and what the return key does, and hears when editing begins and ends. Every method has a
/// default (UIKit's methods are all optional), so adopt only what you need.
///
/// As Apple's `textFieldDidEndEditing(_:reason:)` page says, a delegate that implements it is
/// called in preference to ``textFieldDidEndEditing(_:)``: the default of the `reason:` variant
/// calls the plain one, so a delegate gets exactly one of them.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (default `true`); asked before the field becomes first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field just became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (default `true`); asked when the field is asked to resign first
    /// responder. A forced end (``UIView/endEditing(_:)`` with `true`, or the field leaving its
    /// window) ends editing even when the answer is `false`.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for `reason`; the default calls ``textFieldDidEndEditing(_:)``.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's edit replacing `range` (UTF-16 offsets in the text) with `string` is
    /// made (default `true`). `string` is empty for a deletion.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// Whether the text is cleared (default `true`); asked when editing begins in a field with
    /// ``UITextField/clearsOnBeginEditing`` and text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default (default `true`): send
    /// ``UIControl/Event/editingDidEndOnExit``, and end editing if that event has an action.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Allows editing to begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Allows editing to end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Allows the edit.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Allows clearing.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Allows the return key's default.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
