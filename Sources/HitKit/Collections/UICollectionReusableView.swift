import Foundation

/// A view a collection view reuses, as UIKit's: the base of ``UICollectionViewCell``.
///
/// Write subclasses as UIKit code does — `override init(frame:)` and `required init?(coder:)`, or
/// no initializer at all: they need no change. A collection view makes a registered class's cells
/// with no Objective-C runtime through a `required` initializer, and here that initializer is a
/// `convenience` one that calls `init(frame:)`: a subclass that overrides every designated
/// initializer it inherits (`init(frame:)` and `init?(coder:)`), or declares none, inherits it, so
/// the registered class's own `init(frame:)` runs. Only a subclass that declares some other
/// designated initializer and not `init(frame:)` must add `override init(frame:)` (the compiler
/// says so). See "Porting UIKit code".
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with, used to reuse it.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view sized to `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive; HitKit loads none (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a view of a registered class: `init(frame: .zero)`, then the
    /// reuse identifier. Not UIKit API: call `init(frame:)` in your own code.
    public required convenience init(_registeredReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called by ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` just before it
    /// returns this view for another item. Override it to reset state; call `super`.
    open func prepareForReuse() {}

    /// Called by the collection view after it gives the view the frame, alpha and hidden state of
    /// `layoutAttributes`. Override it to use attributes of your own subclass; the default does
    /// nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
