import Foundation

/// Turns host key samples into presses and delivers them, UIKit's way: the keyboard's stage of
/// ``EventPipeline``, beside the touch stages.
///
/// ```
/// key sample
///     │  validated: known key code, a down for a key that is up, an up for a key that is down
///     ▼
/// [start] the key window's first responder, else its front view controller, else the window
///     │
///     ├──▶ [text input] a first-responder UIKeyInput types the key's text (no command or
///     │     control modifier) — unless a matching key command wants priority over it
///     ├──▶ [key commands] keyCommands along the chain from the start; the first match whose
///     │     action finds a target performs it, and the press goes no further
///     ▼
/// [presses] pressesBegan at the start responder, whose default forwards up the chain
///     │  … the key goes up: pressesEnded at the same responder
///     ▼     the responder left its window or stopped being first responder: pressesCancelled now
/// ```
///
/// Each key sample is one event, handled inside the queue's event (input sent meanwhile waits).
@MainActor
final class KeyboardDelivery {
    /// Where a press's phases go.
    private enum Route {
        /// `pressesBegan` went to the press's responder: its end or cancellation goes there too.
        case responder
        /// A key command or text input took the press: its end goes nowhere.
        case consumed
        /// The press was cancelled at its responder, or found none: its end goes nowhere.
        case finished
    }

    /// A key that is down.
    private final class ActiveKey {
        let keyCode: UIKeyboardHIDUsage
        let press: UIPress
        var route: Route = .finished

        init(keyCode: UIKeyboardHIDUsage, press: UIPress) {
            self.keyCode = keyCode
            self.press = press
        }
    }

    /// What a first-responder text input does with a key.
    private enum TextEdit {
        case insert(String)
        case deleteBackward
    }

    unowned let application: UIApplication
    /// The keys that are down, in the order they went down.
    private var activeKeys: [ActiveKey] = []
    /// The application's reused press event.
    private lazy var event = UIPressesEvent(application: application)
    /// The modifier keys held, as the last key sample said.
    private(set) var modifierFlags: UIKeyModifierFlags = []

    init(application: UIApplication) {
        self.application = application
    }

    /// The presses of the keys that are down, in the order they went down.
    var activePresses: [UIPress] { activeKeys.map(\.press) }

    // MARK: Samples

    /// Handles one key sample, whose timestamp the queue has turned into `time`.
    func handle(_ sample: KeySample, at time: TimeInterval) {
        guard let keyCode = UIKeyboardHIDUsage(rawValue: sample.keyCode) else {
            report(.unknownKey, "a key sample's key code is no UIKeyboardHIDUsage; it was dropped", "\(sample.keyCode)")
            return
        }
        let existing = activeKeys.first { $0.keyCode == keyCode }
        switch (sample.phase, existing) {
        case (.down, nil):
            modifierFlags = sample.modifierFlags
            begin(keyCode, sample, at: time)
        case (.up, let active?):
            modifierFlags = sample.modifierFlags
            end(active, at: time)
        case (.down, _?):
            report(
                .unexpectedKeyPhase, "a down for a key that is already down was ignored (auto-repeat is not a press)",
                "\(keyCode)")
        case (.up, nil):
            report(.unexpectedKeyPhase, "an up for a key that is not down was ignored", "\(keyCode)")
        }
    }

    private func begin(_ keyCode: UIKeyboardHIDUsage, _ sample: KeySample, at time: TimeInterval) {
        let key = UIKey(
            keyCode: keyCode, characters: sample.characters,
            charactersIgnoringModifiers: sample.charactersIgnoringModifiers, modifierFlags: sample.modifierFlags)
        let press = UIPress(key: key, timestamp: time)
        let active = ActiveKey(keyCode: keyCode, press: press)
        for other in activeKeys { other.press.storedPhase = .stationary }
        activeKeys.append(active)
        application.trace(.pressPhase(press: press, phase: .began))
        let window = application.keyWindow
        guard let start = Self.startResponder(in: window) else { return }
        press.storedResponder = start
        press.storedWindow = window
        let edit = start.isFirstResponder && start is UIKeyInput ? Self.textEdit(for: key) : nil
        if let edit, let textInput = start as? UIKeyInput {
            active.route = .consumed
            if performKeyCommand(for: key, from: start, priorityOnly: true) { return }
            application.trace(.pressTakenByTextInput(press: press, responder: start))
            switch edit {
            case .insert(let text): textInput.insertText(text)
            case .deleteBackward: textInput.deleteBackward()
            }
            return
        }
        if performKeyCommand(for: key, from: start, priorityOnly: false) {
            active.route = .consumed
            return
        }
        active.route = .responder
        deliver(.began, press, to: start, at: time)
    }

    private func end(_ active: ActiveKey, at time: TimeInterval) {
        let press = active.press
        for other in activeKeys where other !== active { other.press.storedPhase = .stationary }
        press.storedPhase = .ended
        press.storedTimestamp = time
        application.trace(.pressPhase(press: press, phase: .ended))
        if active.route == .responder, let responder = press.responder {
            deliver(.ended, press, to: responder, at: time)
        }
        activeKeys.removeAll { $0 === active }
    }

    // MARK: Cancelling

    /// Cancels, now, the presses delivered to a responder that `isLeaving` says is going away:
    /// each gets `pressesCancelled`, and its key's up will go nowhere.
    func cancelPresses(whereResponder isLeaving: (UIResponder) -> Bool) {
        guard !activeKeys.isEmpty else { return }
        // A press whose pressesEnded is being delivered has ended: a handler that removes its responder
        // then does not cancel it too.
        for active in activeKeys where active.route == .responder && active.press.phase != .ended {
            guard let responder = active.press.responder, isLeaving(responder) else { continue }
            cancel(active, at: responder)
        }
    }

    /// Cancels every press, as a host does when its window loses the keyboard focus: those
    /// delivered to a responder get `pressesCancelled`, every other press (a key command's, text
    /// input's, one that found no responder) takes the phase `.cancelled` too, and every key counts
    /// as up.
    func cancelAll() {
        for active in activeKeys {
            if active.route == .responder, let responder = active.press.responder {
                cancel(active, at: responder)
            } else if active.press.phase != .cancelled {
                active.route = .finished
                active.press.storedPhase = .cancelled
                active.press.storedTimestamp = application.clock.now
                application.trace(.pressPhase(press: active.press, phase: .cancelled))
            }
        }
        activeKeys.removeAll()
        modifierFlags = []
    }

    /// `view` is about to leave its window: presses delivered to it, a view inside it or a view
    /// controller whose view is inside it are cancelled.
    func viewWillLeaveWindow(_ view: UIView) {
        cancelPresses { responder in
            if let responderView = responder as? UIView { return responderView.isDescendant(of: view) }
            if let controller = responder as? UIViewController, let controllerView = controller.viewIfLoaded {
                return controllerView.isDescendant(of: view)
            }
            return false
        }
    }

    private func cancel(_ active: ActiveKey, at responder: UIResponder) {
        active.route = .finished
        active.press.storedPhase = .cancelled
        active.press.storedTimestamp = application.clock.now
        application.trace(.pressPhase(press: active.press, phase: .cancelled))
        deliver(.cancelled, active.press, to: responder, at: application.clock.now)
    }

    // MARK: Delivery

    private func deliver(_ phase: UIPress.Phase, _ press: UIPress, to responder: UIResponder, at time: TimeInterval) {
        event.timestamp = time
        event.storedModifierFlags = modifierFlags
        event.orderedPresses = activePresses
        let presses: Set<UIPress> = [press]
        application.trace(.pressesDelivered(phase: phase, responder: responder, presses: presses))
        responder.deliverPresses(phase, presses, with: event)
    }

    /// Matches `key` against the key commands of the chain from `start`, in chain order; the
    /// first match whose action finds a target performs it. Returns whether one did.
    private func performKeyCommand(for key: UIKey, from start: UIResponder, priorityOnly: Bool) -> Bool {
        var responder: UIResponder? = start
        var loopCheck = ResponderLoopCheck()
        while let current = responder, loopCheck.step(to: current) {
            for command in current.keyCommands ?? [] where command.matches(key) {
                guard !priorityOnly || command.wantsPriorityOverSystemBehavior else { continue }
                if let target = command.performer(start, command) {
                    application.trace(.keyCommandPerformed(command: command, declaredBy: current, target: target))
                    return true
                }
            }
            responder = current.next
        }
        return false
    }

    // MARK: Rules

    /// Where a press starts: the window's first responder; with none, its root view controller's
    /// front presented controller (Apple's keyboard article puts `pressesBegan` in "the main view
    /// controller"); with no controller, the window.
    static func startResponder(in window: UIWindow?) -> UIResponder? {
        guard let window else { return nil }
        if let first = window.currentFirstResponder { return first }
        guard var controller = window.rootViewController else { return window }
        var steps = 0
        while let presented = controller.presentedViewController, presented !== controller, steps < 10_000 {
            controller = presented
            steps += 1
        }
        return controller
    }

    /// What a text input does with `key`: types its text, a newline for Return, deletes backward
    /// for Backspace — nothing with Command or Control held, for Tab and Escape (focus and
    /// dismissal, which HitKit does not model), or for a key that types no text.
    private static func textEdit(for key: UIKey) -> TextEdit? {
        guard key.modifierFlags.isDisjoint(with: [.command, .control]) else { return nil }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: return .deleteBackward
        case .keyboardReturnOrEnter, .keypadEnter: return .insert("\n")
        case .keyboardTab, .keyboardEscape: return nil
        default: break
        }
        let text = key.characters
        guard !text.isEmpty, UIKeyCommand.specialInput(for: key.keyCode) == nil,
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return .insert(text)
    }

    private func report(_ code: HitKitDiagnostic.Code, _ message: String, _ context: String) {
        HitKitDiagnostics.report(HitKitDiagnostic(code: code, message: message, context: context), in: application)
    }
}
