import Testing

@testable import HitKitDumps

/// `ViewDump.parse(_:fileName:maximumDepth:)` refuses a dump at the first line nested deeper than the
/// limit, before reading the lines after it: a huge, deeply nested dump is refused at once.
@Suite("A dump's depth limit, checked while parsing")
struct ViewDumpDepthLimitTests {
    /// A chain of `count` views, each one level under the one before, then a line that is no view.
    static func chain(_ count: Int) -> String {
        (0..<count).map { line(depth: $0) }.joined(separator: "\n") + "\nthis line is not a view\n"
    }

    @Test("The first line deeper than the limit is refused with a limit error, before any later problem")
    func refusedAtTheDeepLine() throws {
        do {
            _ = try ViewDump.parse(Self.chain(10), fileName: "deep.txt", maximumDepth: 5)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .limit)
            #expect(error.line == 7 && error.column == 31)
            #expect(error.expected == "a view nested at most 5 levels deep")
            #expect(error.found == "6 levels")
        }
    }

    @Test("A dump within the limit parses as without one")
    func withinTheLimit() throws {
        let text = (0..<6).map { line(depth: $0) }.joined(separator: "\n")
        #expect(try ViewDump.parse(text, maximumDepth: 5) == (try ViewDump.parse(text)))
    }
}
