/// One step of a touch script's gesture story: where a touch landed, what a recognizer did and
/// why, whether a view's touches were delayed or cancelled, whether a control's action ran.
public struct GestureNote: Sendable, Hashable {
    /// The kind of step; its raw value is the `kind` of an ``TouchExplanation`` JSON event.
    public enum Kind: String, Sendable, CaseIterable {
        /// A touch went down and was bound to its hit-test view.
        case touchBound
        /// A touch was bound to a view that does not get it (exclusive or multiple touch).
        case touchWithheld
        /// A recognizer's delegate kept a touch from it.
        case notReceiving
        /// A recognizer waits for another to fail first.
        case waiting
        /// A recognizer that waited may recognize now.
        case resumed
        /// A recognizer recognized (or began, if continuous).
        case recognized
        /// A recognizer failed.
        case failed
        /// A continuous recognizer was cancelled.
        case cancelled
        /// A recognizer cancelled the touches of the views under it (`cancelsTouchesInView`).
        case touchesCancelled
        /// A view got `touchesBegan` or `touchesEnded` later than the touch did.
        case touchesDelayed
        /// A view never got the touch's `touchesBegan`.
        case touchesHeld
        /// A control sent its primary action (`touchUpInside`), or `valueChanged` for a value control.
        case action
        /// A control that was touched did not send `touchUpInside`.
        case noAction
        /// A table row the touch went down on did not select (subject the row): a recognizer's
        /// `cancelsTouchesInView` cancelled the table's touches (cause the recognizer), the touch
        /// scrolled the table or the table's `allowsSelection` is false (cause the table), the
        /// table's delegate refused the row (cause the table, or the row `willSelectRowAt` chose
        /// instead), or a control in the cell took the touch (cause the control).
        case rowNotSelected
        /// The fix for a row that did not select, checked by re-running the touches on the changed
        /// scene: `cancelsTouchesInView: false` on the recognizer (subject the recognizer),
        /// `allowsSelection: true` on the table (subject the table) or removing the row's
        /// `shouldHighlight` / `willSelect` (subject the row); cause the row.
        case rowFix
        /// A collection view item the touch went down on did not select (subject the item): as
        /// ``rowNotSelected`` says for a table's row, but for the collection view.
        case itemNotSelected
        /// The fix for an item that did not select, checked as ``rowFix`` is; cause the item.
        case itemFix
    }

    /// The kind of step.
    public var kind: Kind
    /// The recognizer or view the step is about, by name.
    public var subject: String
    /// The other recognizer or view that caused it, if any.
    public var cause: String?
    /// The step in plain words.
    public var text: String
}
