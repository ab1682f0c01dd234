import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A responder that writes its `presses…` calls into a shared journal, then calls `super`
/// (which forwards up the chain) unless it handles the key.
@MainActor
final class PressJournal {
    var entries: [String] = []
}

@MainActor
class PressView: UIView {
    let name: String
    let journal: PressJournal
    var handles: Set<UIKeyboardHIDUsage> = []
    var canBecomeFirst = true
    var onBegan: (() -> Void)?

    init(_ name: String, journal: PressJournal, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.journal = journal
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { canBecomeFirst }

    private func note(_ phase: String, _ presses: Set<UIPress>) -> Bool {
        let keys = presses.compactMap { $0.key.map { "\($0.keyCode)" } }.sorted().joined(separator: ",")
        journal.entries.append("\(name) \(phase) \(keys)")
        return presses.contains { press in press.key.map { handles.contains($0.keyCode) } ?? false }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let handled = note("began", presses)
        onBegan?()
        if !handled { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !note("ended", presses) { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !note("cancelled", presses) { super.pressesCancelled(presses, with: event) }
    }
}

@MainActor
class PressController: UIViewController {
    let journal: PressJournal
    var seen: [UIPress] = []
    var seenEvents: [UIPressesEvent?] = []

    init(journal: PressJournal) {
        self.journal = journal
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        seen += presses
        seenEvents.append(event)
        journal.entries += presses.map { "controller began \($0.key.map { "\($0.keyCode)" } ?? "-")" }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.entries += presses.map { "controller ended \($0.key.map { "\($0.keyCode)" } ?? "-")" }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.entries += presses.map { "controller cancelled \($0.key.map { "\($0.keyCode)" } ?? "-")" }
    }
}

/// A window whose root controller holds an outer view holding an inner view that can be first
/// responder.
@MainActor
struct KeyStage {
    let app = UIApplication()
    let window: UIWindow
    let journal = PressJournal()
    let controller: PressController
    let outer: PressView
    let inner: PressView
    let generator: EventGenerator

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        controller = PressController(journal: journal)
        window.rootViewController = controller
        outer = PressView("outer", journal: journal, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        inner = PressView("inner", journal: journal)
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        window.makeKeyAndVisible()
        generator = try! EventGenerator(window: window)
    }
}

/// Presses from host key samples reach the first responder and walk the responder chain
/// (Apple's "Handling key presses made on a physical keyboard").
@MainActor
@Suite("Keyboard delivery")
struct KeyboardDeliveryTests {
    @Test("A key press reaches the first responder, and pressesBegan and pressesEnded forward up the chain")
    func firstResponderAndChain() throws {
        let stage = KeyStage()
        #expect(stage.inner.becomeFirstResponder())
        try stage.generator.keyPress(.keyboardA)
        #expect(
            stage.journal.entries == [
                "inner began keyboardA", "outer began keyboardA", "controller began keyboardA",
                "inner ended keyboardA", "outer ended keyboardA", "controller ended keyboardA",
            ])
        try stage.generator.assertNoLeftovers()
    }

    @Test("A responder that handles the key stops it: nothing forwards further")
    func handledStops() throws {
        let stage = KeyStage()
        stage.outer.handles = [.keyboardA]
        stage.inner.becomeFirstResponder()
        try stage.generator.keyPress(.keyboardA)
        #expect(
            stage.journal.entries == [
                "inner began keyboardA", "outer began keyboardA", "inner ended keyboardA", "outer ended keyboardA",
            ])
    }

    @Test("With no first responder, presses go to the key window's root view controller")
    func noFirstResponder() throws {
        let stage = KeyStage()
        try stage.generator.keyPress(.keyboardLeftArrow, modifiers: .shift)
        #expect(stage.journal.entries == ["controller began keyboardLeftArrow", "controller ended keyboardLeftArrow"])
        let press = try #require(stage.controller.seen.first)
        #expect(press.responder === stage.controller && press.window === stage.window)
        #expect(press.type == .leftArrow)
        #expect(press.key?.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow)
        #expect(press.key?.modifierFlags == .shift)
        #expect(stage.controller.seenEvents.first??.modifierFlags == .shift)
        #expect(stage.controller.seenEvents.first??.type == .presses)
    }

    @Test("A press keeps its responder: its end goes where its began went, though the first responder changed")
    func endGoesToBeganResponder() throws {
        let stage = KeyStage()
        let other = PressView("other", journal: stage.journal)
        stage.controller.view.addSubview(other)
        try stage.generator.keyDown(.keyboardB)
        other.becomeFirstResponder()
        try stage.generator.keyUp(.keyboardB)
        #expect(stage.journal.entries == ["controller began keyboardB", "controller ended keyboardB"])
    }

    @Test("A press event holds every key that is down, each with its phase, and its modifier flags")
    func allPresses() throws {
        let stage = KeyStage()
        try stage.generator.keyDown(.keyboardLeftShift, modifiers: .shift)
        try stage.generator.keyDown(.keyboardA, modifiers: .shift)
        let event = try #require(stage.controller.seenEvents.last ?? nil)
        #expect(event.allPresses.count == 2)
        #expect(Set(event.allPresses.map(\.phase)) == [.stationary, .began])
        #expect(event.modifierFlags == .shift)
        #expect(stage.controller.seen.last?.key?.characters == "A")
        #expect(stage.controller.seen.last?.key?.charactersIgnoringModifiers == "a")
        try stage.generator.keyUp(.keyboardA, modifiers: .shift)
        try stage.generator.keyUp(.keyboardLeftShift)
        #expect(stage.app.activePresses.isEmpty)
    }

    @Test("A touch event's modifierFlags are the keys held when it happened")
    func touchModifierFlags() throws {
        let stage = KeyStage()
        final class Probe: UIView {
            var flags: [UIKeyModifierFlags] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                flags.append(event?.modifierFlags ?? [])
            }
        }
        let probe = Probe(frame: CGRect(x: 220, y: 220, width: 50, height: 50))
        stage.controller.view.addSubview(probe)
        try stage.generator.keyDown(.keyboardLeftGUI, modifiers: .command)
        try stage.generator.fingerTap(at: probe)
        try stage.generator.keyUp(.keyboardLeftGUI)
        try stage.generator.fingerTap(at: probe)
        #expect(probe.flags == [.command, []])
    }

    @Test("A responder removed from its window while its key is down gets pressesCancelled; the key's up goes nowhere")
    func removedMidPress() throws {
        let stage = KeyStage()
        stage.inner.becomeFirstResponder()
        try stage.generator.keyDown(.keyboardC)
        stage.journal.entries.removeAll()
        stage.inner.removeFromSuperview()
        #expect(
            stage.journal.entries == [
                "inner cancelled keyboardC", "outer cancelled keyboardC", "controller cancelled keyboardC",
            ])
        try stage.generator.keyUp(.keyboardC)
        #expect(stage.journal.entries.count == 3)
        #expect(stage.app.activePresses.isEmpty)
        try stage.generator.assertNoLeftovers()
    }

    @Test("A responder whose ancestor leaves the window while its key is down gets pressesCancelled")
    func ancestorRemovedMidPress() throws {
        let stage = KeyStage()
        stage.inner.becomeFirstResponder()
        try stage.generator.keyDown(.keyboardC)
        stage.journal.entries.removeAll()
        stage.outer.removeFromSuperview()
        #expect(stage.journal.entries.first == "inner cancelled keyboardC")
        try stage.generator.keyUp(.keyboardC)
        try stage.generator.assertNoLeftovers()
    }

    @Test("A responder that resigns first responder while its key is down gets pressesCancelled")
    func resignedMidPress() throws {
        let stage = KeyStage()
        stage.inner.becomeFirstResponder()
        try stage.generator.keyDown(.keyboardD)
        stage.journal.entries.removeAll()
        stage.inner.resignFirstResponder()
        #expect(
            stage.journal.entries == [
                "inner cancelled keyboardD", "outer cancelled keyboardD", "controller cancelled keyboardD",
            ])
        try stage.generator.keyUp(.keyboardD)
        #expect(stage.journal.entries.count == 3)
        try stage.generator.assertNoLeftovers()
    }

    @Test("A responder that resigns inside its own pressesBegan gets pressesCancelled after it, and nothing at the up")
    func resignedDuringBegan() throws {
        let stage = KeyStage()
        stage.inner.handles = [.keyboardEscape]
        stage.inner.becomeFirstResponder()
        stage.inner.onBegan = { [inner = stage.inner] in inner.resignFirstResponder() }
        try stage.generator.keyPress(.keyboardEscape)
        #expect(stage.journal.entries == ["inner began keyboardEscape", "inner cancelled keyboardEscape"])
        try stage.generator.assertNoLeftovers()
    }

    @Test("cancelAllPresses cancels the presses at their responders and every key counts as up")
    func cancelAll() throws {
        let stage = KeyStage()
        try stage.generator.keyDown(.keyboardE)
        stage.app.cancelAllPresses()
        #expect(stage.journal.entries == ["controller began keyboardE", "controller cancelled keyboardE"])
        #expect(stage.generator.keysDown.isEmpty)
        try stage.generator.assertNoLeftovers()
    }

    @Test("Keys and touches interleave in one timeline, dispatched in order on one clock")
    func timeline() throws {
        let stage = KeyStage()
        let target = PressView("target", journal: stage.journal, frame: CGRect(x: 220, y: 220, width: 50, height: 50))
        stage.controller.view.addSubview(target)
        let point = CGPoint(x: 240, y: 240)
        stage.app.send([
            .key(
                KeySample(
                    key: .keyboardF, phase: .down, characters: "f", charactersIgnoringModifiers: "f", timestamp: 1)),
            .pointer(PointerSample(pointerID: 1, phase: .down, location: point, timestamp: 1.1)),
            .key(KeySample(key: .keyboardF, phase: .up, timestamp: 1.2)),
            .pointer(PointerSample(pointerID: 1, phase: .up, location: point, timestamp: 1.3)),
        ])
        #expect(stage.journal.entries == ["controller began keyboardF", "controller ended keyboardF"])
        #expect(stage.app.clock.now == 1.3)
        #expect(stage.app.activeTouches.isEmpty && stage.app.activePresses.isEmpty)
    }
}
