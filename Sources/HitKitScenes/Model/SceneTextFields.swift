/// A `textField`'s or a `textView`'s fields in a scene file: the `text` both have, a text field's
/// `placeholder`, a text view's `isEditable`, and `becomeFirstResponder` to start the scene with
/// the view being edited. A text field's `isEnabled` is the flag every control has.
///
/// ```yaml
/// - {name: search, class: textField, frame: [20, 20, 280, 34], placeholder: Search, becomeFirstResponder: true,
///    actions: [{event: editingDidBegin, log: search began}, {event: editingDidEnd, log: search ended}]}
/// - {name: notes, class: textView, frame: [20, 70, 280, 120], text: "Buy milk", isEditable: true}
/// ```
///
/// A tap makes a text field (while enabled) or an editable text view first responder, beginning
/// editing; `hitkit trace` shows the field's `editingDidBegin` and `editingDidEnd` control events
/// and the text view's delegate calls. Setting `text` here sends nothing, as setting it in code
/// does in UIKit.
public struct SceneTextFields: Hashable, Sendable {
    /// `text` (empty by default).
    public var text: String?
    /// A text field's `placeholder` (none by default).
    public var placeholder: String?
    /// A text view's `isEditable` (true by default).
    public var isEditable: Bool?
    /// Whether the scene calls `becomeFirstResponder()` on the view once it is built and its window
    /// shown, so the scene starts with it being edited (false by default). If several views ask,
    /// the last one in the file keeps it, as each call makes the previous one resign.
    public var becomeFirstResponder: Bool?

    /// No fields set.
    public init() {}

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>) throws {
        text = try c.optional(String.self, .text, expecting: "a string")
        placeholder = try c.optional(String.self, .placeholder, expecting: "a string")
        isEditable = try c.optional(Bool.self, .isEditable, expecting: "true or false")
        becomeFirstResponder = try c.optional(Bool.self, .becomeFirstResponder, expecting: "true or false")
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(placeholder, forKey: .placeholder)
        try c.encodeIfPresent(isEditable, forKey: .isEditable)
        try c.encodeIfPresent(becomeFirstResponder, forKey: .becomeFirstResponder)
    }
}
