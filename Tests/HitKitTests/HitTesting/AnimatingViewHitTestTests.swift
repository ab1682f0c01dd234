import Foundation
import HitKitTesting
import Testing

@_spi(HitKitTools) @testable import HitKit

/// A container whose `hitTest` override asks each subview's presentation layer: the classic fix for
/// tapping a view where it is drawn while it moves.
@MainActor
final class PresentationHitTestingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        for subview in subviews.reversed() {
            if let drawn = subview.layer.presentation(), drawn.frame.contains(point) { return subview }
        }
        return super.hitTest(point, with: event)
    }
}

@MainActor
@Suite("Hit-testing animating views: skipped without .allowUserInteraction, model geometry with it")
struct AnimatingViewHitTestTests {
    @MainActor
    private struct Stage {
        let core = CoreStage()
        let behind: JournalingView
        let card: JournalingView
        let generator: EventGenerator

        init() throws {
            behind = core.view("behind", CGRect(x: 0, y: 0, width: 320, height: 480))
            card = core.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
            generator = try EventGenerator(window: core.window)
        }
    }

    @Test("A tap on a view mid-animation without .allowUserInteraction goes to what is behind it, then not")
    func skippedWithoutOption() throws {
        let stage = try Stage()
        let child = stage.core.view("child", CGRect(x: 10, y: 10, width: 20, height: 20), in: stage.card)
        UIView.animate(withDuration: 1) { stage.card.alpha = 0.5 }
        stage.generator.wait(0.3)
        try stage.generator.fingerTap(at: CGPoint(x: 50, y: 50))
        try stage.generator.fingerTap(at: CGPoint(x: 15, y: 15))
        #expect(stage.core.journal.entries == ["behind began 1", "behind ended 1", "behind began 1", "behind ended 1"])
        #expect(stage.card.hitTestSkipReason == .animatingWithoutUserInteraction)
        #expect(child.hitTestSkipReason == nil, "the subview is skipped with its animating superview")
        stage.generator.wait(1)
        #expect(stage.card.hitTestSkipReason == nil)
        try stage.generator.fingerTap(at: CGPoint(x: 15, y: 15))
        #expect(stage.core.journal.entries.suffix(2) == ["child began 1", "child ended 1"])
    }

    @Test("The trace names the rule: animating without .allowUserInteraction")
    func traced() throws {
        let stage = try Stage()
        let recorder = TraceRecorder(application: stage.core.app)
        recorder.filter = .hitTesting
        UIView.animate(withDuration: 1) { stage.card.center.x += 1 }
        try stage.generator.fingerTap(at: CGPoint(x: 50, y: 50))
        #expect(recorder.entries.map(\.line).contains("skip <card>: animatingWithoutUserInteraction"))
        #expect(
            HitTestSkipReason.animatingWithoutUserInteraction.description == "animating without .allowUserInteraction")
    }

    @Test("With .allowUserInteraction a moving view is hit at its final frame, not where it is drawn")
    func modelGeometryWithOption() throws {
        let stage = try Stage()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear],
            animations: { stage.card.center = CGPoint(x: 250, y: 50) })
        stage.generator.wait(0.5)
        // Drawn at x 100…200 now; its model frame is 200…300.
        #expect(stage.card.layer.presentation()!.frame.minX == 100)
        try stage.generator.fingerTap(at: CGPoint(x: 150, y: 50))
        try stage.generator.fingerTap(at: CGPoint(x: 250, y: 50))
        #expect(stage.core.journal.entries == ["behind began 1", "behind ended 1", "card began 1", "card ended 1"])
    }

    @Test("A hitTest override that asks layer.presentation() hits the view where it is drawn")
    func presentationOverride() throws {
        let core = CoreStage()
        let container = PresentationHitTestingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        core.window.addSubview(container)
        let card = core.view("card", CGRect(x: 0, y: 0, width: 100, height: 100), in: container)
        let generator = try EventGenerator(window: core.window)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear],
            animations: { card.center = CGPoint(x: 250, y: 50) })
        generator.wait(0.5)
        try generator.fingerTap(at: CGPoint(x: 150, y: 50))
        #expect(core.journal.entries == ["card began 1", "card ended 1"])
    }

    @Test("A touch that began before its view started animating keeps its view to the end")
    func animationStartedFromAHandler() throws {
        let stage = try Stage()
        stage.card.reaction = { phase in
            guard phase == "began" else { return }
            UIView.animate(withDuration: 1) { stage.card.center.x += 100 }
        }
        try stage.generator.fingerTap(at: CGPoint(x: 50, y: 50))
        #expect(stage.core.journal.entries == ["card began 1", "card ended 1"])
        try stage.generator.fingerTap(at: CGPoint(x: 150, y: 50))
        #expect(stage.core.journal.entries.suffix(2) == ["behind began 1", "behind ended 1"])
    }

    @Test("A completion that removes its own view runs once, and the view is released")
    func completionRemovesItsView() throws {
        let stage = try Stage()
        weak var released: UIView?
        var completions = 0
        do {
            let toast = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            stage.core.window.addSubview(toast)
            released = toast
            UIView.animate(
                withDuration: 0.5, animations: { toast.alpha = 0 },
                completion: { _ in
                    completions += 1
                    toast.removeFromSuperview()
                })
        }
        stage.generator.wait(1)
        #expect(completions == 1)
        #expect(released == nil)
    }

    @Test("Thousands of animating siblings: the indexed walk and the plain walk agree; all records end")
    func thousandsAgree() {
        var random = ChaosRandom(seed: 28)
        let core = CoreStage(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
        var views: [UIView] = []
        for _ in 0..<2_000 {
            let view = UIView(
                frame: CGRect(x: random.double(0...990), y: random.double(0...990), width: 20, height: 20))
            core.window.addSubview(view)
            views.append(view)
        }
        for round in 0..<20 {
            let chosen = (0..<50).map { _ in random.pick(views) }
            let options: UIView.AnimationOptions = round.isMultiple(of: 2) ? [] : .allowUserInteraction
            UIView.animate(
                withDuration: random.double(0.1...1), delay: 0, options: options,
                animations: {
                    for view in chosen {
                        view.center = CGPoint(x: random.double(0...1_000), y: random.double(0...1_000))
                    }
                })
            core.app.clock.advance(by: random.double(0...0.3))
            for _ in 0..<10 {
                let point = CGPoint(x: random.double(0...1_000), y: random.double(0...1_000))
                let fast = core.window.hitTest(point, with: nil)
                let plain = referenceHitTest(core.window, point)
                #expect(fast === plain, "round \(round), point \(point)")
                if fast !== plain { return }
            }
        }
        core.app.clock.advance(by: 2)
        #expect(views.allSatisfy { $0.hitTestBlockingAnimationCount == 0 && $0.layer.animationKeys() == nil })
    }
}
