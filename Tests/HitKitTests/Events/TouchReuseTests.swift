import Foundation
import Testing

@testable import HitKit

/// A view that keeps a strong reference to every touch it is given (which Apple says never to do).
@MainActor
private final class KeepingView: UIView {
    var kept: [UITouch] = []
    var ids: [ObjectIdentifier] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        kept.append(contentsOf: touches)
        ids.append(contentsOf: touches.map(ObjectIdentifier.init))
    }
}

/// A view that notes, without keeping the touch, whether each new touch is the first one it saw.
@MainActor
private final class NotingView: UIView {
    weak var first: UITouch?
    var isFirst: [Bool] = []
    var states: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if isFirst.isEmpty { first = touch }
            isFirst.append(touch === first)
            let location = touch.location(in: self)
            states.append(
                "\(touch.pointerID) \(touch.phase) tap \(touch.tapCount) at \(location.x),\(location.y) "
                    + "recognizers \(touch.gestureRecognizers?.count ?? -1) view \(touch.view === self)")
        }
    }
}

/// An observer that keeps nothing.
@MainActor
private final class IgnoringObserver: DispatchObserver {
    func dispatch(_ event: DispatchTraceEvent) {}
}

/// A lifted `UITouch` that nobody else holds is reused for a later finger, so a tap allocates no
/// touch; one the app kept is never reused (issue 26, item 9; see the TouchLifecycle article).
@MainActor
@Suite("Touch reuse")
struct TouchReuseTests {
    @Test("A UITouch the app kept is never reused for a later finger, and keeps what it said")
    func keptTouchIsNotReused() {
        let stage = CoreStage()
        let view = KeepingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        stage.tap(1, 10, 10, at: 1)
        stage.tap(2, 50, 60, at: 2)
        stage.tap(1, 20, 30, at: 3)
        #expect(Set(view.ids).count == 3)
        #expect(view.kept.map(\.pointerID) == [1, 2, 1])
        #expect(view.kept.map(\.phase) == [.ended, .ended, .ended])
        #expect(view.kept[0].location(in: view) == CGPoint(x: 10, y: 10))
        #expect(view.kept[1].location(in: view) == CGPoint(x: 50, y: 60))
    }

    @Test("A lifted UITouch nobody holds is the next finger's, starting afresh")
    func unheldTouchIsReused() {
        let stage = CoreStage()
        let view = NotingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        view.addGestureRecognizer(UITapGestureRecognizer())
        stage.tap(1, 10, 10, at: 1)
        stage.tap(2, 50, 60, at: 2)
        stage.tap(3, 50, 60, at: 2.1)
        #expect(view.isFirst == [true, true, true])
        #expect(
            view.states == [
                "1 began tap 1 at 10.0,10.0 recognizers 1 view true",
                "2 began tap 1 at 50.0,60.0 recognizers 1 view true",
                "3 began tap 2 at 50.0,60.0 recognizers 1 view true",
            ])
    }

    @Test("While the application has an observer, touches are not reused")
    func noReuseWhileObserved() {
        let stage = CoreStage()
        let view = NotingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        let observer = IgnoringObserver()
        stage.app.addObserver(observer)
        stage.tap(1, 10, 10, at: 1)
        stage.tap(1, 10, 10, at: 2)
        #expect(view.isFirst == [true, false])
    }
}
