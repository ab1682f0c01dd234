import Testing

@testable import HitKitDumps

@Suite("Refusing text that is not a recursiveDescription dump")
struct ViewDumpRefusalTests {
    @Test("EarlGrey's hierarchy dump is refused as such")
    func earlGrey() throws {
        let error = try #require(parseError(fixture("earlgrey"), fileName: "earlgrey.txt"))
        #expect(error.code == .lookAlike && error.line == 1 && error.column == 1)
        #expect(error.note?.contains("EarlGrey") == true)
        let child = try #require(parseError(line("UIWindow") + "\n  |--<UIView:0x1; AX=N; frame={{0, 0}, {1, 1}}>"))
        #expect(
            child.code == .lookAlike && child.line == 2 && child.column == 4 && child.note?.contains("EarlGrey") == true
        )
    }

    @Test("_autolayoutTrace output is refused as such", arguments: ["autolayout-trace", "autolayout-trace-modern"])
    func autolayoutTrace(name: String) throws {
        let error = try #require(parseError(fixture(name), fileName: "\(name).txt"))
        #expect(error.code == .lookAlike)
        #expect(error.note?.contains("_autolayoutTrace") == true)
        #expect(error.description.hasPrefix("\(name).txt:"))
    }

    @Test("The AMBIGUOUS LAYOUT marker is pointed at")
    func ambiguousLayout() throws {
        let error = try #require(parseError(fixture("autolayout-trace")))
        #expect(error.line == 7 && error.column == 36 && error.found == "'AMBIGUOUS LAYOUT'")
    }

    @Test("A '*' or '•' marked line of _autolayoutTrace inside a dump is refused")
    func autolayoutMarkers() throws {
        let star = try #require(parseError(line("UIWindow") + "\n|   *<UIView:0x7f9481c9d680>"))
        #expect(star.code == .lookAlike && star.line == 2 && star.column == 5)
        let bullet = try #require(parseError(line("UIWindow") + "\n|   •UIView:0x7ff8a9d0b110"))
        #expect(bullet.code == .lookAlike && bullet.line == 2)
    }

    @Test("A tree of layers is refused")
    func layerTree() throws {
        let error = try #require(parseError(fixture("layer-tree")))
        #expect(error.code == .lookAlike && error.line == 1 && error.column == 1)
        #expect(error.note?.contains("layer") == true)
        let tight = try #require(parseError("<CALayer:0x600003a2c5a0; position = CGPoint (1 1)>"))
        #expect(tight.code == .lookAlike && tight.note?.contains("layer") == true)
    }

    @Test(
        "Arbitrary text is refused at its first line",
        arguments: [
            "hello world", "func f() {}\n", "<html><body>x</body></html>", "   \n  \t\n", "", "(lldb) po self\n",
            "<UIView 0x1; frame = (0 0; 1 1)>",
        ])
    func arbitraryText(text: String) throws {
        let error = try #require(parseError(text))
        #expect(error.code == .syntax || error.code == .empty)
        #expect(error.line >= 1 && error.column >= 1)
        #expect(error.expected == "a view description '<ClassName: 0x…; frame = (x y; w h); …>'")
    }

    @Test("An empty text says so")
    func empty() throws {
        let error = try #require(parseError(""))
        #expect(error.code == .empty && error.line == 1 && error.column == 1 && error.found == "an empty text")
        let prompts = try #require(parseError("\n(lldb) po view\n\n"))
        #expect(prompts.code == .empty && prompts.found == "no view description")
    }

    @Test("A view with no frame is refused")
    func noFrame() throws {
        let error = try #require(parseError("<UIView: 0x1; layer = <CALayer: 0x2>>"))
        #expect(error.expected == "'frame = (x y; w h)' in the description of UIView")
    }
}
