import Foundation
import Testing

@testable import HitKit

/// A view whose transform has no inverse (a zero scale) covers no area: it hits nothing, and
/// converting into its coordinates has no finite answer.
@MainActor
@Suite("Views with a singular transform")
struct SingularTransformTests {
    @Test(
        "A view scaled to zero takes no touch from its superview",
        arguments: [
            CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(scaleX: 1, y: 0), CGAffineTransform(scaleX: 0, y: 0),
            CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
        ])
    func singularViewHitsNothing(transform: CGAffineTransform) {
        let stage = CoreStage()
        let background = stage.view("background", CGRect(x: 0, y: 0, width: 320, height: 480))
        let flat = stage.view("flat", CGRect(x: 0, y: 0, width: 320, height: 480), in: background)
        flat.transform = transform
        #expect(stage.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === background)
        #expect(stage.window.hitTest(CGPoint(x: 160, y: 240), with: nil) === background)
        stage.tap(1, 160, 240, at: 0)
        #expect(stage.journal.entries == ["background began 1", "background ended 1"])
    }

    @Test("Converting into a view with a singular transform gives no finite point and a null rectangle")
    func convertingIntoASingularView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let flat = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(flat)
        flat.transform = CGAffineTransform(scaleX: 0, y: 1)
        #expect(!root.convert(CGPoint(x: 35, y: 35), to: flat).isFinite)
        #expect(!flat.convert(CGPoint(x: 35, y: 35), from: root).isFinite)
        #expect(root.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: flat).isNull)
        // Out of the view, the points collapse onto its centre line; that direction stays finite.
        #expect(flat.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 35, y: 10))
        #expect(flat.frame.width == 0)
        flat.transform = .identity
        #expect(root.convert(CGPoint(x: 35, y: 35), to: flat) == CGPoint(x: 25, y: 25))
    }
}

/// Values the API accepts, NaN and infinities included, never trap.
@MainActor
@Suite("Non-finite values in colours and geometry")
struct NonFiniteValueTests {
    nonisolated static let values: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1e300, -1e-300]

    @Test("UIColor's initialisers accept NaN and infinite components", arguments: values)
    func colourInitialisers(value: CGFloat) {
        _ = UIColor(hue: value, saturation: 1, brightness: 1, alpha: 1)
        _ = UIColor(hue: 0.5, saturation: value, brightness: value, alpha: value)
        _ = UIColor(red: value, green: value, blue: value, alpha: value)
        _ = UIColor(white: value, alpha: value)
        _ = UIColor.red.withAlphaComponent(value)
        #expect(UIColor(hue: value, saturation: 0, brightness: 0, alpha: 1).redComponent == 0)
    }

    @Test("Transforms, conversions and frames accept NaN and infinite values", arguments: values)
    func geometry(value: CGFloat) {
        let transforms = [
            CGAffineTransform(rotationAngle: value), CGAffineTransform(scaleX: value, y: value),
            CGAffineTransform(translationX: value, y: value),
            CGAffineTransform.identity.rotated(by: value).scaledBy(x: value, y: 1).translatedBy(x: value, y: 0),
        ]
        for transform in transforms {
            _ = transform.inverted()
            _ = transform.concatenating(transform)
            _ = CGRect(x: 0, y: 0, width: 10, height: 10).applying(transform)
            _ = CGSize(width: value, height: 1).applying(transform)
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(frame: CGRect(x: value, y: 0, width: 10, height: value))
            root.addSubview(view)
            view.transform = transform
            view.frame = CGRect(x: value, y: value, width: value, height: value)
            view.center = CGPoint(x: value, y: value)
            view.bounds = CGRect(x: value, y: 0, width: value, height: 10)
            _ = view.frame
            _ = root.convert(CGPoint(x: value, y: 5), to: view)
            _ = root.convert(CGRect(x: value, y: 0, width: value, height: 1), to: view)
            _ = view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: root)
            _ = root.hitTest(CGPoint(x: 5, y: 5), with: nil)
            _ = view.description
        }
    }
}
