import Foundation

/// A scrolling collection of items in sections, placed by a layout, as UIKit's: a
/// ``UIScrollView`` whose content is the items its ``dataSource`` counts, at the places its
/// ``collectionViewLayout`` gives, showing a reused ``UICollectionViewCell`` for each visible item.
///
/// Touches reach cells by ordinary hit-testing: the visible cells are the collection view's
/// subviews, laid out in content coordinates during layout and again whenever the content offset
/// changes, so a drag that scrolls shows the items it brings in. Cells that leave the visible area
/// go back to a reuse pool and come out of ``dequeueReusableCell(withReuseIdentifier:for:)``, after
/// ``UICollectionReusableView/prepareForReuse()``.
///
/// Loading the data (the first layout and each ``reloadData()``) asks the data source for the
/// counts, O(sections), and lets the layout ``UICollectionViewLayout/prepare()``. After that, each
/// layout pass costs one ``UICollectionViewLayout/layoutAttributesForElements(in:)`` for the visible
/// rectangle plus the visible items.
///
/// A touch on an item's cell travels up the responder chain to the collection view, which
/// highlights the item and selects it when the finger lifts, asking its delegate as UIKit's does
/// (see "Lists and touches", "Collection views"). A drag that scrolls, a control in the cell, or a
/// recognizer that cancels the touch keeps the item from being selected.
open class UICollectionView: UIScrollView {
    /// The directions a collection view's content can scroll in, as UIKit's.
    public enum ScrollDirection: Int, Sendable {
        /// Up and down.
        case vertical
        /// Left and right.
        case horizontal
    }

    /// The layout that places the items. Setting it lays the items out again with the new one.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The object that counts the sections and items and makes the cells. Setting it reloads the
    /// data at the next layout.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The scroll view's delegate; when it adopts ``UICollectionViewDelegate`` the collection view
    /// tells it of cells shown and hidden, and when it adopts ``UICollectionViewDelegateFlowLayout``
    /// a flow layout asks it for sizes and spacings. Setting it reloads the data at the next layout.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { reloadData() }
    }

    /// The item counts of the loaded data, by section; `nil` until loaded or after ``reloadData()``.
    var itemCounts: [Int]?
    /// The cells on screen, by item.
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// The cell classes registered and the cells off screen waiting for reuse.
    var reuseStore = CellReuseStore<UICollectionViewCell>()
    /// Whether the collection view is asking for cells (a reentrant layout is skipped).
    var isLayingOutItems = false
    /// The selected items and the touch that may change them.
    lazy var selection = ListSelection(host: self)

    /// Whether the user can select items (default `true`). With `false`, a touch neither
    /// highlights nor selects an item and the delegate is not asked, and
    /// ``selectItem(at:animated:scrollPosition:)`` and ``deselectItem(at:animated:)`` have no
    /// effect, as Apple's pages for them say.
    open var allowsSelection: Bool = true

    /// Whether the user can select more than one item (default `false`). With `true`, a tap on a
    /// selected item deselects it. Changing it keeps the items selected.
    open var allowsMultipleSelection: Bool = false

    /// Creates a collection view whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Creates a collection view from an archive; HitKit loads none, so it gets a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// `bounds` as the scroll view's; a change of origin (a scroll) lays out the items it shows, and
    /// a change the layout asks to be invalidated for (a flow layout's: a new size) lays them out
    /// anew at the next layout pass.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            boundsWillChange(to: newValue)
            super.bounds = newValue
            if itemCounts != nil, super.bounds.origin != oldOrigin { layOutVisibleItems() }
        }
    }

    /// `frame` as any view's; a change of size is a change of bounds the layout is asked about.
    open override var frame: CGRect {
        get { super.frame }
        set {
            boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size))
            super.frame = newValue
        }
    }

    /// Asks the layout whether a new size needs a new layout, while `bounds` is still the old one.
    private func boundsWillChange(to newBounds: CGRect) {
        guard newBounds.size != bounds.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
        else { return }
        collectionViewLayout.invalidateLayout()
    }

    /// Loads the data if needed, prepares the layout, sets ``UIScrollView/contentSize`` from it,
    /// and lays out the visible cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutVisibleItems()
    }

    /// Forgets the loaded data and the selection: the visible cells go back to the reuse pool
    /// (the delegate hears `didEndDisplaying` for each), the layout is invalidated, and the next
    /// layout, or the next question about items, asks the data source again. No selection
    /// delegate method is called, and an item highlighted by a touch is simply forgotten.
    open func reloadData() {
        itemCounts = nil
        selection.reset()
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath)
        }
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Selection (the work is in UICollectionView+Selection.swift and Lists/ListSelection.swift)

    /// Selects the item at `indexPath` — in single selection, deselecting the others — and
    /// scrolls it to `scrollPosition` (`[]`: no scrolling). No delegate method is called, as
    /// Apple's page says. `nil` deselects every item. Nothing happens when ``allowsSelection`` is
    /// `false`; an index path that names no item is ignored (UIKit raises an exception).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItemInCode(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item at `indexPath`. No delegate method is called; nothing happens when
    /// ``allowsSelection`` is `false`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        selection.deselect(indexPath, animated: animated)
    }

    /// Highlights the item of the cell the touch began on (see "Lists and touches"). Touches on
    /// a cell's views reach the collection view through the responder chain; it does not forward
    /// them further. O(1) plus the delegate's work.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchesBegan(touches)
    }

    /// Un-highlights the item when its touch leaves it. O(1) plus the layout's and the
    /// delegate's work.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchesMoved(touches)
    }

    /// Asks the delegate, un-highlights the item and selects it (in multiple selection,
    /// deselects a selected item). O(1) plus the delegate's work.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchesEnded(touches)
    }

    /// Un-highlights the item; nothing is selected. O(1) plus the delegate's work.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchesCancelled(touches)
    }
}
