import Foundation

/// An item of a collection view, as UIKit's: put your views in ``contentView``, which fills the
/// cell. Subclasses are written as in UIKit (see ``UICollectionReusableView``).
///
/// The collection view sets ``isHighlighted`` and ``isSelected`` as the user touches the item
/// and as its selection changes; override them with a property observer to change the cell's
/// look, as UIKit code does (`override var isSelected: Bool { didSet { … } }`).
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add your subviews to. It fills the cell.
    public let contentView: UIView

    /// Whether the cell is highlighted (default `false`): its item's touch is down on it. The
    /// collection view sets it only when the value changes; prefer its selection methods to
    /// setting it yourself, as Apple's page says.
    open var isHighlighted: Bool = false

    /// Whether the cell is selected (default `false`): its item is selected. The collection view
    /// sets it only when the value changes, including when it shows the cell for an item.
    open var isSelected: Bool = false

    /// The item the collection view shows this cell for; `nil` while the cell is not on it.
    var collectionIndexPath: IndexPath?

    /// Creates a cell sized to `frame`.
    public override init(frame: CGRect) {
        contentView = UIView()
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell from an archive; HitKit loads none (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Lays out the content view to fill the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
