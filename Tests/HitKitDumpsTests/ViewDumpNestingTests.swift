import Testing

@testable import HitKitDumps

@Suite("Nesting views by their '|' bars")
struct ViewDumpNestingTests {
    @Test("Siblings, children and returns to shallower levels")
    func nesting() throws {
        let text = [
            line("A"), line("B", depth: 1), line("C", depth: 2), line("D", depth: 3), line("E", depth: 1),
            line("F", depth: 2), line("G", depth: 2),
        ].joined(separator: "\n")
        let dump = try ViewDump.parse(text)
        #expect(dump.outline == "A\n  B\n    C\n      D\n  E\n    F\n    G")
        #expect(dump.views.map(\.superviewID) == [nil, 0, 1, 2, 0, 4, 4])
        #expect(dump.root.subviewIDs == [1, 4])
        #expect(dump[4].subviewIDs == [5, 6])
        #expect(dump.views.map(\.id) == Array(0..<7))
    }

    @Test("A subview more than one level deeper than the view before is refused")
    func depthJump() throws {
        let error = try #require(parseError(line("A") + "\n" + line("B", depth: 1) + "\n" + line("C", depth: 3)))
        #expect(error.code == .structure && error.line == 3 && error.column == 16)
        #expect(error.expected == "a subview at most one level deeper than the view before (at most 2 '|')")
        #expect(error.found == "3 '|'")
    }

    @Test("A dump copied from the middle of a larger one nests under its first line")
    func partialDump() throws {
        let text = [line("B", depth: 2), line("C", depth: 3), line("D", depth: 3), line("E", depth: 4)]
            .joined(separator: "\n")
        let dump = try ViewDump.parse(text)
        #expect(dump.outline == "B\n  C\n  D\n    E")
        #expect(dump.preamble.isEmpty && dump.root.column == 11)
        let shallower = try #require(parseError(text + "\n" + line("F", depth: 2)))
        #expect(shallower.code == .structure && shallower.line == 5)
    }

    @Test("A second top-level view is refused")
    func secondRoot() throws {
        let error = try #require(parseError(line("A") + "\n" + line("B", depth: 1) + "\n" + line("C")))
        #expect(error.code == .structure && error.line == 3 && error.column == 1)
        #expect(error.found.hasPrefix("a second top-level view '<C:"))
    }

    @Test("A dump flattened onto one line is refused as having lost its line breaks")
    func flattened() throws {
        let text = line("UIView") + " | " + line("UIImageView") + " || " + line("UIButton")
        let error = try #require(parseError(text))
        #expect(error.code == .structure && error.line == 1)
        #expect(error.expected == "a line break before the next view's description")
        #expect(error.note?.contains("lost its line breaks") == true)
    }

    @Test("A 2,000-level deep dump is built and freed without recursion")
    func deepDump() throws {
        let depth = 2_000
        var text = line("UIWindow")
        for level in 1...depth {
            text += "\n" + String(repeating: "| ", count: level) + "<UIView: 0x1; frame = (1 1; 10 10)>"
        }
        let dump = try ViewDump.parse(text)
        #expect(dump.views.count == depth + 1)
        #expect(dump.views.last?.depth == depth)
        #expect(dump.ancestors(of: dump.views[depth]).count == depth)
    }
}
