import Foundation

/// The table's private pan that swipes its rows, installed from the table's creation as UIKit's
/// `_UISwipeActionPanGestureRecognizer` is, and named "UITableView swipe pan" in traces: a one-finger
/// `UIPanGestureRecognizer` that may begin only on a mostly horizontal drag from a row whose
/// delegate offers actions for that side, or from the row already open. It competes with the
/// table's ``UIScrollView/panGestureRecognizer`` as any two pans on a view do: a mostly vertical
/// drag fails this one and scrolls; a horizontal one fails the scroll pan (a table is no wider
/// than its content) and begins this one, whose `cancelsTouchesInView` takes the touch from the
/// cell, so the row is neither highlighted nor selected.
final class SwipeActionsRecognizer: UIPanGestureRecognizer {
    weak var tableView: UITableView?

    override init() {
        super.init()
        name = "UITableView swipe pan"
        maximumNumberOfTouches = 1
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let tableView, trackedTouches.count == touches.count, let touch = touches.first else { return }
        let withheld = tableView.swipeActions.touchDidBegin(touch)
        if withheld, touch.delivery.progress == .pending { environment?.keepFromItsView(touch) }
    }

    override func reset() {
        super.reset()
        tableView?.swipeActions.recognizerDidReset()
    }

    override func mayBegin(withTranslation translation: CGPoint) -> Bool {
        guard let tableView else { return false }
        return tableView.swipeActions.swipeMayBegin(translation: Self.vector(translation, fromWindowTo: tableView))
    }
}
