import Foundation

/// The buttons a swiped row shows in the gap its content leaves (UIKit's private pull view): a
/// subview of the cell in front of its content, one ``Button`` per action, the first at the
/// row's edge. The buttons share the gap in proportion to their resting widths, so they grow as
/// the row is swiped further.
final class SwipeActionsView: UIView {
    /// A revealed action's button: a `UIButton` titled with the action's title, which performs
    /// its action on `touchUpInside` — with the button as the handler's source view.
    final class Button: UIButton {
        let action: UIContextualAction

        init(action: UIContextualAction, perform: @escaping @MainActor (Button) -> Void) {
            self.action = action
            super.init(frame: .zero)
            setTitle(action.title, for: .normal)
            backgroundColor = action.backgroundColor
            addAction(UIAction { [unowned self] _ in perform(self) }, for: .touchUpInside)
        }

        required init?(coder: NSCoder) { nil }
    }

    let side: TableSwipeActions.Side
    /// The buttons, the first at the row's edge.
    let buttons: [Button]

    init(side: TableSwipeActions.Side, actions: [UIContextualAction], perform: @escaping @MainActor (Button) -> Void) {
        self.side = side
        buttons = actions.map { Button(action: $0, perform: perform) }
        super.init(frame: .zero)
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { nil }

    /// The width the buttons take when the row rests open.
    var restingWidth: CGFloat { CGFloat(buttons.count) * HitKitDefaults.swipeActionButtonWidth }

    /// Places the view in the gap a cell of `size` leaves with its content moved by `offset`,
    /// and the buttons in it from the edge.
    func layOut(inCellOf size: CGSize, offset: CGFloat) {
        let gap = abs(offset)
        frame = CGRect(x: side == .trailing ? size.width - gap : 0, y: 0, width: gap, height: size.height)
        let width = buttons.isEmpty ? 0 : gap / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            // From the edge: the trailing side's first button is the rightmost, the leading side's the leftmost.
            let x = side == .trailing ? gap - CGFloat(index + 1) * width : CGFloat(index) * width
            button.frame = CGRect(x: x, y: 0, width: width, height: size.height)
        }
    }
}
