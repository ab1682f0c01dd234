import Foundation
import Testing

@testable import HitKit

/// `UIWindow.convert(_:to:)` / `convert(_:from:)` with a `UIWindow?` argument, nil meaning the
/// screen (UIKit's window overloads).
@MainActor
@Suite("Converting between windows and the screen")
struct WindowScreenConversionTests {
    @Test("A window converts to and from the screen through its frame")
    func windowToScreen() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 300), application: app)
        #expect(window.convert(CGPoint(x: 10, y: 20), to: nil) == CGPoint(x: 110, y: 70))
        #expect(window.convert(CGPoint(x: 110, y: 70), from: nil) == CGPoint(x: 10, y: 20))
        #expect(
            window.convert(CGRect(x: 0, y: 0, width: 20, height: 30), to: nil)
                == CGRect(x: 100, y: 50, width: 20, height: 30))
        #expect(
            window.convert(CGRect(x: 100, y: 50, width: 20, height: 30), from: nil)
                == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test("A window's transform and bounds origin take part in the screen conversion")
    func transformedWindowToScreen() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: application)
        window.bounds.origin = CGPoint(x: 0, y: 40)
        #expect(window.convert(CGPoint(x: 0, y: 40), to: nil) == .zero)
        window.bounds.origin = .zero
        window.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about the centre (100, 100): the origin lands at (-100, -100).
        #expect(isClose(window.convert(CGPoint.zero, to: nil), CGPoint(x: -100, y: -100)))
        #expect(isClose(window.convert(CGPoint(x: -100, y: -100), from: nil), .zero))
        #expect(
            isClose(
                window.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil),
                CGRect(x: -100, y: -100, width: 20, height: 20)))
    }

    @Test("Two windows convert points and rectangles through the screen")
    func windowToWindow() {
        let app = UIApplication()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let second = UIWindow(frame: CGRect(x: 30, y: 40, width: 100, height: 100), application: app)
        #expect(first.convert(CGPoint(x: 30, y: 40), to: second) == .zero)
        #expect(second.convert(CGPoint(x: 30, y: 40), from: first) == .zero)
        #expect(first.convert(CGPoint.zero, from: second) == CGPoint(x: 30, y: 40))
        #expect(
            first.convert(CGRect(x: 30, y: 40, width: 5, height: 5), to: second)
                == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(
            second.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: first)
                == CGRect(x: 30, y: 40, width: 5, height: 5))
    }

    @Test("On a UIView, nil still means the view's window; on a UIWindow it means the screen")
    func nilMeaningDependsOnStaticType() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 300), application: application)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(view.convert(CGPoint(x: 10, y: 10), from: nil) == .zero)
        let windowAsView: UIView = window
        #expect(windowAsView.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 5, y: 5))
        #expect(window.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 105, y: 55))
        #expect(window.convert(CGPoint.zero, to: view) == CGPoint(x: -10, y: -10))
        #expect(window.convert(CGPoint(x: 10, y: 10), from: view) == CGPoint(x: 20, y: 20))
    }

    @Test("A touch's screen location converts to its window's coordinates")
    func touchLocationMatchesScreenConversion() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 300), application: app)
        window.makeKeyAndVisible()
        let screenPoint = CGPoint(x: 150, y: 100)
        var located: CGPoint?
        final class Probe: UIView {
            var onBegan: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                if let touch = touches.first { onBegan?(touch) }
            }
        }
        let probe = Probe(frame: window.bounds)
        probe.onBegan = { located = $0.location(in: nil) }
        window.addSubview(probe)
        app.send(PointerSample(pointerID: 1, phase: .down, location: screenPoint, timestamp: 0))
        #expect(located == window.convert(screenPoint, from: nil))
        #expect(located == CGPoint(x: 50, y: 50))
        app.send(PointerSample(pointerID: 1, phase: .up, location: screenPoint, timestamp: 0.05))
    }
}
