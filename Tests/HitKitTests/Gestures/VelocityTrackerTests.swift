import Foundation
import HitKit
import Testing

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("No samples, or one, give no velocity")
    func tooFewSamples() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == .zero)
        tracker.addSample(CGPoint(x: 5, y: 5), at: 1)
        #expect(tracker.velocity() == .zero)
    }

    @Test("Two samples give their difference over time")
    func twoSamples() {
        var tracker = VelocityTracker()
        tracker.addSample(CGPoint(x: 0, y: 0), at: 1)
        tracker.addSample(CGPoint(x: 3, y: -1), at: 1.01)
        #expect(close(tracker.velocity(), CGPoint(x: 300, y: -100)))
    }

    @Test("Constant velocity is estimated exactly, even with uneven sampling")
    func constantVelocity() {
        var tracker = VelocityTracker()
        let times: [TimeInterval] = [0, 0.007, 0.021, 0.03, 0.046, 0.05, 0.069, 0.08]
        for time in times {
            tracker.addSample(CGPoint(x: 10 + 250 * time, y: 40 - 800 * time), at: time)
        }
        #expect(close(tracker.velocity(), CGPoint(x: 250, y: -800), within: 1e-6))
    }

    @Test("Constant acceleration is estimated exactly at the newest sample")
    func constantAcceleration() {
        var tracker = VelocityTracker()
        for step in 0...10 {
            let time = Double(step) * 0.008
            tracker.addSample(CGPoint(x: 1500 * time * time, y: 100 * time - 900 * time * time), at: time)
        }
        let end = 0.08
        #expect(close(tracker.velocity(), CGPoint(x: 3000 * end, y: 100 - 1800 * end), within: 1e-4))
    }

    @Test("Only samples within the horizon of the newest are kept")
    func horizon() {
        var tracker = VelocityTracker()
        // Slow for a while, then fast: only the fast part is within the horizon.
        var position: CGFloat = 0
        var time: TimeInterval = 0
        for _ in 0..<30 {
            tracker.addSample(CGPoint(x: position, y: 0), at: time)
            position += 1
            time += 0.01
        }
        for _ in 0..<15 {
            tracker.addSample(CGPoint(x: position, y: 0), at: time)
            position += 10
            time += 0.01
        }
        let newest = tracker.samples.last!.time
        #expect(tracker.samples.allSatisfy { newest - $0.time <= HitKitDefaults.velocityHorizon + 1e-9 })
        #expect(close(tracker.velocity(), CGPoint(x: 1000, y: 0), within: 1e-6))
    }

    @Test("At most the maximum number of samples are kept")
    func sampleLimit() {
        var tracker = VelocityTracker()
        for step in 0..<50 {
            tracker.addSample(CGPoint(x: CGFloat(step), y: 0), at: Double(step) * 0.001)
        }
        #expect(tracker.samples.count == HitKitDefaults.velocityMaximumSampleCount)
        #expect(close(tracker.velocity(), CGPoint(x: 1000, y: 0), within: 1e-6))
    }

    @Test("A pause longer than the stopped interval forgets the movement before it")
    func pauseForgetsOlderSamples() {
        var tracker = VelocityTracker()
        tracker.addSample(CGPoint(x: 0, y: 0), at: 0)
        tracker.addSample(CGPoint(x: 10, y: 0), at: 0.01)
        tracker.addSample(CGPoint(x: 10, y: 0), at: 0.01 + HitKitDefaults.velocityStoppedInterval + 0.01)
        #expect(tracker.samples.count == 1)
        #expect(tracker.velocity() == .zero)
    }

    @Test("velocity(at:) is zero once the point has rested, the estimate before that")
    func velocityAtTime() {
        var tracker = VelocityTracker()
        tracker.addSample(CGPoint(x: 0, y: 0), at: 0)
        tracker.addSample(CGPoint(x: 5, y: 0), at: 0.01)
        #expect(close(tracker.velocity(at: 0.02), CGPoint(x: 500, y: 0)))
        #expect(tracker.velocity(at: 0.01 + HitKitDefaults.velocityStoppedInterval + 0.001) == .zero)
    }

    @Test("Samples going back in time, and non-finite ones, are ignored; reset forgets all")
    func badSamplesAndReset() {
        var tracker = VelocityTracker()
        tracker.addSample(CGPoint(x: 0, y: 0), at: 1)
        tracker.addSample(CGPoint(x: 50, y: 0), at: 0.5)
        tracker.addSample(CGPoint(x: CGFloat.nan, y: 0), at: 1.01)
        tracker.addSample(CGPoint(x: 1, y: 0), at: .infinity)
        #expect(tracker.samples.count == 1)
        tracker.addSample(CGPoint(x: 2, y: 0), at: 1.01)
        #expect(close(tracker.velocity(), CGPoint(x: 200, y: 0)))
        tracker.reset()
        #expect(tracker.samples.isEmpty)
        #expect(tracker.velocity() == .zero)
    }

    @Test("Samples at one instant give no velocity rather than dividing by zero")
    func simultaneousSamples() {
        var tracker = VelocityTracker()
        tracker.addSample(CGPoint(x: 0, y: 0), at: 1)
        tracker.addSample(CGPoint(x: 10, y: 0), at: 1)
        #expect(tracker.velocity() == .zero)
        tracker.addSample(CGPoint(x: 20, y: 0), at: 1.01)
        let velocity = tracker.velocity()
        #expect(velocity.x.isFinite && velocity.x > 0)
    }
}
