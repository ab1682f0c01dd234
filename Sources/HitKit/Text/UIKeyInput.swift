import Foundation

/// The methods a responder implements for simple text entry: UIKit's keyboard calls them on the
/// first responder.
///
/// HitKit has no keyboard: a test or a host "types" by calling these methods on the responder
/// being edited. ``UITextField`` and ``UITextView`` adopt the protocol, as in UIKit. (UIKit's
/// protocol also inherits `UITextInputTraits`, the keyboard's appearance, which HitKit does not
/// model.)
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, as a key press (or a paste) does.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, as the delete key does.
    func deleteBackward()
}
