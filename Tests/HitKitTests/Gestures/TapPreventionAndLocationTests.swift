import Foundation
import Testing

@testable import HitKit

/// Apple's class-wide prevention rule for taps ("a UITapGestureRecognizer never prevents another
/// UITapGestureRecognizer with a higher tap count") and where a multi-tap is located ("if there
/// are multiple taps, this location is the first tap").
@MainActor
@Suite("Tap prevention and location")
struct TapPreventionAndLocationTests {
    @Test("A tap cannot prevent a tap that needs more taps; it can prevent one that needs fewer, and other kinds")
    func canPreventRule() {
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let pan = UIPanGestureRecognizer()
        #expect(!single.canPrevent(double))
        #expect(double.canPrevent(single))
        #expect(single.canPrevent(UITapGestureRecognizer()))
        #expect(single.canPrevent(pan))
        #expect(single.canBePrevented(by: double))
        #expect(pan.canPrevent(single))
    }

    @Test("With no failure requirement, a double tap fires the single tap, then the double tap")
    func singleThenDoubleWithoutRequirement() {
        let stage = GestureStage()
        var fired: [String] = []
        let single = UITapGestureRecognizer { _ in fired.append("single") }
        let double = UITapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.05)
        #expect(fired == ["single"])
        stage.down(52, 50, at: 0.15)
        stage.up(52, 50, at: 0.2)
        #expect(fired == ["single", "double"])
        stage.app.advanceTime(to: 1)
        #expect(fired == ["single", "double"])
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("With no failure requirement, one tap fires only the single tap")
    func singleAloneWithoutRequirement() {
        let stage = GestureStage()
        var fired: [String] = []
        let single = UITapGestureRecognizer { _ in fired.append("single") }
        let double = UITapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        stage.view.addGestureRecognizer(double)  // the double tap first: the order does not matter
        stage.view.addGestureRecognizer(single)
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.05)
        stage.app.advanceTime(to: 1)
        #expect(fired == ["single"])
        stage.down(50, 50, at: 2)
        stage.up(50, 50, at: 2.05)
        stage.down(50, 50, at: 2.15)
        stage.up(50, 50, at: 2.2)
        #expect(fired == ["single", "single", "double"])
    }

    @Test("A double tap's location, and its touches' locations, are the first tap's")
    func multiTapLocationIsTheFirstTap() {
        let stage = GestureStage()
        var location = CGPoint.zero
        var touchLocation = CGPoint.zero
        let double = UITapGestureRecognizer { recognizer in
            location = recognizer.location(in: stage.view)
            touchLocation = recognizer.location(ofTouch: 0, in: stage.view)
        }
        double.numberOfTapsRequired = 2
        stage.view.addGestureRecognizer(double)
        stage.down(50, 60, at: 0)
        stage.up(50, 60, at: 0.05)
        stage.down(70, 75, at: 0.15)
        stage.up(70, 75, at: 0.2)
        #expect(location == CGPoint(x: 50, y: 60))
        #expect(touchLocation == CGPoint(x: 50, y: 60))
    }
}
