import Foundation
import HitKit
import HitKitTesting
import Testing

// reliability canvas begin
final class Canvas: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { print("canvas began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { print("canvas ended") }
}
// reliability canvas end

/// The code and output blocks of the reliability article (Reliability.md): each example runs here
/// between begin/end markers, and tests check that the article shows exactly this code, exactly
/// what it prints, and only test suites that exist.
@MainActor
@Suite("Reliability article examples (Documentation)")
struct ReliabilityArticleExamplesTests {
    private let articleName = "Reliability"

    /// The nested-input example: a button's action sends a tap on the canvas.
    private func runNestedInputExample() -> [String] {
        PrintedLines.capture {
            // reliability nested input begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let canvas = Canvas(frame: CGRect(x: 0, y: 200, width: 320, height: 280))
            let save = UIButton(
                primaryAction: UIAction(title: "Save") { _ in
                    print("Save tapped")
                    // A tap on the canvas, sent from inside the action: queued, so send returns at once.
                    app.send([
                        PointerSample(pointerID: 2, phase: .down, location: CGPoint(x: 160, y: 300), timestamp: 2),
                        PointerSample(pointerID: 2, phase: .up, location: CGPoint(x: 160, y: 300), timestamp: 2.1),
                    ])
                    print("send returned")
                })
            save.frame = CGRect(x: 110, y: 100, width: 100, height: 44)
            window.addSubview(canvas)
            window.addSubview(save)
            window.makeKeyAndVisible()

            app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 160, y: 120), timestamp: 1))
            app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 160, y: 120), timestamp: 1.1))
            print("outer send returned")
            // reliability nested input end
        }
    }

    /// The failure-requirement cycle example: the requirement that closes the cycle is refused
    /// and reported, and a single tap still fires.
    private func runCycleExample() -> [String] {
        PrintedLines.capture {
            // reliability cycle begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let photo = UIView(frame: window.bounds)
            window.addSubview(photo)
            window.makeKeyAndVisible()

            let single = UITapGestureRecognizer { _ in print("single tap") }
            let double = UITapGestureRecognizer { _ in print("double tap") }
            single.name = "single"
            double.name = "double"
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            photo.addGestureRecognizer(single)
            photo.addGestureRecognizer(double)

            HitKitDiagnostics.$handler.withValue({ print($0) }) {
                double.require(toFail: single)  // would close a cycle: refused
            }
            app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 50, y: 50), timestamp: 1))
            app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 50, y: 50), timestamp: 1.05))
            app.advanceTime(to: 2)  // the double tap gives up, so the single tap fires
            // reliability cycle end
        }
    }

    /// The invariant checker example: a host that attaches a checker in debug builds.
    private func runCheckerExample() -> [String] {
        PrintedLines.capture {
            // reliability checker begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
            card.accessibilityIdentifier = "card"
            window.addSubview(card)
            window.makeKeyAndVisible()

            #if DEBUG
                let checker = InvariantChecker(application: app)
                checker.onViolation = { print("HitKit invariant broken:", $0) }
            #endif

            app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 60, y: 60), timestamp: 1))
            card.removeFromSuperview()  // the card gets touchesCancelled, and nothing after: no rule broken
            app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 60, y: 60), timestamp: 1.1))
            app.send(PointerSample(pointerID: 2, phase: .down, location: CGPoint(x: 60, y: 60), timestamp: 2))

            #if DEBUG
                checker.checkHierarchy()  // once a frame: the views form a tree whose links agree
                checker.checkSettled()  // when every finger should be up: finger 2 never lifted
            #endif
            // reliability checker end
        }
    }

    /// The fenced block that follows the Swift block starting with `firstLine`.
    private func outputBlock(after firstLine: String) throws -> DocumentationText.Block {
        let blocks = try DocumentationText.article(articleName).blocks()
        guard let index = blocks.firstIndex(where: { $0.lines.first == firstLine }), index + 1 < blocks.count else {
            throw DocumentationError(description: "Reliability.md: no block after the one starting with \(firstLine)")
        }
        return blocks[index + 1]
    }

    // MARK: Nested input

    @Test("Input sent from an action is dispatched after the action's event, before the outer send returns")
    func nestedInputOutput() {
        #expect(
            runNestedInputExample() == [
                "Save tapped", "send returned", "canvas began", "canvas ended", "outer send returned",
            ])
    }

    @Test("Reliability.md shows exactly the nested-input code this test runs, and what it prints")
    func nestedInputMatchesArticle() throws {
        let firstLine = "final class Canvas: UIView {"
        let shown = try DocumentationText.article(articleName).block(startingWith: firstLine)
        let tested =
            try DocumentationText.markedCode("reliability canvas", in: #filePath) + [""]
            + DocumentationText.markedCode("reliability nested input", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
        let output = try outputBlock(after: firstLine)
        #expect(output.language == "")
        #expect(output.lines == runNestedInputExample())
    }

    // MARK: Failure-requirement cycles

    @Test("A requirement that closes a cycle is reported with failureRequirementCycle, and the single tap fires")
    func cycleOutput() {
        let printed = runCycleExample()
        #expect(printed.count == 2)
        #expect(printed.first?.hasPrefix("failureRequirementCycle: single already requires") == true)
        #expect(printed.last == "single tap")
    }

    @Test("Reliability.md shows exactly the cycle code this test runs, and what it prints")
    func cycleMatchesArticle() throws {
        let firstLine = "let app = UIApplication()"
        let shown = try DocumentationText.article(articleName).block(startingWith: firstLine)
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("reliability cycle", in: #filePath)))
        let output = try outputBlock(after: firstLine)
        #expect(output.language == "")
        #expect(output.lines == runCycleExample())
    }

    // MARK: The invariant checker in a host

    @Test("The checker says nothing about a view removed mid-touch and reports a finger never lifted")
    func checkerOutput() {
        #expect(
            runCheckerExample() == [
                "HitKit invariant broken: touch 2 is still active (began, on <UIWindow>)",
                "HitKit invariant broken: <UIWindow> saw touch 2 begin and never end or be cancelled",
            ])
    }

    @Test("Reliability.md shows exactly the checker code this test runs, after import HitKitTesting")
    func checkerMatchesArticle() throws {
        let firstLine = "import HitKitTesting"
        let shown = try DocumentationText.article(articleName).block(startingWith: firstLine)
        let tested = try DocumentationText.markedCode("reliability checker", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == [firstLine, ""] + tested)
        let output = try outputBlock(after: firstLine)
        #expect(output.language == "")
        #expect(output.lines == runCheckerExample())
    }

    // MARK: The rest of the article

    @Test("Reliability.md shows the long chaos run's command")
    func chaosCommand() throws {
        let command = "HITKIT_CHAOS_SEEDS=50 HITKIT_CHAOS_STEPS=5000 swift test --filter ChaosRunTests"
        let shown = try DocumentationText.article(articleName).block(startingWith: command)
        #expect(shown.language == "sh")
        #expect(shown.lines == [command])
    }

    @Test("Reliability.md has exactly the seven blocks these tests check")
    func articleHasNoUncheckedBlocks() throws {
        #expect(try DocumentationText.article(articleName).blocks().count == 7)
    }

    @Test("Every test suite Reliability.md names has a file of that name under Tests")
    func namedSuitesExist() throws {
        let article = try DocumentationText.article(articleName).lines.joined(separator: "\n")
        let named = Set(
            article.split(separator: "`").map(String.init)
                .filter { $0.hasSuffix("Tests") && $0.allSatisfy { $0.isLetter } })
        #expect(named.count >= 10)
        let testsFolder = DocumentationText.packageRoot.appendingPathComponent("Tests")
        let enumerator = FileManager.default.enumerator(atPath: testsFolder.path)
        let files = Set((enumerator?.allObjects as? [String] ?? []).map { ($0 as NSString).lastPathComponent })
        for suite in named.sorted() {
            #expect(files.contains("\(suite).swift"), "Reliability.md names \(suite), which has no file")
        }
    }

    @Test("The catalog's landing page links the article")
    func landingPageLinksArticle() throws {
        let landing = try DocumentationText.article("HitKit").lines
        #expect(landing.contains("- <doc:Reliability>"))
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
