import Foundation

/// A scrolling list of rows in sections, as UIKit's: a ``UIScrollView`` whose content is the rows
/// its ``dataSource`` counts, with heights from ``rowHeight`` or its delegate, showing a reused
/// ``UITableViewCell`` for each visible row.
///
/// Touches reach cells by ordinary hit-testing: the visible cells are the table's subviews, laid
/// out in content coordinates during layout and again whenever the content offset changes, so a
/// drag that scrolls the table shows the rows it brings in. Cells that leave the visible area go
/// back to a reuse pool and come out of ``dequeueReusableCell(withIdentifier:for:)``, after
/// ``UITableViewCell/prepareForReuse()``.
///
/// Loading the data (the first layout and each ``reloadData()``) asks the data source for the
/// counts and the delegate for every row's height — O(rows), as UIKit without estimated heights;
/// O(sections) when the delegate does not adopt ``UITableViewDelegate``. After that, laying out
/// visits only the visible rows and finds the first one by binary search, so a table of a million
/// rows scrolls as one of ten. Selection and highlighting are not built yet.
open class UITableView: UIScrollView {
    /// The look of a table's sections, as UIKit's. HitKit draws nothing, so the styles differ only
    /// in name.
    public enum Style: Int, Sendable {
        /// Section headers and footers float over the rows.
        case plain
        /// Sections stand apart in groups.
        case grouped
        /// Groups inset from the table's edges.
        case insetGrouped
    }

    /// The value that asks the table for its standard height: for ``rowHeight`` and the delegate's
    /// row heights, ``standardRowHeight``; for headers and footers, 0 (HitKit has no header
    /// views or titles to size).
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The height a row of ``automaticDimension`` gets: UIKit's standard row height, 44 points.
    /// HitKit does not size cells from their content.
    nonisolated public static let standardRowHeight: CGFloat = 44

    /// The table's style, fixed when it is made.
    public let style: Style

    /// The object that counts the sections and rows and makes the cells. Setting it reloads the
    /// data at the next layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The scroll view's delegate; when it adopts ``UITableViewDelegate`` the table asks it for
    /// heights and tells it of cells shown and hidden. Setting it reloads the data at the next
    /// layout.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { reloadData() }
    }

    /// The height of each row the delegate gives none for (default ``automaticDimension``, that
    /// is, ``standardRowHeight``). Negative or non-finite heights count as 0.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadData() }
    }

    /// The height of each section header the delegate gives none for (default
    /// ``automaticDimension``: 0).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadData() }
    }

    /// The height of each section footer the delegate gives none for (default
    /// ``automaticDimension``: 0).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadData() }
    }

    /// Where the loaded data's rows lie; `nil` until loaded or after ``reloadData()``.
    var geometry: TableGeometry?
    /// The cells on screen, by row.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Cells off screen waiting for reuse, by identifier.
    var reusePool: [String: [UITableViewCell]] = [:]
    /// The cell classes registered, by identifier.
    var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    /// Whether the table is asking its data source for cells (a reentrant layout is skipped).
    var isLayingOutRows = false

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive; HitKit loads none (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// `bounds` as the scroll view's; a change of origin (a scroll) lays out the rows it shows.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if geometry != nil, super.bounds.origin != oldOrigin { layOutVisibleRows() }
        }
    }

    /// Loads the data if needed, sets ``UIScrollView/contentSize`` from the rows, and lays out
    /// the visible cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _ = loadedGeometry()
        layOutVisibleRows()
    }

    /// Forgets the loaded data: the visible cells go back to the reuse pool (the delegate hears
    /// `didEndDisplaying` for each), and the next layout, or the next question about rows, asks
    /// the data source and delegate again.
    open func reloadData() {
        geometry = nil
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath)
        }
        setNeedsLayout()
    }
}
