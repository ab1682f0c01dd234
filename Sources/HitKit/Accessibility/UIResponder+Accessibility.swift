import Foundation

/// The accessibility values a responder was given: one object per responder that has any, so a
/// view that never sets one pays for one nil reference.
@MainActor
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
}

extension UIResponder {
    /// The storage for a write, made when first needed.
    var accessibilityValues: AccessibilityStorage {
        if let storage = storedAccessibility { return storage }
        let storage = AccessibilityStorage()
        storedAccessibility = storage
        return storage
    }

    /// UIKit's default of ``isAccessibilityElement``: controls and labels are elements.
    var defaultIsAccessibilityElement: Bool { self is UIControl || self is UILabel }

    /// UIKit's default label: a label's text, a button's current title.
    var defaultAccessibilityLabel: String? {
        if let label = self as? UILabel { return label.text }
        if let button = self as? UIButton { return button.currentTitle }
        return nil
    }

    /// UIKit's default traits for HitKit's standard views.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if self is UIButton { traits.insert(.button) }
        if self is UILabel { traits.insert(.staticText) }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control is UIButton && control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// A view's bounds in screen coordinates; `.zero` for other responders.
    var defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return view.screenRect(from: view.bounds)
    }

    /// The midpoint of ``accessibilityFrame``.
    var defaultAccessibilityActivationPoint: CGPoint {
        let frame = accessibilityFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

extension UIView {
    /// Converts `rect` from this view's coordinates to the screen's, through its window's frame
    /// (to its top-level ancestor's coordinates when it is in no window): the bounding box of the
    /// four converted corners.
    func screenRect(from rect: CGRect) -> CGRect {
        if let window = self as? UIWindow { return window.convert(rect, to: nil as UIWindow?) }
        guard let window else { return convert(rect, to: nil) }
        return window.convert(convert(rect, to: window), to: nil as UIWindow?)
    }
}
