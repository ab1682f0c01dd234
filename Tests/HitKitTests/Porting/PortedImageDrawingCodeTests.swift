import HitKit
import HitKitTesting
import Testing

// UIKit code that makes and draws images, unchanged but for the import: a badge image drawn with
// an image renderer for an image view, and a view whose draw(_:) draws its icon. HitKit renders
// nothing — the drawing calls are no-ops — but the code runs, and the image's size, which is what
// touch handling sees through an image view's frame, is UIKit's.

final class IconView: UIView {
    var icon = UIImage()
    private(set) var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        icon.draw(in: bounds.insetBy(dx: 4, dy: 4))
        icon.draw(at: .zero)
        icon.draw(in: bounds, blendMode: .multiply, alpha: 0.5)
        icon.draw(at: CGPoint(x: 1, y: 1), blendMode: .normal, alpha: 1)
    }
}

enum BadgeFactory {
    static func badge(diameter: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
        return renderer.image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: diameter, height: diameter), blendMode: .normal)
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: diameter, height: diameter)).fill()
        }
    }
}

@MainActor
@Suite("Ported UIKit code: images (Porting)")
struct PortedImageDrawingCodeTests {
    @Test("An image renderer runs its drawing and gives an image of its size, which sizes an image view")
    func rendererImageSizesAnImageView() throws {
        let badge = BadgeFactory.badge(diameter: 24)
        #expect(badge.size == CGSize(width: 24, height: 24))
        let imageView = UIImageView(image: badge)
        #expect(imageView.frame.size == CGSize(width: 24, height: 24))
        #expect(!imageView.isUserInteractionEnabled)
    }

    @Test("UIImage() is empty and its draw calls run as no-ops from a view's draw(_:)")
    func emptyImageDraws() {
        let view = IconView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.icon.size == .zero)
        #expect(view.icon.name == nil)
        view.setNeedsDisplay()
        view.layer.display()
        #expect(view.drawCount == 1)
    }

    @Test("A renderer given a non-finite size makes an empty image rather than trapping")
    func nonFiniteRendererSize() {
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: -5)).image { _ in }
        #expect(image.size == .zero)
    }
}
