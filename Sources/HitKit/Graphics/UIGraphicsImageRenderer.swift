import Foundation

#if !canImport(Darwin)
    /// The scale and opacity of the images a ``UIGraphicsImageRenderer`` makes, as UIKit's
    /// `UIGraphicsImageRendererFormat`: stored, since HitKit makes no pixels.
    public final class UIGraphicsImageRendererFormat {
        /// Pixels per point of the images (the main screen's scale by default: 3).
        public var scale: CGFloat
        /// Whether the images have no alpha channel.
        public var opaque: Bool

        /// Creates a format with the main screen's scale, not opaque.
        public init() {
            scale = 3
            opaque = false
        }

        /// A format for the device's main screen.
        public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

        /// The same as ``preferred()``.
        public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    }

    /// The drawing environment a ``UIGraphicsImageRenderer`` hands its drawing actions, as UIKit's
    /// `UIGraphicsImageRendererContext`. Its ``cgContext`` is HitKit's opaque ``CGContext`` and its
    /// drawing calls are no-ops.
    public final class UIGraphicsImageRendererContext {
        /// The Core Graphics context the actions draw into (opaque in HitKit).
        public let cgContext = CGContext()
        /// The renderer's format.
        public let format: UIGraphicsImageRendererFormat
        private let size: CGSize

        init(format: UIGraphicsImageRendererFormat, size: CGSize) {
            self.format = format
            self.size = size
        }

        /// The image drawn so far: an image of the renderer's size.
        public var currentImage: UIImage { UIImage(size: size) }

        /// Fills `rect` with the current fill colour: a no-op.
        public func fill(_ rect: CGRect) {}
        /// Fills `rect` with a blend mode: a no-op.
        public func fill(_ rect: CGRect, blendMode: CGBlendMode) {}
        /// Strokes `rect`'s outline: a no-op.
        public func stroke(_ rect: CGRect) {}
        /// Strokes `rect`'s outline with a blend mode: a no-op.
        public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {}
        /// Clips later drawing to `rect`: a no-op.
        public func clip(to rect: CGRect) {}
    }

    /// A renderer that makes images from drawing actions, as UIKit's `UIGraphicsImageRenderer`.
    ///
    /// HitKit is renderer-agnostic: ``image(actions:)`` runs the actions — so code that builds a
    /// thumb or an icon runs as on iOS — against an opaque context, and returns an image of the
    /// renderer's size with no pixels. Only the size matters to touch handling (an image view
    /// sized to its image).
    public final class UIGraphicsImageRenderer {
        /// The format of the images.
        public let format: UIGraphicsImageRendererFormat
        private let bounds: CGRect

        /// Creates a renderer of images of `size` points, in the main screen's format.
        public convenience init(size: CGSize) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: .preferred())
        }

        /// Creates a renderer of images of `size` points, in `format`.
        public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: format)
        }

        /// Creates a renderer of images of `bounds`' size, in the main screen's format.
        public convenience init(bounds: CGRect) {
            self.init(bounds: bounds, format: .preferred())
        }

        /// Creates a renderer of images of `bounds`' size, in `format`.
        public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
            self.bounds = bounds
            self.format = format
        }

        /// Runs `actions` with a drawing context and returns the image: one of the renderer's size
        /// (a non-finite or negative size gives a zero one), with no pixels.
        public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
            let width = bounds.size.width.isFinite ? max(0, bounds.size.width) : 0
            let height = bounds.size.height.isFinite ? max(0, bounds.size.height) : 0
            let context = UIGraphicsImageRendererContext(format: format, size: CGSize(width: width, height: height))
            actions(context)
            return context.currentImage
        }
    }
#endif
