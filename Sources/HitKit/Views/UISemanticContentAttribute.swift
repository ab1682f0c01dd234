import Foundation

/// How a view's content is laid out for left-to-right and right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction of the language (the default).
    case unspecified
    /// Media playback controls: always left to right.
    case playback
    /// Spatial controls (a directional pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// The direction of a user interface's layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

extension UIView {
    /// The layout direction for views with `attribute`: right to left only for
    /// ``UISemanticContentAttribute/forceRightToLeft``. HitKit has no language setting, so
    /// unspecified content follows a left-to-right language.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The layout direction of this view's content, from its ``semanticContentAttribute``.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}
