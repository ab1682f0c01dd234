import Foundation
import Testing

@testable import HitKit

/// The Core Graphics transform API that UIKit code uses (`CGAffineTransform` is HitKit's own on
/// Linux and must match Core Graphics' conventions exactly).
@Suite("CGAffineTransform follows Core Graphics")
struct CGAffineTransformTests {
    let one = CGPoint(x: 1, y: 1)

    @Test("The identity leaves points alone and says it is the identity")
    func identity() {
        let identity = CGAffineTransform.identity
        #expect(identity == CGAffineTransform())
        #expect(identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(identity.isIdentity)
        #expect(CGPoint(x: 3, y: -4).applying(identity) == CGPoint(x: 3, y: -4))
    }

    @Test("Zero translations, unit scales and a zero rotation are the identity")
    func degenerateTransformsAreIdentity() {
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: 2).isIdentity)
    }

    @Test("Translation, scale and rotation move a point as Core Graphics does")
    func basicTransforms() {
        #expect(one.applying(CGAffineTransform(translationX: 10, y: -20)) == CGPoint(x: 11, y: -19))
        #expect(one.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 2, y: 3))
        // A quarter turn takes the x axis onto the y axis: clockwise on a y-down screen.
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
        #expect(quarter.a == cos(.pi / 2) && quarter.b == 1 && quarter.c == -1)
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenatingOrder() {
        let translate = CGAffineTransform(translationX: 10, y: 20)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(one.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 63))
        #expect(one.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 23))
        #expect(translate.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(translate.concatenating(.identity) == translate)
        #expect(CGAffineTransform.identity.concatenating(translate) == translate)
    }

    @Test("translatedBy, scaledBy and rotated apply the new step before the receiver")
    func prependingOperations() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(scale.translatedBy(x: 10, y: 20) == CGAffineTransform(translationX: 10, y: 20).concatenating(scale))
        #expect(one.applying(scale.translatedBy(x: 10, y: 20)) == CGPoint(x: 22, y: 63))
        let translate = CGAffineTransform(translationX: 10, y: 20)
        #expect(one.applying(translate.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 23))
        let turned = translate.rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(turned), CGPoint(x: 10, y: 21)))
    }

    @Test("inverted undoes the transform")
    func invertedUndoes() {
        let transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 13, y: -4)
        let point = CGPoint(x: 17, y: -3)
        #expect(isClose(point.applying(transform).applying(transform.inverted()), point, tolerance: 1e-12))
        #expect(isClose(transform.concatenating(transform.inverted()), .identity, tolerance: 1e-12))
        #expect(CGAffineTransform(translationX: 5, y: 6).inverted() == CGAffineTransform(translationX: -5, y: -6))
        #expect(CGAffineTransform(scaleX: 4, y: 0.5).inverted() == CGAffineTransform(scaleX: 0.25, y: 2))
    }

    @Test("A singular transform is returned unchanged by inverted, as Core Graphics does")
    func singularInverse() {
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test("A size is transformed without the translation, and may come out negative")
    func sizeApplying() {
        let size = CGSize(width: 10, height: 20)
        #expect(size.applying(CGAffineTransform(translationX: 100, y: 100)) == size)
        #expect(size.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 20, height: 60))
        let turned = size.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.width - -20) < 1e-12 && abs(turned.height - 10) < 1e-12)
    }

    @Test("A rectangle is transformed to the bounding box of its corners")
    func rectApplying() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: 7)) == CGRect(x: 5, y: 7, width: 10, height: 20))
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -10, y: 0, width: 10, height: 40))
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(turned, CGRect(x: -20, y: 0, width: 20, height: 10)))
        let square = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(
            isClose(
                square,
                CGRect(x: -2.squareRoot(), y: -2.squareRoot(), width: 2 * 2.squareRoot(), height: 2 * 2.squareRoot())))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
