import HummingbirdWebSocket

/// Joins a WebSocket message's frames, keeping at most `maxBytes` of it: a longer message is counted and
/// dropped, not kept, so that the session can answer it with an error and go on.
///
/// Hummingbird's own `messages(maxSize:)` closes the connection on an oversized message or bad UTF-8;
/// the inspector answers both and keeps the session working.
struct MessageAssembler {
    /// A whole message, as the session takes it.
    enum Message: Equatable {
        /// A text message, valid UTF-8.
        case text(String)
        /// A text message that is not valid UTF-8.
        case invalidUTF8(byteCount: Int)
        /// A binary message (the protocol has none).
        case binary(byteCount: Int)
        /// A message longer than `maxBytes`, dropped.
        case oversized(byteCount: Int)
    }

    /// The longest message kept, in bytes.
    let maxBytes: Int
    private var isText = false
    private var inMessage = false
    private var bytes: [UInt8] = []
    private var byteCount = 0

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    /// Adds a frame; returns the message it completes, if any. A continuation frame with no message
    /// begun, or a new message before the last one ended, starts afresh (the frame decoder normally
    /// rejects both).
    mutating func add(opcode: WebSocketDataFrame.Opcode, fin: Bool, payload: some Collection<UInt8>) -> Message? {
        switch opcode {
        case .text, .binary:
            isText = opcode == .text
            inMessage = true
            bytes.removeAll(keepingCapacity: false)
            byteCount = 0
        case .continuation:
            guard inMessage else { return nil }
        }
        byteCount += payload.count
        if byteCount <= maxBytes {
            bytes.append(contentsOf: payload)
        } else if !bytes.isEmpty {
            bytes.removeAll(keepingCapacity: false)
        }
        guard fin else { return nil }
        inMessage = false
        defer { bytes.removeAll(keepingCapacity: false) }
        if byteCount > maxBytes { return .oversized(byteCount: byteCount) }
        guard isText else { return .binary(byteCount: byteCount) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .invalidUTF8(byteCount: byteCount) }
        return .text(text)
    }
}
