import HitKit
import HitKitScenes
import Testing

/// The timeline: lanes per finger and recognizer, each step with its cause, and the deliveries.
@MainActor
@Suite("Recording: the gesture timeline")
struct GestureTimelineTests {
    private func lane(_ name: String, _ timeline: GestureTimeline) throws -> GestureTimeline.Lane {
        try #require(timeline.lanes.first { $0.name == name })
    }

    @Test("A finger's lane goes down on its view, moves and lifts, at the samples' times")
    func fingerLane() throws {
        let timeline = try recording(fixtureScene("recording-playground.yaml"), "drag 80,40 -> 80,200").timeline
        let finger = try lane("finger 1", timeline)
        #expect(finger.kind == .finger)
        #expect(finger.view == "pushButton")
        #expect(finger.steps.map(\.state) == ["down"] + Array(repeating: "move", count: 10) + ["up"])
        #expect(finger.steps.first?.cause == "lands on pushButton")
        #expect(finger.steps.map(\.time) == timeline.sampleTimes)
        #expect(timeline.deliveries.first?.view == "pushButton")
        #expect(timeline.deliveries.first?.phase == "began")
    }

    @Test("A single tap waits for the double tap, is released when it fails and recognizes; the cause says so")
    func requireToFail() throws {
        let timeline = try recording(fixtureScene("recording-playground.yaml"), "tap 160,260").timeline
        let single = try lane("single tap", timeline)
        #expect(single.view == "tapPad")
        #expect(single.steps.first?.state == "possible")
        #expect(single.steps.contains { $0.cause?.contains("waits: it requires double tap to fail") == true })
        #expect(single.steps.last?.state == "recognized")
        let double = try lane("double tap", timeline)
        let failed = try #require(double.steps.first { $0.state == "failed" })
        #expect(failed.cause?.contains("needs 2 taps") == true)
        #expect(failed.time > 1.1)
    }

    @Test("A double tap's recognition makes the single tap fail, with the prevention as its cause")
    func prevention() throws {
        let timeline = try recording(fixtureScene("recording-playground.yaml"), "double-tap 160,260").timeline
        let single = try lane("single tap", timeline)
        let failed = try #require(single.steps.first { $0.state == "failed" })
        #expect(failed.cause == "it requires double tap to fail, and that recognized")
        #expect(try lane("double tap", timeline).steps.contains { $0.state == "recognized" })
    }

    @Test("A tap that moves too far fails for its movement")
    func movement() throws {
        let timeline = try recording(fixtureScene("recording-playground.yaml"), "drag 60,230 -> 160,230").timeline
        let failed = try #require(try lane("double tap", timeline).steps.first { $0.state == "failed" })
        #expect(failed.cause?.contains("points, past the tap's 45-point limit") == true, "\(failed)")
    }

    @Test("A recognizer that takes a view's touch cancels its delivery, and the delivery says by whom")
    func cancelledDelivery() throws {
        let timeline = try recording(fixtureScene("explain-gestures.yaml"), "tap 60,300").timeline
        let cancelled = try #require(timeline.deliveries.first { $0.status == .cancelled })
        #expect(cancelled.view == "sticker")
        #expect(cancelled.cause?.contains("board tap cancels the touches of sticker") == true)
    }

    @Test("A control refusing a parent's tap is the parent tap's cause of failure")
    func controlRefuses() throws {
        let timeline = try recording(fixtureScene("explain-gestures.yaml"), "tap 220,280").timeline
        let failed = try #require(try lane("board tap", timeline).steps.first { $0.state == "failed" })
        #expect(failed.cause?.contains("refuses a parent's single tap") == true)
    }

    @Test("A timeline survives a JSON round trip")
    func codable() throws {
        let timeline = try recording(fixtureScene("recording-playground.yaml"), "double-tap 160,260").timeline
        let data = try JSONEncoder().encode(timeline)
        #expect(try JSONDecoder().decode(GestureTimeline.self, from: data) == timeline)
    }
}
