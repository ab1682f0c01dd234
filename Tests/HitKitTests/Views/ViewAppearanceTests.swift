import Foundation
import Testing

@testable import HitKit

/// `UIColor`, `UIView.backgroundColor` and `translatesAutoresizingMaskIntoConstraints`: stores that
/// let UIKit code compile, with no effect on touch handling.
@MainActor
@Suite("Colours, background colours and the autoresizing flag")
struct ViewAppearanceTests {
    @Test("UIKit's named colours have UIKit's components")
    func namedColourComponents() {
        #expect(UIColor.clear == UIColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(UIColor.black == UIColor(white: 0, alpha: 1))
        #expect(UIColor.white == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.green == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(UIColor.blue == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(UIColor.yellow == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
        #expect(UIColor.systemBackground == .white)
        #expect(UIColor.label == .black)
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    }

    @Test("Colours compare and hash by their components, not by identity")
    func equalityByComponents() {
        let a = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let b = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(a !== b)
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(Set([a, b]).count == 1)
        #expect(a != UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(!a.isEqual("not a colour"))
    }

    @Test("withAlphaComponent keeps the colour and replaces the alpha")
    func withAlphaComponent() {
        let halfRed = UIColor.red.withAlphaComponent(0.5)
        #expect(halfRed == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor.red.alphaComponent == 1)
    }

    @Test("getRed(_:green:blue:alpha:) and getWhite(_:alpha:) write the components")
    func componentGetters() {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor.yellow.withAlphaComponent(0.25).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [1, 1, 0, 0.25])
        var white: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha))
        #expect(white == 0.5 && alpha == 1)
    }

    @Test("Hue, saturation and brightness convert to RGB")
    func hueSaturationBrightness() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1) == .green)
        #expect(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1) == .blue)
        #expect(UIColor(hue: 1.0 / 6.0, saturation: 1, brightness: 1, alpha: 1) == .yellow)
        #expect(UIColor(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1) == .gray)
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red)
    }

    @Test("A view has no background colour and translates its autoresizing mask until told otherwise")
    func viewDefaults() {
        let view = UIView()
        #expect(view.backgroundColor == nil)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        view.backgroundColor = .clear
        view.translatesAutoresizingMaskIntoConstraints = false
        #expect(view.backgroundColor == .clear)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("A view with a clear background still receives touches, as in UIKit")
    func clearBackgroundStillHitTestable() {
        let stage = CoreStage()
        let clearView = stage.view("clear", CGRect(x: 20, y: 20, width: 100, height: 100))
        clearView.backgroundColor = .clear
        #expect(stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === clearView)
        stage.tap(1, 50, 50, at: 0)
        #expect(stage.journal.entries == ["clear began 1", "clear ended 1"])
    }

    @Test("Turning off translatesAutoresizingMaskIntoConstraints leaves the frame as set")
    func autoresizingFlagChangesNoGeometry() {
        let stage = CoreStage()
        let view = stage.view("pinned", CGRect(x: 10, y: 20, width: 30, height: 40))
        view.translatesAutoresizingMaskIntoConstraints = false
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(stage.window.hitTest(CGPoint(x: 15, y: 25), with: nil) === view)
    }

    @Test("A view inherits its nearest ancestor's tint colour until it sets its own; nil inherits again")
    func tintColourInheritance() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(leaf.tintColor == .red)
        leaf.tintColor = .green
        #expect(leaf.tintColor == .green && middle.tintColor == .red)
        leaf.tintColor = nil
        #expect(leaf.tintColor == .red)
        leaf.removeFromSuperview()
        #expect(leaf.tintColor == .systemBlue)
    }

    @Test("Content mode and opacity are stores that leave hit-testing alone")
    func contentModeAndOpacity() {
        let stage = CoreStage()
        let view = stage.view("photo", CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.contentMode == .scaleToFill && view.isOpaque)
        view.contentMode = .scaleAspectFill
        view.isOpaque = false
        #expect(view.contentMode == .scaleAspectFill && UIView.ContentMode.scaleAspectFill.rawValue == 2)
        #expect(stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }
}
