import Foundation

/// A colour, stored as red, green, blue and alpha components: a renderer-agnostic store, so that
/// UIKit code that sets colours (`view.backgroundColor = .clear`) compiles unchanged.
///
/// HitKit draws nothing, so a colour never affects touch handling: a view whose
/// ``UIView/backgroundColor`` is ``clear`` still receives touches, as in UIKit, where only
/// ``UIView/alpha``, ``UIView/isHidden`` and ``UIView/isUserInteractionEnabled`` take a view out of
/// hit-testing.
///
/// Colours compare by their components (`==`), like UIKit's colours in the same colour space. The
/// dynamic system colours (``systemBackground``, ``label``, …) have their light-appearance values,
/// since HitKit has no trait collection.
public final class UIColor: NSObject, Sendable {
    /// The red component, usually between 0 and 1.
    public let redComponent: CGFloat
    /// The green component, usually between 0 and 1.
    public let greenComponent: CGFloat
    /// The blue component, usually between 0 and 1.
    public let blueComponent: CGFloat
    /// The opacity, between 0 (transparent) and 1 (opaque).
    public let alphaComponent: CGFloat

    /// Creates a colour from its red, green, blue and alpha components (each from 0 to 1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redComponent = red
        greenComponent = green
        blueComponent = blue
        alphaComponent = alpha
        super.init()
    }

    /// Creates a grey: `white` is the brightness, from 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (each from 0 to 1) and alpha. The hue
    /// wraps around (1.25 is 0.25); a NaN or infinite hue, which has no place on the wheel, counts
    /// as 0 (red).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let hue = hue.isFinite ? hue : 0
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
            switch index {
            case 0: (brightness, rising, low)
            case 1: (falling, brightness, low)
            case 2: (low, brightness, rising)
            case 3: (low, falling, brightness)
            case 4: (rising, low, brightness)
            default: (brightness, low, falling)
            }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates an opaque colour from 8-bit components (0–255), for the system colours' table.
    private convenience init(red255 red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// The same colour with its alpha replaced by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
    }

    /// Writes the components into the given variables (any may be nil) and returns `true`, as
    /// UIKit does for a colour in an RGB-compatible space: `color.getRed(&r, green: &g, blue: &b, alpha: &a)`.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = redComponent
        green?.pointee = greenComponent
        blue?.pointee = blueComponent
        alpha?.pointee = alphaComponent
        return true
    }

    /// Writes the grey level (the mean of red, green and blue) and alpha into the given variables,
    /// and returns `true`.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (redComponent + greenComponent + blueComponent) / 3
        alpha?.pointee = alphaComponent
        return true
    }

    // MARK: Equality

    /// Whether `object` is a colour with the same four components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return redComponent == other.redComponent && greenComponent == other.greenComponent
            && blueComponent == other.blueComponent && alphaComponent == other.alphaComponent
    }

    /// A hash of the four components, consistent with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
        return hasher.finalize()
    }

    /// The components, as `UIExtendedSRGBColorSpace r g b a` like UIKit's description.
    public override var description: String {
        "UIExtendedSRGBColorSpace \(redComponent) \(greenComponent) \(blueComponent) \(alphaComponent)"
    }

    // MARK: Fixed colours (UIKit's component values)

    /// Fully transparent black (white 0, alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Grey (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White (white 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // MARK: System colours (light appearance)

    /// The system red (255, 59, 48).
    public static let systemRed = UIColor(red255: 255, 59, 48)
    /// The system orange (255, 149, 0).
    public static let systemOrange = UIColor(red255: 255, 149, 0)
    /// The system yellow (255, 204, 0).
    public static let systemYellow = UIColor(red255: 255, 204, 0)
    /// The system green (52, 199, 89).
    public static let systemGreen = UIColor(red255: 52, 199, 89)
    /// The system blue (0, 122, 255).
    public static let systemBlue = UIColor(red255: 0, 122, 255)
    /// The system indigo (88, 86, 214).
    public static let systemIndigo = UIColor(red255: 88, 86, 214)
    /// The system purple (175, 82, 222).
    public static let systemPurple = UIColor(red255: 175, 82, 222)
    /// The system pink (255, 45, 85).
    public static let systemPink = UIColor(red255: 255, 45, 85)
    /// The system grey (142, 142, 147).
    public static let systemGray = UIColor(red255: 142, 142, 147)

    /// The background of a screen: white.
    public static let systemBackground = UIColor.white
    /// The background of content on ``systemBackground`` (242, 242, 247).
    public static let secondarySystemBackground = UIColor(red255: 242, 242, 247)
    /// The background of a grouped table (242, 242, 247).
    public static let systemGroupedBackground = UIColor(red255: 242, 242, 247)
    /// Primary text: black.
    public static let label = UIColor.black
    /// Secondary text (60, 60, 67) at 60 % opacity.
    public static let secondaryLabel = UIColor(red255: 60, 60, 67, alpha: 0.6)
    /// The tint of interactive elements: ``systemBlue``.
    public static let tintColor = UIColor.systemBlue
}
