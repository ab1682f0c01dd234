import Foundation

/// A view that shows an image: a renderer-agnostic store of the image, so that UIKit code that
/// builds image views compiles unchanged.
///
/// What matters to touch handling is UIKit's default: an image view's ``UIView/isUserInteractionEnabled``
/// is `false`, so hit-testing passes over it and its subviews, and a touch on it goes to the view
/// behind it (often its superview). Set it to `true` to let the image view — or a gesture
/// recognizer on it — receive touches.
@MainActor
open class UIImageView: UIView {
    /// The image shown. Setting it does not resize the view, as in UIKit.
    open var image: UIImage?

    /// The image shown while ``isHighlighted`` is `true`.
    open var highlightedImage: UIImage?

    /// Whether the view shows ``highlightedImage``. It does not affect touch handling.
    open var isHighlighted: Bool = false

    /// Creates an image view with the given frame, no image, and user interaction disabled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, its frame at the origin and sized to the image (zero
    /// without an image), with user interaction disabled.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing `image`, or `highlightedImage` while highlighted, sized to
    /// `image`, with user interaction disabled.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
}
