import HitKit
import HitKitTesting
import Testing

// Layer code as public Swift 5 samples write it: no actor annotations, layers made and changed from
// plain classes.

/// A plain class that styles views through their layers.
final class CardStyler {
    func style(_ view: UIView) {
        view.layer.cornerRadius = 8
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.25
        view.layer.shadowOffset = CGSize(width: 0, height: 1)
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8).cgPath
        view.layer.borderColor = UIColor.lightGray.cgColor
        view.layer.borderWidth = 1
    }
}

/// A round button whose touch area is its circle.
class Swift5RoundButton: UIButton {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        (layer as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.orange.cgColor]
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}

/// A slider-like control whose thumb is a sublayer moved without implicit animation.
class Swift5ThumbControl: UIControl {
    let thumb = CALayer()
    var value: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        thumb.backgroundColor = UIColor.white.cgColor
        thumb.frame = CGRect(x: 0, y: 0, width: frame.height, height: frame.height)
        layer.addSublayer(thumb)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        value = min(max(touch.location(in: self).x / bounds.width, 0), 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        thumb.position.x = value * bounds.width
        CATransaction.commit()
        return true
    }
}

@MainActor
@Suite("Swift 5 layer code")
struct Swift5LayerCodeTests {
    @Test("Layer styling, a round gradient button and a thumb sublayer work from Swift 5 code")
    func layerCode() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        CardStyler().style(card)
        #expect(card.layer.cornerRadius == 8)
        let button = Swift5RoundButton(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        let control = Swift5ThumbControl(frame: CGRect(x: 0, y: 300, width: 200, height: 20))
        root.addSubview(card)
        root.addSubview(button)
        root.addSubview(control)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let generator = try EventGenerator(view: root)
        try generator.fingerTap(at: CGPoint(x: 103, y: 103))  // the square's corner, outside the circle
        try generator.fingerTap(at: CGPoint(x: 140, y: 140))
        #expect(taps == 1)
        #expect(button.layer.cornerRadius == 40)
        try generator.fingerDrag(from: CGPoint(x: 10, y: 310), to: CGPoint(x: 150, y: 310), duration: 0.2)
        #expect(control.value == 0.75)
        #expect(control.thumb.position.x == 150)
    }
}
