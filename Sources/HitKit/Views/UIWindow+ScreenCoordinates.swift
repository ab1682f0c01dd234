import Foundation

extension UIWindow {
    /// Converts `point` from this window's coordinates to `window`'s, or to screen coordinates when
    /// `window` is nil (UIKit's `UIWindow` overload).
    ///
    /// The window's frame places it on the screen (its ``UIView/center``, `bounds` and
    /// ``UIView/transform``), so a window at the origin with the identity transform has the screen's
    /// coordinates. Swift prefers this overload to `UIView`'s `convert(_:to:)` when
    /// the receiver's static type is `UIWindow` and the argument is `nil` or a `UIWindow`, as with
    /// UIKit: `window.convert(p, to: nil)` then means the screen, where `view.convert(p, to: nil)`
    /// on a `UIView` means the view's window.
    ///
    /// - Complexity: O(*d*), the depth of the two windows in their hierarchies (1 for top-level
    ///   windows).
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        guard let window else { return convertToRootSpace(point).point }
        return convert(point, to: window as UIView)
    }

    /// Converts `point` from `window`'s coordinates, or from screen coordinates when `window` is
    /// nil, to this window's (UIKit's `UIWindow` overload; nil means the screen).
    ///
    /// - Complexity: O(*d*), the depth of the two windows in their hierarchies.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        guard let window else { return convertFromRootSpace(point) }
        return convert(point, from: window as UIView)
    }

    /// Converts a rectangle from this window's coordinates to `window`'s, or to screen coordinates
    /// when `window` is nil; the result is the bounding box of the four converted corners.
    ///
    /// - Complexity: O(*d*), the depth of the two windows in their hierarchies.
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        rect.boundingBoxOfCorners { convert($0, to: window) }
    }

    /// Converts a rectangle from `window`'s coordinates, or from screen coordinates when `window`
    /// is nil, to this window's; the result is the bounding box of the four converted corners.
    ///
    /// - Complexity: O(*d*), the depth of the two windows in their hierarchies.
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        rect.boundingBoxOfCorners { convert($0, from: window) }
    }
}
