import Foundation
import HitKit
import HitKitScenes
import Testing

/// The text of `Fixtures/dumps/<name>.txt` (dumps written for these tests, one per form UIKit and the
/// debugger print).
func dumpFixture(_ name: String) throws -> String {
    let url = HitKitCommandTests.fixtures.appendingPathComponent("dumps/\(name).txt")
    return try String(contentsOf: url, encoding: .utf8)
}

/// The dump fixtures that import, one per form: modern bars, 2012-era `(id) $1 = 0x… <UIWindow…`, lldb `po` of
/// a non-window view, and a quoted Swift string.
let importableDumps = ["card-modern", "card-2012", "card-po", "card-quoted"]

/// Imports `text`, recording the error and returning `nil` if it fails.
func importDump(_ text: String, file: String = "dump.txt", sourceLocation: SourceLocation = #_sourceLocation)
    -> DumpImport?
{
    do {
        return try DumpImport(text: text, file: file)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The error importing `text` gives, or `nil`.
func importError(_ text: String, file: String = "dump.txt") -> SceneFileError? {
    do {
        _ = try DumpImport(text: text, file: file)
        return nil
    } catch {
        return error
    }
}

/// A one-line description at `depth` (modern bars).
func dumpLine(_ className: String, _ address: String, _ attributes: String, depth: Int = 0) -> String {
    String(repeating: "   | ", count: depth)
        + "<\(className): \(address); \(attributes); layer = <CALayer: 0x6000000000b0>>"
}

extension SceneDocument {
    /// All views of all windows in pre-order, with their subviews.
    var allViews: [SceneViewSpec] {
        var result: [SceneViewSpec] = []
        var stack: [SceneViewSpec] = Array(((windows ?? []).flatMap { $0.views ?? [] } + (views ?? [])).reversed())
        while let view = stack.popLast() {
            result.append(view)
            stack += (view.subviews ?? []).reversed()
        }
        return result
    }

    /// The view named `name`.
    func view(named name: String) -> SceneViewSpec? { allViews.first { $0.name == name } }
}
