// A ported file that imports Core Graphics and Core Animation by name, compiled in the Swift 5
// language mode. Like Tests/HitKitTests/Porting/PortedProgressRing.swift it does not import Testing
// (on Linux a file importing both Testing and CoreGraphics needs an overlay only Apple platforms
// ship); Swift5CoreGraphicsImportTests.swift tests it.
#if os(Linux)
    import CoreGraphics
    import HitKit
    import QuartzCore

    /// A dial whose knob is a shape layer, turned by a pan, as a Swift 5 sample writes it.
    final class Swift5Dial: UIControl {
        let knobLayer = CAShapeLayer()
        var angle: CGFloat = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            knobLayer.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
            knobLayer.fillColor = CGColor(gray: 0.2, alpha: 1)
            layer.addSublayer(knobLayer)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            knobLayer.position = CGPoint(x: bounds.midX, y: 10)
            CATransaction.commit()
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            UIBezierPath(ovalIn: bounds).contains(point)
        }

        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            let point = touch.location(in: self)
            angle = atan2(point.y - bounds.midY, point.x - bounds.midX)
            sendActions(for: .valueChanged)
            return true
        }
    }
#endif
