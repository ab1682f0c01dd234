import Foundation

extension UIColor {
    /// The colour as a ``CGColor``, with the same components: what a layer's colour properties
    /// take (`layer.borderColor = UIColor.red.cgColor`). O(1).
    public var cgColor: CGColor {
        CGColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent)
    }

    /// Creates a colour with the components of `cgColor`: red, green, blue and alpha, or a grey and
    /// alpha when it has two components. A colour with any other number of components, which HitKit
    /// does not make, gives opaque black.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        switch c.count {
        case 4: self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        case 2: self.init(white: c[0], alpha: c[1])
        default: self.init(white: 0, alpha: 1)
        }
    }
}
