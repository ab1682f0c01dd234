import Foundation
import Testing

@testable import HitKit

/// A target whose action methods have the three shapes UIKit allows.
@MainActor
private final class TapTarget {
    var log: [String] = []
    func ping() { log.append("tapped") }
    func tapped(sender: UIButton) { log.append("sender \(sender.currentTitle ?? "")") }
    func tapped(sender: UIControl, event: UIEvent?) {
        log.append("sender+event \(event == nil ? "nil" : "touch")")
    }
}

@MainActor
@Suite("Control actions and target–actions")
struct UIControlActionsTests {
    @Test("A UIAction's handler runs for its event with the control as sender, and only then")
    func actionRunsWithSender() {
        let h = ControlHarness(UIControl())
        var senders: [UIControl?] = []
        let action = UIAction(title: "Go") { action in senders.append(action.sender as? UIControl) }
        h.control.addAction(action, for: .touchUpInside)
        h.down(150, 125)
        #expect(senders.isEmpty)
        h.up(150, 125)
        #expect(senders.count == 1 && senders[0] === h.control)
        #expect(action.sender == nil)
    }

    @Test("removeAction(_:for:) stops the action for those events and keeps it for the others")
    func removeAction() {
        let control = UIControl()
        var log: [String] = []
        let action = UIAction { _ in log.append("run") }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.isEmpty)
        control.sendActions(for: .valueChanged)
        #expect(log == ["run"])
        #expect(control.allControlEvents == .valueChanged)
        control.removeAction(action, for: .valueChanged)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("removeAction(identifiedBy:for:) removes the action with that identifier")
    func removeActionByIdentifier() {
        let h = ControlHarness(UIControl())
        var runs = 0
        let id = UIAction.Identifier("save")
        h.control.addAction(UIAction(identifier: id) { _ in runs += 1 }, for: .touchUpInside)
        h.control.removeAction(identifiedBy: id, for: .touchUpInside)
        h.tap()
        #expect(runs == 0)
        #expect(h.events == ["touchDown", "touchUpInside"])
    }

    @Test("An action with an identifier already registered replaces the registered one")
    func sameIdentifierReplaces() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("one")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .valueChanged)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["new"])
    }

    @Test("Actions without identifiers are distinct, even with the same title")
    func defaultIdentifiersAreUnique() {
        let a = UIAction(title: "Same") { _ in }
        let b = UIAction(title: "Same") { _ in }
        #expect(a.identifier != b.identifier)
        // Made from the action itself, not drawn from a process-wide counter: the same every time.
        #expect(a.identifier == a.identifier)
        let menu = UIMenu(title: "M", children: [a])
        let other = UIMenu(title: "M", children: [b])
        #expect(menu.identifier != other.identifier)
        #expect(menu.replacingChildren([b]).identifier == menu.identifier)
        let configuration = UIContextMenuConfiguration()
        #expect((configuration.identifier as? NSString) == (configuration.identifier as? NSString))
        #expect((configuration.identifier as? NSString) != (UIContextMenuConfiguration().identifier as? NSString))
    }

    @Test("Actions and target–actions run in the order they were added")
    func registrationOrder() {
        let control = UIButton()
        let target = TapTarget()
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("first") }, for: .valueChanged)
        control.addTarget(target, action: TapTarget.ping, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("third \(target.log.count)") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["first", "third 1"])
        #expect(target.log == ["tapped"])
    }

    @Test("sendActions(for:) runs each matching registration once and works while disabled")
    func sendActionsProgrammatically() {
        let control = UIControl()
        control.isEnabled = false
        var runs = 0
        control.addAction(UIAction { _ in runs += 1 }, for: [.valueChanged, .touchUpInside])
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(runs == 1)
        control.sendActions(for: .touchDown)
        #expect(runs == 1)
    }

    @Test("Every event sent is reported to trace observers, including sendActions(for:)")
    func eventsAreTraced() {
        let h = ControlHarness(UIButton())
        let trace = ControlTraceRecorder()
        h.app.addObserver(trace)
        h.tap()
        h.control.sendActions(for: .valueChanged)
        #expect(trace.names == ["touchDown", "touchUpInside", "primaryActionTriggered", "valueChanged"])
        #expect(trace.sends.allSatisfy { $0.control === h.control })
    }

    @Test("Typed target–action calls methods taking nothing, the sender, or the sender and the event")
    func typedTargetAction() {
        let h = ControlHarness(UIButton())
        h.control.setTitle("OK", for: .normal)
        let target = TapTarget()
        h.control.addTarget(target, action: TapTarget.ping, for: .touchUpInside)
        h.control.addTarget(target, action: TapTarget.tapped(sender:), for: .touchUpInside)
        h.control.addTarget(target, action: TapTarget.tapped(sender:event:), for: .touchUpInside)
        h.tap()
        #expect(target.log == ["tapped", "sender OK", "sender+event touch"])
        h.control.sendActions(for: .touchUpInside)
        #expect(target.log.suffix(3) == ["tapped", "sender OK", "sender+event nil"])
    }

    @Test("The target is held weakly: once it is gone its actions stop and leave allControlEvents")
    func targetIsWeak() {
        let control = UIControl()
        weak var weakTarget: TapTarget?
        do {
            let target = TapTarget()
            weakTarget = target
            control.addTarget(target, action: TapTarget.ping, for: .valueChanged)
            #expect(control.allControlEvents == .valueChanged)
            #expect(control.allTargets.count == 1)
        }
        #expect(weakTarget == nil)
        #expect(control.allControlEvents.isEmpty)
        #expect(control.allTargets.isEmpty)
        control.sendActions(for: .valueChanged)
    }

    @Test("removeTarget(_:for:) removes that target's actions for those events only")
    func removeTarget() {
        let control = UIControl()
        let kept = TapTarget()
        let removed = TapTarget()
        var closureRuns = 0
        control.addAction(UIAction { _ in closureRuns += 1 }, for: .valueChanged)
        control.addTarget(kept, action: TapTarget.ping, for: .valueChanged)
        control.addTarget(removed, action: TapTarget.ping, for: [.valueChanged, .touchDown])
        control.removeTarget(removed, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(kept.log == ["tapped"] && removed.log.isEmpty && closureRuns == 1)
        control.sendActions(for: .touchDown)
        #expect(removed.log == ["tapped"])
        control.removeTarget(nil, for: .allEvents)
        #expect(control.allControlEvents == .valueChanged)
        #expect(control.allTargets.isEmpty)
    }

    @Test("actions(forTarget: nil, forControlEvent:) is always nil, even with nil-targeted actions registered")
    func actionsForNilTargetIsNil() {
        let control = UIButton()
        let target = TapTarget()
        control.addTarget(nil, action: TapTarget.ping, for: .touchUpInside)
        control.addTarget(target, action: TapTarget.ping, for: .touchUpInside)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside)?.count == 1)
    }

    @Test("allTargets holds each live target once and one NSNull for the nil-targeted actions")
    func allTargetsIncludesNSNull() {
        let control = UIButton()
        let target = TapTarget()
        let responder = ActionResponder()
        #expect(control.allTargets.isEmpty)
        control.addTarget(nil, action: TapTarget.ping, for: .touchUpInside)
        // swift-corelibs-foundation's NSNull() makes a new object each time, equal to the others but
        // hashed by address, so a set is searched for NSNull by type, not with contains(NSNull()).
        #expect(control.allTargets.count == 1 && control.allTargets.allSatisfy { $0.base is NSNull })
        control.addTarget(nil, action: TapTarget.tapped(sender:), for: .valueChanged)
        control.addTarget(responder, action: ActionResponder.save, for: .touchDown)
        control.addTarget(responder, action: ActionResponder.save, for: .touchUpInside)
        control.addTarget(target, action: TapTarget.ping, for: .touchUpInside)
        #expect(control.allTargets.count == 3)
        #expect(control.allTargets.filter { $0.base is NSNull }.count == 1)
        #expect(control.allTargets.contains(responder))
        // A target that is not Hashable (a Swift class not derived from NSObject) appears as its
        // ObjectIdentifier.
        #expect(control.allTargets.contains(ObjectIdentifier(target)))
        control.removeTarget(nil, action: TapTarget.ping, for: .allEvents)
        #expect(control.allTargets == [AnyHashable(responder)])
    }

    @Test("allControlEvents is the union of the registered events")
    func allControlEvents() {
        let control = UIControl()
        #expect(control.allControlEvents.isEmpty)
        control.addAction(UIAction { _ in }, for: .touchDown)
        control.addAction(UIAction { _ in }, for: [.touchUpInside, .valueChanged])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
    }

    @Test("An action removed by an earlier action of the same send does not run")
    func removalDuringSend() {
        let control = UIControl()
        var log: [String] = []
        let second = UIAction { _ in log.append("second") }
        control.addAction(
            UIAction { [weak control] _ in
                log.append("first")
                control?.removeAction(second, for: .valueChanged)
            }, for: .valueChanged)
        control.addAction(second, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["first"])
    }

    @Test("sendAction(_:) is called for each action the control runs, so subclasses can observe it")
    func sendActionHook() {
        let control = ObservingControl()
        control.addAction(UIAction(title: "A") { _ in }, for: .valueChanged)
        control.addAction(UIAction(title: "B") { _ in }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(control.sent == ["A", "B"])
    }
}

/// A hashable target: a responder, as UIKit's targets usually are.
@MainActor
private final class ActionResponder: UIResponder {
    func save() {}
}

@MainActor
private final class ObservingControl: UIControl {
    var sent: [String] = []
    override func sendAction(_ action: UIAction) {
        sent.append(action.title)
        super.sendAction(action)
    }
}
