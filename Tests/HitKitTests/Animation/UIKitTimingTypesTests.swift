import Foundation
import Testing

@testable import HitKit

@MainActor
@Suite("UIKit timing types")
struct UIKitTimingTypesTests {
    @Test("Animation options have UIKit's raw values")
    func optionRawValues() {
        typealias Options = UIView.AnimationOptions
        let flags: [(Options, UInt)] = [
            (.layoutSubviews, 1), (.allowUserInteraction, 2), (.beginFromCurrentState, 4), (.repeat, 8),
            (.autoreverse, 16), (.overrideInheritedDuration, 32), (.overrideInheritedCurve, 64),
            (.allowAnimatedContent, 128), (.showHideTransitionViews, 256), (.overrideInheritedOptions, 512),
            (.curveEaseInOut, 0), (.curveEaseIn, 0x1_0000), (.curveEaseOut, 0x2_0000), (.curveLinear, 0x3_0000),
            (.transitionNone, 0), (.transitionFlipFromLeft, 0x10_0000), (.transitionFlipFromRight, 0x20_0000),
            (.transitionCurlUp, 0x30_0000), (.transitionCurlDown, 0x40_0000),
            (.transitionCrossDissolve, 0x50_0000), (.transitionFlipFromTop, 0x60_0000),
            (.transitionFlipFromBottom, 0x70_0000), (.preferredFramesPerSecondDefault, 0),
            (.preferredFramesPerSecond60, 0x300_0000), (.preferredFramesPerSecond30, 0x700_0000),
        ]
        for (option, raw) in flags { #expect(option.rawValue == raw) }
        let options: UIView.AnimationOptions = [.curveEaseOut, .allowUserInteraction, .repeat]
        #expect(options.contains(.allowUserInteraction) && options.animationCurve == .easeOut)
        #expect(UIView.AnimationOptions().animationCurve == .easeInOut)
        #expect(UIView.AnimationOptions(rawValue: 0xF_0000).animationCurve == .easeInOut)
    }

    @Test("Curves, curve types, animating states and positions have UIKit's raw values")
    func enumRawValues() {
        #expect(
            [UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITimingCurveType.builtin, .cubic, .spring, .composed].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UIViewAnimatingState.inactive, .active, .stopped].map(\.rawValue) == [0, 1, 2])
        #expect([UIViewAnimatingPosition.end, .start, .current].map(\.rawValue) == [0, 1, 2])
    }

    @Test("Cubic timing parameters from a UIKit curve are built in, with Core Animation's control points")
    func builtinCubic() {
        let standard = UICubicTimingParameters()
        #expect(standard.timingCurveType == .builtin && standard.animationCurve == .easeInOut)
        #expect(standard.controlPoint1 == CGPoint(x: 0.42, y: 0) && standard.controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(standard.cubicTimingParameters === standard && standard.springTimingParameters == nil)
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0) && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(easeOut.controlPoint1 == CGPoint(x: 0, y: 0) && easeOut.controlPoint2 == CGPoint(x: 0.58, y: 1))
        let linear = UICubicTimingParameters(animationCurve: .linear)
        #expect(linear.progress(atTimeFraction: 0.37) == 0.37)
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        for step in 0...20 {
            let x = Double(step) / 20
            #expect(standard.progress(atTimeFraction: x) == named.progress(atTimeFraction: x))
        }
    }

    @Test("Cubic timing parameters from control points are cubic and evaluate that curve")
    func customCubic() {
        let custom = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.controlPoint1 == CGPoint(x: 0.1, y: 0.9))
        let reference = CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.2, 1)
        #expect(abs(custom.progress(atTimeFraction: 0.3) - reference.progress(atTimeFraction: 0.3)) < 1e-6)
        let bad = UICubicTimingParameters(
            controlPoint1: CGPoint(x: CGFloat.nan, y: 0), controlPoint2: CGPoint(x: CGFloat.infinity, y: 1))
        #expect(bad.progress(atTimeFraction: 0.25) == 0.25)
    }
}
