import FuzzSupport
import HitKitInspector

// Any bytes, as a sequence of inspector messages (one a line, at most 16) sent to one session on the gesture
// playground: each is answered (an `error` when it is bad) and the session keeps working. Never a crash or a hang.
FuzzDriver.run { data, size in
    let text = FuzzInput.text(data, size)
    MainActor.assumeIsolated {
        let session = InspectorSession(scene: InspectorScene(exampleID: "gesture-playground"))
        _ = session.start()
        var receivedAt = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(16) {
            receivedAt += 0.01
            _ = session.receive(String(line), receivedAt: receivedAt)
        }
        // The whole input as one message too: a message may hold newlines inside its strings.
        _ = session.receive(text, receivedAt: receivedAt + 0.01)
        // Still working: a tap on the button is traced.
        let replies = session.receive(
            #"{"type":"input","samples":[{"id":900,"phase":"down","x":160,"y":65,"t":1e12},"#
                + #"{"id":900,"phase":"up","x":160,"y":65,"t":1e12}]}"#, receivedAt: receivedAt + 0.02)
        guard replies.contains(where: { $0.hasPrefix(#"{"type":"trace""#) }) else {
            fatalError("the session stopped answering input after: \(text.prefix(200))")
        }
    }
    return 0
}
