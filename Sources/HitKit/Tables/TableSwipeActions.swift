import Foundation

/// A table's swiped row: the one row at most whose cell slides aside to show its swipe actions,
/// from the swipe's start to its close (see "Lists and touches", "Swipe actions").
///
/// ```
/// touch-down ──▶ open row? ── on its buttons ──▶ the button takes the tap
///                   │          elsewhere ──────▶ the row closes; the touch reaches no view
///                   ▼ (no row open)
/// horizontal drag past the pan distance on a row with actions for that side
///   ──▶ the cell's content follows the finger, buttons shown in the gap
///   ──▶ lift: past the full-swipe distance → open, first action performed
///             past half the buttons       → open
///             otherwise                   → closed
/// ```
///
/// Every step is O(actions) at most; nothing is kept for rows that are not swiped.
@MainActor
final class TableSwipeActions {
    /// The side whose actions a swipe shows.
    enum Side {
        /// A rightward swipe: actions at the leading edge, the content moving right.
        case leading
        /// A leftward swipe: actions at the trailing edge, the content moving left.
        case trailing
    }

    /// The row being swiped or resting open.
    struct Swiped {
        let indexPath: IndexPath
        let cell: UITableViewCell
        let side: Side
        let configuration: UISwipeActionsConfiguration
        let actionsView: SwipeActionsView
    }

    private unowned let tableView: UITableView
    /// The table's pan that swipes rows.
    let recognizer = SwipeActionsRecognizer()
    /// The swiped row, or `nil` when every row is closed.
    private(set) var swiped: Swiped?
    /// Whether the finger is dragging `swiped` now.
    private var isDragging = false
    /// The cell's offset when the drag began.
    private var dragStartOffset: CGFloat = 0
    /// Where the current touch began, in the table's coordinates.
    private var touchStart: CGPoint?
    /// Whether the current touch closed an open row at touch-down (it swipes nothing).
    private var touchClosedRow = false
    /// Whether the current touch began on the open row's content and has not dragged it: it
    /// closes the row when the pan resets.
    private var touchOnOpenRow = false
    /// Counts the closes, so that a completion handler called late closes only its own opening.
    private var generation = 0

    /// Creates the table's swipe handling; the table installs ``recognizer`` on itself at once,
    /// as UIKit's table has its swipe pan from creation.
    init(tableView: UITableView) {
        self.tableView = tableView
        recognizer.tableView = tableView
        recognizer.addTypedAction(self) { controller, _ in controller.handlePan() }
    }

    // MARK: The touch

    /// A touch began on the table (seen by the swipe pan before any view): with a row open, a
    /// touch on its buttons goes on to them; any other touch is withheld from its view (the
    /// answer `true`) — on the open row it may drag it or close it with a tap, elsewhere it
    /// closes the row at once.
    func touchDidBegin(_ touch: UITouch) -> Bool {
        touchStart = touch.location(in: tableView)
        touchClosedRow = false
        touchOnOpenRow = false
        guard let swiped, !isDragging else { return false }
        if let view = touch.view, view.isDescendant(of: swiped.actionsView) { return false }
        if let view = touch.view, view.isDescendant(of: swiped.cell) {
            touchOnOpenRow = true
        } else {
            close()
            touchClosedRow = true
        }
        return true
    }

    /// Whether the swipe pan may begin after moving `translation` (table coordinates): a mostly
    /// horizontal drag from the open row, or from a row whose delegate offers actions for the
    /// drag's side (asked now, when the swipe starts; Apple does not say when UIKit asks).
    func swipeMayBegin(translation: CGPoint) -> Bool {
        guard abs(translation.x) > abs(translation.y), !touchClosedRow, let start = touchStart else { return false }
        if let swiped {
            guard touchOnOpenRow else { return false }
            touchOnOpenRow = false  // a drag, not a tap
            beginDrag(from: swiped.cell.swipeOffset)
            return true
        }
        guard let indexPath = tableView.indexPathForRow(at: start), let cell = tableView.cellForRow(at: indexPath),
            let delegate = tableView.tableDelegate
        else { return false }
        let side: Side = translation.x < 0 ? .trailing : .leading
        let configuration =
            side == .trailing
            ? delegate.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        // The delegate may have reloaded the data or scrolled while answering.
        guard let configuration, !configuration.actions.isEmpty, swiped == nil,
            tableView.cellForRow(at: indexPath) === cell
        else { return false }
        let actionsView = SwipeActionsView(side: side, actions: configuration.actions) { [weak self] button in
            self?.perform(button.action, from: button)
        }
        cell.showSwipeActions(actionsView)
        swiped = Swiped(
            indexPath: indexPath, cell: cell, side: side, configuration: configuration, actionsView: actionsView)
        beginDrag(from: 0)
        return true
    }

    private func beginDrag(from offset: CGFloat) {
        isDragging = true
        dragStartOffset = offset
    }

    // MARK: The drag

    private func handlePan() {
        guard let swiped, isDragging else { return }
        switch recognizer.state {
        case .began, .changed:
            let offset = dragStartOffset + recognizer.translation(in: tableView).x
            swiped.cell.swipeOffset = clampedOffset(offset, for: swiped)
        case .ended:
            isDragging = false
            settle(swiped)
        case .cancelled, .failed:
            isDragging = false
            close()
        default:
            break
        }
    }

    /// `offset` kept on the swiped side, and no further than the buttons when a full swipe
    /// performs nothing.
    private func clampedOffset(_ offset: CGFloat, for swiped: Swiped) -> CGFloat {
        guard offset.isFinite else { return 0 }
        let reach =
            swiped.configuration.performsFirstActionWithFullSwipe
            ? max(swiped.cell.bounds.width, swiped.actionsView.restingWidth) : swiped.actionsView.restingWidth
        switch swiped.side {
        case .trailing: return min(0, max(-reach, offset))
        case .leading: return max(0, min(reach, offset))
        }
    }

    /// The finger lifted: the row performs its first action, opens, or closes.
    private func settle(_ swiped: Swiped) {
        let shown = abs(swiped.cell.swipeOffset)
        let buttons = swiped.actionsView.restingWidth
        let fullSwipe = max(buttons, swiped.cell.bounds.width * HitKitDefaults.swipeActionsFullSwipeFraction)
        if swiped.configuration.performsFirstActionWithFullSwipe, shown > fullSwipe,
            let first = swiped.actionsView.buttons.first
        {
            open(swiped)
            perform(first.action, from: first)
        } else if shown >= buttons * HitKitDefaults.swipeActionsOpenFraction {
            open(swiped)
        } else {
            close()
        }
    }

    private func open(_ swiped: Swiped) {
        let width = swiped.actionsView.restingWidth
        swiped.cell.swipeOffset = swiped.side == .trailing ? -width : width
    }

    // MARK: Performing and closing

    /// Calls `action`'s handler with `sourceView`; its completion closes the row this opening
    /// showed, once, whatever it answers.
    private func perform(_ action: UIContextualAction, from sourceView: UIView) {
        let opening = generation
        action.handler(action, sourceView) { [weak self] _ in
            guard let self, self.generation == opening else { return }
            self.close()
        }
    }

    /// Closes the swiped row, if any: its cell's content slides back and the buttons go.
    func close() {
        generation &+= 1
        isDragging = false
        guard let swiped else { return }
        self.swiped = nil
        swiped.cell.hideSwipeActions()
    }

    /// The swipe pan reset, its touch over or lost to another recognizer: a drag it never began
    /// closes the row it was about to swipe, and a touch on the open row's content that did not
    /// drag it (a tap) closes it.
    func recognizerDidReset() {
        if isDragging || touchOnOpenRow { close() }
        touchOnOpenRow = false
        touchStart = nil
    }

    /// `cell` leaves the table (scrolled away, reloaded): if it is the swiped row's, the row closes.
    func cellWillRetire(_ cell: UITableViewCell) {
        if swiped?.cell === cell { close() }
    }
}
