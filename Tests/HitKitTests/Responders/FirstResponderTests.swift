import Foundation
import Testing

@testable import HitKit

/// A view that can become first responder, and may refuse to resign.
@MainActor
private final class FocusableView: UIView {
    var refusesToResign = false
    var resignCount = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func resignFirstResponder() -> Bool {
        resignCount += 1
        return super.resignFirstResponder()
    }
}

/// A view controller that can become first responder.
@MainActor
private final class FocusableController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
}

/// One first responder per window (Apple's `UIResponder.becomeFirstResponder()`).
@MainActor
@Suite("The first responder")
struct FirstResponderTests {
    private func focusable(in stage: CoreStage) -> FocusableView {
        let view = FocusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        return view
    }

    @Test("A responder whose canBecomeFirstResponder is false refuses")
    func plainViewRefuses() {
        let stage = CoreStage()
        let view = stage.view("plain", CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(view.canResignFirstResponder)
    }

    @Test("A focusable view in a window becomes first responder, and asking again succeeds")
    func becomes() {
        let stage = CoreStage()
        let view = focusable(in: stage)
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        #expect(view.becomeFirstResponder())
        #expect(view.resignCount == 0)
    }

    @Test("A view outside any window cannot become first responder")
    func outsideWindowRefuses() {
        let view = FocusableView(frame: .zero)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test("Becoming first responder makes the current one resign: one per window")
    func onePerWindow() {
        let stage = CoreStage()
        let first = focusable(in: stage)
        let second = focusable(in: stage)
        first.becomeFirstResponder()
        #expect(second.becomeFirstResponder())
        #expect(first.resignCount == 1)
        #expect(!first.isFirstResponder && second.isFirstResponder)
    }

    @Test("If the current first responder refuses to resign, the other cannot become it")
    func refusalBlocks() {
        let stage = CoreStage()
        let first = focusable(in: stage)
        let second = focusable(in: stage)
        first.becomeFirstResponder()
        first.refusesToResign = true
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder && !second.isFirstResponder)
        #expect(!first.resignFirstResponder())
        #expect(first.isFirstResponder)
    }

    @Test("resignFirstResponder gives up the status")
    func resigns() {
        let stage = CoreStage()
        let view = focusable(in: stage)
        view.becomeFirstResponder()
        #expect(view.resignFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(view.resignFirstResponder())  // Resigning when not first responder succeeds quietly.
    }

    @Test("Each window has its own first responder")
    func separateWindows() {
        let stage = CoreStage()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50), application: stage.app)
        other.isHidden = false
        let here = focusable(in: stage)
        let there = FocusableView(frame: .zero)
        other.addSubview(there)
        #expect(here.becomeFirstResponder())
        #expect(there.becomeFirstResponder())
        #expect(here.isFirstResponder && there.isFirstResponder)
        #expect(here.resignCount == 0)
    }

    @Test("A view controller whose view is in a window can become first responder")
    func controllerBecomes() {
        let stage = CoreStage()
        let controller = FocusableController()
        let view = focusable(in: stage)
        view.becomeFirstResponder()
        #expect(!controller.becomeFirstResponder())  // Its view is not in a window yet.
        stage.window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder && !view.isFirstResponder)
    }

    @Test("A first responder that leaves its window resigns, even from inside a removed subtree")
    func leavingWindowResigns() {
        let stage = CoreStage()
        let container = stage.view("container", CGRect(x: 0, y: 0, width: 50, height: 50))
        let field = FocusableView(frame: .zero)
        container.addSubview(field)
        field.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(field.resignCount == 1)
        #expect(!field.isFirstResponder)
        stage.window.addSubview(container)
        #expect(!field.isFirstResponder)
        let other = focusable(in: stage)
        #expect(other.becomeFirstResponder())
        #expect(field.resignCount == 1)
    }

    @Test("A first responder that moves within its window stays first responder")
    func movingWithinWindowKeepsStatus() {
        let stage = CoreStage()
        let a = stage.view("a", CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = stage.view("b", CGRect(x: 50, y: 0, width: 50, height: 50))
        let field = FocusableView(frame: .zero)
        a.addSubview(field)
        field.becomeFirstResponder()
        b.addSubview(field)
        #expect(field.isFirstResponder && field.resignCount == 0)
    }

    @Test("A first responder moved into another window resigns in the window it left")
    func movingToAnotherWindowResigns() {
        let stage = CoreStage()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50), application: stage.app)
        let field = focusable(in: stage)
        field.becomeFirstResponder()
        other.addSubview(field)
        #expect(field.resignCount == 1 && !field.isFirstResponder)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.window === other)
    }

    @Test("A controller that is first responder resigns when its view leaves the window")
    func controllerLeavingResigns() {
        let stage = CoreStage()
        let controller = FocusableController()
        stage.window.rootViewController = controller
        controller.becomeFirstResponder()
        stage.window.rootViewController = nil
        #expect(!controller.isFirstResponder)
        #expect(focusable(in: stage).becomeFirstResponder())
    }
}
