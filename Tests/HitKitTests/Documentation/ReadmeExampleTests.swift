import Foundation
import HitKit
import Synchronization
import Testing

/// The README's first example, run verbatim: its code is the block between the `README example`
/// markers below, and its output is what that block prints. The tests also read `README.md` and
/// check that it shows exactly this code and exactly this output, so the two cannot drift apart.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    /// Runs the README's code and returns what it printed, line by line.
    private func runReadmeExample() -> [String] {
        let printed = PrintedLines()
        PrintedLines.$current.withValue(printed) {
            // README example begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
            let save = UIButton(primaryAction: UIAction(title: "Save") { _ in print("Save tapped") })
            save.frame = CGRect(x: 90, y: 140, width: 100, height: 44)
            card.addSubview(save)
            card.addGestureRecognizer(UITapGestureRecognizer { _ in print("card tapped") })
            window.addSubview(card)
            window.makeKeyAndVisible()
            for (time, point) in [(1.0, CGPoint(x: 160, y: 260)), (2.0, CGPoint(x: 60, y: 120))] {
                app.send(PointerSample(pointerID: 1, phase: .down, location: point, timestamp: time))
                app.send(PointerSample(pointerID: 1, phase: .up, location: point, timestamp: time + 0.1))
            }
            // README example end
        }
        return printed.lines
    }

    @Test("The README example prints what the README says it prints")
    func exampleOutputMatchesReadme() throws {
        let readme = try ReadmeText.load()
        let shownOutput = try readme.block(after: ReadmeText.outputMarker)
        #expect(runReadmeExample() == shownOutput)
    }

    @Test("The README example prints the button's action, then the card's tap")
    func exampleOutput() {
        // The tap on the button: the card's tap recognizer is refused by the button (UIKit's rule
        // since iOS 6), so the button's primary action runs. The tap on the card, away from the
        // button: the card's recognizer recognizes.
        #expect(runReadmeExample() == ["Save tapped", "card tapped"])
    }

    @Test("The README shows exactly the code this test runs")
    func exampleCodeMatchesReadme() throws {
        let readme = try ReadmeText.load()
        let shownCode = try readme.block(after: ReadmeText.codeMarker)
        let testedCode = try ReadmeText.testedCode()
        // The README's imports come first; this file imports the same modules (and test tools).
        let imports = shownCode.prefix { $0.hasPrefix("import ") || $0.isEmpty }
        let importedModules = imports.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) }
        #expect(Set(importedModules).isSubset(of: ["Foundation", "HitKit"]))
        #expect(importedModules.contains("HitKit"))
        #expect(Array(shownCode.dropFirst(imports.count)) == testedCode)
    }
}

/// Collects what the example prints; the example's `print` calls resolve to the function below.
private final class PrintedLines: Sendable {
    @TaskLocal static var current: PrintedLines?

    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    func append(_ line: String) { storage.withLock { $0.append(line) } }
}

/// Shadows the standard library's `print` in this file, so the README's code runs unchanged and
/// its output is captured (outside a capture it prints as usual).
private func print(_ items: Any..., separator: String = " ") {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    guard let printed = PrintedLines.current else {
        Swift.print(text)
        return
    }
    printed.append(text)
}

/// The README and this file, read from the checkout.
private struct ReadmeText {
    /// The HTML comment in README.md just before the example's code block.
    static let codeMarker = "<!-- readme-example: code -->"
    /// The HTML comment in README.md just before the example's output block.
    static let outputMarker = "<!-- readme-example: output -->"

    let lines: [String]

    private static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Documentation
            .deletingLastPathComponent()  // HitKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    static func load() throws -> ReadmeText {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        return ReadmeText(lines: text.components(separatedBy: "\n"))
    }

    /// The lines of the fenced block that follows `marker`.
    func block(after marker: String) throws -> [String] {
        guard let markerIndex = lines.firstIndex(of: marker),
            let open = lines[(markerIndex + 1)...].firstIndex(where: { $0.hasPrefix("```") }),
            let close = lines[(open + 1)...].firstIndex(of: "```")
        else {
            throw ReadmeError(description: "README.md has no fenced block after \(marker)")
        }
        return Array(lines[(open + 1)..<close])
    }

    /// The lines between the `README example` markers of this file, without their indentation.
    static func testedCode() throws -> [String] {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// README example begin") }),
            let end = lines.firstIndex(where: { $0.hasSuffix("// README example end") }), begin < end
        else {
            throw ReadmeError(description: "the README example markers are missing")
        }
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
    }
}

private struct ReadmeError: Error, CustomStringConvertible {
    let description: String
}
