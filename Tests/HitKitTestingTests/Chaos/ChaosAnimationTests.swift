import Foundation
import HitKit
import Testing

@_spi(Chaos) @testable import HitKitTesting

/// The chaos worlds whose handlers mutate start UIView animations from handlers and between steps,
/// and interrupt them; the ledger checks what the engine promises for them.
@Suite("Chaos worlds with animations")
@MainActor
struct ChaosAnimationTests {
    @Test("Worlds whose handlers mutate draw every kind of animation and interruption; clean worlds none")
    func worldsDrawAnimations() {
        var summaries = ""
        for seed in 0..<40 {
            var random = ChaosRandom(seed: UInt64(seed))
            summaries += ChaosWorld(mode: .mutating, random: &random).summary + "\n"
            var cleanRandom = ChaosRandom(seed: UInt64(seed))
            #expect(!ChaosWorld(mode: .clean, random: &cleanRandom).summary.contains("animate v"))
        }
        for phrase in [
            ": curve,", ": spring,", ": keyframes,", ".allowUserInteraction", ".beginFromCurrentState", ".repeat",
            "nesting v", "then remove it", "then animate it again", "after 0.2 s", "layer.removeAllAnimations()",
            "between steps #5: ",
        ] {
            #expect(summaries.contains(phrase), "no world draws \(phrase)")
        }
    }

    @Test("Animation handlers are drawn after the world and its steps, which stay as a seed drew them before")
    func animationsLeaveEarlierDrawsAlone() {
        var random = ChaosRandom(seed: 3)
        let world = ChaosWorld(mode: .reentrant, random: &random)
        // The keyboard's lines (drawn after the animations, the same way) count with them.
        let animationLines = world.summary.split(separator: "\n").filter {
            $0.contains("animate v") || $0.contains("removeAllAnimations") || $0.hasPrefix("between steps")
                || $0.hasPrefix("keys:") || $0.contains(" keys: ") || $0.hasPrefix("first responder:")
        }
        #expect(!animationLines.isEmpty)
        // The world's own lines come first; the animation lines are appended after them.
        let lines = world.summary.split(separator: "\n")
        let first = lines.firstIndex { animationLines.contains($0) } ?? lines.endIndex
        #expect(lines[first...].allSatisfy { animationLines.contains($0) })
        #expect(lines[..<first].contains { $0.hasPrefix("app code #") })
    }

    @Test("Handlers and app code start animations in a run, and every one completes once everything settles")
    func runsCompleteEveryAnimation() {
        var started = 0
        for mode in [ChaosMode.mutating, .hostile, .reentrant] {
            for seed in 0..<3 {
                var random = ChaosRandom(seed: UInt64(seed))
                let world = ChaosWorld(mode: mode, random: &random)
                var scriptRandom = ChaosRandom(seed: UInt64(seed) ^ 0x5EED_5EED_5EED_5EED)
                let steps = ChaosStep.script(count: 150, mode: mode, random: &scriptRandom)
                HitKitDiagnostics.$handler.withValue(
                    { _ in },
                    operation: {
                        for step in steps { world.perform(step) }
                        world.settle()
                    })
                let ledger = world.animationLedger
                started += ledger.startedCount
                #expect(ledger.running.isEmpty)
                #expect(ledger.completedCount == ledger.startedCount)
                #expect(ledger.violations == [])
            }
        }
        #expect(started > 20)
    }

    @Test("The ledger reports a completion with the wrong finished value and a completion that runs twice")
    func ledgerCatchesWrongCompletions() {
        let (app, window, view) = Self.stage()
        defer { withExtendedLifetime((app, window)) {} }
        let ledger = ChaosAnimationLedger()
        let first = ledger.begin(view: view, keyPath: "opacity", duration: 0.3, blocksHitTesting: false, repeats: false)
        ledger.completed(first, finished: false)
        let second = ledger.begin(
            view: view, keyPath: "opacity", duration: 0.3, blocksHitTesting: false, repeats: false)
        ledger.willRemoveAllAnimations(of: view)
        ledger.completed(second, finished: false)
        ledger.completed(second, finished: false)
        #expect(
            ledger.violations == [
                "animation #0 () completed with finished == false, expected true",
                "animation #1's completion ran 2 times",
            ])
    }

    @Test("The ledger reports a view skipped as animating that no block animates, and a hit inside one that is")
    func ledgerCatchesHitTestingMistakes() {
        let (app, window, view) = Self.stage()
        defer { withExtendedLifetime((app, window)) {} }
        let ledger = ChaosAnimationLedger()
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        ledger.check(views: [view], plainHits: [], tracedHits: [])
        let skipped = "<v1> is skipped as animating, but no block animates it without .allowUserInteraction"
        #expect(ledger.violations == [skipped])
        _ = ledger.begin(view: view, keyPath: "opacity", duration: 0.3, blocksHitTesting: true, repeats: false)
        let point = CGPoint(x: 20, y: 20)
        let probe = ChaosHitProbe(window: window, point: point, hit: view)
        let plain = ChaosHitProbe(window: window, point: point, hit: window)
        ledger.check(views: [view], plainHits: [plain], tracedHits: [probe])
        #expect(ledger.violations.count == 3)
        #expect(ledger.violations[1].contains("the plain walk hit <w0>, the traced one <v1>"))
        #expect(ledger.violations[2].contains("inside <v1>, animating without .allowUserInteraction"))
    }

    @Test("The ledger reports, once settled, a block that never completed and a presentation that is not its model")
    func ledgerCatchesUnfinishedAnimations() {
        let (app, window, view) = Self.stage()
        defer { withExtendedLifetime((app, window)) {} }
        let ledger = ChaosAnimationLedger()
        let record = ledger.begin(
            view: view, keyPath: "opacity", duration: 0.3, blocksHitTesting: false, repeats: false)
        UIView.animate(
            withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 0.5 },
            completion: { ledger.completed(record, finished: $0) })
        ledger.checkSettled()
        #expect(ledger.violations.count == 2)
        #expect(ledger.violations.first == "animation #0 of <v1> never completed")
        #expect(ledger.violations.last?.contains("presentation") == true)
    }

    private static func stage() -> (UIApplication, UIWindow, UIView) {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.accessibilityIdentifier = "w0"
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.accessibilityIdentifier = "v1"
        window.addSubview(view)
        return (app, window, view)
    }
}
