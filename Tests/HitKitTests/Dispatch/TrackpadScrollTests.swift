import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("Scroll events: the trackpad")
struct TrackpadScrollTests {
    @Test("A trackpad scroll moves the content with the fingers, then it decelerates as after a flick")
    func decelerates() throws {
        let stage = try NestedScrollStage()
        let top = CGPoint(x: 160, y: 20)
        try stage.generator.trackpadScroll(.began, at: top)
        for _ in 0..<5 { try stage.generator.trackpadScroll(.changed, delta: CGVector(dx: 0, dy: -20), at: top) }
        #expect(stage.outer.isTracking)
        #expect(stage.outer.contentOffset == CGPoint(x: 0, y: 100))
        #expect(stage.outer.isDragging)
        try stage.generator.trackpadScroll(.ended, at: top)
        #expect(!stage.outer.isTracking)
        #expect(stage.outer.isDecelerating)
        stage.generator.wait(10)
        #expect(!stage.outer.isDecelerating)
        #expect(stage.outer.contentOffset.y > 150)
        try stage.generator.assertNoLeftovers()
    }

    @Test("A trackpad scroll's velocity follows its deltas; a wheel tick has none")
    func velocity() throws {
        let stage = try NestedScrollStage()
        var velocities: [CGFloat] = []
        stage.outer.panGestureRecognizer.addTarget { recognizer in
            if recognizer.state == .ended {
                velocities.append((recognizer as! UIPanGestureRecognizer).velocity(in: nil).y)
            }
        }
        try stage.generator.trackpadScroll(CGVector(dx: 0, dy: -100), at: CGPoint(x: 160, y: 20), steps: 5)
        try stage.generator.wheelScroll(CGVector(dx: 0, dy: -40), at: CGPoint(x: 160, y: 20))
        #expect(velocities.count == 2)
        #expect(velocities[0] < -600)  // about 20 points a frame, upwards
        #expect(velocities[1] == 0)
    }

    @Test("A trackpad sequence keeps the scroll view it began with, the next one is routed afresh")
    func sequenceKeepsItsScrollView() throws {
        let stage = try NestedScrollStage()
        let point = stage.overVertical
        try stage.generator.trackpadScroll(.began, at: point)
        try stage.generator.trackpadScroll(.changed, delta: CGVector(dx: 0, dy: -90), at: point)
        try stage.generator.trackpadScroll(.changed, delta: CGVector(dx: 0, dy: -90), at: point)
        try stage.generator.trackpadScroll(.cancelled, at: point)
        // The inner one (range 0…300) took both changes, even once at its end.
        #expect(stage.outer.contentOffset == .zero)
        #expect(stage.vertical.contentOffset.y == 180)
        stage.vertical.contentOffset = CGPoint(x: 0, y: 300)
        try stage.generator.trackpadScroll(CGVector(dx: 0, dy: -50), at: point, steps: 1)
        stage.generator.wait(2)
        #expect(stage.vertical.contentOffset.y == 300)
        #expect(stage.outer.contentOffset.y > 0)
    }

    @Test("A trackpad rubber-bands past the outermost scroll view's edge and springs back")
    func rubberBands() throws {
        let stage = try NestedScrollStage()
        let top = CGPoint(x: 160, y: 20)
        try stage.generator.trackpadScroll(.began, at: top)
        try stage.generator.trackpadScroll(.changed, delta: CGVector(dx: 0, dy: 60), at: top)
        #expect(stage.outer.contentOffset.y < 0)
        try stage.generator.trackpadScroll(.ended, at: top)
        stage.generator.wait(3)
        #expect(stage.outer.contentOffset == .zero)
    }
}

@MainActor
@Suite("Scroll input errors")
struct ScrollInputErrorsTests {
    @Test("A NaN or infinite delta is reported and moves nothing; the trackpad sequence still ends")
    func nonFiniteDelta() throws {
        let stage = try NestedScrollStage()
        let top = CGPoint(x: 160, y: 20)
        let found = diagnostics {
            stage.application.send(ScrollSample.wheel(CGVector(dx: CGFloat.nan, dy: -30), at: top, timestamp: 1))
            for (phase, dy) in [(ScrollSample.Phase.began, 0.0), (.changed, -20), (.changed, .infinity), (.ended, 0)] {
                stage.application.send(
                    ScrollSample(
                        source: .trackpad, phase: phase, location: top, delta: CGVector(dx: 0, dy: dy), timestamp: 2))
            }
        }
        #expect(found.codes == [HitKitDiagnostic.Code.nonFiniteInput, .nonFiniteInput])
        #expect(stage.outer.contentOffset.y.isFinite)
        #expect(stage.outer.panGestureRecognizer.state == .possible)
        stage.generator.wait(3)
        #expect(stage.outer.contentOffset.y >= 20)
        try stage.generator.assertNoLeftovers()
    }

    @Test("A non-finite location is reported and scrolls nothing")
    func nonFiniteLocation() throws {
        let stage = try NestedScrollStage()
        let nowhere = CGPoint(x: CGFloat.nan, y: 10)
        let found = diagnostics {
            stage.application.send(ScrollSample.wheel(CGVector(dx: 0, dy: -30), at: nowhere, timestamp: 1))
            for phase in [ScrollSample.Phase.began, .changed, .ended] {
                stage.application.send(
                    ScrollSample(
                        source: .trackpad, phase: phase, location: nowhere, delta: CGVector(dx: 0, dy: -10),
                        timestamp: 2))
            }
        }
        #expect(found.codes == [HitKitDiagnostic.Code.nonFiniteInput, .nonFiniteInput])
        #expect(stage.outer.contentOffset == .zero)
        try stage.generator.trackpadScroll(CGVector(dx: 0, dy: -30), at: CGPoint(x: 160, y: 20), steps: 1)
        #expect(stage.outer.contentOffset.y >= 30)
    }

    @Test("A trackpad changed with no began begins the scroll; an ended with none is ignored")
    func phasesOutOfOrder() throws {
        let stage = try NestedScrollStage()
        let top = CGPoint(x: 160, y: 20)
        func send(_ phase: ScrollSample.Phase, _ dy: CGFloat, _ time: TimeInterval) {
            stage.application.send(
                ScrollSample(
                    source: .trackpad, phase: phase, location: top, delta: CGVector(dx: 0, dy: dy), timestamp: time))
        }
        let found = diagnostics {
            send(.ended, 0, 1)
            send(.changed, -30, 1.1)
            send(.began, -10, 1.2)
            send(.cancelled, 0, 1.3)
            stage.application.send(
                ScrollSample(source: .wheel, phase: .ended, location: top, delta: CGVector(dx: 0, dy: -5), timestamp: 2)
            )
        }
        #expect(found.codes == Array(repeating: .unexpectedScrollPhase, count: 4))
        #expect(stage.outer.contentOffset == CGPoint(x: 0, y: 45))
        #expect(stage.outer.panGestureRecognizer.state == .possible)
        try stage.generator.assertNoLeftovers()
    }
}
