import Foundation
import Testing

@testable import HitKit

/// A touch whose responder chain changes mid-touch (issue 14; the cases libFuzzer found). A view
/// that leaves its window while one of its touches is down gets `touchesCancelled` while it is still
/// in the hierarchy, so the cancel it forwards reaches the responders its `touchesBegan` reached;
/// and a control that tracks a touch forwarded by a subview is never left tracking when the chain
/// stops reaching it.
@MainActor
@Suite("Touches whose responder chain changes mid-touch")
struct ChangedResponderChainTests {
    /// A view that forwards every call up the responder chain, then records it and runs `reaction`.
    private final class ForwardingView: UIView {
        var log: [String] = []
        var reaction: ((String) -> Void)?

        private func record(_ phase: String, _ touches: Set<UITouch>) {
            log.append("\(phase) \(touches.count)\(window == nil ? " outside a window" : "")")
            reaction?(phase)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            record("began", touches)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesMoved(touches, with: event)
            record("moved", touches)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesEnded(touches, with: event)
            record("ended", touches)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesCancelled(touches, with: event)
            record("cancelled", touches)
        }
    }

    /// A button holding a forwarding subview, with the button's touch events recorded in order.
    private func buttonWithSubview() -> (CoreStage, UIButton, ForwardingView, () -> [String]) {
        let stage = CoreStage()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.window.addSubview(button)
        let inner = ForwardingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        button.addSubview(inner)
        var events: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchCancel, "touchCancel"),
        ]
        for (event, name) in names {
            button.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        return (stage, button, inner, { events })
    }

    // MARK: A view leaving its window is cancelled before it is unlinked

    @Test("A view that removes itself in touchesBegan under a button leaves it neither tracking nor highlighted")
    func selfRemovalUnderButton() {
        let (stage, button, inner, events) = buttonWithSubview()
        inner.reaction = { if $0 == "began" { inner.removeFromSuperview() } }
        stage.down(1, 50, 50, at: 0)
        #expect(inner.log == ["began 1", "cancelled 1"])
        #expect(events() == ["touchDown", "touchCancel"])
        #expect(!button.isTracking)
        #expect(!button.isHighlighted)
        stage.up(1, 50, 50, at: 0.1)
        #expect(inner.log == ["began 1", "cancelled 1"])
        #expect(events() == ["touchDown", "touchCancel"])
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A view removed while its finger is down forwards its cancel to the button it is in")
    func removalWhileDownUnderButton() {
        let (stage, button, inner, events) = buttonWithSubview()
        stage.down(1, 50, 50, at: 0)
        #expect(button.isTracking)
        inner.removeFromSuperview()
        #expect(inner.log == ["began 1", "cancelled 1"])
        #expect(events() == ["touchDown", "touchCancel"])
        #expect(!button.isTracking)
        #expect(!button.isHighlighted)
    }

    @Test("The cancel of a view leaving its window carries no event, as UIKit documents for cancelTracking")
    func cancelCarriesNoEvent() {
        final class EventRecordingButton: UIButton {
            var cancelEvents: [UIEvent?] = []
            override func cancelTracking(with event: UIEvent?) {
                cancelEvents.append(event)
                super.cancelTracking(with: event)
            }
        }
        let stage = CoreStage()
        let button = EventRecordingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = ForwardingView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        button.addSubview(inner)
        stage.window.addSubview(button)
        stage.down(1, 40, 40, at: 0)
        inner.removeFromSuperview()  // The cancel reaches the button through inner's chain.
        stage.down(2, 10, 10, at: 0.1)
        button.removeFromSuperview()  // The button's own touch.
        #expect(button.cancelEvents.count == 2)
        #expect(button.cancelEvents.allSatisfy { $0 == nil })
    }

    @Test("A view that removes itself in touchesBegan released by a failing recognizer is cancelled, not left begun")
    func selfRemovalInReleasedBegan() {
        let stage = CoreStage()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        stage.window.addGestureRecognizer(doubleTap)
        let view = ForwardingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        view.reaction = { if $0 == "began" { view.removeFromSuperview() } }
        stage.tap(1, 50, 50, at: 0)
        #expect(view.log.isEmpty)  // The double tap holds the began and the ended.
        stage.app.advanceTime(to: 2)  // It fails: the began, then the ended, are released.
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    @Test("A view moved into a leaving view by a cancel handler is cancelled when that view has left")
    func viewMovedIntoLeavingView() {
        // libFuzzer (issue 24): a control's touchCancel action, run as the control leaves its
        // window, moves a view with a touch down into the control; the view left with it.
        let stage = CoreStage()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        stage.window.addSubview(control)
        let card = ForwardingView(frame: CGRect(x: 0, y: 240, width: 320, height: 240))
        stage.window.addSubview(card)
        control.addAction(UIAction { _ in control.addSubview(card) }, for: .touchCancel)
        stage.down(1, 100, 100, at: 0)
        stage.down(2, 100, 300, at: 0.01)
        #expect(control.isTracking)
        #expect(card.log == ["began 1"])
        control.removeFromSuperview()
        #expect(card.superview === control)
        #expect(card.log == ["began 1", "cancelled 1 outside a window"])
        stage.up(2, 100, 300, at: 0.1)
        stage.up(1, 100, 100, at: 0.1)
        #expect(card.log == ["began 1", "cancelled 1 outside a window"])
        #expect(stage.app.activeTouches.isEmpty)
    }

    // MARK: A control whose subview's chain no longer reaches it

    @Test("A button whose subview moves out of it mid-touch sends touchCancel once the touch ends, not touchUpInside")
    func subviewMovedOutOfButton() {
        let (stage, button, inner, events) = buttonWithSubview()
        // As a touchDown action might: the subview leaves the button but stays in the window.
        button.addAction(UIAction { _ in stage.window.addSubview(inner) }, for: .touchDown)
        stage.down(1, 50, 50, at: 0)
        #expect(button.isTracking)
        stage.up(1, 50, 50, at: 0.1)
        #expect(inner.log == ["began 1", "ended 1"])  // The subview keeps its touch.
        #expect(events() == ["touchDown", "touchCancel"])
        #expect(!button.isTracking)
        #expect(!button.isHighlighted)
    }

    @Test("A button whose subview moves to another of its subviews still hears the end and fires touchUpInside")
    func subviewMovedWithinButton() {
        let (stage, button, inner, events) = buttonWithSubview()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        button.addSubview(holder)
        button.addAction(UIAction { _ in holder.addSubview(inner) }, for: .touchDown)
        stage.down(1, 50, 50, at: 0)
        stage.up(1, 50, 50, at: 0.1)
        #expect(events() == ["touchDown", "touchUpInside"])
        #expect(!button.isTracking)
    }

    // MARK: A window moved to another application keeps its touches' views informed

    @Test("A view removed from a window that just moved to another application is cancelled by the first")
    func removalFromWindowMovedToAnotherApplication() {
        let stage = CoreStage()
        let a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        let other = UIApplication()
        a.reaction = {
            guard $0 == "ended" else { return }
            other.attach(stage.window)
            b.removeFromSuperview()
        }
        stage.app.send([
            PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 10, y: 10), timestamp: 0),
            PointerSample(pointerID: 2, phase: .down, location: CGPoint(x: 150, y: 10), timestamp: 0),
        ])
        stage.app.send([
            PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 10, y: 10), timestamp: 0.1),
            PointerSample(pointerID: 2, phase: .up, location: CGPoint(x: 150, y: 10), timestamp: 0.1),
        ])
        #expect(stage.journal.entries == ["A began 1", "B began 1", "A ended 1", "B cancelled 1"])
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A pan action that moves the window to another application and removes the button cancels it")
    func panActionMovesWindowAndRemovesButton() {
        let stage = CoreStage()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.window.addSubview(button)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        pan.delaysTouchesBegan = true
        button.addGestureRecognizer(pan)
        let other = UIApplication()
        pan.addTarget { recognizer in
            guard recognizer.state == .began else { return }
            other.attach(stage.window)
            button.removeFromSuperview()
        }
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchDown") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        stage.down(1, 100, 100, at: 0)
        // The pan begins on the move and releases the held began; the lift comes in the same event.
        stage.app.send([
            PointerSample(pointerID: 1, phase: .move, location: CGPoint(x: 20, y: 20), timestamp: 0.1),
            PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 20, y: 20), timestamp: 0.1),
        ])
        #expect(!button.isTracking)
        #expect(!button.isHighlighted)
        #expect(events == ["touchDown", "touchCancel"])
    }
}
