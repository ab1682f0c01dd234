import Synchronization

/// The lines a scene prints, collected in order.
///
/// The articles' snippets call `print(...)`. In this test target that name resolves to
/// ``print(_:separator:terminator:)`` below, which appends to the log of the scene that is running
/// (a task-local, so nothing is shared between scenes or tests running side by side) — so the
/// snippets keep their text verbatim and their output becomes a scene's result.
final class SceneLog: Sendable {
    /// The log of the scene running in this task, if any.
    @TaskLocal static var current: SceneLog?

    private let storage = Mutex<[String]>([])

    /// The lines logged so far.
    var lines: [String] { storage.withLock { $0 } }

    /// Appends one line.
    func append(_ line: String) {
        storage.withLock { $0.append(line) }
    }
}

/// Shadows the standard library's `print` in this test target: while a scene runs, the printed
/// text becomes lines of that scene's log (split at newlines, the terminator ending the line);
/// outside a scene it falls through to the standard output.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    guard let log = SceneLog.current else {
        Swift.print(text, terminator: terminator)
        return
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        log.append(String(line))
    }
}
