import HitKit

/// The moments at which a chaos world's handlers run.
enum ChaosHook: Int, CaseIterable, Sendable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case willMoveToSuperview, didMoveToWindow, didAddSubview, willRemoveSubview
    case controlTouchDown, controlTouchUpInside, recognizerAction
    /// Re-entrant worlds only: a control's `touchCancel`, a recognizer's `cancelled` action (sent
    /// as it is removed, disabled or its view leaves).
    case controlTouchCancel, recognizerCancelled
    /// Worlds that take keys: a chaos view's `presses…` callbacks and the action of its key commands.
    case pressesBegan, pressesEnded, pressesCancelled, keyCommand
}

/// The handlers of one view or recognizer of a chaos world: for each hook, actions to perform.
@MainActor
final class ChaosHandlers {
    weak var world: ChaosWorld?
    /// The view or recognizer whose handlers these are: their re-entrant input goes to the
    /// application of its window, as an app's own code sends to its own application.
    weak var view: UIView?
    weak var recognizer: UIGestureRecognizer?
    var actions: [ChaosHook: [ChaosAction]] = [:]

    func run(_ hook: ChaosHook) {
        guard let world, let list = actions[hook] else { return }
        world.perform(list, from: view ?? recognizer?.view)
    }
}

/// A view subclass whose touch, press and hierarchy callbacks run handlers (after calling `super`,
/// so touches and presses still travel up the responder chain). It overrides neither hit-testing
/// method. In a world that takes keys it may become first responder and declare key commands.
@MainActor
class ChaosView: UIView {
    let handlers = ChaosHandlers()
    /// Whether it can become first responder.
    var acceptsFirstResponder = false
    /// Its key commands, whose action runs the `.keyCommand` handlers of the chaos view it finds.
    var commands: [UIKeyCommand] = []

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var keyCommands: [UIKeyCommand]? { commands.isEmpty ? nil : commands }

    /// A key command's action.
    func performKeyCommand() { handlers.run(.keyCommand) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        handlers.world?.desktopLedger?.delivered(touches, with: event, to: self)
        handlers.run(.touchesBegan)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        handlers.world?.desktopLedger?.delivered(touches, with: event, to: self)
        handlers.run(.touchesMoved)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        handlers.world?.desktopLedger?.delivered(touches, with: event, to: self)
        handlers.run(.touchesEnded)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        handlers.world?.desktopLedger?.delivered(touches, with: event, to: self)
        handlers.run(.touchesCancelled)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesBegan(presses, with: event)
        handlers.run(.pressesBegan)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesEnded(presses, with: event)
        handlers.run(.pressesEnded)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesCancelled(presses, with: event)
        handlers.run(.pressesCancelled)
    }
    override func willMove(toSuperview newSuperview: UIView?) { handlers.run(.willMoveToSuperview) }
    override func didMoveToWindow() { handlers.run(.didMoveToWindow) }
    override func didAddSubview(_ subview: UIView) { handlers.run(.didAddSubview) }
    override func willRemoveSubview(_ subview: UIView) { handlers.run(.willRemoveSubview) }
}

/// takehilo's fix (HitKit's *Sources* article lists the articles): a view that lets touches through
/// itself (its subviews still take them).
@MainActor
final class ChaosPassThroughView: ChaosView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }
}

/// An enlarged hit area (an overridden `point(inside:with:)`): 10 points more on every side.
@MainActor
final class ChaosEnlargedView: ChaosView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).finiteSafeContains(point)
    }
}

/// A control whose actions and hierarchy callbacks run handlers.
@MainActor
final class ChaosControl: UIControl {
    let handlers = ChaosHandlers()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [unowned self] _ in handlers.run(.controlTouchDown) }, for: .touchDown)
        addAction(UIAction { [unowned self] _ in handlers.run(.controlTouchUpInside) }, for: .touchUpInside)
        addAction(UIAction { [unowned self] _ in handlers.run(.controlTouchCancel) }, for: .touchCancel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func willMove(toSuperview newSuperview: UIView?) { handlers.run(.willMoveToSuperview) }
    override func didMoveToWindow() { handlers.run(.didMoveToWindow) }
}

/// One delegate for every recognizer of a chaos world, answering from tables drawn with the world.
@MainActor
final class ChaosDelegate: UIGestureRecognizerDelegate {
    var index: [ObjectIdentifier: Int] = [:]
    var simultaneousPairs: Set<[Int]> = []
    var refusesToReceive: Set<Int> = []
    var refusesToBegin: Set<Int> = []
    var requiresFailurePairs: Set<[Int]> = []

    private func number(_ recognizer: UIGestureRecognizer) -> Int {
        index[ObjectIdentifier(recognizer)] ?? -1
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !refusesToBegin.contains(number(gestureRecognizer))
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !refusesToReceive.contains(number(gestureRecognizer))
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        simultaneousPairs.contains([number(gestureRecognizer), number(otherGestureRecognizer)])
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiresFailurePairs.contains([number(gestureRecognizer), number(otherGestureRecognizer)])
    }
}
