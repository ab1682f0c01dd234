import Foundation
import Testing

@testable import HitKit

/// `UILabel`: a text store whose `isUserInteractionEnabled` is `false` by default, as in UIKit.
@MainActor
@Suite("Labels")
struct UILabelTests {
    @Test("A label stores its text and takes no touches by default")
    func defaults() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(label.text == nil)
        #expect(!label.isUserInteractionEnabled)
        #expect(!UILabel().isUserInteractionEnabled)
        #expect(label.numberOfLines == 1)
        label.text = "Hello"
        #expect(label.text == "Hello")
    }

    @Test("Setting a nil text colour restores the default label colour")
    func textColourResets() {
        let label = UILabel()
        #expect(label.textColor == .label)
        label.textColor = .red
        #expect(label.textColor == .red)
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    @Test("A touch on a label goes to its superview until its user interaction is enabled")
    func touchGoesToSuperview() {
        let stage = CoreStage()
        let cell = stage.view("cell", CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 24))
        cell.addSubview(label)
        stage.tap(1, 50, 20, at: 0)
        #expect(stage.journal.entries == ["cell began 1", "cell ended 1"])
        label.isUserInteractionEnabled = true
        #expect(stage.window.hitTest(CGPoint(x: 50, y: 20), with: nil) === label)
    }
}
