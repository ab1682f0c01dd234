import Foundation
import Testing

@testable import HitKit

/// A view whose `point(inside:with:)` tears the hierarchy down — its superview out of the window
/// and every subview out of that superview — and then says no. Hit-test overrides should have no
/// side effects, but nothing stops them.
@MainActor
private final class TearingDownView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let container = superview {
            for subview in container.subviews { subview.removeFromSuperview() }
            container.removeFromSuperview()
        }
        return false
    }
}

/// The walk takes no reference on the views it visits: each is held by the `subviews` array the
/// walk took from its superview. These tests take views out of the hierarchy in the middle of a
/// walk, with nothing else holding them, and check that the walk carries on over the subviews as
/// they were when it reached their superview, as the plain recursive walk does.
@MainActor
@Suite("Hit-testing while overrides change the hierarchy")
struct HitTestMutationDuringWalkTests {
    @Test("A walk carries on over views that an override removed, though nothing else holds them")
    func removedViewsStayValidForTheWalk() {
        for tracing in [false, true] {
            let application = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
            window.makeKeyAndVisible()
            let recorder = tracing ? TraceRecorderStub(application: application) : nil
            do {
                // Built in a scope of its own, so only the hierarchy holds these views.
                let container = UIView(frame: window.bounds)
                let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                back.accessibilityIdentifier = "back"
                let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                inner.accessibilityIdentifier = "inner"
                back.addSubview(inner)
                container.addSubview(back)
                container.addSubview(TearingDownView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
                window.addSubview(container)
            }
            let hit = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
            // The front view said no after emptying the hierarchy; `back` and `inner`, out of it by
            // then, were still asked, as the plain walk asks the subviews it started with.
            #expect(hit?.accessibilityIdentifier == "inner")
            #expect(window.subviews.isEmpty)
            withExtendedLifetime(recorder) {}
        }
    }
}

/// An observer that makes the walk the traced one.
@MainActor
private final class TraceRecorderStub: DispatchObserver {
    init(application: UIApplication) { application.addObserver(self) }
    func dispatch(_ event: DispatchTraceEvent) {}
}
