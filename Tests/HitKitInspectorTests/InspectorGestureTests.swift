import Foundation
import HitKit
import HitKitInspector
import Testing

@Suite("Gestures in a session: control events, timers from ticks, the timeline, what-if and export")
@MainActor
struct InspectorGestureTests {
    static let playground = "gesture-playground"

    @Test("Dragging off a button sends touchDragExit, then touchUpOutside on the lift, and the gesture's outcome")
    func dragOffButton() throws {
        let client = InspectorClient(example: Self.playground)
        var all = client.input("down", 160, 65)
        for y in stride(from: 80.0, through: 220, by: 20) {
            client.pageTime += 30
            all += client.input("move", 160, y)
        }
        client.pageTime += 30
        all += client.input("up", 160, 220)
        let lines = traceLines(all)
        #expect(lines.contains("control <button> touchDragExit"))
        #expect(lines.contains("control <button> touchUpOutside"))
        #expect(!lines.contains("control <button> touchUpInside"))
        let gesture = try #require(replies(all, ofType: "gesture").first)
        let outcome = try #require(gesture["outcome"] as? [String: Any])
        let events = try #require(outcome["controlEvents"] as? [[String: Any]])
        #expect(events.contains { $0["event"] as? String == "touchUpOutside" })
        #expect(gesture["samples"] as? Int == 10)
    }

    @Test("A long press fires from ticks alone, with no input while the finger rests")
    func longPressFromTicks() throws {
        let client = InspectorClient(example: Self.playground)
        let down = client.input("down", 85, 200)
        #expect(!traceLines(down).contains { $0.contains("<long press>") && $0.contains("began") })
        var ticks: [[String: Any]] = []
        for _ in 0..<8 { ticks += client.tick(after: 100) }
        let began = traceEvents(ticks, kind: "recognizer").filter {
            $0["recognizer"] as? String == "long press" && $0["state"] as? String == "began"
        }
        #expect(began.count >= 1)
        #expect(traceEvents(ticks, kind: "log").contains { $0["text"] as? String == "long press began" })
        let quiet = client.tick(after: 16)
        #expect(quiet.isEmpty)
        client.pageTime += 10
        #expect(traceLines(client.input("up", 85, 200)).contains { $0.contains("<long press>") && $0.contains("ended") })
    }

    @Test("A double tap on a single tap that requires it to fail: the timeline gives the single tap's cause")
    func doubleTapTimeline() throws {
        let client = InspectorClient(example: Self.playground)
        let first = client.tap(235, 200)
        #expect(replies(first, ofType: "gesture").count == 1)
        client.tick(after: 50)
        let second = client.tap(235, 200)
        #expect(traceLines(second).contains { $0.hasPrefix("decision: <single tap> failed") })
        let gesture = try #require(replies(second, ofType: "gesture").last)
        #expect(gesture["samples"] as? Int == 4)
        let timeline = try #require(gesture["timeline"] as? [String: Any])
        let lanes = try #require(timeline["lanes"] as? [[String: Any]])
        let single = try #require(lanes.first { $0["name"] as? String == "single tap" })
        let steps = try #require(single["steps"] as? [[String: Any]])
        #expect(steps.contains { ($0["cause"] as? String)?.contains("double tap") == true })
        let outcome = try #require(gesture["outcome"] as? [String: Any])
        let ends = try #require(outcome["recognizers"] as? [[String: Any]])
        #expect(ends.contains { $0["name"] as? String == "double tap" && $0["state"] as? String == "recognized" })
    }

    @Test("Two fingers moving apart pinch: the trace shows the pinch recognizer's scale")
    func pinch() throws {
        let client = InspectorClient(example: Self.playground)
        var all = client.input([(1, "down", 130, 375), (2, "down", 190, 375)])
        for step in 1...6 {
            client.pageTime += 20
            let spread = 30 + Double(step) * 5
            all += client.input([(1, "move", 160 - spread, 375), (2, "move", 160 + spread, 375)])
        }
        let last = try #require(replies(all, ofType: "trace").last)
        let recognizers = try #require(last["recognizers"] as? [[String: Any]])
        let pinch = try #require(recognizers.first { $0["name"] as? String == "pinch" })
        #expect(["began", "changed"].contains(pinch["state"] as? String))
        #expect(abs((pinch["scale"] as? Double ?? 0) - 2) < 0.01)
        #expect(traceEvents(all, kind: "log").contains { $0["text"] as? String == "pinch began" })
        client.pageTime += 20
        client.input([(1, "up", 100, 375), (2, "up", 220, 375)])
    }

    @Test("Toggling blackView to pass-through replays the last tap: what-if moves it to the back button")
    func whatIf() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        #expect(client.send(["type": "replay"]).first?["type"] as? String == "error")
        client.tap(160, 270)
        let toggled = client.send(["type": "toggle", "view": "blackView", "field": "passThrough", "value": true])
        #expect(toggled.map { $0["type"] as? String } == ["scene", "whatif"])
        let whatIf = try #require(replies(toggled, ofType: "whatif").first)
        let changes = try #require(whatIf["changes"] as? [String])
        #expect(changes.contains { $0.contains("backButton") && $0.contains("blackView") })
        let after = try #require(whatIf["after"] as? [String: Any])
        let downs = try #require(after["touchDowns"] as? [[String: Any]])
        #expect(downs.first?["view"] as? String == "backButton")
        let replay = try #require(client.send(["type": "replay"]).first)
        #expect(replay["changes"] as? [String] == changes)
    }

    @Test("The timeline's frames redraw the scene as it was after each sample of the last gesture")
    func frames() throws {
        let client = InspectorClient(example: "scroll-button-in-scroll-view")
        client.input("down", 160, 300)
        for y in stride(from: 280.0, through: 200, by: -20) {
            client.pageTime += 20
            client.input("move", 160, y)
        }
        client.pageTime += 20
        client.input("up", 160, 200)
        let first = try #require(client.send(["type": "timeline", "index": 0]).first)
        #expect(first["type"] as? String == "frame")
        let last = try #require(client.send(["type": "timeline", "index": 6]).first)
        func buyTop(_ frame: [String: Any]) -> Double? {
            let items = frame["items"] as? [[String: Any]]
            return (items?.first { $0["name"] as? String == "buy" }?["corners"] as? [[Double]])?.first?[1]
        }
        #expect(buyTop(first) == 200)
        #expect((buyTop(last) ?? 200) < 200)
        #expect(client.send(["type": "timeline", "index": 99]).first?["field"] as? String == "index")
    }

    @Test("Export gives the last gesture as a touch script with exact times and a Swift Testing test")
    func export() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        #expect(client.send(["type": "export"]).first?["type"] as? String == "error")
        client.tap(160, 220)
        let export = try #require(client.send(["type": "export", "name": "tapFrontButton"]).first)
        #expect(export["type"] as? String == "export")
        let script = try #require(export["script"] as? String)
        #expect(script.contains("down 1 160,220 at 1s"))
        #expect(script.contains("up 1 160,220 at 1.05s"))
        let swift = try #require(export["swift"] as? String)
        #expect(swift.contains("@Test"))
        #expect(swift.contains("tapFrontButton"))
        #expect(swift.contains("touchUpInside"))
    }
}
