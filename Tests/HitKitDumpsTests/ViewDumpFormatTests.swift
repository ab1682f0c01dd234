import Foundation
import Testing

@testable import HitKitDumps

// The fixtures are written for these tests, in the formats of dumps published in the wild:
// - modern `   | ` indentation, `baseClass =`, colours with spaces, the colon form of scroll-view attributes:
//   github.com/LeoNatan/LNPopupController issue #168, and github.com/LZRight123/ARM `Cycript心得.md`;
// - 2012-era dumps with a `$3 = 0x… ` prefix, labels before descriptions and ` - (null)` after old image views:
//   github.com/hannesoid/HOURecursiveDescription `README.md`;
// - `animations = { <UIMotionEffectGroup…>=<CAAnimationGroup…>; }` and dumps flattened onto one line by a web
//   page: cocoadelica.co.uk/blog/quick-debugger-tip;
// - `value(forKey: "recursiveDescription")` from LLDB: hackingwithswift.com/articles/101.
@Suite("Reading each kind of dump")
struct ViewDumpFormatTests {
    @Test("A modern navigation-controller dump is read whole")
    func modernNavigation() throws {
        let dump = try parseFixture("navigation-modern")
        #expect(dump.views.count == 24)
        #expect(dump.indentation == .spacedBars && !dump.wasQuotedString && dump.preamble.isEmpty)
        #expect(dump.root.className == "UIWindow" && dump.root.layerClassName == "UIWindowLayer")
        let button = try #require(dump.views(ofClass: "UIButton").first)
        #expect(button.depth == 7 && button.line == 8 && button.column == 36)
        #expect(dump.subviews(of: button).map(\.className) == ["UIImageView", "UIButtonLabel"])
        #expect(dump.subviews(of: button)[0].alpha == 0)
        #expect(dump.subviews(of: button)[1].text == "Save")
        #expect(dump.superview(of: button)?.className == "UIView")
        #expect(
            Array(dump.ancestors(of: button).map(\.className).suffix(3))
                == ["UIDropShadowView", "UITransitionView", "UIWindow"])
        let bar = try #require(dump.views(ofClass: "UINavigationBar").first)
        #expect(
            dump.subviews(of: bar).map(\.className) == [
                "_UIBarBackground", "_UINavigationBarContentView", "UINavigationItemView", "_UIBarButtonItemLayoutView",
            ])
        #expect(dump.views(ofClass: "_UIBarBackground").first?.frame.minY == -20)
        #expect(dump.views.filter(\.isHidden).map(\.className) == ["UIView", "_UIBarButtonItemLayoutView"])
        #expect(dump.views.filter { !$0.isUserInteractionEnabled }.count == 8)
        #expect(dump.views(ofClass: "UILabel").first?.text == "Status: ready; tap Save")
    }

    @Test("A 2012-era dump with '| | ' bars and an '(id) $1 = 0x…' prefix")
    func compactBars() throws {
        let dump = try parseFixture("window-2012")
        #expect(dump.indentation == .compactBars)
        #expect(dump.preamble == ["(lldb) po [[UIApp keyWindow] recursiveDescription]", "(id) $1 = 0x0823ab40"])
        #expect(
            dump.outline == """
                UIWindow
                  UIView
                    UIRoundedRectButton
                      UIGroupTableViewCellBackground
                      UIImageView
                      UIButtonLabel
                    UILabel
                    UIView
                      UITextField
                """)
        #expect(dump.views[4].trailingText == "- (null)")
        #expect(dump.views[8].text == "")
        #expect(dump.root.line == 2 && dump.root.column == 22)
    }

    @Test("A dump printed as a quoted Swift string with \\n escapes")
    func quotedString() throws {
        let dump = try parseFixture("quoted-string")
        #expect(dump.wasQuotedString)
        #expect(
            dump.preamble == [
                "(lldb) p view.value(forKey: \"recursiveDescription\") as! String", "(String) $R0 =",
            ])
        #expect(dump.outline == "UIView\n  UILabel\n  UIStackView\n    UIButton\n    UIButton")
        #expect(dump.views[1].text == "Say \"hi\"")
        #expect(dump.views[4].alpha == 0.5)
        // Positions point into the text as given: all on line 2, the label's '<' after the root and one '\n'.
        #expect(dump.root.line == 2 && dump.root.column == 17)
        let text = try fixture("quoted-string")
        let secondLine = text.split(separator: "\n")[1]
        let labelColumn = secondLine.utf8.count - secondLine.drop(while: { $0 != "|" }).utf8.count + 3
        #expect(dump.views[1].line == 2 && dump.views[1].column == labelColumn)
    }

    @Test("'po value(forKey:)' output after an (lldb) line, with trailing blank lines")
    func poValueForKey() throws {
        let dump = try parseFixture("po-value-for-key")
        #expect(dump.preamble == ["(lldb) po view.value(forKey: \"recursiveDescription\")!"])
        #expect(dump.views.count == 4 && dump.views.allSatisfy { $0.superviewID == ($0.id == 0 ? nil : 0) })
    }

    @Test("'Printing description of …:' lines and a closing (lldb) prompt are skipped")
    func printingDescription() throws {
        let dump = try parseFixture("settings-table")
        #expect(dump.preamble == ["Printing description of self.tableView.superview:"])
        #expect(dump.views.count == 12)
        let table = try #require(dump.views(ofClass: "UITableView").first)
        #expect(table.contentOffset == CGPoint(x: 0, y: -64))
        #expect(dump.subviews(of: table).map(\.className) == ["UITableViewWrapperView", "UIImageView", "UIImageView"])
        #expect(dump.views(ofClass: "UITableViewWrapperView").first?.printedBounds?.minY == -64)
        #expect(dump.views(ofClass: "UITableViewCell").map(\.text) == ["Bluetooth", "Wi-Fi"])
    }

    @Test("print(view.value(forKey:)) output wrapped in Optional(…)")
    func optionalWrapper() throws {
        let text = "Optional(" + line("UIView") + "\n" + line("UILabel", depth: 1) + ")\n"
        let dump = try ViewDump.parse(text)
        #expect(dump.preamble == ["Optional("])
        #expect(dump.outline == "UIView\n  UILabel")
        #expect(dump.views[1].trailingText == nil)
        let closingLine = "Optional(" + line("UIView") + "\n" + line("UILabel", depth: 1) + "\n)"
        #expect(try ViewDump.parse(closingLine).views.count == 2)
    }

    @Test("Windows line endings, tabs and blank lines around and inside")
    func lineEndingsAndTabs() throws {
        let text =
            "\r\n\r\n" + line("UIView") + "\r\n" + line("UIButton", depth: 1) + "\r\n\r\n"
            + "\t|\t| " + line("UIImageView", "alpha = 0") + "\r\n   |\t" + line("UILabel") + "\r\n\r\n"
        let dump = try ViewDump.parse(text)
        #expect(dump.outline == "UIView\n  UIButton\n    UIImageView\n  UILabel")
        #expect(dump.views[2].line == 6 && dump.views[2].column == 6)
        #expect(dump.views[3].line == 7)
        let oldMac = line("UIView") + "\r" + line("UILabel", depth: 1)
        #expect(try ViewDump.parse(oldMac).views[1].line == 2)
    }

    @Test("Labels written before descriptions are kept")
    func labels() throws {
        let text = """
            $3 = 0x08c5d730 'RootViewController:0x757a0b0' <UIView: 0x719ffd0; frame = (0 20; 320 460); layer = <CALayer: 0x71a0030>>
               | _subview1 <UIView: 0x719fe90; frame = (96 20; 128 27); autoresize = W+H; layer = <CALayer: 0x719fef0>>
               | _myButton <UIRoundedRectButton: 0x719ba40; frame = (46 295; 204 44); opaque = NO; layer = <CALayer: 0x719bb60>>
            """
        let dump = try ViewDump.parse(text)
        #expect(dump.views.map(\.label) == [nil, "_subview1", "_myButton"])
        #expect(dump.views[2].displayName == "_myButton UIRoundedRectButton 0x719ba40 (line 3)")
        #expect(dump.preamble == ["$3 = 0x08c5d730 'RootViewController:0x757a0b0'"])
    }

    @Test("An NSLog time stamp before the root is kept in the preamble")
    func nsLogPrefix() throws {
        let dump = try ViewDump.parse("2013-08-17 21:04:53.358 App[60940:11303] " + line("UIView"))
        #expect(dump.preamble == ["2013-08-17 21:04:53.358 App[60940:11303]"])
        #expect(dump.indentation == .none)
    }

    @Test("A label's text that wraps onto the next line is joined")
    func wrappedQuotedText() throws {
        let text =
            line("UIView") + "\n   | <UILabel: 0x1; frame = (0 0; 100 40); text = 'First line\nsecond line'; "
            + "userInteractionEnabled = NO; layer = <_UILabelLayer: 0x2>>\n" + line("UIButton", depth: 1)
        let dump = try ViewDump.parse(text)
        #expect(dump.views[1].text == "First line\nsecond line" && !dump.views[1].isUserInteractionEnabled)
        #expect(dump.views[2].className == "UIButton" && dump.views[2].line == 4)
    }

    @Test("Dumping stops at the next (lldb) prompt")
    func stopsAtPrompt() throws {
        let text = line("UIView") + "\n" + line("UILabel", depth: 1) + "\n(lldb) po 1\n1\n"
        #expect(try ViewDump.parse(text).views.count == 2)
    }
}
