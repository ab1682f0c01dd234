import HitKit

extension SceneBuilder {
    /// Sets a text field's `text` and `placeholder`, or a text view's `text` and `isEditable`, and
    /// gives a text view the delegate that reports its editing calls; each field is an error on a
    /// view of another kind. A view with `becomeFirstResponder: true` is kept to become first
    /// responder once the scene is built.
    mutating func applyTextFields(_ spec: SceneViewSpec, to view: UIView, path: [any CodingKey])
        throws(SceneFileError)
    {
        let fields = spec.textFields
        func misplaced(_ key: String, _ kinds: String, _ kind: String) -> SceneFileError {
            error(.reference, path + [AnyCodingKey(stringValue: key)], "\(key) applies to \(kinds) only (\(kind))")
        }
        if fields.becomeFirstResponder == true {
            guard view is UITextField || view is UITextView else {
                throw misplaced("becomeFirstResponder", "text fields and text views", "textField, textView")
            }
            firstResponders.append(view)
        }
        if let field = view as? UITextField {
            if let text = fields.text { field.text = text }
            if let placeholder = fields.placeholder { field.placeholder = placeholder }
            if fields.isEditable != nil { throw misplaced("isEditable", "text views", "textView") }
        } else if let textView = view as? UITextView {
            if let text = fields.text { textView.text = text }
            if let editable = fields.isEditable { textView.isEditable = editable }
            if fields.placeholder != nil { throw misplaced("placeholder", "text fields", "textField") }
            let delegate = SceneTextViewDelegate()
            delegate.runtime = runtime
            textView.delegate = delegate
            runtime.retained.append(delegate)
        } else if fields.text != nil {
            throw misplaced("text", "text fields and text views", "textField, textView")
        } else if fields.placeholder != nil {
            throw misplaced("placeholder", "text fields", "textField")
        } else if fields.isEditable != nil {
            throw misplaced("isEditable", "text views", "textView")
        }
    }
}
