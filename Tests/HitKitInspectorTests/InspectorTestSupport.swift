import Foundation
import HitKit
import HitKitInspector
import Testing

/// A session under test, with a clock for `receivedAt` and helpers that send messages and read replies as
/// JSON objects.
@MainActor
final class InspectorClient {
    let session: InspectorSession
    /// The transport's time, in seconds, advanced by 10 ms a message (well within the rate limit).
    var receivedAt = 0.0
    /// The page's time, in milliseconds, for input and ticks.
    var pageTime = 1_000.0

    init(_ scene: InspectorScene, limits: InspectorLimits = .init()) {
        session = InspectorSession(scene: scene, limits: limits)
    }

    convenience init(example: String) {
        self.init(InspectorScene(exampleID: example))
    }

    convenience init(yaml: String) {
        self.init(InspectorScene(text: yaml, name: "scene.yaml"))
    }

    /// Sends `text` and returns the replies as objects.
    @discardableResult
    func send(_ text: String) -> [[String: Any]] {
        receivedAt += 0.01
        return session.receive(text, receivedAt: receivedAt).map(Self.object)
    }

    /// Sends `object` as JSON.
    @discardableResult
    func send(_ object: [String: Any]) -> [[String: Any]] {
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return send(String(decoding: data, as: UTF8.self))
    }

    static func object(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? ["unparsed": text]
    }

    /// One input sample message at the page's current time.
    @discardableResult
    func input(_ phase: String, _ x: Double, _ y: Double, id: Int = 1) -> [[String: Any]] {
        send(["type": "input", "samples": [["id": id, "phase": phase, "x": x, "y": y, "t": pageTime]]])
    }

    /// Several fingers changing together.
    @discardableResult
    func input(_ samples: [(id: Int, phase: String, x: Double, y: Double)]) -> [[String: Any]] {
        send([
            "type": "input",
            "samples": samples.map { ["id": $0.id, "phase": $0.phase, "x": $0.x, "y": $0.y, "t": pageTime] },
        ])
    }

    /// Moves the page's time on by `milliseconds` and sends a tick.
    @discardableResult
    func tick(after milliseconds: Double) -> [[String: Any]] {
        pageTime += milliseconds
        return send(["type": "tick", "t": pageTime])
    }

    /// A tap at a point: down, then up 50 ms later.
    @discardableResult
    func tap(_ x: Double, _ y: Double, id: Int = 1) -> [[String: Any]] {
        var replies = input("down", x, y, id: id)
        pageTime += 50
        replies += input("up", x, y, id: id)
        return replies
    }
}

/// The replies of `type`.
func replies(_ replies: [[String: Any]], ofType type: String) -> [[String: Any]] {
    replies.filter { $0["type"] as? String == type }
}

/// Every trace event's text in `replies`, in order.
func traceLines(_ replies: [[String: Any]]) -> [String] {
    replies.flatMap { reply -> [String] in
        guard reply["type"] as? String == "trace", let events = reply["events"] as? [[String: Any]] else { return [] }
        return events.compactMap { $0["text"] as? String }
    }
}

/// Every trace event of `kind` in `replies`.
func traceEvents(_ replies: [[String: Any]], kind: String) -> [[String: Any]] {
    replies.flatMap { reply -> [[String: Any]] in
        guard reply["type"] as? String == "trace", let events = reply["events"] as? [[String: Any]] else { return [] }
        return events.filter { $0["kind"] as? String == kind }
    }
}
