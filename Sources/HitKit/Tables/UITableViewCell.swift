import Foundation

/// A row of a table view, as UIKit's: put your views in ``contentView``; an ``accessoryView``
/// sits at the trailing edge and the content view shrinks to leave it room.
///
/// Write cells as UIKit code does — `override init(style:reuseIdentifier:)` and
/// `required init?(coder:)`, or no initializer at all: they need no change. A table makes a
/// registered class's cells with no Objective-C runtime through a `required` initializer, and
/// here that initializer is a `convenience` one that calls ``init(style:reuseIdentifier:)``: a
/// subclass that overrides every designated initializer it inherits
/// (``init(style:reuseIdentifier:)`` and `init?(coder:)`), or declares none, inherits it, so the
/// registered class's own `init(style:reuseIdentifier:)` runs. Only a subclass that declares some
/// other designated initializer and not `init(style:reuseIdentifier:)` must add
/// `override init(style:reuseIdentifier:)` (the compiler says so). See "Porting UIKit code".
open class UITableViewCell: UIView {
    /// The style of a cell's standard content, as UIKit's.
    public enum CellStyle: Int, Sendable {
        /// A label on the leading side.
        case `default`
        /// A label on the leading side and a detail label on the trailing side.
        case value1
        /// A detail label beside a label.
        case value2
        /// A label with a subtitle below it.
        case subtitle
    }

    /// How a selected cell looks, as UIKit's.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none
        /// The blue highlight of old iOS versions.
        case blue
        /// A gray highlight.
        case gray
        /// The system's highlight.
        case `default`
    }

    /// The space between the accessory view and the cell's trailing edge, in points: the standard
    /// layout margin of a cell (UIKit's is 16 on an iPhone in portrait, 20 on wider screens).
    public static let accessoryTrailingMargin: CGFloat = 16

    /// The view to add your subviews to. It fills the cell but for the accessory.
    public let contentView: UIView

    /// A view at the trailing edge of the cell, at its own size and centred vertically
    /// (default `nil`).
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    /// The identifier the cell was registered and made with, used to reuse it.
    open private(set) var reuseIdentifier: String?

    /// The style the cell was made with (UIKit keeps it private too).
    let cellStyle: CellStyle

    /// How the cell looks when selected (default `.default`). HitKit draws nothing, so nothing
    /// reads it: `.none` changes how a cell looks in UIKit, not whether its row highlights or is
    /// selected — ``UITableViewDelegate/tableView(_:shouldHighlightRowAt:)`` and
    /// ``UITableViewDelegate/tableView(_:willSelectRowAt:)`` decide that.
    open var selectionStyle: SelectionStyle = .default

    /// Whether the cell is highlighted (default `false`): its row's touch is down on it. Setting
    /// it calls ``setHighlighted(_:animated:)`` with `animated` `false`.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is selected (default `false`): its row is selected. Setting it calls
    /// ``setSelected(_:animated:)`` with `animated` `false`.
    open var isSelected: Bool {
        get { storedIsSelected }
        set { setSelected(newValue, animated: false) }
    }

    private var storedIsHighlighted = false
    private var storedIsSelected = false

    /// The row the table shows this cell for; `nil` while the cell is not on the table.
    var tableIndexPath: IndexPath?

    /// How far a swipe moved the cell's content: negative to the left (trailing actions shown),
    /// positive to the right (leading actions shown). Set by the table's ``TableSwipeActions``.
    var swipeOffset: CGFloat = 0 {
        didSet {
            guard swipeOffset != oldValue else { return }
            setNeedsLayout()
            layoutIfNeeded()
        }
    }
    /// The buttons of the swipe actions shown, while the row is swiped.
    private(set) var swipeActionsView: SwipeActionsView?

    /// Shows `actionsView` in front of the content, in the gap a swipe leaves.
    func showSwipeActions(_ actionsView: SwipeActionsView) {
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = actionsView
        addSubview(actionsView)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Slides the content back and removes the swipe actions' buttons.
    func hideSwipeActions() {
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = nil
        swipeOffset = 0
    }

    /// Sets ``isHighlighted``. The table calls it when a touch highlights or un-highlights the
    /// cell's row, and when it shows the cell for a row. Override it to change the cell's look;
    /// call `super`, which keeps the state (HitKit animates nothing).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedIsHighlighted = highlighted
    }

    /// Sets ``isSelected``. The table calls it when its row is selected or deselected, by a touch
    /// or in code, and when it shows the cell for a row. Override it to change the cell's look;
    /// call `super`, which keeps the state (HitKit animates nothing).
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedIsSelected = selected
    }

    /// Creates a cell of `style` that the table reuses under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = UIView()
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// How a table makes a cell of a registered class: ``init(style:reuseIdentifier:)`` with the
    /// `.default` style, as UIKit's. Not UIKit API: call `init(style:reuseIdentifier:)` in your
    /// own code. `required`, so that a table can make cells of a class it knows only at run time
    /// (see the type's discussion).
    public required convenience init(_registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Creates a cell from an archive; HitKit loads none (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        contentView = UIView()
        cellStyle = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Creates a cell of the default style with no reuse identifier, sized to `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called by ``UITableView/dequeueReusableCell(withIdentifier:for:)`` just before it returns
    /// this cell for another row. Override it to reset state; call `super`.
    open func prepareForReuse() {}

    /// Lays out the accessory view at the trailing edge and the content view in the rest, both
    /// moved aside by a swipe, and the swipe actions' buttons in the gap.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let offset = swipeOffset
        swipeActionsView?.layOut(inCellOf: size, offset: offset)
        guard let accessoryView else {
            contentView.frame = CGRect(x: offset, y: 0, width: size.width, height: size.height)
            return
        }
        let accessorySize = accessoryView.frame.size
        let x = size.width - Self.accessoryTrailingMargin - accessorySize.width
        accessoryView.frame = CGRect(
            x: x + offset, y: (size.height - accessorySize.height) / 2,
            width: accessorySize.width, height: accessorySize.height)
        contentView.frame = CGRect(x: offset, y: 0, width: x > 0 ? x : 0, height: size.height)
    }
}
