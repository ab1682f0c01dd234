import HitKit
import Testing

// writing a host platform begin
/// What a window system reports, already in HitKit's terms: a real host reads these from SDL,
/// Wayland or a browser (SDL: `SDL_MOUSEBUTTONDOWN`, `SDL_FINGERMOTION`, `SDL_WINDOWEVENT_FOCUS_LOST`, …).
enum PlatformEvent {
    case pointer(id: Int, phase: PointerSample.Phase, x: Double, y: Double, milliseconds: UInt32)
    case focusLost
    case quit
}

/// The window system: its clock, and the events that arrived since the last frame.
protocol PlatformEventSource {
    var milliseconds: UInt32 { get }
    mutating func pollEvents() -> [PlatformEvent]
}
// writing a host platform end

// writing a host loop begin
/// A host's loop: once a frame, read the clock, then the events; send the frame's samples together;
/// cancel every touch when the window loses focus; advance the clock even when nothing came.
@MainActor
func runHostLoop(_ platform: inout some PlatformEventSource, application: UIApplication, frames: Int) {
    for _ in 0..<frames {
        let now = Double(platform.milliseconds) / 1000
        var samples: [PointerSample] = []
        for event in platform.pollEvents() {
            switch event {
            case .pointer(let id, let phase, let x, let y, let milliseconds):
                let location = CGPoint(x: x, y: y)
                let seconds = Double(milliseconds) / 1000
                samples.append(PointerSample(pointerID: id, phase: phase, location: location, timestamp: seconds))
            case .focusLost:
                application.send(samples)
                samples.removeAll()
                application.cancelAllTouches()
            case .quit:
                application.send(samples)
                return
            }
        }
        application.send(samples)
        application.advanceTime(to: now)  // a long press fires here, with no input
        // Draw the frame, then sleep until the next one.
    }
}
// writing a host loop end

// writing a host fake platform begin
/// A window system played from a script: the events of each frame, frames 16 ms apart.
struct ScriptedPlatform: PlatformEventSource {
    var script: [Int: [PlatformEvent]]
    var frame = 0
    var milliseconds: UInt32 = 1000

    mutating func pollEvents() -> [PlatformEvent] {
        defer { (frame, milliseconds) = (frame + 1, milliseconds + 16) }
        return script[frame] ?? []
    }
}
// writing a host fake platform end

/// The code blocks of the "Writing a host" article (WritingAHost.md), compiled and run here between
/// begin/end markers; the tests read the article and check it shows exactly this code and output.
@MainActor
@Suite("Writing a host article examples (Documentation)")
struct WritingAHostArticleExamplesTests {
    private let articleName = "WritingAHost"

    private func runExample() -> [String] {
        PrintedLines.capture {
            // writing a host usage begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            pad.addGestureRecognizer(
                UILongPressGestureRecognizer { print("long press", $0.state, "at", app.clock.now) })
            let button = UIButton(primaryAction: UIAction(title: "Save") { _ in print("Save tapped") })
            button.frame = CGRect(x: 110, y: 200, width: 100, height: 44)
            window.addSubview(pad)
            window.addSubview(button)
            window.makeKeyAndVisible()

            var platform = ScriptedPlatform(script: [
                // A click on the button, its down and up in the same millisecond.
                0: [
                    .pointer(id: 1, phase: .down, x: 160, y: 220, milliseconds: 1000),
                    .pointer(id: 1, phase: .up, x: 160, y: 220, milliseconds: 1000),
                ],
                // A press on the pad, then held still: no input until the window loses focus.
                1: [.pointer(id: 1, phase: .down, x: 50, y: 50, milliseconds: 1016)],
                40: [.focusLost],
            ])
            runHostLoop(&platform, application: app, frames: 60)
            // Prints "Save tapped", "long press began at 1.516", "long press cancelled at 1.624"
            // writing a host usage end
        }
    }

    @Test("The host loop taps in 0 ms, fires the long press from the frames alone and cancels on focus loss")
    func exampleOutput() {
        #expect(runExample() == ["Save tapped", "long press began at 1.516", "long press cancelled at 1.624"])
    }

    @Test("The loop stops at quit, after sending the frame's samples before it")
    func quitStopsTheLoop() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        var platform = ScriptedPlatform(script: [
            0: [.pointer(id: 4, phase: .down, x: 10, y: 10, milliseconds: 1000), .quit]
        ])
        runHostLoop(&platform, application: app, frames: 10)
        #expect(platform.frame == 1)
        #expect(app.activeTouches.count == 1)
    }

    @Test("WritingAHost.md shows exactly the code these tests compile and run, in order")
    func codeMatchesArticle() throws {
        let article = try DocumentationText.article(articleName)
        let marked = [
            "writing a host platform", "writing a host loop", "writing a host fake platform",
            "writing a host usage",
        ]
        for name in marked {
            let tested = try DocumentationText.markedCode(name, in: #filePath)
            let shown = try article.block(startingWith: tested.first { !$0.isEmpty } ?? "")
            #expect(shown.language == "swift", "\(name)")
            #expect(shown.lines == tested, "\(name)")
        }
    }

    @Test("WritingAHost.md's Swift blocks are exactly the four these tests check")
    func articleHasNoUncheckedBlocks() throws {
        let blocks = try DocumentationText.article(articleName).blocks()
        #expect(blocks.filter { $0.language == "swift" }.count == 4)
    }

    @Test("The HitKit catalog's root page links the article")
    func rootLinksArticle() throws {
        let root = try DocumentationText.article("HitKit")
        #expect(root.lines.contains("- <doc:WritingAHost>"))
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
