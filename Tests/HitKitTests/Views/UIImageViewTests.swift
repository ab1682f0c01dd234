import Foundation
import Testing

@testable import HitKit

/// `UIImageView`: an image store whose `isUserInteractionEnabled` is `false` by default, as in UIKit.
@MainActor
@Suite("Image views")
struct UIImageViewTests {
    @Test("An image view takes no touches by default")
    func interactionDisabledByDefault() {
        #expect(!UIImageView(frame: .zero).isUserInteractionEnabled)
        #expect(!UIImageView().isUserInteractionEnabled)
        #expect(!UIImageView(image: nil).isUserInteractionEnabled)
        #expect(!UIImageView(image: nil, highlightedImage: nil).isUserInteractionEnabled)
    }

    @Test("init(image:) sizes the view to the image, at the origin")
    func initWithImageSizesToImage() {
        let image = UIImage(size: CGSize(width: 64, height: 32))
        let imageView = UIImageView(image: image)
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 64, height: 32))
        #expect(imageView.image === image)
        #expect(UIImageView(image: UIImage(named: "background")).frame == .zero)
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test("Setting the image does not resize the view")
    func settingImageKeepsFrame() {
        let imageView = UIImageView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        imageView.image = UIImage(size: CGSize(width: 100, height: 100))
        #expect(imageView.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("A touch on an image view goes to its superview")
    func touchGoesToSuperview() {
        let stage = CoreStage()
        let card = stage.view("card", CGRect(x: 0, y: 0, width: 200, height: 200))
        let imageView = UIImageView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.addSubview(imageView)
        #expect(stage.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
        stage.tap(1, 100, 100, at: 0)
        #expect(stage.journal.entries == ["card began 1", "card ended 1"])
    }

    @Test("A touch on an image view goes to the view behind it, and so do touches on its subviews")
    func touchGoesToViewBehind() {
        let stage = CoreStage()
        stage.view("behind", CGRect(x: 0, y: 0, width: 200, height: 200))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.window.addSubview(imageView)
        let badge = stage.view("badge", CGRect(x: 10, y: 10, width: 20, height: 20), in: imageView)
        stage.tap(1, 100, 100, at: 0)
        stage.tap(2, 15, 15, at: 1)
        #expect(stage.journal.entries == ["behind began 1", "behind ended 1", "behind began 1", "behind ended 1"])
        #expect(stage.window.hitTest(CGPoint(x: 15, y: 15), with: nil) !== badge)
    }

    @Test("With user interaction enabled, an image view and its tap recognizer get the touch")
    func enabledImageViewReceivesTouches() {
        let stage = CoreStage()
        stage.view("behind", CGRect(x: 0, y: 0, width: 200, height: 200))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var taps = 0
        imageView.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        stage.window.addSubview(imageView)
        stage.tap(1, 100, 100, at: 0)
        #expect(taps == 0)
        imageView.isUserInteractionEnabled = true
        #expect(stage.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === imageView)
        stage.tap(2, 100, 100, at: 1)
        #expect(taps == 1)
    }
}
