import Foundation
import HitKit
import Testing

@_spi(Chaos) @testable import HitKitTesting

/// Chaos worlds with first responders, key commands and text inputs take key samples, valid and
/// bad; the press ledger checks UIKit's delivery rules for them.
@Suite("Chaos worlds with keys")
@MainActor
struct ChaosKeysTests {
    @Test("Worlds with text inputs or drawn with a keyboard get key downs and ups, valid and bad, in their steps")
    func worldsDrawKeys() {
        var summaries = ""
        var steps = ""
        var withKeys = 0
        for seed in 0..<40 {
            for mode in ChaosMode.allCases {
                var random = ChaosRandom(seed: UInt64(seed))
                let world = ChaosWorld(mode: mode, random: &random)
                let hasTextInput = world.views.contains { $0 is UITextField || $0 is UITextView }
                #expect(!hasTextInput || world.inputKinds.contains(.keys))
                guard world.inputKinds.contains(.keys) else { continue }
                withKeys += 1
                summaries += world.summary + "\n"
                var scriptRandom = ChaosRandom(seed: UInt64(seed))
                steps += ChaosStep.script(count: 300, mode: mode, kinds: world.inputKinds, random: &scriptRandom)
                    .map(\.description).joined(separator: "\n")
            }
        }
        #expect(withKeys > 40 && withKeys < 160)
        for phrase in [
            "can become first responder", "key command", "first responder: ", "on pressesBegan", "on keyCommand",
            "cancelAllPresses()", "send key ",
        ] {
            #expect(summaries.contains(phrase), "no world draws \(phrase)")
        }
        for phrase in ["key down 4 \"a\"", "key up ", "key down 0 ", "key up 1000000 ", "t=nan", "cancelAllPresses()"] {
            #expect(steps.contains(phrase), "no script sends \(phrase)")
        }
    }

    @Test("Steps of a world that takes no other input are drawn as before keys were added")
    func keylessScriptsAreUnchanged() {
        for mode in ChaosMode.allCases {
            var first = ChaosRandom(seed: 7)
            var second = ChaosRandom(seed: 7)
            let plain = ChaosStep.script(count: 200, mode: mode, random: &first).map(\.description)
            let none = ChaosStep.script(count: 200, mode: mode, kinds: [], random: &second).map(\.description)
            #expect(plain == none)
            #expect(!plain.joined().contains("key "))
        }
    }

    @Test("Runs deliver presses to first responders and chains, and every one ends exactly once")
    func runsEndEveryPress() {
        var began = 0
        var cancelled = 0
        for mode in ChaosMode.allCases {
            for seed in 0..<6 {
                var random = ChaosRandom(seed: UInt64(seed))
                let world = ChaosWorld(mode: mode, random: &random)
                guard world.inputKinds.contains(.keys) else { continue }
                let ledger = ChaosPressLedger(application: world.application)
                world.application.addObserver(ledger)
                defer { world.application.removeObserver(ledger) }
                var scriptRandom = ChaosRandom(seed: UInt64(seed) ^ 0x5EED_5EED_5EED_5EED)
                let steps = ChaosStep.script(count: 300, mode: mode, kinds: world.inputKinds, random: &scriptRandom)
                HitKitDiagnostics.$handler.withValue(
                    { _ in },
                    operation: {
                        for step in steps {
                            world.perform(step)
                            ledger.checkStep()
                            if case .cancelAllPresses = step { ledger.checkAllCancelled() }
                        }
                        world.settle()
                    })
                ledger.checkSettled()
                #expect(ledger.violations == [], "mode \(mode), seed \(seed)")
                began += ledger.counts.began
                cancelled += ledger.counts.cancelled
                #expect(ledger.counts.began == ledger.counts.ended + ledger.counts.cancelled)
            }
        }
        #expect(began > 50)
        #expect(cancelled > 0)
    }

    @Test("The press ledger reports a press ended twice, a responder gone without pressesCancelled, an open press")
    func ledgerCatchesWrongDeliveries() throws {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let view = ChaosView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.accessibilityIdentifier = "v1"
        view.acceptsFirstResponder = true
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let ledger = ChaosPressLedger(application: app)
        app.addObserver(ledger)
        app.send(KeySample(key: .keyboardA, phase: .down, characters: "a", timestamp: 0.1))
        let press = try #require(app.activePresses.first)
        app.send(KeySample(key: .keyboardA, phase: .up, characters: "a", timestamp: 0.2))
        #expect(ledger.violations == [])
        ledger.dispatch(.pressesDelivered(phase: .ended, responder: view, presses: [press]))
        #expect(
            ledger.violations == [
                "pressesEnded for the press of keyboardA to <v1>: the press had already ended or been cancelled"
            ])
        let other = ChaosView(frame: .zero)
        other.accessibilityIdentifier = "v2"
        window.addSubview(other)
        app.send(KeySample(key: .keyboardS, phase: .down, characters: "s", timestamp: 0.3))
        let second = try #require(app.activePresses.first)
        ledger.dispatch(.pressesDelivered(phase: .began, responder: other, presses: [second]))
        #expect(
            ledger.violations.last == "pressesBegan for the press of keyboardS to <v2>: the press had already begun")
        other.removeFromSuperview()
        ledger.checkStep()
        #expect(
            ledger.violations.last
                == "<v2> left its window while the press of keyboardS was down, without pressesCancelled")
        ledger.checkSettled()
        #expect(ledger.violations.contains("the press of keyboardS is still active"))
        app.removeObserver(ledger)
        withExtendedLifetime(window) {}
    }
}
