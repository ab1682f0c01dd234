import Foundation
import HitKit
import HitKitTesting
import Testing

/// A control that handles VoiceOver's activation itself, as a custom control does.
@MainActor
final class SelfActivatingControl: UIControl {
    var activations = 0
    var touchCount = 0

    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchCount += 1
        super.touchesBegan(touches, with: event)
    }
}

/// A screen with a button, and what its action saw.
@MainActor
struct ButtonScreen {
    /// Held: a window holds its application weakly.
    let application = UIApplication()
    let window: UIWindow
    let button: UIButton
    let generator: EventGenerator
    let taps: Counter

    @MainActor
    final class Counter {
        var value = 0
    }

    init() throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        button = UIButton(frame: CGRect(x: 100, y: 200, width: 120, height: 44))
        button.setTitle("Pay", for: .normal)
        let taps = Counter()
        button.addAction(UIAction { _ in taps.value += 1 }, for: .touchUpInside)
        self.taps = taps
        window.addSubview(button)
        window.makeKeyAndVisible()
        generator = try EventGenerator(window: window)
    }
}

@MainActor
@Suite("EventGenerator: activating an element as VoiceOver does")
struct EventGeneratorActivateTests {
    @Test("Activating a button whose accessibilityActivate declines taps its activation point")
    func activateTapsActivationPoint() throws {
        let screen = try ButtonScreen()
        let handled = try screen.generator.activate(screen.button)
        #expect(!handled)
        #expect(screen.taps.value == 1)
        try screen.generator.assertNoLeftovers()
    }

    @Test("An element whose accessibilityActivate returns true gets no touch")
    func activateHandledSkipsTap() throws {
        let screen = try ButtonScreen()
        let control = SelfActivatingControl(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        screen.window.addSubview(control)
        let handled = try screen.generator.activate(control)
        #expect(handled)
        #expect(control.activations == 1 && control.touchCount == 0)
    }

    @Test("The touch lands at a custom activation point, in screen coordinates")
    func customActivationPoint() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 40, width: 320, height: 400), application: application)
        let view = RecordingView("slider", frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        view.accessibilityActivationPoint = CGPoint(x: 300, y: 90)
        try generator.activate(view)
        #expect(view.calls.map(\.locations) == [[CGPoint(x: 300, y: 50)], [CGPoint(x: 300, y: 50)]])
    }

    @Test("VoiceOver's activation goes to a transparent overlay above the button, as on iOS")
    func overlayTakesActivation() throws {
        let screen = try ButtonScreen()
        let overlay = RecordingView("overlay", frame: screen.window.bounds)
        screen.window.addSubview(overlay)
        try screen.generator.activate(screen.button)
        #expect(screen.taps.value == 0)
        #expect(overlay.phases == [.began, .ended])
    }

    @Test("An overlay with user interaction off lets VoiceOver's activation reach the button")
    func overlayFixed() throws {
        let screen = try ButtonScreen()
        let overlay = RecordingView("overlay", frame: screen.window.bounds)
        overlay.isUserInteractionEnabled = false
        screen.window.addSubview(overlay)
        try screen.generator.activate(screen.button)
        #expect(screen.taps.value == 1)
        #expect(overlay.calls.isEmpty)
    }

    @Test("An accessibility element is touched at the midpoint of its frame in its container")
    func activateElement() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let chart = RecordingView("chart", frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        window.addSubview(chart)
        window.makeKeyAndVisible()
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 100)
        let generator = try EventGenerator(window: window)
        try generator.activate(bar)
        #expect(chart.calls.first?.locations == [CGPoint(x: 40, y: 70)])
    }

    @Test("An activation point that is not finite is refused")
    func nonFiniteActivationPoint() throws {
        let screen = try ButtonScreen()
        screen.button.accessibilityActivationPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(throws: EventGeneratorError.self) { try screen.generator.activate(screen.button) }
        #expect(screen.taps.value == 0)
    }
}
