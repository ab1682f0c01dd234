import Foundation
import Testing

@testable import HitKitDumps

/// The text of `Fixtures/<name>.txt`.
func fixture(_ name: String) throws -> String {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures"))
    return try String(contentsOf: url, encoding: .utf8)
}

/// The names of all fixtures that parse.
let parsingFixtures = ["navigation-modern", "settings-table", "window-2012", "quoted-string", "po-value-for-key"]

/// The names of all fixtures that are refused as look-alikes.
let lookAlikeFixtures = ["earlgrey", "autolayout-trace", "autolayout-trace-modern", "layer-tree"]

/// Parses a fixture.
func parseFixture(_ name: String) throws -> ViewDump { try ViewDump.parse(fixture(name), fileName: "\(name).txt") }

/// The error parsing `text` throws, or a failed expectation.
func parseError(
    _ text: String, fileName: String = "dump.txt", sourceLocation: SourceLocation = #_sourceLocation
) -> ViewDumpError? {
    do {
        let dump = try ViewDump.parse(text, fileName: fileName)
        Issue.record("expected an error, parsed \(dump.views.count) views", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// A one-line description with a frame and the given extra attributes.
func line(_ className: String = "UIView", _ extra: String = "", depth: Int = 0, frame: String = "0 0; 10 10") -> String
{
    let bars = String(repeating: "   | ", count: depth)
    let attributes = extra.isEmpty ? "" : "; \(extra)"
    return
        "\(bars)<\(className): 0x7f00000\(depth)a0; frame = (\(frame))\(attributes); layer = <CALayer: 0x6000000\(depth)b0>>"
}

extension ViewDump {
    /// The views with this class name, in line order.
    func views(ofClass className: String) -> [DumpedView] { views.filter { $0.className == className } }

    /// The tree as indented class names, one per line, for comparing structure.
    var outline: String {
        views.map { String(repeating: "  ", count: $0.depth) + $0.className }.joined(separator: "\n")
    }
}
