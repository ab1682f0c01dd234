import Foundation

#if !canImport(Darwin)
    /// A colour as Core Graphics stores it, here always in the device RGB space: red, green, blue
    /// and alpha components. A renderer-agnostic store, like ``UIColor``: a layer's
    /// ``CALayer/backgroundColor`` or ``CALayer/borderColor`` never affects touch handling.
    ///
    /// Core Graphics is not available on Linux, so HitKit provides the type with the initialisers and
    /// properties UIKit code uses; on Apple platforms Core Graphics' own is used. Colours compare by
    /// their components.
    public final class CGColor: Hashable, Sendable, CustomStringConvertible {
        /// The red, green, blue and alpha components, each usually between 0 and 1.
        public let components: [CGFloat]?

        /// Creates a colour from its red, green, blue and alpha components.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        /// Creates a grey: `gray` is the brightness, from 0 (black) to 1 (white).
        public convenience init(gray: CGFloat, alpha: CGFloat) {
            self.init(red: gray, green: gray, blue: gray, alpha: alpha)
        }

        /// The opacity, from 0 (transparent) to 1 (opaque).
        public var alpha: CGFloat { components?[3] ?? 1 }

        /// The number of components: four (red, green, blue, alpha).
        public var numberOfComponents: Int { components?.count ?? 0 }

        /// The same colour with its alpha replaced by `alpha`.
        public func copy(alpha: CGFloat) -> CGColor? {
            let c = components ?? [0, 0, 0, 1]
            return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        }

        /// Opaque black.
        public static let black = CGColor(gray: 0, alpha: 1)
        /// Opaque white.
        public static let white = CGColor(gray: 1, alpha: 1)
        /// Transparent black.
        public static let clear = CGColor(gray: 0, alpha: 0)

        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

        public func hash(into hasher: inout Hasher) { hasher.combine(components) }

        public var description: String {
            "<CGColor \((components ?? []).map { "\($0)" }.joined(separator: " "))>"
        }
    }
#endif
