import Foundation
import HitKit
import HitKitTesting
import Testing

@MainActor
@Suite("EventGenerator: errors")
struct EventGeneratorErrorTests {
    @Test("A finger that is already down cannot touch down again")
    func fingerAlreadyDown() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(2, at: CGPoint(x: 10, y: 10))
        #expect(code { try scene.generator.fingerDown(2, at: CGPoint(x: 20, y: 20)) } == .fingerAlreadyDown)
        #expect(
            code { try scene.generator.fingerDown([0, 2], at: [CGPoint.zero, CGPoint.zero]) } == .fingerAlreadyDown)
        #expect(code { try scene.generator.fingerTap(2, at: CGPoint(x: 20, y: 20)) } == .fingerAlreadyDown)
        #expect(scene.canvas.calls.count == 1)
    }

    @Test("A finger that is not down cannot move or lift")
    func fingerNotDown() throws {
        let scene = try Scene()
        #expect(code { try scene.generator.fingerUp() } == .fingerNotDown)
        #expect(code { try scene.generator.fingerMove(to: CGPoint(x: 1, y: 1)) } == .fingerNotDown)
        #expect(code { try scene.generator.fingerCancel() } == .fingerNotDown)
        try scene.generator.fingerDown(0, at: CGPoint(x: 10, y: 10))
        #expect(code { try scene.generator.fingerMove(1, to: CGPoint(x: 1, y: 1)) } == .fingerNotDown)
        #expect(code { try scene.generator.fingerUp([nil, nil]) } == .fingerNotDown)
        #expect(scene.canvas.calls.count == 1)
    }

    @Test("An eleventh finger finds no free finger")
    func noFreeFinger() throws {
        let scene = try Scene()
        for index in 0..<EventGenerator.maximumFingerCount {
            try scene.generator.fingerDown(at: CGPoint(x: 10 + 20 * index, y: 10))
        }
        #expect(code { try scene.generator.fingerDown(at: CGPoint(x: 10, y: 100)) } == .noFreeFinger)
        #expect(code { try scene.generator.twoFingerTap() } == .noFreeFinger)
        try scene.generator.fingerUp(4)
        try scene.generator.fingerDown(at: CGPoint(x: 10, y: 100))
        #expect(scene.generator.fingersDown.last == 4)
    }

    @Test("Out-of-range arguments are refused before anything is sent")
    func invalidArguments() throws {
        let scene = try Scene()
        let point = CGPoint(x: 10, y: 10)
        #expect(code { try scene.generator.fingerDown(10, at: point) } == .invalidArgument)
        #expect(code { try scene.generator.fingerDown(-1, at: point) } == .invalidArgument)
        #expect(code { try scene.generator.fingerDown(at: CGPoint(x: CGFloat.nan, y: 0)) } == .invalidArgument)
        #expect(code { try scene.generator.fingerDown(at: [CGPoint]()) } == .invalidArgument)
        #expect(code { try scene.generator.fingerDown([0], at: [point, point]) } == .invalidArgument)
        #expect(code { try scene.generator.fingerTap(at: point, numberOfTimes: 0) } == .invalidArgument)
        #expect(code { try scene.generator.fingerLongPress(at: point, duration: -1) } == .invalidArgument)
        #expect(
            code { try scene.generator.fingerDrag(from: point, to: point, duration: .infinity) } == .invalidArgument)
        #expect(
            code { try scene.generator.fingerPinch(fromDistance: -1, toDistance: 10, duration: 0) } == .invalidArgument)
        #expect(code { try scene.generator.fingerRotate(angle: .nan, duration: 0) } == .invalidArgument)
        try scene.generator.fingerDown(0, at: point)
        #expect(code { try scene.generator.fingerMove(to: point, duration: -0.1) } == .invalidArgument)
        #expect(code { try scene.generator.fingerUp([0, 0]) } == .invalidArgument)
        #expect(scene.canvas.calls.count == 1)
    }

    @Test("Errors say what went wrong in a sentence")
    func errorsAreClear() throws {
        let scene = try Scene()
        do {
            try scene.generator.fingerUp(3)
            Issue.record("fingerUp of a finger that is not down must throw")
        } catch {
            #expect(error.code == .fingerNotDown)
            #expect(error.description == "fingerNotDown: finger 3 is not down; touch down first [finger 3]")
        }
        do {
            _ = try scene.generator.viewWithIdentifier("missing")
            Issue.record("an unknown identifier must throw")
        } catch {
            #expect(
                error.description
                    == #"identifierNotFound: no view in the window has the accessibility identifier "missing" [missing]"#
            )
        }
    }
}

@MainActor
@Suite("EventGenerator: creation")
struct EventGeneratorCreationTests {
    @Test("A generator for a shown window drives that window's application")
    func windowGenerator() throws {
        let scene = try Scene()
        #expect(scene.generator.application === scene.application)
        #expect(scene.generator.window === scene.window)
        #expect(scene.generator.mainView === scene.window)
    }

    @Test("A hidden window is refused")
    func hiddenWindowIsRefused() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: application)
        #expect(code { _ = try EventGenerator(window: window) } == .windowNotVisible)
        #expect(code { _ = try EventGenerator(view: window) } == .windowNotVisible)
    }

    @Test("A window that belongs to no application is refused")
    func windowWithoutApplicationIsRefused() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(code { _ = try EventGenerator(window: window) } == .windowHasNoApplication)
    }

    @Test("A view without a window is put in a new visible key window of a new application, sized to it")
    func viewIsWrapped() throws {
        let view = RecordingView("view", frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        let generator = try EventGenerator(view: view)
        #expect(view.window === generator.window)
        #expect(generator.mainView === view)
        #expect(generator.window.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(!generator.window.isHidden)
        #expect(generator.window.isKeyWindow)
        #expect(generator.window.application === generator.application)
        #expect(generator.application !== UIApplication.shared)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        try generator.fingerTap(at: view)
        #expect(view.phases == [.began, .ended])
        #expect(view.calls[0].locations == [CGPoint(x: 50, y: 30)])
    }

    @Test("A view with a superview but no window is wrapped with its top-level ancestor")
    func topLevelAncestorIsWrapped() throws {
        let root = UIView(frame: CGRect(x: 5, y: 5, width: 200, height: 100))
        let child = RecordingView("child", frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        let generator = try EventGenerator(view: child)
        #expect(root.superview === generator.window)
        #expect(generator.window.bounds.size == CGSize(width: 200, height: 100))
        #expect(generator.mainView === child)
        try generator.fingerTap(at: child)
        #expect(child.calls.first?.locations == [CGPoint(x: 20, y: 20)])
    }

    @Test("A view in a shown window uses that window and moves nothing")
    func viewInWindowUsesIt() throws {
        let scene = try Scene()
        let view = RecordingView("view", frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        scene.canvas.addSubview(view)
        let generator = try EventGenerator(view: view)
        #expect(generator.window === scene.window)
        #expect(generator.application === scene.application)
        #expect(generator.mainView === view)
        #expect(view.frame == CGRect(x: 30, y: 40, width: 100, height: 60))
    }

    @Test("A view in a hidden window is refused")
    func viewInHiddenWindowIsRefused() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(code { _ = try EventGenerator(view: view) } == .windowNotVisible)
    }
}
