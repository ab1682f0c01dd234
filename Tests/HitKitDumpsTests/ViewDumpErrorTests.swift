import Testing

@testable import HitKitDumps

@Suite("Errors name the file, line and column like a compiler")
struct ViewDumpErrorTests {
    @Test("A malformed frame is shown whole, at its key")
    func malformedFrame() throws {
        let text =
            line("UIView") + "\n" + line("UILabel", depth: 1) + "\n   |    | <UIButton: 0x1; frame = (0 0; abc 44)>"
        let error = try #require(parseError(text))
        #expect(error.line == 3 && error.column == 27)
        #expect(
            error.description == "dump.txt:3:27: error: expected 'frame = (x y; w h)', found 'frame = (0 0; abc 44)'")
    }

    @Test(
        "Each typed attribute names its expected shape",
        arguments: [
            ("bounds = {0, 0, 1, 1}", "'bounds = {{x, y}, {w, h}}'"),
            ("hidden = TRUE", "'hidden = YES' or 'NO'"),
            ("alpha = half", "'alpha = a number'"),
            ("transform = [1, 0, 0, 1]", "'transform = [a, b, c, d, tx, ty]'"),
            ("tag = 1.5", "'tag = an integer'"),
            ("autoresize = W+X", "'autoresize = LM+W+RM+TM+H+BM'"),
            ("gestureRecognizers = (null)", "'gestureRecognizers = <NSArray: 0x…>'"),
            ("text = Hello", "'text = '…''"),
            ("baseClass = UI Window", "'baseClass = ClassName'"),
            ("contentOffset: {0; -64}", "'contentOffset: {x, y}'"),
            ("adjustedContentInset: {64, 0, 0}", "'adjustedContentInset: {top, left, bottom, right}'"),
            ("opaque = 0", "'opaque = YES' or 'NO'"),
        ])
    func typedAttributes(attribute: String, expected: String) throws {
        let text = "<UIView: 0x1; frame = (0 0; 1 1); \(attribute)>"
        let error = try #require(parseError(text))
        #expect(error.code == .syntax && error.line == 1 && error.column == 35)
        #expect(error.expected == expected)
        #expect(error.found == "'\(attribute)'")
    }

    @Test(
        "Errors in a description's grammar point at the offending character",
        arguments: [
            ("<UIView: 0x1; frame = (0 0; 1 1) layer = <CALayer: 0x2>>", 1, 15, "'frame = (x y; w h)'"),
            ("<UIView: 0x1 frame = (0 0; 1 1)>", 1, 14, "';' or '>' in the description of UIView begun at 1:1"),
            ("<UIView: 0xZZ; frame = (0 0; 1 1)>", 1, 10, "an address '0x…' after 'UIView:'"),
            ("<UIView: 0x1; frame (0 0; 1 1)>", 1, 21, "'=' or ':' after 'frame'"),
            ("<UIView: 0x1; = (0 0; 1 1)>", 1, 15, "an attribute 'key = value' in the description of UIView"),
            ("<UIView: 0x1; frame = (0 0; 1 1)", 1, 33, "'>' closing the description of UIView begun at 1:1"),
            (
                "<UIView: 0x1; frame = (0 0; 1 1); text = 'abc>", 1, 42,
                "a quoted value for 'text' ending with \"';\" or \"'>\""
            ),
        ])
    func grammar(text: String, line: Int, column: Int, expected: String) throws {
        let error = try #require(parseError(text))
        #expect(error.line == line && error.column == column)
        #expect(error.expected == expected)
    }

    @Test("A description cut by a line break outside quotes points at the end of the line")
    func cutDescription() throws {
        let text = line("UIView") + "\n   | <UIView: 0x1; frame = (0 0;\n10 10); layer = <CALayer: 0x2>>"
        let error = try #require(parseError(text))
        #expect(error.line == 2 && error.column == 33 && error.found == "end of line")
        #expect(error.expected == "')' in the value of 'frame'")
        #expect(error.note?.contains("join wrapped lines") == true)
    }

    @Test("A continuation line that is not a description is rejected with a hint")
    func continuationLine() throws {
        let text = line("UIView") + "\n" + line("UILabel", depth: 1) + "\nand some wrapped text"
        let error = try #require(parseError(text))
        #expect(error.line == 3 && error.column == 1)
        #expect(error.expected == "a subview line '   | <ClassName: 0x…; …>'")
        #expect(error.found == "'and some wrapped text'")
        #expect(error.note?.contains("join the two lines") == true)
    }

    @Test("Errors in a quoted dump point into the text as given")
    func quotedPositions() throws {
        let text = "(String) $R0 = \"<UIView: 0x1; frame = (0 0; 1 1)>\\n   | <UILabel: 0x2; frame = (0 0; x 1)>\""
        let error = try #require(parseError(text))
        #expect(error.line == 1 && error.column == 72)
        let unterminated = try #require(parseError("\"<UIView: 0x1; frame = (0 0; 1 1)>\\n"))
        #expect(unterminated.expected == "'\"' closing the quoted dump" && unterminated.column == 37)
        let badEscape = try #require(parseError("\"<UIView: 0x1; frame = (0 0; 1 1)>\\q\""))
        #expect(badEscape.column == 35 && badEscape.found == "'\\q'")
        let unicode = try ViewDump.parse("\"<UILabel: 0x1; frame = (0 0; 1 1); text = '\\u{1F600}'>\"")
        #expect(unicode.root.text == "😀")
    }

    @Test("Long found text is shortened")
    func shortened() throws {
        let error = try #require(parseError(String(repeating: "x", count: 500)))
        #expect(error.found.count < 70 && error.found.hasSuffix("…'"))
    }

    @Test("The note follows on its own line")
    func noteLine() throws {
        let error = ViewDumpError(
            code: .syntax, fileName: "a.txt", line: 2, column: 3, expected: "x", found: "'y'", note: "try z")
        #expect(error.description == "a.txt:2:3: error: expected x, found 'y'\na.txt:2:3: note: try z")
        #expect(error.message == "expected x, found 'y'")
    }
}
