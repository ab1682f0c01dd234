import Foundation

/// A view that shows text: a renderer-agnostic store of the text, so that UIKit code that builds
/// labels compiles unchanged.
///
/// What matters to touch handling is UIKit's default: a label's ``UIView/isUserInteractionEnabled``
/// is `false`, so a touch on it goes to the view behind it (often its superview), and a gesture
/// recognizer on it never sees touches until that is set to `true`.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown, or `nil`.
    open var text: String?

    /// The colour of the text. Setting `nil` restores the default, ``UIColor/label``, as in UIKit.
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }

    private var storedTextColor: UIColor?

    /// The most lines the text may use; 0 means no limit. The default is 1, as in UIKit.
    open var numberOfLines: Int = 1

    /// Whether the text is drawn enabled. As in UIKit it does not affect touch handling.
    open var isEnabled: Bool = true

    /// Creates a label with the given frame, no text, and user interaction disabled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
