import Foundation
import HitKit
import HitKitInspector
import Testing

@Suite("Hostile but valid input: a 1 MiB scene, full inputs, a 100,000-sample gesture")
@MainActor
struct InspectorHostileInputTests {
    /// A scene of `containers` × `perContainer` small views, each line padded with a comment to about
    /// `lineBytes` bytes.
    static func bigScene(containers: Int, perContainer: Int, lineBytes: Int) -> String {
        var yaml = "views:\n"
        for container in 0..<containers {
            yaml += "  - name: c\(container)\n    frame: [0, \(container * 6), 320, 6]\n    subviews:\n"
            for index in 0..<perContainer {
                var line = "      - {name: v\(container)_\(index), frame: [\(index * 3), 0, 3, 6]}"
                line += " # " + String(repeating: "x", count: max(0, lineBytes - line.count - 3))
                yaml += line + "\n"
            }
        }
        return yaml
    }

    static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let duration = clock.measure(body)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    @Test("A 1 MiB scene of 8,000 views edits, taps, hovers (without a fix search) and maps")
    func megabyteScene() throws {
        let yaml = Self.bigScene(containers: 80, perContainer: 100, lineBytes: 126)
            + "  - {name: cover, frame: [0, 0, 20, 20]}\n"
        #expect(yaml.utf8.count > 1_000_000 && yaml.utf8.count < 1 << 20)
        let client = InspectorClient(example: InspectorSessionTests.seed)
        var edited: [[String: Any]] = []
        let editTime = Self.seconds { edited = client.send(["type": "edit", "yaml": yaml]) }
        let scene = try #require(edited.first)
        #expect(scene["type"] as? String == "scene")
        #expect((scene["items"] as? [Any])?.count == 8_082)  // the window, 80 containers, 8,000 views and the cover
        var tapped: [[String: Any]] = []
        let tapTime = Self.seconds { tapped = client.tap(151, 100) }
        #expect(traceLines(tapped).contains("touch 1 bound to <v16_50>"))
        var hover: [String: Any] = [:]
        let hoverTime = Self.seconds { hover = client.send(["type": "hover", "x": 1, "y": 1]).first ?? [:] }
        #expect(hover["hit"] as? String == "cover")
        #expect((hover["under"] as? [[String: Any]])?.first?["view"] as? String == "v0_0")
        #expect((hover["fixNote"] as? String)?.contains("400 views") == true)
        var map: [String: Any] = [:]
        let mapTime = Self.seconds { map = client.send(["type": "hitmap", "step": 4]).first ?? [:] }
        #expect((map["cells"] as? [Int])?.count == 80 * 120)
        print("1 MiB scene: edit \(editTime) s, tap \(tapTime) s, hover \(hoverTime) s, hitmap \(mapTime) s")
    }

    @Test("An over-long scene edit is refused before it is read")
    func tooLong() throws {
        var limits = InspectorLimits()
        limits.maximumYAMLBytes = 1_000
        let client = InspectorClient(InspectorScene(exampleID: InspectorSessionTests.seed), limits: limits)
        let reply = client.send(["type": "edit", "yaml": String(repeating: "#", count: 2_000)])
        #expect(reply.first?["field"] as? String == "yaml")
    }

    /// Sends a gesture of `samples` samples, 64 a message: one finger down, moves, up.
    /// Only the `gesture` replies are read back.
    static func longGesture(samples: Int, client: InspectorClient) -> [[String: Any]] {
        var replies: [[String: Any]] = []
        var sent = 0
        while sent < samples {
            var batch: [String] = []
            while batch.count < 64, sent < samples {
                let phase = sent == 0 ? "down" : (sent == samples - 1 ? "up" : "move")
                client.pageTime += 1
                batch.append(
                    #"{"id":1,"phase":"\#(phase)","x":\#(10 + sent % 200),"y":10,"t":\#(client.pageTime)}"#)
                sent += 1
            }
            client.receivedAt += 0.01
            let texts = client.session.receive(
                #"{"type":"input","samples":["# + batch.joined(separator: ",") + "]}", receivedAt: client.receivedAt)
            replies += texts.filter { $0.hasPrefix(#"{"type":"gesture""#) }.map(InspectorClient.object)
        }
        return replies
    }

    @Test("A 100,000-sample gesture is recorded in time linear in its samples; past the limit samples are left out")
    func longRecording() throws {
        let small = InspectorClient(example: InspectorSessionTests.seed)
        let smallTime = Self.seconds { _ = Self.longGesture(samples: 25_000, client: small) }
        let large = InspectorClient(example: InspectorSessionTests.seed)
        var replies: [[String: Any]] = []
        let largeTime = Self.seconds { replies = Self.longGesture(samples: 100_000, client: large) }
        let gesture = try #require(replies.last { $0["type"] as? String == "gesture" })
        #expect(gesture["samples"] as? Int == 100_000)
        print("recording 25,000 samples: \(smallTime) s; 100,000 samples: \(largeTime) s")
        #expect(largeTime < smallTime * 8, "4× the samples took \(largeTime / smallTime)× the time")
        var limits = InspectorLimits()
        limits.maximumRecordedSamples = 1_000
        let capped = InspectorClient(InspectorScene(exampleID: InspectorSessionTests.seed), limits: limits)
        let cappedGesture = try #require(
            Self.longGesture(samples: 1_500, client: capped).last { $0["type"] as? String == "gesture" })
        #expect(cappedGesture["samples"] as? Int == 1_000)
        #expect(cappedGesture["leftOut"] as? Int == 500)
    }
}
