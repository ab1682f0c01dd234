import Foundation
import Testing

@testable import HitKit

/// Core Animation's matrix functions (Apple's `CATransform3D` functions: row vectors, `Concat(a, b)`
/// applies `a` then `b`).
@Suite("CATransform3D")
struct CATransform3DTests {
    private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat) {
        (x * t.m11 + y * t.m21 + t.m41, x * t.m12 + y * t.m22 + t.m42)
    }

    @Test("The makers, concatenation and inversion agree with the affine transforms")
    func makersAndConcat() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let scale = CATransform3DMakeScale(2, 3, 1)
        let move = CATransform3DMakeTranslation(10, 20, 0)
        let both = CATransform3DConcat(scale, move)
        #expect(apply(both, 1, 1) == (12, 23))
        #expect(
            CATransform3DGetAffineTransform(both)
                == CGAffineTransform(scaleX: 2, y: 3).concatenating(.init(translationX: 10, y: 20)))
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(turn.m12 - affine.b) < 1e-12 && abs(turn.m21 - affine.c) < 1e-12)
        #expect(CATransform3DIsAffine(turn))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        let inverse = CATransform3DInvert(both)
        let back = CATransform3DConcat(both, inverse)
        #expect(abs(back.m11 - 1) < 1e-12 && abs(back.m41) < 1e-12 && abs(back.m42) < 1e-12)
        #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1))
        #expect(CATransform3DMakeAffineTransform(affine).m12 == affine.b)
        #expect(CATransform3DScale(move, 2, 2, 1) == CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), move))
        #expect(CATransform3DTranslate(scale, 1, 1, 0) == CATransform3DConcat(move.with(1, 1), scale))
    }
}

extension CATransform3D {
    fileprivate func with(_ tx: CGFloat, _ ty: CGFloat) -> CATransform3D { CATransform3DMakeTranslation(tx, ty, 0) }
}
