import HitKit
import HitKitScenes
import HitKitTesting
import Testing

/// The declarative behaviours, logs, gestures and windows of scene files, run through HitKit.
@Suite("Scene behaviours")
struct SceneBehaviourTests {
    /// A 100 × 100 `back` button under a 200 × 200 `cover` view of class `Cover`.
    static func covered(_ cover: String, touches: String = "tap 50,50") -> String {
        """
        classes:
          Cover: \(cover)
        views:
          - {name: back, class: button, frame: [0, 0, 100, 100], actions: [{event: touchUpInside, log: back tapped}]}
          - {name: cover, class: Cover, frame: [0, 0, 200, 200]}
        logTrace: [touchView]
        touches: \(touches)
        """
    }

    @Test("passThrough returns nil where the result would be the view itself, so the button behind gets the tap")
    @MainActor
    func passThrough() {
        #expect(runScene(Self.covered("{base: view}")) == ["touch.view = cover"])
        #expect(runScene(Self.covered("{hitTest: passThrough}")) == ["touch.view = back", "back tapped"])
    }

    @Test("pointInside never and always decide alone; bounds is UIKit's answer")
    @MainActor
    func pointInsideAnswers() {
        #expect(runScene(Self.covered("{pointInside: never}")) == ["touch.view = back", "back tapped"])
        #expect(runScene(Self.covered("{pointInside: always}", touches: "tap 300,300")) == ["touch.view = cover"])
        #expect(runScene(Self.covered("{pointInside: bounds}", touches: "tap 300,300")) == ["touch.view = UIWindow"])
    }

    @Test("Negative insets enlarge a button's hit area: a tap 10 points outside its frame reaches it")
    @MainActor
    func enlargedButton() {
        let scene = """
            views:
              - {name: small, class: button, frame: [100, 100, 20, 20], pointInside: {insets: -15},
                 actions: [{event: touchUpInside, log: small tapped}]}
            touches: tap 90,90; tap 80,80
            """
        #expect(runScene(scene) == ["small tapped"])
    }

    @Test("controlsOnly says YES only on a subview control, so the view behind gets the rest")
    @MainActor
    func controlsOnly() {
        let scene = """
            logTrace: [touchView]
            views:
              - {name: behind, frame: [0, 0, 200, 200]}
              - name: panel
                frame: [0, 0, 200, 200]
                pointInside: controlsOnly
                subviews: [{name: ok, class: button, frame: [10, 10, 50, 50]}]
            touches: tap 20,20; tap 150,150
            """
        #expect(runScene(scene) == ["touch.view = ok", "touch.view = behind"])
    }

    @Test("redirectInside returns the named view when the point lies inside it")
    @MainActor
    func redirect() {
        let scene = """
            logTrace: [touchView]
            views:
              - {name: target, frame: [0, 0, 50, 50]}
              - {name: front, frame: [0, 0, 200, 200], hitTest: {redirectInside: target}}
            touches: tap 10,10; tap 100,100
            """
        #expect(runScene(scene) == ["touch.view = target", "touch.view = front"])
    }

    @Test("exceptInside says NO where the named view says YES, so hit-testing goes on behind")
    @MainActor
    func exceptInside() {
        let scene = """
            logTrace: [touchView]
            views:
              - {name: target, frame: [0, 0, 50, 50]}
              - {name: front, frame: [0, 0, 200, 200], pointInside: {exceptInside: target}}
            touches: tap 10,10; tap 100,100
            """
        #expect(runScene(scene) == ["touch.view = target", "touch.view = front"])
    }

    @Test("touches stop keeps touchesBegan from the superview; default forwards it; forward makes a control forward")
    @MainActor
    func forwarding() {
        func scene(_ touches: String, base: String = "view") -> String {
            """
            classes:
              Logger: {log: {touchesBegan: "{name} began"}}
              Child: {base: \(base), touches: \(touches), log: {touchesBegan: "{name} began"}}
            views:
              - {name: parent, class: Logger, frame: [0, 0, 200, 200], subviews: [{name: child, class: Child, frame: [0, 0, 50, 50]}]}
            touches: tap 10,10
            """
        }
        #expect(runScene(scene("default")) == ["child began", "parent began"])
        #expect(runScene(scene("stop")) == ["child began"])
        #expect(runScene(scene("default", base: "button")) == ["child began"])
        #expect(runScene(scene("forward", base: "button")) == ["child began", "parent began"])
    }

    @Test("A class inherits its base class's behaviours and log lines, and overrides them")
    @MainActor
    func inheritance() {
        let scene = """
            classes:
              Base: {hitTest: passThrough, log: {hitTest: "{class} hitTest", pointInside: "{class} inside {result}"}}
              Derived: {base: Base, log: {hitTest: "{class} derived hitTest"}}
            views:
              - {class: Derived, frame: [0, 0, 100, 100]}
            touches: tap 10,10
            """
        #expect(runScene(scene) == ["Derived derived hitTest", "Derived inside true"])
    }

    @Test("A double-tap recognizer that the single tap requires to fail: a double tap fires only it")
    @MainActor
    func requireToFail() {
        let scene = """
            views:
              - frame: [0, 0, 200, 200]
                gestures:
                  - {kind: tap, name: single, requireToFail: [double], log: single}
                  - {kind: tap, name: double, taps: 2, log: double}
            touches: double-tap 50,50; tap 50,50
            """
        #expect(runScene(scene) == ["double", "single"])
    }

    @Test("shouldReceive exceptIn keeps a recognizer from touches on the named views")
    @MainActor
    func shouldReceive() {
        let scene = """
            views:
              - frame: [0, 0, 200, 200]
                gestures: [{kind: tap, shouldReceive: {exceptIn: [ok]}, log: background tap}]
                subviews: [{name: ok, frame: [0, 0, 50, 50]}]
            touches: tap 10,10; tap 100,100
            """
        #expect(runScene(scene) == ["background tap"])
    }

    @Test("Long press, pan, pinch and rotation recognizers log their states from script gestures")
    @MainActor
    func continuousGestures() {
        let scene = """
            views:
              - frame: [0, 0, 320, 480]
                multipleTouchEnabled: true
                gestures:
                  - {kind: longPress, log: {began: press began, ended: press ended}}
                  - {kind: pinch, log: {began: pinch began, ended: pinch ended}}
                  - {kind: rotation, log: {began: rotation began, ended: rotation ended}}
            touches: |
              long-press 100,100 0.8s
              pinch 160,240 100 -> 200 0.3s
              rotate 160,240 90 0.3s
            """
        let lines = runScene(scene)
        #expect(lines.starts(with: ["press began", "press ended"]))
        #expect(lines.contains("pinch began") && lines.contains("pinch ended"))
        #expect(lines.contains("rotation began") && lines.contains("rotation ended"))
        #expect(!lines.contains { $0.hasPrefix("leftover") })
    }

    @Test("The front-most window by level gets the touch; a hidden window gets none")
    @MainActor
    func windows() {
        let scene = """
            logTrace: [touchView]
            windows:
              - {key: true, views: [{name: low, frame: [0, 0, 320, 480]}]}
              - {level: 1000, frame: [0, 0, 320, 100], views: [{name: high, frame: [0, 0, 320, 100]}]}
              - {level: 2000, hidden: true, views: [{name: hiddenWindowView, frame: [0, 0, 320, 480]}]}
            touches: tap 10,10; tap 10,200
            """
        #expect(runScene(scene) == ["touch.view = high", "touch.view = low"])
    }

    @Test("A transformed view is hit where it is drawn: scaled by 2 about its centre")
    @MainActor
    func transform() {
        let scene = """
            logTrace: [touchView]
            views:
              - {name: scaled, center: [100, 100], bounds: [0, 0, 20, 20], transform: {scale: 2}}
            touches: tap 85,85; tap 75,75
            """
        #expect(runScene(scene) == ["touch.view = scaled", "touch.view = UIWindow"])
    }

    @Test("Hidden, transparent, non-interactive and disabled views are skipped, with their reasons")
    @MainActor
    func skips() {
        let scene = """
            logTrace: [skips]
            views:
              - {name: a, frame: [0, 0, 50, 50], hidden: true}
              - {name: b, frame: [0, 0, 50, 50], alpha: 0}
              - {name: c, frame: [0, 0, 50, 50], userInteractionEnabled: false}
              - {name: d, class: button, frame: [0, 0, 50, 50], isEnabled: false}
            touches: tap 10,10
            """
        #expect(
            runScene(scene) == [
                "d skipped: disabled control", "c skipped: isUserInteractionEnabled == false",
                "b skipped: alpha <= 0.01", "a skipped: hidden",
            ])
    }

    @Test("A view controller's view passes touches to its controller, then to the window")
    @MainActor
    func viewControllerInTheChain() throws {
        let scene = try SceneFile.load(
            """
            views:
              - {name: root, viewController: true, subviews: [{name: leaf, frame: [0, 0, 50, 50]}]}
            touches: tap 10,10
            """, file: "vc.yaml")
        let runtime = try scene.makeRuntime()
        let recorder = TraceRecorder(application: runtime.application)
        runtime.run(try scene.script())
        #expect(
            recorder.lines(.forwarding).prefix(3) == [
                "forward touchesBegan <leaf> → <root>", "forward touchesBegan <root> → <UIViewController>",
                "forward touchesBegan <UIViewController> → <UIWindow>",
            ])
        #expect(runtime.view(named: "root")?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("Two tap recognizers on one view: one wins, unless simultaneousWith lets both recognize")
    @MainActor
    func simultaneous() {
        func scene(_ extra: String) -> String {
            """
            views:
              - frame: [0, 0, 200, 200]
                gestures:
                  - {kind: tap, name: first, log: first\(extra)}
                  - {kind: tap, name: second, log: second}
            touches: tap 50,50
            """
        }
        #expect(runScene(scene("")).count == 1)
        #expect(runScene(scene(", simultaneousWith: [second]")) == ["first", "second"])
    }

    @Test("shouldBegin false makes a recognizer fail, so the view's touches are not cancelled")
    @MainActor
    func shouldBegin() {
        let scene = """
            classes:
              Logger: {log: {touchesEnded: "{name} ended", touchesCancelled: "{name} cancelled"}}
            views:
              - name: box
                class: Logger
                frame: [0, 0, 200, 200]
                gestures: [{kind: tap, shouldBegin: false, log: tapped}]
            touches: tap 50,50
            """
        #expect(runScene(scene) == ["box ended"])
        // The order of the action and touchesCancelled is the core's business; both happen.
        #expect(
            Set(runScene(scene.replacingOccurrences(of: ", shouldBegin: false", with: ""))) == [
                "tapped", "box cancelled",
            ])
    }

    @Test("A swipe recognizer fires only for its direction; a screen-edge pan only from its edge")
    @MainActor
    func swipeAndEdgePan() {
        let scene = """
            views:
              - frame: [0, 0, 320, 480]
                gestures:
                  - {kind: swipe, direction: [left], log: swiped left}
                  - {kind: screenEdgePan, edges: [left], log: {began: edge pan began}}
            touches: |
              drag 300,200 -> 100,200 0.1s
              drag 100,200 -> 300,200 0.1s
            """
        #expect(runScene(scene) == ["swiped left"])
        let edge = scene.replacingOccurrences(of: "drag 100,200 -> 300,200 0.1s", with: "drag 1,200 -> 200,200 0.3s")
        #expect(runScene(edge) == ["swiped left", "edge pan began"])
    }
}
