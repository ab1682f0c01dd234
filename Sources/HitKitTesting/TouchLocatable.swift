import Foundation
import HitKit

/// Something an ``EventGenerator`` can touch: a point in the generator's window, or a view.
///
/// Every generator method that takes a location accepts either:
///
/// ```swift
/// try generator.fingerTap(at: CGPoint(x: 20, y: 40))   // window coordinates
/// try generator.fingerTap(at: button)                  // the button's visible centre
/// ```
@MainActor
public protocol TouchLocatable {
    /// The point, in `generator`'s window coordinates, where a finger should touch.
    ///
    /// - Throws: ``EventGeneratorError`` when there is no such point (a view outside the window,
    ///   covered or not hittable; a NaN point).
    func windowPoint(for generator: EventGenerator) throws(EventGeneratorError) -> CGPoint
}

extension CGPoint: TouchLocatable {
    /// The point itself, taken as window coordinates; a NaN or infinite point is refused with
    /// ``EventGeneratorError/Code/invalidArgument`` (send such samples with
    /// `UIApplication.send(_:)` to test HitKit's diagnostics).
    public func windowPoint(for generator: EventGenerator) throws(EventGeneratorError) -> CGPoint {
        guard x.isFinite, y.isFinite else {
            throw EventGeneratorError(
                code: .invalidArgument, message: "a touch location must be finite",
                context: "(\(x), \(y))")
        }
        return self
    }
}

extension UIView: TouchLocatable {
    /// The centre of the view's visible part, in the generator's window coordinates, checked to be
    /// hittable; see ``EventGenerator/hitPoint(for:)``.
    public func windowPoint(for generator: EventGenerator) throws(EventGeneratorError) -> CGPoint {
        try generator.hitPoint(for: self)
    }
}
