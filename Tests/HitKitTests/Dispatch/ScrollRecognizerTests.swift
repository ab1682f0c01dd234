import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A canvas with a pan recognizer inside a scroll view: which scroll events the pan takes.
@MainActor
final class CanvasInScrollStage {
    let stage: NestedScrollStage
    let canvas = UIView(frame: CGRect(x: 0, y: 500, width: 320, height: 200))
    let pan = UIPanGestureRecognizer()
    var log: [String] = []

    init(mask: UIScrollTypeMask) throws {
        stage = try NestedScrollStage()
        stage.outer.contentOffset = CGPoint(x: 0, y: 400)
        pan.allowedScrollTypesMask = mask
        pan.addTarget { [unowned self] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let translation = pan.translation(in: canvas)
            log.append("\(pan.state) \(translation.x),\(translation.y)")
        }
        canvas.addGestureRecognizer(pan)
        stage.outer.addSubview(canvas)
    }

    /// The canvas's centre, in the window.
    var point: CGPoint { CGPoint(x: 160, y: 200) }
}

@MainActor
@Suite("Scroll events: pan recognizers and their masks")
struct ScrollRecognizerTests {
    @Test("A pan recognizer's default mask admits no scroll: the wheel goes past it to the scroll view")
    func defaultMaskExcludes() throws {
        let canvas = try CanvasInScrollStage(mask: [])
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [])
        #expect(canvas.stage.outer.panGestureRecognizer.allowedScrollTypesMask == .all)
        try canvas.stage.generator.wheelScroll(CGVector(dx: 0, dy: -30), at: canvas.point)
        #expect(canvas.log.isEmpty)
        #expect(canvas.stage.outer.contentOffset == CGPoint(x: 0, y: 430))
    }

    @Test("A pan whose mask admits the wheel takes a tick: began and ended, its translation the delta")
    func discreteMaskTakesWheel() throws {
        let canvas = try CanvasInScrollStage(mask: .discrete)
        try canvas.stage.generator.wheelScroll(CGVector(dx: 0, dy: -30), at: canvas.point)
        #expect(canvas.log == ["began 0.0,-30.0", "ended 0.0,-30.0"])
        #expect(canvas.stage.outer.contentOffset == CGPoint(x: 0, y: 400))
        #expect(canvas.pan.state == .possible)
    }

    @Test("A pan whose mask admits only trackpads ignores the wheel and follows a trackpad scroll")
    func continuousMask() throws {
        let canvas = try CanvasInScrollStage(mask: .continuous)
        try canvas.stage.generator.wheelScroll(CGVector(dx: 0, dy: -30), at: canvas.point)
        #expect(canvas.log.isEmpty)
        #expect(canvas.stage.outer.contentOffset == CGPoint(x: 0, y: 430))
        try canvas.stage.generator.trackpadScroll(CGVector(dx: 20, dy: 0), at: canvas.point, steps: 2)
        #expect(canvas.log == ["began 10.0,0.0", "changed 20.0,0.0", "ended 20.0,0.0"])
        #expect(canvas.stage.outer.contentOffset == CGPoint(x: 0, y: 430))
    }

    @Test("A pan following a scroll reports the pointer as its location and no touches")
    func locationIsThePointer() throws {
        let canvas = try CanvasInScrollStage(mask: .all)
        var locations: [CGPoint] = []
        var touchCounts: [Int] = []
        canvas.pan.addTarget { recognizer in
            locations.append(recognizer.location(in: canvas.canvas))
            touchCounts.append(recognizer.numberOfTouches)
        }
        try canvas.stage.generator.wheelScroll(CGVector(dx: 0, dy: -30), at: canvas.point)
        #expect(locations == [CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 100)])
        #expect(touchCounts == [0, 0])
    }

    @Test("shouldReceive(_:) and the delegate's gestureRecognizer(_:shouldReceive:) filter scroll events")
    func eventFilters() throws {
        let canvas = try CanvasInScrollStage(mask: .all)
        let delegate = EventRefusingDelegate()
        canvas.pan.delegate = delegate
        try canvas.stage.generator.wheelScroll(CGVector(dx: 0, dy: -30), at: canvas.point)
        #expect(canvas.log.isEmpty)
        #expect(delegate.refusedTypes == [.scroll])
        #expect(canvas.stage.outer.contentOffset == CGPoint(x: 0, y: 430))

        let refusing = ScrollRefusingPan()
        refusing.allowedScrollTypesMask = .all
        var heard = 0
        refusing.addTarget { _ in heard += 1 }
        canvas.canvas.gestureRecognizers = [refusing]
        try canvas.stage.generator.wheelScroll(CGVector(dx: 0, dy: -30), at: canvas.point)
        #expect(heard == 0)
        #expect(canvas.stage.outer.contentOffset == CGPoint(x: 0, y: 460))
        // It still pans with a finger: shouldReceive(_:) refuses scroll events only.
        try canvas.stage.generator.fingerDrag(from: canvas.point, to: CGPoint(x: 160, y: 260), duration: 0.2)
        #expect(heard > 0)
    }

    @Test("A recognizer's shouldReceive(_:) is asked about touch events too")
    func shouldReceiveTouchEvents() throws {
        let stage = CoreStage()
        let view = stage.view("canvas", CGRect(x: 0, y: 0, width: 320, height: 480))
        let refusing = TouchRefusingTap()
        var taps = 0
        refusing.addTarget { _ in taps += 1 }
        view.addGestureRecognizer(refusing)
        let generator = try EventGenerator(window: stage.window)
        try generator.fingerTap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 0)
        #expect(refusing.askedTypes == [.touches])
    }
}

/// A delegate that refuses every event and records their types.
@MainActor
final class EventRefusingDelegate: UIGestureRecognizerDelegate {
    var refusedTypes: [UIEvent.EventType] = []
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        refusedTypes.append(event.type)
        return false
    }
}

/// A pan that refuses scroll events.
final class ScrollRefusingPan: UIPanGestureRecognizer {
    override func shouldReceive(_ event: UIEvent) -> Bool { event.type != .scroll }
}

/// A tap that refuses touch events, recording the types it is asked about.
final class TouchRefusingTap: UITapGestureRecognizer {
    var askedTypes: [UIEvent.EventType] = []
    override func shouldReceive(_ event: UIEvent) -> Bool {
        askedTypes.append(event.type)
        return event.type != .touches
    }
}
