import Foundation
import HitKit
import HitKitTesting
import Testing

/// The "Gesture recognizers" article's worked example — a photo with a single tap that requires a
/// double tap's failure — checked line for line against the trace the article prints.
@MainActor
@Suite("Gesture traces")
struct GestureTraceTests {
    @MainActor
    private struct PhotoScene {
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let generator: EventGenerator
        let recorder: TraceRecorder

        init() throws {
            photo.accessibilityIdentifier = "photo"
            let single = UITapGestureRecognizer { _ in }
            single.name = "single"
            let double = UITapGestureRecognizer { _ in }
            double.name = "double"
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            photo.addGestureRecognizer(single)
            photo.addGestureRecognizer(double)
            generator = try EventGenerator(view: photo)
            recorder = TraceRecorder(application: generator.application)
            recorder.filter = [.gestures, .deliveries]
        }
    }

    @Test("One tap: the single tap waits for the double tap to fail, then recognizes")
    func singleTapWaitsThenRecognizes() throws {
        let scene = try PhotoScene()
        try scene.generator.fingerTap(at: scene.photo)
        scene.generator.wait(1)
        #expect(
            scene.recorder.lines == [
                "touchesBegan → <photo> [touch 1]",
                "decision: <single> waiting because <double>: it requires double to fail first",
                "gesture <double> possible → failed",
                "decision: <single> resumed: every recognizer it waited for failed",
                "gesture <single> possible → ended",
                "decision: <single> cancelledTouchesInView: it recognized and cancelsTouchesInView is true",
                "touchesCancelled → <photo> [touch 1]",
                "actions <single> ended",
                "gesture <single> ended → possible",
                "gesture <double> failed → possible",
            ])
        try scene.generator.assertNoLeftovers()
    }

    @Test("Two quick taps: the double tap recognizes and the single tap fails")
    func doubleTapRecognizesAndSingleTapFails() throws {
        let scene = try PhotoScene()
        try scene.generator.fingerDoubleTap(at: scene.photo)
        scene.generator.wait(1)
        #expect(
            scene.recorder.lines == [
                "touchesBegan → <photo> [touch 1]",
                "decision: <single> waiting because <double>: it requires double to fail first",
                "touchesBegan → <photo> [touch 2]",
                "gesture <double> possible → ended",
                "decision: <single> failed because <double>: it requires double to fail, and that recognized",
                "gesture <single> possible → failed",
                "decision: <double> cancelledTouchesInView: it recognized and cancelsTouchesInView is true",
                "touchesCancelled → <photo> [touches 1, 2]",
                "actions <double> ended",
                "gesture <single> failed → possible",
                "gesture <double> ended → possible",
            ])
        try scene.generator.assertNoLeftovers()
    }
}
