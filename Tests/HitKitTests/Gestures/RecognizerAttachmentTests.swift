import Foundation
import Testing

@testable import HitKit

/// Delivery asks whether a recognizer is still attached to a view from a flag the recognizer keeps
/// (loading its weak `view` on every moved event cost more than the rest of the recognizer's
/// turn). These tests pin when that flag changes: attaching, detaching, and the view being freed.
@MainActor
@Suite("A recognizer's attachment to its view")
struct RecognizerAttachmentTests {
    /// Counts the moves it is given and its resets.
    private final class CountingRecognizer: UIGestureRecognizer {
        var moves = 0
        var resets = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moves += 1 }
        override func reset() { resets += 1 }
    }

    @Test("Attaching, moving and detaching a recognizer keep its attachment flag true to its view")
    func attachmentFollowsTheView() {
        let recognizer = CountingRecognizer()
        let first = UIView()
        let second = UIView()
        #expect(!recognizer.isAttached)
        first.addGestureRecognizer(recognizer)
        #expect(recognizer.isAttached && recognizer.view === first)
        second.addGestureRecognizer(recognizer)
        #expect(recognizer.isAttached && recognizer.view === second)
        first.removeGestureRecognizer(recognizer)
        #expect(recognizer.isAttached)
        second.removeGestureRecognizer(recognizer)
        #expect(!recognizer.isAttached && recognizer.view == nil)
    }

    @Test("A recognizer whose view is freed mid-gesture gets no more moves and is reset at the next event")
    func freedViewStopsTheRecognizer() {
        let stage = GestureStage()
        let recognizer = CountingRecognizer()
        var container: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container?.addSubview(leaf)
        container?.addGestureRecognizer(recognizer)
        stage.view.addSubview(container!)
        stage.down(10, 10, at: 0)
        stage.move(11, 10, at: 0.01)
        #expect(recognizer.moves == 1)
        weak let freed = container
        container?.removeFromSuperview()
        container = nil
        #expect(freed == nil)
        #expect(!recognizer.isAttached)
        #expect(recognizer.state == .failed)
        stage.move(12, 10, at: 0.02)
        #expect(recognizer.moves == 1)
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
        stage.up(12, 10, at: 0.03)
        #expect(recognizer.resets == 1)
    }
}
