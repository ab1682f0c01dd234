import Foundation
import HitKit
import Testing

// UIKit-style subclasses of UISlider and UISwitch, written as public UIKit code is and compiled
// with `import HitKit` only.

/// A slider whose thumb jumps to a touch anywhere on the track and is dragged from there — the
/// common "tap to seek" subclass.
private final class SeekSlider: UISlider {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: value).width
        let fraction = (touch.location(in: self).x - track.minX - thumbWidth / 2) / (track.width - thumbWidth)
        setValue(minimumValue + Float(fraction) * (maximumValue - minimumValue), animated: true)
        sendActions(for: .valueChanged)
        _ = super.beginTracking(touch, with: event)
        return true
    }
}

/// A slider with an inset track and a thumb drawn 20 points larger than the default each way.
private final class BigThumbSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + 10, y: bounds.midY - 3, width: bounds.width - 20, height: 6)
    }

    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value).insetBy(dx: -10, dy: -10)
    }
}

/// A settings row that mirrors its switch into a model with a typed target–action.
private final class SettingsRow: UIView {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    private(set) var savedValues: [Bool] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        toggle.onTintColor = .systemGreen
        toggle.addTarget(self, action: SettingsRow.toggled, for: .valueChanged)
        addSubview(toggle)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func toggled(_ sender: UISwitch) {
        savedValues.append(sender.isOn)
    }
}

@MainActor
@Suite("UIKit-style UISlider and UISwitch subclasses compile and behave with import HitKit")
struct PortedSliderAndSwitchTests {
    private let app = UIApplication()

    /// A visible window holding `view`; the caller keeps it alive, as an app's scene does.
    private func window(with view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.addSubview(view)
        window.makeKeyAndVisible()
        return window
    }

    private func drag(_ points: [CGPoint], from start: TimeInterval = 1) {
        var time = start
        for (index, point) in points.enumerated() {
            let phase: PointerSample.Phase = index == 0 ? .down : index == points.count - 1 ? .up : .move
            app.send(PointerSample(pointerID: 1, phase: phase, location: point, timestamp: time))
            time += 0.02
        }
    }

    @Test("A tap-to-seek slider jumps to the finger and is dragged from there")
    func seekSlider() {
        let slider = SeekSlider(frame: CGRect(x: 0, y: 100, width: 231, height: 31))
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        let window = window(with: slider)
        drag([CGPoint(x: 165.5, y: 115), CGPoint(x: 185.5, y: 115), CGPoint(x: 185.5, y: 115)])
        #expect(values.map { ($0 * 100).rounded() } == [75, 85])
        #expect(window.subviews.count == 1)
    }

    @Test("A larger custom thumb is grabbed where a default one would be missed, and dragged")
    func bigThumbSlider() {
        let slider = BigThumbSlider(frame: CGRect(x: 0, y: 100, width: 231, height: 31))
        slider.value = 0.5
        let window = window(with: slider)
        // The thumb is 51 points wide, centred at x 115.5: x 139 is on it but 23.5 points from its
        // centre, outside a default thumb's 44-point touch area.
        drag([CGPoint(x: 139, y: 115), CGPoint(x: 139 + 45, y: 115), CGPoint(x: 139 + 45, y: 115)])
        #expect(slider.isTracking == false)
        #expect(abs(slider.value - 0.75) < 1e-6)
        #expect(slider.window === window)
    }

    @Test("A switch's valueChanged reaches a typed target–action; setOn does not")
    func settingsRow() {
        let row = SettingsRow(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let window = window(with: row)
        #expect(row.toggle.frame == CGRect(x: 10, y: 10, width: 51, height: 31))
        drag([CGPoint(x: 30, y: 25), CGPoint(x: 30, y: 25)])
        row.toggle.setOn(false, animated: true)
        drag([CGPoint(x: 30, y: 25), CGPoint(x: 30, y: 25)], from: 2)
        #expect(row.savedValues == [true, true])
        #expect(row.window === window)
    }
}
