import Foundation
import HitKit
import Testing

/// The README's first example, run verbatim: its code is the block between the `README example`
/// markers below, and its output is what that block prints. The tests also read `README.md` and
/// check that it shows exactly this code and exactly this output, so the two cannot drift apart.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    /// Runs the README's code and returns what it printed, line by line.
    private func runReadmeExample() -> [String] {
        PrintedLines.capture {
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
    }

    @Test("The README example prints what the README says it prints")
    func exampleOutputMatchesReadme() throws {
        let readme = try DocumentationText.load("README.md")
        let shownOutput = try readme.block(after: "<!-- readme-example: output -->")
        #expect(runReadmeExample() == shownOutput.lines)
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
        let readme = try DocumentationText.load("README.md")
        let shownCode = try readme.block(after: "<!-- readme-example: code -->").lines
        let testedCode = try DocumentationText.markedCode("README example", in: #filePath)
        // The README's imports come first; this file imports the same modules (and test tools).
        let imports = shownCode.prefix { $0.hasPrefix("import ") || $0.isEmpty }
        let importedModules = imports.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) }
        #expect(Set(importedModules).isSubset(of: ["Foundation", "HitKit"]))
        #expect(importedModules.contains("HitKit"))
        #expect(Array(shownCode.dropFirst(imports.count)) == testedCode)
    }
}

/// Shadows the standard library's `print` in this file, so the README's code runs unchanged and
/// its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
