import Foundation
import Testing

@testable import HitKit

@MainActor
@Suite("CAKeyframeAnimation and CAAnimationGroup values")
struct CAKeyframeAnimationTests {
    private func keyframes(_ values: [Any], _ keyTimes: [NSNumber]? = nil) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "x")
        animation.values = values
        animation.keyTimes = keyTimes
        animation.duration = 1
        return animation
    }

    private func value(_ animation: CAAnimation, _ time: Double) -> Double? {
        // Interpolated numbers come back as CGFloat, keyframe and underlying values as they were given.
        guard case .number(let number)? = AnimationValue(animation.value(forKeyPath: "x", atTime: time, over: -1.0))
        else { return nil }
        return number
    }

    @Test("Linear keyframes interpolate between the values around the time, at their key times")
    func linear() {
        let animation = keyframes([0, 10, 20], [0, 0.25, 1])
        #expect(value(animation, 0.125) == 5)
        #expect(value(animation, 0.625) == 15)
        #expect(value(animation, 0) == 0)
        let even = keyframes([0, 10, 40])
        #expect(value(even, 0.25) == 5 && value(even, 0.75) == 25)
        let single = keyframes([7])
        #expect(value(single, 0.5) == 7)
        #expect(value(keyframes([]), 0.5) == -1)
    }

    @Test("Key times that do not fit the values are ignored and the keyframes spaced evenly")
    func invalidKeyTimes() {
        for times: [NSNumber] in [
            [0, 0.5], [0.1, 0.5, 1], [0, 0.8, 0.4], [0, .init(value: Double.nan), 1], [0, 0.5, 0.9],
        ] {
            #expect(value(keyframes([0, 10, 20], times), 0.25) == 5)
        }
    }

    @Test("Each segment is paced by its own timing function")
    func segmentTimingFunctions() {
        let animation = keyframes([0, 10, 20], [0, 0.5, 1])
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        animation.timingFunctions = [easeIn]
        #expect(value(animation, 0.25) == 10 * easeIn.progress(atTimeFraction: 0.5))
        #expect(value(animation, 0.75) == 15)
    }

    @Test("Discrete keyframes hold each value from its key time until the next")
    func discrete() {
        let animation = keyframes([0, 10, 60], [0, 0.25, 0.75, 1])
        animation.calculationMode = .discrete
        #expect(value(animation, 0.2) == 0 && value(animation, 0.25) == 10 && value(animation, 0.8) == 60)
        let even = keyframes([0, 10, 60])
        even.calculationMode = .discrete
        even.fillMode = .forwards
        #expect(value(even, 0.3) == 0 && value(even, 0.34) == 10 && value(even, 0.99) == 60)
        #expect(value(even, 1) == 60)
        let sameCount = keyframes([0, 10, 60], [0, 0.5, 1])
        sameCount.calculationMode = .discrete
        sameCount.fillMode = .forwards
        #expect(value(sameCount, 0.6) == 10 && value(sameCount, 1) == 60)
    }

    @Test("Paced keyframes share the time by distance and ignore key times")
    func paced() {
        let animation = keyframes([0, 10, 40], [0, 0.9, 1])
        animation.calculationMode = .paced
        #expect(value(animation, 0.125) == 5)
        #expect(value(animation, 0.5) == 20)
        let points = CAKeyframeAnimation(keyPath: "x")
        points.values = [CGPoint.zero, CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 9)]
        points.calculationMode = .paced
        points.duration = 1
        #expect(points.value(forKeyPath: "x", atTime: 0.75, over: nil) as? CGPoint == CGPoint(x: 3, y: 6.5))
        let words = CAKeyframeAnimation(keyPath: "x")
        words.values = ["a", "b", "c"]
        words.keyTimes = [0, 0.9, 1]
        words.calculationMode = .paced
        words.duration = 1
        #expect(words.value(forKeyPath: "x", atTime: 0.4, over: nil) as? String == "b")
        let still = keyframes([5, 5, 5])
        still.calculationMode = .paced
        #expect(value(still, 0.4) == 5)
    }

    @Test("A cumulative keyframe animation builds on its last value")
    func cumulative() {
        let animation = keyframes([0, 10])
        animation.isCumulative = true
        animation.repeatCount = 2
        #expect(value(animation, 1.5) == 15)
    }

    @Test("A group times its animations in its own time, clips them and applies them in order")
    func group() {
        let late = CABasicAnimation(keyPath: "x")
        late.fromValue = 0
        late.toValue = 100
        late.duration = 1
        late.beginTime = 0.5
        late.fillMode = .backwards
        let nudge = CABasicAnimation(keyPath: "x")
        nudge.fromValue = 1
        nudge.toValue = 1
        nudge.isAdditive = true
        nudge.duration = 10
        let group = CAAnimationGroup()
        group.animations = [late, nudge]
        group.duration = 1
        group.beginTime = 2
        #expect(value(group, 2.75) == 26)
        #expect(value(group, 2.25) == 1)
        #expect(value(group, 3.5) == -1)
        group.speed = 0.5
        #expect(value(group, 3.5) == 26)
        #expect(value(CAAnimationGroup(), 0.1) == -1)
    }

    @Test("A group that fills forwards holds its animations' last values, though they do not fill themselves")
    func groupFillsForwards() {
        let move = CABasicAnimation(keyPath: "x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        #expect(value(group, 0.5) == 50)
        #expect(value(group, 1) == 100)
        #expect(value(group, 7) == 100)
    }
}
