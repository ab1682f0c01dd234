import Foundation

/// One view of a ``ViewDump``: what its line of `recursiveDescription` says, as plain values.
///
/// The typed properties hold the attributes HitKit cares about, with UIKit's defaults when the dump leaves
/// them out (a description only prints `hidden = YES`, `alpha = 0.5`, `userInteractionEnabled = NO` … when they
/// differ from the default). Every attribute, known or not, is also kept as written in ``attributes``.
public struct DumpedView: Hashable, Sendable, Identifiable {
    /// A view's position in ``ViewDump/views`` (the dump's line order, a pre-order walk of the tree).
    public typealias ID = Int

    /// The view's position in ``ViewDump/views``; the root is `0`.
    public var id: ID
    /// The superview's ``id``, or `nil` for the root.
    public var superviewID: ID?
    /// The subviews' ids, back to front (the order of `UIView.subviews`, which is the dump's order).
    public var subviewIDs: [ID] = []
    /// How many `|` bars indent the view's line: 0 for the root.
    public var depth: Int

    /// The class name as printed, e.g. `UIButton`, `MyApp.CardView`, `SwiftUI._UIHostingView<SwiftUI.AnyView>`.
    public var className: String
    /// The address as printed, e.g. `0x7fb2c0d0a3e0`.
    public var address: String
    /// A name written before the description by tools that print one (`_myButton <UIButton: …>`), else `nil`.
    public var label: String?
    /// The UIKit class a custom class descends from, when the dump prints `baseClass = UIWindow`.
    public var baseClassName: String?

    /// `frame = (x y; w h)`: the bounding box of the view's transformed bounds, in its superview's coordinates.
    public var frame: CGRect
    /// `bounds = {{x, y}, {w, h}}`, printed only when the bounds origin is not zero; `nil` otherwise.
    public var printedBounds: CGRect?
    /// `hidden = YES`; `false` when not printed.
    public var isHidden = false
    /// `alpha = 0.5`; `1` when not printed.
    public var alpha: Double = 1
    /// `userInteractionEnabled = NO`; `true` when not printed.
    public var isUserInteractionEnabled = true
    /// `opaque = NO`; `true` when not printed.
    public var isOpaque = true
    /// `clipsToBounds = YES`; `false` when not printed.
    public var clipsToBounds = false
    /// `transform = [a, b, c, d, tx, ty]`; `nil` when not printed (the identity).
    public var transform: DumpedTransform?
    /// `tag = 42`; `0` when not printed.
    public var tag = 0
    /// `autoresize = W+H`; empty when not printed (`autoresize = none` is not printed by UIKit either).
    public var autoresizing: DumpedAutoresizing = []
    /// The `NSArray` address of `gestureRecognizers = <NSArray: 0x…>`, or `nil` when the view has none.
    public var gestureRecognizersAddress: String?
    /// The layer's class from `layer = <CALayer: 0x…>`, e.g. `CALayer`, `UIWindowLayer`.
    public var layerClassName: String?
    /// The layer's address from `layer = <CALayer: 0x…>`.
    public var layerAddress: String?
    /// `text = 'Hello'` (labels, text fields), without the quotes; `nil` when not printed.
    public var text: String?
    /// `contentOffset: {x, y}` (scroll views).
    public var contentOffset: CGPoint?
    /// `contentSize: {w, h}` (scroll views).
    public var contentSize: CGSize?
    /// `adjustedContentInset: {top, left, bottom, right}` (scroll views).
    public var adjustedContentInset: DumpedEdgeInsets?
    /// `contentInset: {top, left, bottom, right}` (scroll views, older systems).
    public var contentInset: DumpedEdgeInsets?
    /// The key paths of `animations = { position=<CABasicAnimation: 0x…>; bounds.size=<…>; }`, in order: the view
    /// was animating when it was dumped, and its printed frame is its model layer's, where the animations end.
    /// Entries keyed by an object (`<UIMotionEffectGroup: 0x…>=<CAAnimationGroup: 0x…>`, a motion effect's parallax)
    /// and entries of other shapes are left out; empty when not printed.
    public var animatedKeyPaths: [String] = []

    /// Every attribute of the description, in order, as written.
    public var attributes: [DumpedAttribute] = []
    /// Text after the description's closing `>` on its line, e.g. ` - (null)` (old `UIImageView`s), or `nil`.
    public var trailingText: String?

    /// The 1-based line of the description's `<` in the text as given.
    public var line: Int
    /// The 1-based column (UTF-8 bytes) of the description's `<` on its line.
    public var column: Int

    /// The attribute keys read into typed properties; the others are in ``unknownAttributes``.
    public static let knownAttributeKeys: Set<String> = [
        "frame", "bounds", "hidden", "alpha", "userInteractionEnabled", "opaque", "clipsToBounds", "transform",
        "tag", "autoresize", "gestureRecognizers", "layer", "text", "baseClass", "contentOffset", "contentSize",
        "adjustedContentInset", "contentInset", "animations",
    ]

    /// The attributes not read into typed properties (colours, private keys …), kept as written.
    public var unknownAttributes: [DumpedAttribute] {
        attributes.filter { !Self.knownAttributeKeys.contains($0.key) }
    }

    /// The first attribute with this key, as written.
    public func attribute(_ key: String) -> DumpedAttribute? { attributes.first { $0.key == key } }

    /// A short name for messages: `UIButton 0x7fb2c0d0a3e0 (line 12)`, with the label when there is one.
    public var displayName: String {
        let name = label.map { "\($0) " } ?? ""
        return "\(name)\(className) \(address) (line \(line))"
    }
}
