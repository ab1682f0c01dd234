import Foundation

/// A view that shows an image: a renderer-agnostic store of the image, so that UIKit code that
/// builds image views compiles unchanged.
///
/// What matters to touch handling is UIKit's default: an image view's ``UIView/isUserInteractionEnabled``
/// is `false`, so hit-testing passes over it and its subviews, and a touch on it goes to the view
/// behind it (often its superview). Set it to `true` to let the image view — or a gesture
/// recognizer on it — receive touches.
@preconcurrency @MainActor
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
    ///
    /// A designated initialiser, as UIKit declares it, so a subclass's own initialiser can call
    /// `super.init(image:)`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
    }

    /// Creates an image view showing `image`, or `highlightedImage` while highlighted, sized to
    /// `image`, with user interaction disabled.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
