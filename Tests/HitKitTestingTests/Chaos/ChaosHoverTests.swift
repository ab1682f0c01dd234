import Foundation
import HitKit
import Testing

@_spi(Chaos) @testable import HitKitTesting

/// Chaos worlds take mouse and pen hovers, valid and bad, and add hover recognizers to their
/// views; the hover ledger checks the rules of the "Hover" article.
@Suite("Chaos worlds with hovers")
@MainActor
struct ChaosHoverTests {
    /// Runs `seed`'s world in `mode` for `count` steps as the runner does, with an invariant
    /// checker, a desktop ledger and a hover ledger, and returns their violations and the hover
    /// ledger.
    private static func run(
        _ world: ChaosWorld, mode: ChaosMode, seed: UInt64, steps count: Int
    ) -> (violations: [String], ledger: ChaosHoverLedger) {
        let checker = InvariantChecker(application: world.application)
        let desktop = ChaosDesktopLedger(application: world.application)
        let ledger = ChaosHoverLedger(application: world.application, recognizers: world.hoverRecognizers)
        world.desktopLedger = desktop
        world.application.addObserver(desktop)
        world.application.addObserver(ledger)
        defer {
            world.application.removeObserver(ledger)
            world.application.removeObserver(desktop)
            checker.detach()
        }
        var scriptRandom = ChaosRandom(seed: seed ^ 0x5EED_5EED_5EED_5EED)
        let steps = ChaosStep.script(
            count: count, mode: mode, kinds: world.inputKinds, desktopSeed: world.desktopSeed, random: &scriptRandom)
        HitKitDiagnostics.$handler.withValue(
            { _ in },
            operation: {
                for step in steps {
                    if case .inputs(let inputs) = step {
                        desktop.willSend(inputs)
                        ledger.willSend(inputs)
                    }
                    world.perform(step)
                    desktop.checkStep(views: world.views, recognizers: world.recognizers)
                    ledger.checkStep()
                }
                world.settle()
                checker.checkSettled(including: world.views)
                desktop.checkSettled(views: world.views)
                ledger.checkSettled()
            })
        return (checker.violations + desktop.violations + ledger.violations, ledger)
    }

    @Test("Worlds draw hover with hover recognizers, and their scripts send mouse and pen hovers, valid and hostile")
    func worldsDrawHover() {
        var taking = 0
        var recognizers = 0
        var steps = ""
        for seed in UInt64(0)..<40 {
            for mode in ChaosMode.allCases {
                var random = ChaosRandom(seed: seed)
                let world = ChaosWorld(mode: mode, random: &random)
                guard world.inputKinds.contains(.hover) else {
                    #expect(world.hoverRecognizers.isEmpty)
                    continue
                }
                taking += 1
                recognizers += world.hoverRecognizers.count
                #expect(world.summary.contains("hover: the host sends mouse and pen hovers"))
                guard mode.isHostile else { continue }
                var scriptRandom = ChaosRandom(seed: seed)
                steps += ChaosStep.script(
                    count: 300, mode: mode, kinds: world.inputKinds, desktopSeed: world.desktopSeed,
                    random: &scriptRandom
                ).map(\.description).joined(separator: "\n")
            }
        }
        let worlds = 40 * ChaosMode.allCases.count
        #expect(taking > worlds / 5 && taking < worlds * 4 / 5, "\(taking) of \(worlds) worlds take hover")
        #expect(recognizers > taking, "\(recognizers) hover recognizers in \(taking) worlds")
        for phrase in [
            "hover 1000000 enter", "hover 1000000 move", "hover 1000000 leave", "hover 1000000 cancel",
            "hover pen 1000001 move", "z 1.5", "z nan", "z -0.5", "hover 1000000 move at (nan, 20.0)",
            "at (inf, 20.0)", "hover 1000002 leave", "t=nan",
        ] {
            #expect(steps.contains(phrase), "no script sends \(phrase)")
        }
    }

    @Test("Drawing hover leaves a world's desktop seed and its other steps as they were")
    func otherDrawsAreUnchanged() {
        var compared = 0
        for mode in ChaosMode.allCases {
            for seed in UInt64(0)..<16 {
                var random = ChaosRandom(seed: seed)
                let world = ChaosWorld(mode: mode, random: &random)
                // The desktop seed is the summary's, without the hover lines.
                let lines = world.summary.split(separator: "\n").filter {
                    !$0.hasPrefix("hover:") && !$0.contains(" = UIHoverGestureRecognizer on v")
                }
                #expect(
                    world.desktopSeed == ChaosWorld.hash(lines.joined(separator: "\n"), salt: 0x6465_736b_7374_6570))
                guard world.inputKinds.contains(.hover) else { continue }
                compared += 1
                var first = ChaosRandom(seed: seed)
                var second = ChaosRandom(seed: seed)
                let before = ChaosStep.script(
                    count: 200, mode: mode, kinds: world.inputKinds.subtracting(.hover),
                    desktopSeed: world.desktopSeed, random: &first)
                let after = ChaosStep.script(
                    count: 300, mode: mode, kinds: world.inputKinds, desktopSeed: world.desktopSeed, random: &second)
                let others = after.filter { !Self.isHover($0) }.map(Self.timeless)
                #expect(Array(others.prefix(before.count)) == Array(before.map(Self.timeless).prefix(others.count)))
            }
        }
        #expect(compared > 5)
    }

    private static func isHover(_ step: ChaosStep) -> Bool {
        switch step {
        case .inputs(let inputs):
            return !inputs.isEmpty
                && inputs.allSatisfy {
                    if case .hover = $0 { return true }
                    return false
                }
        default: return false
        }
    }

    private static func timeless(_ step: ChaosStep) -> String {
        step.description.replacing(#/ t=[^ ,]*/#, with: "")
    }

    @Test("Runs of worlds that hover keep the hover rules in every mode", arguments: ChaosMode.allCases)
    func runsKeepTheRules(mode: ChaosMode) {
        var began = 0
        var samples = 0
        var worlds = 0
        var pens = 0
        var seed: UInt64 = 0
        // The first worlds that take hover and the mouse, with hover recognizers.
        while worlds < 3 {
            seed += 1
            var random = ChaosRandom(seed: seed)
            let world = ChaosWorld(mode: mode, random: &random)
            guard world.inputKinds.isSuperset(of: [.hover, .mouse]), !world.hoverRecognizers.isEmpty else { continue }
            worlds += 1
            let (violations, ledger) = Self.run(world, mode: mode, seed: seed, steps: 400)
            #expect(violations == [], "mode \(mode), seed \(seed)")
            began += ledger.counts.began
            samples += ledger.counts.samples
            pens += ledger.counts.pen
        }
        #expect(samples > 30)
        #expect(began > 0)
        #expect(pens > 0)
    }

    @Test("The hover ledger reports a hover left going, a hover begun on a hidden view, and touches handed over")
    func ledgerCatchesViolations() throws {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "card"
        window.addSubview(view)
        let hover = ChaosHoverRecognizer()
        hover.name = "h0"
        view.addGestureRecognizer(hover)
        let ledger = ChaosHoverLedger(application: app, recognizers: [hover])
        app.addObserver(ledger)
        defer { app.removeObserver(ledger) }
        let enter = HoverSample(
            pointerID: ChaosMouseModel.mouseID, phase: .enter, location: CGPoint(x: 50, y: 50), timestamp: 0.1)
        ledger.willSend([.hover(enter)])
        app.send(enter)
        ledger.checkStep()
        #expect(ledger.violations == [])
        #expect(hover.state == .began)
        #expect(ledger.counts.began == 1)
        // The ledger is told the pointer left; HitKit is not.
        ledger.willSend([
            .hover(HoverSample(pointerID: enter.pointerID, phase: .leave, location: .zero, timestamp: 0.2))
        ])
        ledger.checkStep()
        #expect(ledger.violations == ["<h0> is began though no pointer hovers"])
        view.isHidden = true
        ledger.dispatch(.gestureStateChanged(recognizer: hover, from: .possible, to: .began))
        #expect(
            ledger.violations.last == "<h0> began for <card>, but <card> is hidden true, interactive true, alpha 1.0")
        // Hit-testing starts at each window: a hidden view above a window nested in it hides nothing.
        view.isHidden = false
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50), application: app)
        let veil = UIView(frame: other.bounds)
        veil.isHidden = true
        other.addSubview(veil)
        veil.addSubview(window)
        let reported = ledger.violations.count
        ledger.dispatch(.gestureStateChanged(recognizer: hover, from: .possible, to: .began))
        // The recognizers of the views above it see the hover, as they would a touch.
        let outer = ChaosHoverRecognizer()
        veil.addGestureRecognizer(outer)
        ledger.dispatch(.gestureStateChanged(recognizer: outer, from: .possible, to: .began))
        #expect(ledger.violations.count == reported)
        // A view off the path of the view hit has no hover to begin.
        let stray = UIView(frame: other.bounds)
        other.addSubview(stray)
        let strayHover = ChaosHoverRecognizer()
        strayHover.name = "h1"
        stray.addGestureRecognizer(strayHover)
        ledger.dispatch(.gestureStateChanged(recognizer: strayHover, from: .possible, to: .began))
        #expect(
            ledger.violations.last
                == "<h1> began for <UIView>, which is neither the view hit nor a superview of it (<card>)")
        window.removeFromSuperview()
        // A finger on the view (hit-testing finds its window now) brings an event to hand over.
        let finger = PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 200, y: 200), timestamp: 0.3)
        let catcher = EventCatcher(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        window.addSubview(catcher)
        app.send(finger)
        let event = try #require(catcher.event)
        hover.touchesBegan(event.allTouches ?? [], with: event)
        ledger.checkSettled()
        #expect(ledger.violations.contains("<h0> was handed touches 1 times"))
        #expect(ledger.violations.last == "<h0> is began once settled")
        withExtendedLifetime(window) {}
    }
}

/// A view that keeps the last event it got.
private final class EventCatcher: UIView {
    var event: UIEvent?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.event = event
    }
}
