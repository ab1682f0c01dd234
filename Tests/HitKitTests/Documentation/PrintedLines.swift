import Synchronization

/// Collects what documentation examples print, so their code runs verbatim in a test.
///
/// A test file that runs an example declares a file-private `print` that appends to
/// ``current`` (see ``ReadmeExampleTests``); the example's `print` calls resolve to it, and
/// outside a capture it prints as usual.
final class PrintedLines: Sendable {
    /// The capture in progress, if any.
    @TaskLocal static var current: PrintedLines?

    private let storage = Mutex<[String]>([])

    /// The printed lines, in order.
    var lines: [String] { storage.withLock { $0 } }

    /// Appends one printed line.
    func append(_ line: String) { storage.withLock { $0.append(line) } }

    /// Runs `body` with a fresh capture and returns what it printed.
    static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let printed = PrintedLines()
        try $current.withValue(printed, operation: body)
        return printed.lines
    }

    /// What `print(items, separator:)` would write, appended to the capture in progress (or
    /// printed when there is none).
    static func print(_ items: [Any], separator: String) {
        let text = items.map { String(describing: $0) }.joined(separator: separator)
        guard let printed = current else { return Swift.print(text) }
        printed.append(text)
    }
}
