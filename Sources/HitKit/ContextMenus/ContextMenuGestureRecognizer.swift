import Foundation

/// The recognizer a ``UIContextMenuInteraction`` puts on its view: a long press of
/// ``HitKitDefaults/longPressMinimumPressDuration`` (Apple documents no separate delay for
/// context menus), or at once a press whose event has the secondary button down (a right click in
/// an application with indirect input events). It begins only when the interaction's delegate
/// returns a configuration; like any recognizer, it cancels the view's touches when it does.
final class ContextMenuGestureRecognizer: UILongPressGestureRecognizer {
    weak var interaction: UIContextMenuInteraction?

    override init() {
        super.init()
        name = "UIContextMenuInteraction press"
    }

    override var state: State {
        get { super.state }
        set {
            if newValue == .began, super.state == .possible,
                interaction?.prepareMenu(at: location(in: view)) != true
            {
                super.state = .failed
                return
            }
            super.state = newValue
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if event.buttonMask.contains(.secondary), state == .possible { state = .began }
    }
}
