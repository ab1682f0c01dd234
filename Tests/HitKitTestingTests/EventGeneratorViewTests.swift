import Foundation
import HitKit
import HitKitTesting
import Testing

@MainActor
@Suite("EventGenerator: views as locations")
struct EventGeneratorViewTests {
    @Test("A view's hit point is the centre of its part inside its ancestors' bounds")
    func hitPointIsVisibleCentre() throws {
        let scene = try Scene()
        let box = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let overhanging = RecordingView("overhanging", frame: CGRect(x: 60, y: -20, width: 80, height: 40))
        box.addSubview(overhanging)
        scene.canvas.addSubview(box)
        #expect(try scene.generator.hitPoint(for: overhanging) == CGPoint(x: 180, y: 110))
        try scene.generator.fingerTap(at: overhanging)
        #expect(overhanging.phases == [.began, .ended])
    }

    @Test("A view whose centre is covered by its own subview is still hittable")
    func subviewCountsAsTheView() throws {
        let scene = try Scene()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView("child", frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        parent.addSubview(child)
        scene.canvas.addSubview(parent)
        try scene.generator.fingerTap(at: parent)
        #expect(child.phases == [.began, .ended])
    }

    @Test("A view outside the generator's window is not in the window")
    func viewNotInWindow() throws {
        let scene = try Scene()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(code { try scene.generator.fingerTap(at: loose) } == .viewNotInWindow)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50), application: scene.application)
        let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.addSubview(elsewhere)
        other.makeKeyAndVisible()
        #expect(code { try scene.generator.fingerDown(at: elsewhere) } == .viewNotInWindow)
        #expect(scene.canvas.calls.isEmpty)
    }

    @Test("Hidden, disabled, covered, transparent and empty views are not hittable")
    func viewsNotHittable() throws {
        let scene = try Scene()
        func add(_ configure: (UIView) -> Void) -> UIView {
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            scene.canvas.addSubview(view)
            configure(view)
            return view
        }
        let hidden = add { $0.isHidden = true }
        let disabled = add { $0.isUserInteractionEnabled = false }
        let transparent = add { $0.alpha = 0 }
        let empty = add { $0.frame = CGRect(x: 10, y: 10, width: 0, height: 10) }
        let covered = add { _ in }
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.canvas.addSubview(cover)
        let outside = UIView(frame: CGRect(x: 400, y: 10, width: 10, height: 10))
        cover.addSubview(outside)
        let button = UIButton(frame: CGRect(x: 200, y: 200, width: 40, height: 40))
        button.isEnabled = false
        scene.canvas.addSubview(button)
        for view in [hidden, disabled, transparent, empty, covered, outside, button] {
            #expect(code { try scene.generator.fingerTap(at: view) } == .viewNotHittable, "\(view)")
        }
        #expect(scene.canvas.calls.isEmpty)
        #expect(scene.application.activeTouches.isEmpty)
    }

    @Test("A view scaled by 1e308, whose window rectangle has NaN edges, is not hittable and does not trap")
    func hugelyScaledViewIsNotHittable() throws {
        let scene = try Scene()
        let huge = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        scene.canvas.addSubview(huge)
        huge.transform = CGAffineTransform(scaleX: 1e308, y: 1e308)
        #expect(code { try scene.generator.fingerTap(at: huge) } == .viewNotHittable)
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        huge.addSubview(inside)
        #expect(code { try scene.generator.fingerTap(at: inside) } == .viewNotHittable)
        #expect(scene.application.activeTouches.isEmpty)
    }

    @Test("A view covered by a window in front is not hittable")
    func coveredByAnotherWindow() throws {
        let scene = try Scene()
        let front = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100), application: scene.application)
        front.windowLevel = .alert
        front.isHidden = false
        let target = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        scene.canvas.addSubview(target)
        #expect(code { try scene.generator.fingerTap(at: target) } == .viewNotHittable)
    }

    @Test("viewWithIdentifier finds a view by accessibility identifier, typed or not")
    func viewWithIdentifierFinds() throws {
        let scene = try Scene()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        button.accessibilityIdentifier = "save"
        scene.canvas.addSubview(button)
        #expect(try scene.generator.viewWithIdentifier("save") === button)
        #expect(try scene.generator.viewWithIdentifier("save", ofType: UIButton.self) === button)
        #expect(try scene.generator.viewWithIdentifier("save", ofType: UIControl.self) === button)
        #expect(try scene.generator.viewWithIdentifier("canvas", ofType: RecordingView.self) === scene.canvas)
    }

    @Test("viewWithIdentifier reports a missing identifier and a wrong type")
    func viewWithIdentifierErrors() throws {
        let scene = try Scene()
        #expect(code { _ = try scene.generator.viewWithIdentifier("nothing") } == .identifierNotFound)
        #expect(
            code { _ = try scene.generator.viewWithIdentifier("nothing", ofType: UIButton.self) } == .identifierNotFound
        )
        #expect(code { _ = try scene.generator.viewWithIdentifier("canvas", ofType: UIButton.self) } == .wrongViewType)
        do {
            _ = try scene.generator.viewWithIdentifier("canvas", ofType: UIButton.self)
        } catch {
            #expect(
                error.message
                    == #"the view with the accessibility identifier "canvas" is a RecordingView, not a UIButton"#)
        }
    }

    @Test("Checking that a view is hittable leaves no trace in a recorder")
    func hitCheckIsNotRecorded() throws {
        let scene = try Scene()
        let recorder = TraceRecorder(application: scene.application)
        _ = try scene.generator.hitPoint(for: scene.canvas)
        #expect(recorder.lines.isEmpty)
        try scene.generator.fingerDown(at: scene.canvas)
        #expect(recorder.lines(.hitTesting).filter { $0.hasPrefix("hitTest enter <UIWindow>") }.count == 1)
    }
}
