import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// HitKit's hit-tester against the plain recursive reverse depth-first search over the same views
/// (`referenceHitTest`), on seeded random hierarchies with random probes and mutations between
/// them. A disagreement names the seed, the probe and the smallest hierarchy found that still
/// shows it. `HITKIT_DIFFERENTIAL_SEEDS=<n>` runs `n` hierarchies instead of the default few
/// hundred (a long run).
@MainActor
@Suite("Hit-test differential")
struct HitTestDifferentialTests {
    private static func count(_ name: String, _ value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    /// Probes `world` `probes` times, mutating it every few probes; returns the first
    /// disagreement's description, reduced, or nil.
    private func firstDisagreement(seed: UInt64, probes: Int, world: inout DifferentialWorld) -> String? {
        for probe in 0..<probes {
            if probe % 5 == 4 { world.mutate() }
            let point = world.point()
            let fast = world.window.hitTest(point, with: nil)
            let plain = referenceHitTest(world.window, point)
            if fast !== plain {
                let before = describeHierarchy(world.window).split(separator: "\n").count
                reduceDisagreement(in: world.window, at: point)
                return """
                    seed \(seed), probe \(probe), point (\(point.x), \(point.y)): HitKit hit \
                    \(fast.map { "\($0)" } ?? "nil"), the reference \(plain.map { "\($0)" } ?? "nil"); \
                    reduced from \(before) views to:
                    \(describeHierarchy(world.window))
                    """
            }
        }
        return nil
    }

    @Test("The hit-tester answers as the plain reverse walk on random hierarchies with mutations")
    func randomHierarchiesAgree() {
        let seeds = Self.count("HITKIT_DIFFERENTIAL_SEEDS", 150)
        for seed in 0..<UInt64(seeds) {
            var world = DifferentialWorld(seed: seed)
            if let failure = firstDisagreement(seed: seed, probes: 60, world: &world) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }

    @Test("Wide parents answer as the plain reverse walk (the indexed path)")
    func wideParentsAgree() {
        let seeds = Self.count("HITKIT_DIFFERENTIAL_SEEDS", 150) / 50 + 1
        for seed in 0..<UInt64(seeds) {
            var world = DifferentialWorld(seed: 1_000_000 + seed, wideCount: 200...600)
            // Many siblings under the window itself, with every kind of view and transform.
            for _ in 0..<600 {
                world.window.addSubview(world.makeView())
            }
            if let failure = firstDisagreement(seed: 1_000_000 + seed, probes: 200, world: &world) {
                Issue.record(Comment(rawValue: failure))
                return
            }
            // The window's subviews were looked up through its index.
            _ = world.window.hitTest(CGPoint(x: 160, y: 240), with: nil)
            #expect(world.window.spatialIndex != nil)
        }
    }

    @Test("With an observer attached the hit-tester still answers as the plain reverse walk")
    func tracedAgrees() {
        for seed in 0..<UInt64(20) {
            var world = DifferentialWorld(seed: 2_000_000 + seed)
            let recorder = TraceRecorder(application: world.application)
            if let failure = firstDisagreement(seed: 2_000_000 + seed, probes: 30, world: &world) {
                Issue.record(Comment(rawValue: failure))
                return
            }
            recorder.stop()
        }
    }

    @Test("A canvas of small siblings answers as the plain reverse walk after moves, reorders and flag changes")
    func canvasAgreesAfterMutations() {
        var random = ChaosRandom(seed: 77)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000), application: application)
        window.makeKeyAndVisible()
        var views: [UIView] = []
        for _ in 0..<2_000 {
            let view = UIView(
                frame: CGRect(x: random.double(0...990), y: random.double(0...990), width: 10, height: 10))
            window.addSubview(view)
            views.append(view)
        }
        for round in 0..<100 {
            let view = random.pick(views)
            switch round % 5 {
            case 0: view.center = CGPoint(x: random.double(0...1_000), y: random.double(0...1_000))
            case 1: window.bringSubviewToFront(view)
            case 2: view.isHidden.toggle()
            case 3: view.transform = CGAffineTransform(rotationAngle: random.double(0...3))
            default: view.bounds.size = CGSize(width: random.double(0...40), height: random.double(0...40))
            }
            for _ in 0..<5 {
                let point = CGPoint(x: random.double(0...1_000), y: random.double(0...1_000))
                let fast = window.hitTest(point, with: nil)
                let plain = referenceHitTest(window, point)
                #expect(fast === plain, "round \(round), point \(point)")
                if fast !== plain { return }
            }
            #expect(window.spatialIndex != nil)
        }
    }

    @Test("The walk's shortcuts apply to classes that keep the defaults, and never to those that override them")
    func shortcutsFollowOverrides() {
        #expect(HitTestOverrides.skipReasonEntries != nil)
        #expect(HitTestOverrides.indexSensitiveEntries != nil)
        let plain = UIView()
        #expect(plain.usesDefaultSkipReason && plain.usesDefaultPointInside && !plain.overridesHitTest)
        let subclass = DifferentialPlainSubclass()
        #expect(subclass.usesDefaultSkipReason && subclass.usesDefaultPointInside && !subclass.overridesHitTest)
        #expect(!UIControl().usesDefaultSkipReason)
        #expect(!UIButton(type: .system).usesDefaultSkipReason)
        #expect(!DifferentialFlagOverridingView().usesDefaultSkipReason)
        #expect(!DifferentialEnlargedView().usesDefaultPointInside)
        #expect(DifferentialPassThroughView().overridesHitTest)
        #expect(HitTestOverrides.isAlwaysAsked(DifferentialEnlargedView.self))
        #expect(!HitTestOverrides.isAlwaysAsked(DifferentialPlainSubclass.self))
    }
}
