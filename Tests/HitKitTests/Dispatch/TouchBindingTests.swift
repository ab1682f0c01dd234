import Foundation
import Testing

@testable import HitKit

/// A view that records, at each call, what its touch says about itself.
@MainActor
private final class InspectingView: UIView {
    var notes: [String] = []
    var touchesSeen: [UITouch] = []
    private func note(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let touch = touches.first else { return }
        touchesSeen.append(touch)
        let here = touch.location(in: self)
        let before = touch.previousLocation(in: self)
        notes.append(
            "\(touch.phase) at (\(here.x), \(here.y)) from (\(before.x), \(before.y)) t=\(touch.timestamp) e=\(event?.timestamp ?? -1)"
        )
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
}

/// An application that records the events it dispatches, then dispatches them.
@MainActor
private final class RecordingApplication: UIApplication {
    var phases: [[UITouch.Phase]] = []
    override func sendEvent(_ event: UIEvent) {
        phases.append((event.allTouches ?? []).map(\.phase))
        super.sendEvent(event)
    }
}

/// A window that can swallow events instead of delivering them.
@MainActor
private final class FilteringWindow: UIWindow {
    var swallows = false
    var seen = 0
    override func sendEvent(_ event: UIEvent) {
        seen += 1
        if !swallows { super.sendEvent(event) }
    }
}

/// A touch is bound to its window and hit-test view once, for its whole life (Apple's
/// `UITouch.view`, `UITouch.location(in:)`).
@MainActor
@Suite("Touches bind to their view")
struct TouchBindingTests {
    private func inspectingStage() -> (stage: CoreStage, view: InspectingView) {
        let stage = CoreStage()
        let view = InspectingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        stage.window.addSubview(view)
        return (stage, view)
    }

    @Test("The touch stays with the view it began in even when the finger moves outside")
    func staysWithView() {
        // Apple's `UITouch.view`; sweetfood-dev's "[iOS] Hit-Test" quotes it.
        let stage = CoreStage()
        let a = stage.view("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view("b", CGRect(x: 100, y: 0, width: 100, height: 100))
        stage.down(1, 50, 50, at: 0)
        stage.move(1, 150, 50, at: 0.1)
        stage.move(1, 400, 900, at: 0.2)
        stage.up(1, 150, 50, at: 0.3)
        #expect(stage.journal.entries == ["a began 1", "a moved 1", "a moved 1", "a ended 1"])
        #expect(a.received.allSatisfy { $0.touches.first?.view === a })
    }

    @Test("One UITouch object follows a finger from down to up, with its window and view")
    func oneObjectPerFinger() {
        let (stage, view) = inspectingStage()
        stage.down(1, 110, 110, at: 0)
        stage.move(1, 120, 110, at: 0.1)
        stage.up(1, 120, 110, at: 0.2)
        #expect(view.touchesSeen.count == 3)
        #expect(view.touchesSeen.allSatisfy { $0 === view.touchesSeen[0] })
        let touch = view.touchesSeen[0]
        #expect(touch.view === view && touch.window === stage.window)
        #expect(touch.pointerID == 1 && touch.type == .direct)
        #expect(stage.app.activeTouches.isEmpty)
        stage.down(1, 110, 110, at: 1)
        #expect(view.touchesSeen.last !== touch)  // A new finger-down is a new touch.
    }

    @Test("Phases go began, moved, ended; location and previousLocation follow the finger")
    func phasesAndLocations() {
        // Apple's `UITouch.location(in:)` and `previousLocation(in:)`: nil means the window.
        let (stage, view) = inspectingStage()
        stage.down(1, 110, 120, at: 1)
        stage.move(1, 130, 125, at: 1.5)
        stage.up(1, 170, 125, at: 2)
        #expect(
            view.notes == [
                "began at (10.0, 20.0) from (10.0, 20.0) t=1.0 e=1.0",
                "moved at (30.0, 25.0) from (10.0, 20.0) t=1.5 e=1.5",
                "ended at (70.0, 25.0) from (30.0, 25.0) t=2.0 e=2.0",
            ])
    }

    @Test("A cancel sample ends the touch with the cancelled phase")
    func cancelPhase() {
        let (stage, view) = inspectingStage()
        stage.down(1, 110, 110, at: 0)
        stage.app.send(PointerSample(pointerID: 1, phase: .cancel, location: CGPoint(x: 111, y: 110), timestamp: 0.1))
        #expect(view.notes.last?.hasPrefix("cancelled at (11.0, 10.0)") == true)
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("location(in:) converts into any view, nil meaning the window")
    func locationInViews() throws {
        let stage = CoreStage()
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let target = stage.view("target", CGRect(x: 200, y: 200, width: 50, height: 50))
        stage.window.addSubview(rotated)
        stage.down(1, 210, 230, at: 0)
        let touch = try #require(target.received.first?.touches.first)
        #expect(touch.location(in: nil) == CGPoint(x: 210, y: 230))
        #expect(touch.location(in: stage.window) == CGPoint(x: 210, y: 230))
        #expect(touch.location(in: target) == CGPoint(x: 10, y: 30))
        #expect(isClose(touch.location(in: rotated), CGPoint(x: 230, y: -110)))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 210, y: 230))
        stage.move(1, 220, 240, at: 0.1)
        #expect(touch.previousLocation(in: target) == CGPoint(x: 10, y: 30))
        #expect(touch.location(in: target) == CGPoint(x: 20, y: 40))
    }

    @Test("A touch that hits no view has no view and no window, and reaches nobody")
    func touchHittingNothing() throws {
        let stage = CoreStage(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.down(1, 500, 500, at: 0)
        let touch = try #require(stage.app.activeTouches.first)
        #expect(touch.view == nil && touch.window == nil)
        #expect(touch.location(in: nil) == CGPoint(x: 500, y: 500))
        stage.move(1, 50, 50, at: 0.1)
        stage.up(1, 50, 50, at: 0.2)
        #expect(stage.journal.entries.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("The event lists all touches, and the touches of a view or a window")
    func eventTouchQueries() {
        // Apple's `UIEvent.allTouches` and `UIEvent.touches(for:)`.
        let stage = CoreStage()
        let a = stage.view("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = stage.view("b", CGRect(x: 100, y: 0, width: 100, height: 100))
        var seen: (all: Int, forA: Int, forB: Int, forWindow: Int, type: UIEvent.EventType)?
        stage.down(1, 10, 10, at: 0)
        let observer = EventProbe { event in
            seen = (
                event.allTouches?.count ?? 0, event.touches(for: a)?.count ?? 0,
                event.touches(for: b)?.count ?? 0, event.touches(for: stage.window)?.count ?? 0, event.type
            )
        }
        b.addSubview(observer)
        observer.frame = b.bounds
        stage.down(2, 150, 10, at: 0.1)
        #expect(seen?.all == 2 && seen?.forA == 1 && seen?.forB == 0 && seen?.forWindow == 2)
        #expect(seen?.type == .touches)
    }

    @Test("A view that leaves its window mid-touch gets touchesCancelled, then nothing more")
    func viewRemovedMidTouch() throws {
        // HitKit's documented choice (UIKit's observed behaviour for controls): the view is
        // told its touch is over with touchesCancelled when it leaves the window; the touch keeps
        // its `view`, and its later moves and lift are not delivered to the view.
        let stage = CoreStage()
        let container = stage.view("container", CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = stage.view("inner", CGRect(x: 0, y: 0, width: 50, height: 50), in: container)
        stage.down(1, 10, 10, at: 0)
        container.removeFromSuperview()
        let touch = try #require(stage.app.activeTouches.first)
        #expect(touch.view === inner)
        stage.move(1, 20, 20, at: 0.1)
        stage.up(1, 20, 20, at: 0.2)
        #expect(stage.journal.entries == ["inner began 1", "inner cancelled 1"])
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A view that removes itself in touchesBegan gets touchesCancelled and no end")
    func viewRemovesItselfInBegan() {
        let stage = CoreStage()
        let view = SelfRemovingView(
            "leaver", frame: CGRect(x: 0, y: 0, width: 100, height: 100), journal: stage.journal)
        stage.window.addSubview(view)
        stage.tap(1, 10, 10, at: 0)
        #expect(stage.journal.entries == ["leaver began 1", "leaver cancelled 1"])
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("Hiding or disabling the view mid-touch does not move the touch: the view keeps it")
    func flagsChangedMidTouch() {
        // The hit-test ran once at touch-down (Apple's `UITouch.view`); later changes do not
        // re-bind.
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.down(1, 10, 10, at: 0)
        view.isHidden = true
        view.isUserInteractionEnabled = false
        stage.move(1, 20, 10, at: 0.1)
        stage.up(1, 20, 10, at: 0.2)
        #expect(stage.journal.entries == ["v began 1", "v moved 1", "v ended 1"])
    }

    @Test("A view moved to another superview in the same window keeps its touch")
    func viewMovedWithinWindowKeepsTouch() {
        let stage = CoreStage()
        let first = stage.view("first", CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = stage.view("second", CGRect(x: 100, y: 0, width: 100, height: 100))
        let inner = stage.view("inner", CGRect(x: 0, y: 0, width: 50, height: 50), in: first)
        stage.down(1, 10, 10, at: 0)
        second.addSubview(inner)
        stage.up(1, 10, 10, at: 0.1)
        #expect(stage.journal.entries == ["inner began 1", "inner ended 1"])
    }

    @Test("UIApplication.sendEvent and UIWindow.sendEvent are overridable hooks")
    func sendEventHooks() {
        // Apple's `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)`: overridable hooks.
        let app = RecordingApplication()
        let window = FilteringWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let journal = TouchJournal()
        window.addSubview(JournalingView("v", frame: window.bounds, journal: journal))
        window.makeKeyAndVisible()
        app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 5, y: 5), timestamp: 0))
        window.swallows = true
        app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 5, y: 5), timestamp: 0.1))
        #expect(app.phases == [[.began], [.ended]])
        #expect(window.seen == 2)
        #expect(journal.entries == ["v began 1"])
    }
}

/// A view that leaves its window as soon as a touch begins in it.
@MainActor
private final class SelfRemovingView: UIView {
    let journal: TouchJournal
    let name: String
    init(_ name: String, frame: CGRect, journal: TouchJournal) {
        self.name = name
        self.journal = journal
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        journal("\(name) began \(touches.count)")
        removeFromSuperview()
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        journal("\(name) ended \(touches.count)")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        journal("\(name) cancelled \(touches.count)")
    }
}

/// A view that hands each `touchesBegan` event to a closure.
@MainActor
private final class EventProbe: UIView {
    let probe: (UIEvent) -> Void
    init(_ probe: @escaping (UIEvent) -> Void) {
        self.probe = probe
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let event { probe(event) }
    }
}
