import Foundation
import HitKit

extension EventGenerator {
    // MARK: VoiceOver activation

    /// Activates `view` as VoiceOver's double-tap does: calls its `accessibilityActivate()`, and
    /// when that returns false (the default), taps once at its `accessibilityActivationPoint`.
    ///
    /// The tap is a real touch at a point on the screen, hit-tested like any other: a view above
    /// the element that takes touches (a transparent overlay, a dimming view left behind) gets it
    /// instead — the bug "VoiceOver's double-tap hits the overlay, not my button" — as on iOS.
    ///
    /// - Returns: Whether `accessibilityActivate()` handled the activation, so no touch was sent.
    /// - Throws: ``EventGeneratorError/Code/invalidArgument`` if the activation point is not
    ///   finite; what ``fingerTap(_:at:numberOfTimes:)`` throws (no free finger).
    @discardableResult
    public func activate(_ view: UIView) throws(EventGeneratorError) -> Bool {
        if view.accessibilityActivate() { return true }
        try tapScreenPoint(view.accessibilityActivationPoint, of: "\(view)")
        return false
    }

    /// Activates `element` as VoiceOver's double-tap does: calls its `accessibilityActivate()`,
    /// and when that returns false (the default), taps once at its `accessibilityActivationPoint`
    /// (by default the midpoint of its frame). See the `UIView` overload.
    ///
    /// - Returns: Whether `accessibilityActivate()` handled the activation, so no touch was sent.
    /// - Throws: as the `UIView` overload.
    @discardableResult
    public func activate(_ element: UIAccessibilityElement) throws(EventGeneratorError) -> Bool {
        if element.accessibilityActivate() { return true }
        let name = element.accessibilityIdentifier ?? element.accessibilityLabel ?? "\(type(of: element))"
        try tapScreenPoint(element.accessibilityActivationPoint, of: name)
        return false
    }

    /// Taps once at `point`, in screen coordinates, with the lowest free finger.
    private func tapScreenPoint(_ point: CGPoint, of name: String) throws(EventGeneratorError) {
        guard point.x.isFinite, point.y.isFinite else {
            throw EventGeneratorError(
                code: .invalidArgument, message: "the accessibility activation point is not finite",
                context: "\(name) at \(point)")
        }
        try fingerTap(at: window.convert(point, from: nil as UIWindow?))
    }
}
