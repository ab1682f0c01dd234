import Foundation
import HitKitTesting
import Testing

@testable import HitKit

// UIKit code from public samples that reaches for layers, compiled with only the import changed.

/// A button backed by a gradient layer, with rounded corners, a border and a shadow.
class GradientButton: UIButton {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
        gradientLayer.locations = [0.0, 1.0]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.cornerRadius = frame.height / 2
        layer.borderWidth = 1
        layer.borderColor = UIColor.white.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A range slider whose track and thumbs are CALayer sublayers, tracked as a UIControl.
class RangeSlider: UIControl {
    var minimumValue: CGFloat = 0
    var maximumValue: CGFloat = 1
    var lowerValue: CGFloat = 0.2 { didSet { updateLayerFrames() } }
    var upperValue: CGFloat = 0.8 { didSet { updateLayerFrames() } }

    private let trackLayer = CALayer()
    private let trackHighlightLayer = CAShapeLayer()
    let lowerThumbLayer = CALayer()
    let upperThumbLayer = CALayer()
    private var previousLocation = CGPoint()
    private var lowerThumbHighlighted = false
    private var upperThumbHighlighted = false

    private var thumbSize: CGFloat { bounds.height }

    override var frame: CGRect {
        didSet { updateLayerFrames() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.backgroundColor = UIColor.lightGray.cgColor
        trackHighlightLayer.fillColor = tintColor.cgColor
        for thumb in [lowerThumbLayer, upperThumbLayer] {
            thumb.backgroundColor = UIColor.white.cgColor
            thumb.borderColor = UIColor.gray.cgColor
            thumb.borderWidth = 0.5
            thumb.shadowOpacity = 0.2
        }
        layer.addSublayer(trackLayer)
        layer.insertSublayer(trackHighlightLayer, above: trackLayer)
        layer.addSublayer(lowerThumbLayer)
        layer.addSublayer(upperThumbLayer)
        updateLayerFrames()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func updateLayerFrames() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        trackLayer.frame = bounds.insetBy(dx: 0, dy: bounds.height / 3)
        trackLayer.cornerRadius = trackLayer.bounds.height / 2
        let lowerX = position(for: lowerValue)
        let upperX = position(for: upperValue)
        trackHighlightLayer.path =
            UIBezierPath(
                rect: CGRect(
                    x: lowerX, y: trackLayer.frame.minY, width: upperX - lowerX, height: trackLayer.frame.height)
            ).cgPath
        lowerThumbLayer.frame = CGRect(x: lowerX - thumbSize / 2, y: 0, width: thumbSize, height: thumbSize)
        upperThumbLayer.frame = CGRect(x: upperX - thumbSize / 2, y: 0, width: thumbSize, height: thumbSize)
        lowerThumbLayer.cornerRadius = thumbSize / 2
        upperThumbLayer.cornerRadius = thumbSize / 2
        CATransaction.commit()
    }

    func position(for value: CGFloat) -> CGFloat {
        bounds.width * (value - minimumValue) / (maximumValue - minimumValue)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousLocation = touch.location(in: self)
        // The classic test: which thumb layer is under the finger.
        let hit = layer.hitTest(convert(previousLocation, to: superview))
        if hit === upperThumbLayer {
            upperThumbHighlighted = true
        } else if hit === lowerThumbLayer {
            lowerThumbHighlighted = true
        }
        return lowerThumbHighlighted || upperThumbHighlighted
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let deltaValue = (maximumValue - minimumValue) * (location.x - previousLocation.x) / bounds.width
        previousLocation = location
        if lowerThumbHighlighted {
            lowerValue = min(max(lowerValue + deltaValue, minimumValue), upperValue)
        } else if upperThumbHighlighted {
            upperValue = min(max(upperValue + deltaValue, lowerValue), maximumValue)
        }
        sendActions(for: .valueChanged)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        lowerThumbHighlighted = false
        upperThumbHighlighted = false
    }
}

/// A layer subclass with its own initializers, as Core Animation code writes them, backing a view.
class BadgeLayer: CALayer {
    var count = 0

    override init() {
        super.init()
        cornerRadius = 8
    }

    override init(layer: Any) {
        super.init(layer: layer)
        count = (layer as? BadgeLayer)?.count ?? 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view backed by ``BadgeLayer``.
class BadgeLayerView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
}

@MainActor
@Suite("Ported UIKit code with layers (Porting)")
struct PortedLayerCodeTests {
    @Test("A gradient button is backed by its gradient layer and tapped like any button, corners included")
    func gradientButton() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = GradientButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        root.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        #expect(button.gradientLayer.colors?.count == 2)
        #expect(button.layer.cornerRadius == 22)
        let generator = try EventGenerator(view: root)
        try generator.fingerTap(at: CGPoint(x: 120, y: 122))
        try generator.fingerTap(at: CGPoint(x: 21, y: 101))  // a rounded-off corner: still the button
        #expect(taps == 2)
        try generator.assertNoLeftovers()
    }

    @Test("A view's layerClass may be a layer subclass with its own initializers")
    func customLayerClass() {
        let view = BadgeLayerView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        let badge = view.layer as? BadgeLayer
        #expect(badge?.cornerRadius == 8)
        badge?.count = 3
        #expect(BadgeLayer(layer: view.layer).count == 3)
        #expect(view.layer.delegate === view)
    }

    @Test("A range slider finds the thumb layer under the finger and drags it")
    func rangeSlider() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let slider = RangeSlider(frame: CGRect(x: 10, y: 100, width: 300, height: 30))
        root.addSubview(slider)
        #expect(slider.layer.sublayers?.count == 4)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let generator = try EventGenerator(view: root)
        // The upper thumb is centred at x = 10 + 0.8 · 300 = 250.
        try generator.fingerDrag(from: CGPoint(x: 250, y: 115), to: CGPoint(x: 190, y: 115), duration: 0.2)
        #expect(changes > 0)
        #expect(abs(slider.upperValue - 0.6) < 0.001)
        #expect(slider.lowerValue == 0.2)
        #expect(slider.upperThumbLayer.frame.midX == slider.position(for: slider.upperValue))
        // A drag that starts on the track between the thumbs moves nothing.
        try generator.fingerDrag(from: CGPoint(x: 150, y: 115), to: CGPoint(x: 100, y: 115), duration: 0.2)
        #expect(slider.lowerValue == 0.2)
        try generator.assertNoLeftovers()
    }
}
