import Foundation
import HitKit
import Testing

@_spi(Chaos) @testable import HitKitTesting

/// Chaos worlds take mouse and pen samples, wheel and trackpad scrolls and trackpad transforms,
/// valid and bad, in both indirect-input modes; the desktop ledger checks UIKit's rules for them.
@Suite("Chaos worlds with a mouse, scrolls and transforms")
@MainActor
struct ChaosDesktopInputTests {
    /// Runs `seed`'s world in `mode` for `count` steps as the runner does, with an invariant
    /// checker and a desktop ledger, and returns their violations and the ledger.
    private static func run(
        _ world: ChaosWorld, mode: ChaosMode, seed: UInt64, steps count: Int
    ) -> (violations: [String], ledger: ChaosDesktopLedger) {
        let checker = InvariantChecker(application: world.application)
        let ledger = ChaosDesktopLedger(application: world.application)
        world.desktopLedger = ledger
        world.application.addObserver(ledger)
        defer {
            world.application.removeObserver(ledger)
            checker.detach()
        }
        var scriptRandom = ChaosRandom(seed: seed ^ 0x5EED_5EED_5EED_5EED)
        let steps = ChaosStep.script(
            count: count, mode: mode, kinds: world.inputKinds, desktopSeed: world.desktopSeed, random: &scriptRandom)
        HitKitDiagnostics.$handler.withValue(
            { _ in },
            operation: {
                for step in steps {
                    if case .inputs(let inputs) = step { ledger.willSend(inputs) }
                    world.perform(step)
                    ledger.checkStep(views: world.views, recognizers: world.recognizers)
                }
                world.settle()
                checker.checkSettled(including: world.views)
                ledger.checkSettled(views: world.views)
            })
        return (checker.violations + ledger.violations, ledger)
    }

    @Test("Worlds draw the mouse, scrolls and transforms in both indirect-input modes, and their scripts send them")
    func worldsDrawDesktopInput() {
        var seen: [String: Int] = [:]
        var steps = ""
        for seed in 0..<40 {
            for mode in ChaosMode.allCases {
                var random = ChaosRandom(seed: UInt64(seed))
                let world = ChaosWorld(mode: mode, random: &random)
                let indirect = world.application.supportsIndirectInputEvents
                for (kind, name) in [(ChaosInputKinds.mouse, "mouse"), (.scroll, "scroll"), (.transform, "transform")]
                where world.inputKinds.contains(kind) {
                    seen["\(name) \(indirect)", default: 0] += 1
                }
                guard mode.isHostile, !world.inputKinds.intersection([.mouse, .scroll, .transform]).isEmpty else {
                    continue
                }
                var scriptRandom = ChaosRandom(seed: UInt64(seed))
                steps += ChaosStep.script(
                    count: 300, mode: mode, kinds: world.inputKinds, desktopSeed: world.desktopSeed,
                    random: &scriptRandom
                ).map(\.description).joined(separator: "\n")
            }
        }
        for kind in ["mouse", "scroll", "transform"] {
            for indirect in [true, false] {
                #expect(seen["\(kind) \(indirect)", default: 0] > 10, "\(kind), indirect \(indirect)")
            }
        }
        for phrase in [
            "mouse down 1000000", "buttons 0x2 ", "buttons 0x3 ", "buttons 0x10000000000", "pen down 1000001",
            "send move 1000000", "scroll wheel changed", "scroll trackpad began", "scroll trackpad ended",
            "by (nan, ", "by (inf, ", "transform began", "transform changed scale nan", "transform ended",
            "rotation -inf", "at (nan, 40.0)",
        ] {
            #expect(steps.contains(phrase), "no script sends \(phrase)")
        }
    }

    @Test("Adding the desktop kinds leaves a world's earlier draws and its finger and key steps as they were")
    func earlierDrawsAreUnchanged() {
        for mode in ChaosMode.allCases {
            for seed in UInt64(0)..<12 {
                var random = ChaosRandom(seed: seed)
                let world = ChaosWorld(mode: mode, random: &random)
                var first = ChaosRandom(seed: seed)
                var second = ChaosRandom(seed: seed)
                let before = ChaosStep.script(
                    count: 200, mode: mode, kinds: world.inputKinds.intersection(.keys), random: &first)
                let after = ChaosStep.script(
                    count: 300, mode: mode, kinds: world.inputKinds, desktopSeed: world.desktopSeed, random: &second)
                // Without times, the steps that are not desktop input are the steps drawn before.
                let others = after.filter { !Self.isDesktop($0) }.map(Self.timeless)
                #expect(Array(others.prefix(before.count)) == Array(before.map(Self.timeless).prefix(others.count)))
            }
        }
    }

    private static func isDesktop(_ step: ChaosStep) -> Bool {
        guard case .inputs(let inputs) = step else { return false }
        return !inputs.isEmpty
            && inputs.allSatisfy {
                if case .key = $0 { return false }
                return true
            }
    }

    private static func timeless(_ step: ChaosStep) -> String {
        step.description.replacing(#/ t=[^ ,]*/#, with: "")
    }

    @Test(
        "Runs in every mode and indirect-input mode send mouse, pen, scroll and transform samples and keep the rules",
        arguments: ChaosMode.allCases)
    func runsKeepTheRules(mode: ChaosMode) {
        for indirect in [true, false] {
            // The first seed whose world takes all three kinds in this indirect-input mode.
            let all: ChaosInputKinds = [.mouse, .scroll, .transform]
            var seed: UInt64 = 0
            var world: ChaosWorld
            repeat {
                seed += 1
                var random = ChaosRandom(seed: seed)
                world = ChaosWorld(mode: mode, random: &random)
            } while !world.inputKinds.isSuperset(of: all) || world.application.supportsIndirectInputEvents != indirect
            let (violations, ledger) = Self.run(world, mode: mode, seed: seed, steps: 300)
            #expect(violations == [], "mode \(mode), seed \(seed)")
            let counts = ledger.counts
            #expect(counts.mouse > 0 && counts.scroll > 0 && counts.transform > 0, "seed \(seed)")
            // Without indirect input events a transform is acted out by touches the checkers see.
            #expect((counts.actedOutTouches > 0) == !indirect, "seed \(seed): \(counts.actedOutTouches) acted out")
            #expect(
                (counts.indirectTouches > 0) == indirect, "seed \(seed): \(counts.indirectTouches) indirect touches")
        }
    }

    @Test("The desktop ledger reports a mouse touch of the wrong type, a secondary tap fired by no right click")
    func ledgerCatchesWrongTouchesAndTaps() throws {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let tap = UITapGestureRecognizer()
        tap.name = "secondary tap"
        tap.buttonMaskRequired = .secondary
        window.addGestureRecognizer(tap)
        let ledger = ChaosDesktopLedger(application: app)
        app.addObserver(ledger)
        defer { app.removeObserver(ledger) }
        let click = PointerSample(
            pointerID: ChaosMouseModel.mouseID, phase: .down, location: CGPoint(x: 10, y: 10), timestamp: 0.1,
            kind: .mouse)
        ledger.willSend([.pointer(click)])
        app.send(click)
        #expect(ledger.violations == [])
        let touch = try #require(app.activeTouches.first)
        #expect(touch.type == .direct)
        app.supportsIndirectInputEvents = true
        ledger.dispatch(.touchPhase(touch: touch, phase: .began, location: .zero))
        #expect(
            ledger.violations == [
                "touch 1000000 of a mouse began as direct, not indirectPointer (supportsIndirectInputEvents true)"
            ])
        ledger.dispatch(.gestureStateChanged(recognizer: tap, from: .possible, to: .ended))
        #expect(
            ledger.violations.last
                == "<secondary tap> requires buttons 2 and fired, but no click held them")
        app.supportsIndirectInputEvents = false
        ledger.dispatch(.gestureStateChanged(recognizer: tap, from: .possible, to: .ended))
        #expect(
            ledger.violations.last
                == "<secondary tap> requires buttons 2 and fired without indirect input events")
        withExtendedLifetime(window) {}
    }

    @Test(
        "The desktop ledger reports a pan a scroll began that goes on after the scroll ended, and a scroll view left decelerating"
    )
    func ledgerCatchesStuckScrolls() throws {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.accessibilityIdentifier = "list"
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        let ledger = ChaosDesktopLedger(application: app)
        app.addObserver(ledger)
        defer { app.removeObserver(ledger) }
        let location = CGPoint(x: 100, y: 100)
        let frame = HitKitDefaults.synthesizedFrameInterval
        let scroll: [InputSample] =
            [.scroll(ScrollSample(source: .trackpad, phase: .began, location: location, delta: .zero, timestamp: 0.1))]
            + (1...5).map { step in
                .scroll(
                    ScrollSample(
                        source: .trackpad, phase: .changed, location: location, delta: CGVector(dx: 0, dy: -20),
                        timestamp: 0.1 + Double(step) * frame))
            }
        let end = ScrollSample(
            source: .trackpad, phase: .ended, location: location, delta: .zero, timestamp: 0.1 + 6 * frame)
        ledger.willSend(scroll)
        app.send(scroll)
        ledger.checkStep(views: [window, scrollView], recognizers: [scrollView.panGestureRecognizer])
        #expect(ledger.violations == [])
        #expect(scrollView.panGestureRecognizer.state == .changed)
        // The ledger is told the scroll ended; HitKit is not.
        ledger.willSend([.scroll(end)])
        ledger.checkStep(views: [window, scrollView], recognizers: [scrollView.panGestureRecognizer])
        #expect(ledger.violations.count == 1)
        #expect(ledger.violations.first?.hasSuffix("is changed after its scroll sequence ended") == true)
        app.send(end)
        #expect(scrollView.isDecelerating)
        ledger.checkSettled(views: [window, scrollView])
        #expect(
            ledger.violations.last?.hasPrefix("<list> is still tracking false, dragging false, decelerating true")
                == true)
        app.advanceTime(to: 20)
        withExtendedLifetime(window) {}
    }
}
