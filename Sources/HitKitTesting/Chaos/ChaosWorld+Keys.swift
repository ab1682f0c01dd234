import HitKit

/// The keyboard of a chaos world: a world with text inputs, or drawn to have one, takes key samples
/// (``ChaosInputKinds/keys``). Chaos views may become first responder and declare key commands;
/// one starts as first responder; in a world whose handlers mutate, their press callbacks and
/// command actions remove views, move first-responder status and — re-entrant — cancel every press
/// and send keys (unknown codes too). ``ChaosPressLedger`` checks the delivery rules.
extension ChaosWorld {
    /// The key commands' inputs and modifiers the world draws from.
    private static let commandKeys: [(String, UIKeyModifierFlags)] = [
        ("s", .command), ("a", []), (UIKeyCommand.inputEscape, []), (UIKeyCommand.inputUpArrow, []), ("\t", []),
    ]

    /// Draws the keyboard from a generator seeded by the world's summary and a salt: the same seed
    /// draws the same keyboard, and every earlier draw — the world, its animations — is as it was
    /// before keys were added.
    func drawKeyboard() {
        var hash: UInt64 = 0x6b65_7973_6b65_7973
        for byte in summary.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        var random = ChaosRandom(seed: hash)
        let hasTextInput = views.contains { $0 is UITextField || $0 is UITextView }
        guard hasTextInput || random.chance(0.5) else { return }
        inputKinds.insert(.keys)
        descriptions.append("keys: the host sends key samples")
        var candidates: [UIView] = views.filter { $0 is UITextField || $0 is UITextView }
        for (index, view) in views.enumerated() {
            guard let chaosView = view as? ChaosView else { continue }
            var notes: [String] = []
            if random.chance(0.5) {
                chaosView.acceptsFirstResponder = true
                candidates.append(chaosView)
                notes.append("can become first responder")
            }
            if random.chance(0.35) {
                let (input, flags) = random.pick(Self.commandKeys)
                let command = UIKeyCommand(input: input, modifierFlags: flags, action: ChaosView.performKeyCommand)
                command.wantsPriorityOverSystemBehavior = random.chance(0.5)
                chaosView.commands = [command]
                notes.append(
                    "key command \(input.debugDescription) flags \(flags.rawValue), priority "
                        + "\(command.wantsPriorityOverSystemBehavior)")
            }
            if mode.mutates, random.chance(0.4) {
                let hook = random.pick([ChaosHook.pressesBegan, .pressesEnded, .pressesCancelled, .keyCommand])
                let actions = (0..<random.int(1...2)).map { _ in keyboardAction(&random) }
                chaosView.handlers.world = self
                chaosView.handlers.view = chaosView
                chaosView.handlers.actions[hook, default: []].append(contentsOf: actions)
                notes.append("on \(hook): " + actions.map(\.description).joined(separator: "; "))
            }
            if !notes.isEmpty { descriptions.append("v\(index) keys: " + notes.joined(separator: ", ")) }
        }
        if !candidates.isEmpty, random.chance(0.8) {
            let first = random.pick(candidates)
            let accepted = first.becomeFirstResponder()
            descriptions.append("first responder: \(first.accessibilityIdentifier ?? "?") (accepted \(accepted))")
        }
    }

    /// What a press callback or a key command's action does.
    private func keyboardAction(_ random: inout ChaosRandom) -> ChaosAction {
        let view = random.int(0...(views.count - 1))
        switch random.int(0...(mode.reenters ? 5 : 3)) {
        case 0: return .removeFromSuperview(max(view, 1))
        case 1: return .becomeFirstResponder(view)
        case 2: return .resignFirstResponder(view)
        case 3: return .addSubview(max(view, 1), to: random.int(0...(views.count - 1)))
        case 4: return .cancelAllPresses
        default:
            let code = random.chance(0.8) ? random.pick(ChaosKeyboardModel.keys).rawValue : random.pick([0, -7, 9_999])
            return .sendKey(code: code, phase: random.pick([.down, .up]))
        }
    }
}
