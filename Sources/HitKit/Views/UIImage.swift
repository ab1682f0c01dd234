import Foundation

/// An image stand-in: a renderer-agnostic store of a name and a size, so that UIKit code that builds
/// image views (`UIImageView(image: UIImage(named: "background"))`) compiles unchanged.
///
/// HitKit loads and draws nothing. An image matters to touch handling only through its size, which
/// ``UIImageView/init(image:)`` gives to the view's frame, as in UIKit.
public final class UIImage: NSObject, Sendable {
    /// The name the image was created with, if any.
    public let name: String?

    /// The image's size in points. Images created by name have a zero size, since HitKit has no
    /// asset catalog to read it from.
    public let size: CGSize

    /// Creates an image of the given size in points (HitKit's own initialiser, for tests and tools).
    public init(size: CGSize, name: String? = nil) {
        self.size = size
        self.name = name
        super.init()
    }

    /// Creates an empty image — no name, a zero size — as UIKit's `UIImage()` does.
    public convenience override init() {
        self.init(size: .zero, name: nil)
    }

    /// Creates a stand-in for the named image of the app's assets. UIKit returns `nil` for a name it
    /// cannot find; HitKit has no assets, so it always succeeds, with a zero size.
    public convenience init?(named name: String) {
        self.init(size: .zero, name: name)
    }

    /// Creates an image with the given name from `bundle`, for `traitCollection`, as UIKit's
    /// `init(named:in:compatibleWith:)`. HitKit loads no image files: like ``init(named:)``, it
    /// gives a named, zero-size image.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(size: .zero, name: name)
    }

    /// Creates a stand-in for the named system symbol, with a zero size.
    public convenience init?(systemName name: String) {
        self.init(size: .zero, name: name)
    }
}

/// The traits of an interface environment (size classes, display scale, layout direction). A
/// placeholder so that UIKit calls that take one compile; HitKit adapts nothing to traits.
public final class UITraitCollection: NSObject, Sendable {
    /// The display scale the traits describe (0: unspecified).
    public let displayScale: CGFloat

    /// Creates an empty trait collection.
    public override init() {
        displayScale = 0
        super.init()
    }

    /// Creates a trait collection that describes only a display scale.
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
        super.init()
    }
}
