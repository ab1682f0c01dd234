// A ported file that imports Core Graphics and Core Animation by name, as UIKit code does: on Linux
// these are HitKit's re-exporting modules (Package.swift), on Apple platforms the system's. It does
// not import Testing: on Linux, a file that imports both Testing and CoreGraphics asks for Swift
// Testing's cross-import overlay `_Testing_CoreGraphics`, which only Apple platforms have (see the
// porting article), so the test that uses it is in ImportCoreGraphicsQuartzCoreTests.swift.
#if os(Linux)
    import CoreGraphics
    import HitKit
    import QuartzCore

    /// A circular progress ring drawn with shape layers, from a public sample.
    final class ProgressRing: UIView {
        private let trackLayer = CAShapeLayer()
        private let progressLayer = CAShapeLayer()

        var progress: CGFloat = 0 {
            didSet { progressLayer.strokeEnd = progress }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            let path = UIBezierPath(
                arcCenter: CGPoint(x: frame.width / 2, y: frame.height / 2), radius: frame.width / 2 - 4,
                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
            for shape in [trackLayer, progressLayer] {
                shape.path = path.cgPath
                shape.fillColor = UIColor.clear.cgColor
                shape.lineWidth = 8
                shape.lineCap = .round
                layer.addSublayer(shape)
            }
            trackLayer.strokeColor = UIColor.lightGray.cgColor
            progressLayer.strokeColor = UIColor.systemGreen.cgColor
            progressLayer.strokeEnd = 0
            let transform: CATransform3D = CATransform3DMakeRotation(CGFloat.pi, 0, 0, 1)
            layer.transform = CATransform3DConcat(transform, CATransform3DIdentity)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// Core Graphics values made in a file that imports CoreGraphics.
    func makeRingColor() -> CGColor { CGColor(red: 1, green: 0, blue: 0, alpha: 1) }

    /// A Core Graphics path made in a file that imports CoreGraphics.
    func makeRingHitArea() -> CGMutablePath {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        return path
    }
#endif
