// swift-format-ignore-file
// The marked block is TrackpadGestures.md's code, kept as the article shows it (checked line for line below), so
// swift-format's lint leaves this file alone.
import Foundation
import HitKit
import HitKitTesting
import Testing

/// The code block of the trackpad article (TrackpadGestures.md), compiled and run here between
/// begin/end markers; the tests check the article shows exactly this code and output.
@MainActor
@Suite("Trackpad gestures article examples (Documentation)")
struct TrackpadGesturesArticleExamplesTests {
    private func runExample() -> [String] {
        PrintedLines.capture {
            // trackpad pinch usage begin
            let app = UIApplication()
            app.supportsIndirectInputEvents = true
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            photo.addGestureRecognizer(UIPinchGestureRecognizer { recognizer in
                let pinch = recognizer as! UIPinchGestureRecognizer
                print(pinch.state, pinch.scale)
            })
            window.addSubview(photo)
            window.makeKeyAndVisible()

            let pointer = CGPoint(x: 100, y: 100)
            app.send(TransformSample(phase: .began, location: pointer, timestamp: 1))
            app.send(TransformSample(phase: .changed, location: pointer, scale: 1.5, timestamp: 1.1))  // began 1.5
            app.send(TransformSample(phase: .changed, location: pointer, scale: 2, timestamp: 1.2))  // changed 2.0
            app.send(TransformSample(phase: .ended, location: pointer, timestamp: 1.3))  // ended 2.0
            // trackpad pinch usage end
        }
    }

    @Test("The trackpad pinch example prints what its comments say")
    func exampleOutput() {
        #expect(runExample() == ["began 1.5", "changed 2.0", "ended 2.0"])
    }

    @Test("TrackpadGestures.md shows exactly the code this test compiles and runs, in its one Swift block")
    func codeMatchesArticle() throws {
        let article = try DocumentationText.article("TrackpadGestures")
        let shown = try article.block(startingWith: "let app = UIApplication()")
        #expect(shown.language == "swift")
        let tested = try DocumentationText.markedCode("trackpad pinch usage", in: #filePath)
        #expect(shown.lines == tested)
        #expect(try article.blocks().filter { $0.language == "swift" }.count == 1)
    }

    @Test("The article's trace of a pinch and a rotation of one view shows the transform lines HitKit traces")
    func passedOverTraceMatchesArticle() throws {
        let app = UIApplication()
        app.supportsIndirectInputEvents = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pinch = UIPinchGestureRecognizer()
        pinch.name = "pinch"
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        window.addSubview(photo)
        window.makeKeyAndVisible()
        let recorder = TraceRecorder(application: app)
        recorder.filter = .transforms
        let pointer = CGPoint(x: 100, y: 100)
        app.send(TransformSample(phase: .began, location: pointer, timestamp: 1))
        app.send(TransformSample(phase: .changed, location: pointer, scale: 2, rotation: 0.5, timestamp: 1.1))
        app.send(TransformSample(phase: .ended, location: pointer, timestamp: 1.2))
        let shown = try DocumentationText.article("TrackpadGestures").block(startingWith: "transform began (100.0, 100.0) scale 1.0 rotation 0.0")
        #expect(shown.lines == recorder.lines)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
