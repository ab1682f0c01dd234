import Foundation

/// A view's transform that is not the identity, with its inverse, computed once when it is set.
final class ViewTransform {
    let transform: CGAffineTransform
    /// The inverse; when there is none, the transform itself (as `inverted()` returns it).
    let inverse: CGAffineTransform
    /// Whether the transform has an inverse; a singular transform flattens the view to no area.
    let isInvertible: Bool

    init(_ transform: CGAffineTransform) {
        self.transform = transform
        inverse = transform.inverted()
        let determinant = transform.a * transform.d - transform.b * transform.c
        isInvertible = determinant != 0 && determinant.isFinite
    }
}
