import Foundation

/// The delegate of a text view: a scroll view delegate that also decides whether editing begins
/// and ends and whether an edit is made, and hears when editing begins and ends and when the text
/// changed. Every method has a default (UIKit's methods are all optional).
///
/// Set it through the scroll view's ``UIScrollView/delegate``: a delegate that adopts this
/// protocol hears the text view's calls as well as the scroll view's.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (default `true`); asked before the text view becomes first
    /// responder to edit.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the text view just became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (default `true`); asked when the text view is asked to resign first
    /// responder. A forced end (``UIView/endEditing(_:)`` with `true`, or leaving the window) ends
    /// editing even when the answer is `false`.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended: the text view resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit replacing `range` (UTF-16 offsets) with `text` is made (default
    /// `true`). `text` is empty for a deletion.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (never called for a change made in code).
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Allows editing to begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Allows editing to end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Allows the edit.
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
}
