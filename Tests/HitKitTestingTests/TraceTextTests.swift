import Foundation
@_spi(HitKitTools) import HitKit
import HitKitTesting
import Testing

/// The trace's text lives in HitKit (`TraceText`, `@_spi(HitKitTools)`), where HitKitTesting's
/// `TraceRecorder` and the `hitkit` command both take it from, so their lines agree and the command
/// needs no test-support library.
@MainActor
@Suite("Trace text shared by the recorder and the command")
struct TraceTextTests {
    @Test("TraceRecorder's lines are HitKit's trace text, event for event")
    func recorderUsesHitKitsText() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: application)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        button.accessibilityIdentifier = "button"
        window.addSubview(button)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        let recorder = TraceRecorder(application: application)
        try generator.fingerTap(at: CGPoint(x: 30, y: 30))
        #expect(recorder.entries.count > 10)
        for entry in recorder.entries {
            #expect(entry.line == TraceText.line(for: entry.event))
            #expect(TraceRecorder.line(for: entry.event) == TraceText.line(for: entry.event))
        }
        #expect(TraceText.point(CGPoint(x: -0.001, y: 12.345)) == "(0.0, 12.35)")
        #expect(TraceText.name(button) == "<button>")
    }

    @Test("The hitkit command is built from HitKit and HitKitScenes, without the test-support library")
    func commandDoesNotDependOnTestSupport() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try #require(manifest.range(of: "name: \"hitkit\",\n"))
        let rest = manifest[target.upperBound...]
        let dependencies = rest[..<(rest.range(of: "]")?.lowerBound ?? rest.endIndex)]
        #expect(dependencies.contains("\"HitKitScenes\""))
        #expect(!dependencies.contains("HitKitTesting"))
        let sources = root.appendingPathComponent("Sources/hitkit")
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("import HitKitTesting"), "\(file)")
        }
    }
}
