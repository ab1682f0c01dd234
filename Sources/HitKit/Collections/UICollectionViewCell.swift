import Foundation

/// An item of a collection view, as UIKit's: put your views in ``contentView``, which fills the
/// cell. Subclasses are written as in UIKit (see ``UICollectionReusableView``). Highlighting and
/// selection are not built yet.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add your subviews to. It fills the cell.
    public let contentView: UIView

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
