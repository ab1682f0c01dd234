import Foundation

/// `#imageLiteral(resourceName: "star")` in UIKit code: Swift turns the literal into
/// `_ImageLiteralType(imageLiteralResourceName: "star")`, looking `_ImageLiteralType` up where the
/// literal is written, so `import HitKit` makes it a ``UIImage`` named "star", as `import UIKit` does
/// (HitKit has no asset catalog: the image has a zero size, like ``UIImage/init(named:)``'s).
extension UIImage: _ExpressibleByImageLiteral {
    /// Creates the named image of an image literal; see ``UIImage/init(named:)``.
    public convenience init(imageLiteralResourceName name: String) {
        self.init(size: .zero, name: name)
    }
}

/// The type image literals (`#imageLiteral(resourceName:)`) make in code that imports HitKit:
/// ``UIImage``, as in UIKit.
public typealias _ImageLiteralType = UIImage
