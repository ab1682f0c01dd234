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
/// rows scrolls as one of ten.
///
/// A touch on a row's cell travels up the responder chain to the table, which highlights the row
/// and selects it when the finger lifts, asking its delegate as UIKit's does (see "Lists and
/// touches", "How a row is selected"). A drag that scrolls, a control in the cell, or a
/// recognizer that cancels the touch keeps the row from being selected.
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
    /// is, ``standardRowHeight``). Negative or non-finite heights count as 0. Setting it asks for
    /// the heights again at the next layout and keeps the cells and the selection.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowGeometry() }
    }

    /// The height of each section header the delegate gives none for (default
    /// ``automaticDimension``: 0).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowGeometry() }
    }

    /// The height of each section footer the delegate gives none for (default
    /// ``automaticDimension``: 0).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowGeometry() }
    }

    /// Where the loaded data's rows lie; `nil` until loaded or after ``reloadData()``.
    var geometry: TableGeometry?
    /// The cells on screen, by row.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The cell classes registered and the cells off screen waiting for reuse.
    var reuseStore = CellReuseStore<UITableViewCell>()
    /// Whether the table is asking its data source for cells (a reentrant layout is skipped).
    var isLayingOutRows = false
    /// The selected rows and the touch that may change them.
    lazy var selection = ListSelection(host: self)
    /// The swiped row and the pan that swipes rows, installed from the table's creation
    /// (Tables/TableSwipeActions.swift).
    lazy var swipeActions = TableSwipeActions(tableView: self)

    /// Whether the user can select rows (default `true`). With `false`, a touch neither
    /// highlights nor selects a row and the delegate is not asked; selection in code still works.
    open var allowsSelection: Bool = true

    /// Whether the user can select more than one row (default `false`). With `true`, a tap on a
    /// selected row deselects it. Changing it keeps the rows selected.
    open var allowsMultipleSelection: Bool = false

    /// Creates a table of `style`, with its swipe-actions pan installed.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        addGestureRecognizer(swipeActions.recognizer)
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive; HitKit loads none (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        addGestureRecognizer(swipeActions.recognizer)
    }

    /// `bounds` as the scroll view's; a change of origin (a scroll) closes a row swiped open and
    /// lays out the rows it shows.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            guard super.bounds.origin != oldOrigin else { return }
            swipeActions.close()
            if geometry != nil { layOutVisibleRows() }
        }
    }

    /// Loads the data if needed, sets ``UIScrollView/contentSize`` from the rows, and lays out
    /// the visible cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _ = loadedGeometry()
        layOutVisibleRows()
    }

    /// Forgets the loaded data and the selection: the visible cells go back to the reuse pool
    /// (the delegate hears `didEndDisplaying` for each), and the next layout, or the next
    /// question about rows, asks the data source and delegate again. No selection delegate
    /// method is called, a row highlighted by a touch is simply forgotten, and a row swiped open
    /// closes.
    open func reloadData() {
        geometry = nil
        swipeActions.close()
        selection.reset()
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath)
        }
        setNeedsLayout()
    }

    /// Forgets where the rows lie, keeping the rows, their cells and the selection: the next
    /// layout asks the delegate for the heights again and moves the cells.
    func invalidateRowGeometry() {
        geometry = nil
        setNeedsLayout()
    }

    // MARK: Selection (the work is in UITableView+Selection.swift and Lists/ListSelection.swift)

    /// Selects the row at `indexPath` — in single selection, deselecting the others — and
    /// scrolls it to `scrollPosition` (``ScrollPosition/none``: no scrolling, as Apple's page
    /// says). No delegate method is called. `nil` deselects every row. An index path that names
    /// no row is ignored (UIKit raises an exception).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowInCode(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row at `indexPath`. No delegate method is called.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath, animated: animated)
    }

    /// Scrolls the row at `indexPath` to `scrollPosition`, within the content's scrolling range.
    /// ``ScrollPosition/none`` scrolls the least that shows the whole row, and not at all when it
    /// is visible. An index path that names no row is ignored.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollRow(at: indexPath, to: scrollPosition, animated: animated)
    }

    /// Highlights the row of the cell the touch began on (see "Lists and touches"). Touches on a
    /// cell's views reach the table through the responder chain; the table does not forward
    /// them further. O(1) plus the delegate's work.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchesBegan(touches)
    }

    /// Un-highlights the row when its touch leaves it. O(1) plus the delegate's work.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchesMoved(touches)
    }

    /// Un-highlights the row and selects it (in multiple selection, deselects a selected row).
    /// O(1) plus the delegate's work.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchesEnded(touches)
    }

    /// Un-highlights the row; nothing is selected. O(1) plus the delegate's work.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchesCancelled(touches)
    }
}
