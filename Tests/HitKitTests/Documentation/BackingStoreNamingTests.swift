import Foundation
import Testing

/// One convention for backing stores: a stored property that keeps the value behind another
/// property is named `stored<Name>` (`storedState` behind `state`, `storedSubviews` behind
/// `subviews`), never `<name>Storage` or `_<name>`, in every target of the package.
@Suite("Backing store naming")
struct BackingStoreNamingTests {
    /// The folders searched, relative to the package root.
    static let searched = ["Sources", "Inspector/Sources", "Hosts/SDL/Sources"]

    /// A stored property declared with another convention: `var fooStorage`, `let _foo`.
    static let otherConvention = #"\b(var|let)\s+(_[A-Za-z]\w*|[a-z]\w*Storage)\b"#

    @Test("Every backing store is named stored<Name>")
    func backingStoresAreNamedStored() throws {
        let root = DocumentationText.packageRoot
        let regex = try NSRegularExpression(pattern: Self.otherConvention)
        var found: [String] = []
        for folder in Self.searched {
            let base = root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for path in paths.sorted() where path.hasSuffix(".swift") && !path.contains(".build") {
                let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0])
                    let range = NSRange(code.startIndex..., in: code)
                    if regex.firstMatch(in: code, range: range) != nil {
                        found.append("\(folder)/\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(found.isEmpty, "backing stores not named stored<Name>:\n\(found.joined(separator: "\n"))")
    }

    @Test("The check finds a backing store named the other ways")
    func checkFindsOtherConventions() throws {
        let regex = try NSRegularExpression(pattern: Self.otherConvention)
        for line in ["    var stateStorage: State", "private var _count = 0", "weak var viewStorage: UIView?"] {
            #expect(regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
        }
        for line in ["    var storedState: State", "let storage = Storage()", "var isStored = false"] {
            #expect(regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) == nil, "\(line)")
        }
    }
}
