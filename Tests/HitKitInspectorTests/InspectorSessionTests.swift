import Foundation
import HitKit
import HitKitInspector
import Testing

@Suite("An inspector session: the scene, touches and the live trace")
@MainActor
struct InspectorSessionTests {
    static let seed = "001-touch-back-button-behind-black-view"

    @Test("The first message is the scene: its text, the examples with titles and the drawing")
    func start() throws {
        let client = InspectorClient(example: Self.seed)
        let first = client.session.start().map(InspectorClient.object)
        #expect(first.count == 1)
        let scene = try #require(first.first)
        #expect(scene["type"] as? String == "scene")
        #expect((scene["yaml"] as? String)?.contains("blackView") == true)
        let examples = try #require(scene["examples"] as? [[String: Any]])
        #expect(examples.contains { $0["id"] as? String == Self.seed && ($0["title"] as? String)?.isEmpty == false })
        let items = try #require(scene["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["UIWindow", "rootView", "backButton", "blackView", "frontButton"])
        let back = try #require(items.first { $0["name"] as? String == "backButton" })
        #expect(back["corners"] as? [[Double]] == [[100, 250], [220, 250], [220, 294], [100, 294]])
        #expect(back["control"] as? Bool == true)
        #expect(scene["bounds"] as? [Double] == [0, 0, 320, 480])
    }

    @Test("An unknown example or a broken scene file starts an empty scene and reports the error")
    func badStart() throws {
        let client = InspectorClient(yaml: "views:\n  - {name: a, frame: [0, 0, oops]}\n")
        let first = client.session.start().map(InspectorClient.object)
        #expect(first.map { $0["type"] as? String } == ["scene", "error"])
        #expect(first[1]["line"] as? Int == 2)
        #expect((first[1]["field"] as? String)?.contains("frame") == true)
        let missing = InspectorClient(example: "no-such-example").session.start().map(InspectorClient.object)
        #expect(missing.map { $0["type"] as? String } == ["scene", "error"])
        #expect((missing[1]["message"] as? String)?.contains("no-such-example") == true)
    }

    @Test("Tapping FrontButton traces the hit test, the deliveries and the control's touchUpInside")
    func tapFrontButton() throws {
        let client = InspectorClient(example: Self.seed)
        let down = client.input("down", 160, 220)
        let lines = traceLines(down)
        #expect(lines.contains("touch 1 bound to <frontButton>"))
        #expect(lines.contains("touchesBegan → <frontButton> [touch 1]"))
        let trace = try #require(replies(down, ofType: "trace").first)
        #expect(trace["highlighted"] as? [String] == ["frontButton"])
        #expect((trace["touches"] as? [[String: Any]])?.first?["view"] as? String == "frontButton")
        client.pageTime += 40
        let up = client.input("up", 160, 220)
        #expect(traceLines(up).contains("control <frontButton> touchUpInside"))
        let controls = traceEvents(up, kind: "control")
        #expect(controls.contains { $0["view"] as? String == "frontButton" && $0["state"] as? String == "touchUpInside" })
        #expect(replies(up, ofType: "trace").last?["highlighted"] as? [String] == [])
        #expect(replies(up, ofType: "gesture").count == 1)
    }

    @Test("Tapping BlackView and an empty spot trace where the touch went")
    func tapBlackViewAndNothing() {
        let client = InspectorClient(example: Self.seed)
        #expect(traceLines(client.tap(160, 270)).contains("touch 1 bound to <blackView>"))
        client.pageTime += 1_000
        let lines = traceLines(client.tap(10, 470))
        #expect(lines.contains("touch 1 bound to <rootView>"))
        let outside = InspectorClient(yaml: "windows:\n  - {frame: [0, 0, 100, 100]}\n")
        #expect(traceLines(outside.tap(300, 300)).contains("touch 1 bound to nothing"))
    }

    @Test("The page's times become virtual seconds from the first input, never going backwards")
    func virtualTime() throws {
        let client = InspectorClient(example: Self.seed)
        client.pageTime = 5_000
        let down = try #require(replies(client.input("down", 160, 220), ofType: "trace").first)
        #expect(down["t"] as? Double == 1)
        client.pageTime = 5_250
        let move = try #require(replies(client.input("move", 161, 220), ofType: "trace").first)
        #expect(move["t"] as? Double == 1.25)
        client.pageTime = 4_000
        let back = try #require(replies(client.input("up", 161, 220), ofType: "trace").first)
        #expect(back["t"] as? Double == 1.25)
    }

    @Test("A malformed or oversized message gets an error and the session keeps working")
    func badMessages() throws {
        let client = InspectorClient(example: Self.seed)
        let bad = client.send("{not json")
        #expect(bad.map { $0["type"] as? String } == ["error"])
        let oversized = client.session.receiveOversized(byteCount: 5_000_000).map(InspectorClient.object)
        #expect(oversized.first?["type"] as? String == "error")
        #expect((oversized.first?["message"] as? String)?.contains("5000000") == true)
        let wrong = client.send(#"{"type":"input","samples":[{"id":1,"phase":"down","x":"left","y":2,"t":3}]}"#)
        #expect(wrong.first?["field"] as? String == "samples[0].x")
        #expect(traceLines(client.tap(160, 220)).contains("control <frontButton> touchUpInside"))
    }

    @Test("Messages beyond the rate are dropped with one error, and the session goes on when the rate falls")
    func rateLimit() {
        var limits = InspectorLimits()
        limits.maximumMessagesPerSecond = 10
        let session = InspectorSession(scene: InspectorScene(exampleID: Self.seed), limits: limits)
        let hover = #"{"type":"hitmap","step":64}"#
        var errors = 0
        var silent = 0
        for _ in 0..<30 {
            let replies = session.receive(hover, receivedAt: 100).map(InspectorClient.object)
            if replies.isEmpty { silent += 1 }
            errors += replies.filter { $0["type"] as? String == "error" }.count
        }
        #expect(errors == 1)
        #expect(silent == 19)
        let later = session.receive(hover, receivedAt: 101).map(InspectorClient.object)
        #expect(later.first?["type"] as? String == "hitmap")
    }
}

@Suite("The scroll view's content-touch delay in the live trace")
@MainActor
struct InspectorDelayTests {
    @Test("A touch on a button in a scroll view is held until the delay ends, and the trace says until when")
    func delay() throws {
        let client = InspectorClient(example: "scroll-button-in-scroll-view")
        let down = try #require(replies(client.input("down", 160, 222), ofType: "trace").first)
        let delay = try #require(down["delay"] as? [String: Any])
        #expect(delay["view"] as? String == "list")
        #expect(delay["held"] as? String == "buy")
        #expect(abs((delay["until"] as? Double ?? 0) - 1.15) < 1e-9)
        #expect(!traceLines([down]).contains("touchesBegan → <buy> [touch 1]"))
        let released = client.tick(after: 200)
        #expect(traceLines(released).contains("touchesBegan → <buy> [touch 1]"))
        #expect(replies(released, ofType: "trace").last?["delay"] is NSNull)
    }
}
