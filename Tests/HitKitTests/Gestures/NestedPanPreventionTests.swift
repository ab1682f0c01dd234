import Foundation
import Testing

@testable import HitKit

/// A pan inside a pan, where one of them gives up prevention: the recognizers of the hit view
/// are evaluated first, deepest first, so the inner pan begins and cannot stop the outer one —
/// both begin, in either order of adding them (UIKit's observed behaviour).
@MainActor
@Suite("Nested pans with prevention overrides")
struct NestedPanPreventionTests {
    /// An outer pan that no other recognizer can prevent.
    final class UnpreventablePan: UIPanGestureRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    /// An inner pan that cannot prevent any other recognizer.
    final class HarmlessPan: UIPanGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    enum Variant: CaseIterable { case outerCannotBePrevented, innerCannotPrevent }

    /// Drags horizontally across an inner view holding one pan, inside `stage.view` holding another,
    /// and returns what each pan's target heard.
    private func drag(_ variant: Variant, innerAddedFirst: Bool) -> (inner: [String], outer: [String]) {
        let stage = GestureStage()
        let innerView = RecordingView("inner", frame: CGRect(x: 20, y: 20, width: 160, height: 160), log: stage.log)
        stage.view.addSubview(innerView)
        let outer: UIPanGestureRecognizer = variant == .outerCannotBePrevented ? UnpreventablePan() : .init()
        let inner: UIPanGestureRecognizer = variant == .innerCannotPrevent ? HarmlessPan() : .init()
        var heard: (inner: [String], outer: [String]) = ([], [])
        inner.addTarget { heard.inner.append("\($0.state)") }
        outer.addTarget { heard.outer.append("\($0.state)") }
        if innerAddedFirst {
            innerView.addGestureRecognizer(inner)
            stage.view.addGestureRecognizer(outer)
        } else {
            stage.view.addGestureRecognizer(outer)
            innerView.addGestureRecognizer(inner)
        }
        stage.down(50, 100, at: 0)
        stage.move(60, 100, at: 0.02)
        stage.move(80, 100, at: 0.04)
        stage.move(100, 100, at: 0.06)
        stage.up(100, 100, at: 0.08)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        return heard
    }

    @Test(
        "A horizontal drag begins both nested pans when the outer cannot be prevented or the inner cannot prevent",
        arguments: Variant.allCases, [true, false])
    func bothBegin(variant: Variant, innerAddedFirst: Bool) {
        let heard = drag(variant, innerAddedFirst: innerAddedFirst)
        // The inner pan begins first; the outer one, which it cannot stop, begins after it in the
        // same event and, as any recognizer that begins, cancels the competitor it can prevent.
        #expect(heard.inner == ["began", "cancelled"])
        #expect(heard.outer == ["began", "changed", "ended"])
    }

    // MARK: The evaluation order

    /// Three nested views, each with a recognizer that recognizes when its touch lifts, added in
    /// the given order; returns the log.
    private func nestedRecognizers(addingOrder: [Int]) -> [String] {
        let stage = GestureStage()
        let middle = RecordingView("middle", frame: CGRect(x: 10, y: 10, width: 150, height: 150), log: stage.log)
        let deepest = RecordingView("deepest", frame: CGRect(x: 10, y: 10, width: 100, height: 100), log: stage.log)
        stage.view.addSubview(middle)
        middle.addSubview(deepest)
        let views: [UIView] = [deepest, middle, stage.view]
        let names = ["deepest", "middle", "outer"]
        for index in addingOrder {
            let recognizer = ScriptedRecognizer(names[index], log: stage.log)
            recognizer.onEnded = { $0.state = .ended }
            views[index].addGestureRecognizer(recognizer)
        }
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.05)
        return stage.log.entries.filter { !$0.hasSuffix(" began") && !$0.hasSuffix(" cancelled") }
    }

    @Test(
        "The hit view's recognizers are evaluated first, deepest first, whatever order they were added in",
        arguments: [[0, 1, 2], [2, 1, 0], [1, 2, 0]])
    func deepestFirst(addingOrder: [Int]) {
        #expect(
            nestedRecognizers(addingOrder: addingOrder) == [
                "deepest touchesBegan", "middle touchesBegan", "outer touchesBegan",
                "deepest touchesEnded", "deepest action ended",
            ])
    }

    @Test("Recognizers on one view are evaluated in the order they were added")
    func sameViewInAddingOrder() {
        let stage = GestureStage()
        for name in ["second", "first"] {
            let recognizer = ScriptedRecognizer(name, log: stage.log)
            recognizer.onEnded = { $0.state = .ended }
            stage.view.addGestureRecognizer(recognizer)
        }
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.05)
        #expect(
            stage.log.entries == [
                "second touchesBegan", "first touchesBegan", "view began", "second touchesEnded",
                "view cancelled", "second action ended",
            ])
    }
}
