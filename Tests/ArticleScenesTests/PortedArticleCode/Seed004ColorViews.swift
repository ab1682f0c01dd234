import HitKit

/// The views of the demo in 我帮你打水's article (Chinese, "一篇搞定事件传递、响应者链条、hitTest和pointInside的使用").
///
/// BlackView is the window's content; RedView, GreenView and YellowView are its subviews, from back
/// to front; WhiteView is YellowView's subview and sticks out of it, over GreenView. Frames, in
/// window coordinates: BlackView (0, 0, 320, 480); RedView (20, 200, 280, 260); GreenView
/// (40, 220, 240, 100), over RedView; YellowView (40, 40, 240, 160); WhiteView (100, 140, 120, 120),
/// whose lower part (y ≥ 200) lies outside YellowView, over GreenView.
///
/// The article's `NSLog(@"hitTest----%@", [self class])` and `NSLog(@"touchBegan---%@", [self class])`
/// become `print` with `type(of: self)`; the log lines are NSLog's text without its date prefix.
extension Seed004PointInside {
    /// Each article tap, in window coordinates.
    enum Tap {
        /// 1. The middle of WhiteView, where it lies over YellowView.
        static let whiteOverYellow = CGPoint(x: 160, y: 170)
        /// 2. WhiteView's part outside YellowView (over GreenView and RedView).
        static let whiteOutsideYellow = CGPoint(x: 160, y: 240)
        /// 3. YellowView, away from WhiteView.
        static let yellow = CGPoint(x: 60, y: 60)
        /// 4. GreenView (over RedView).
        static let green = CGPoint(x: 60, y: 300)
        /// 5. RedView, away from GreenView.
        static let red = CGPoint(x: 160, y: 400)
        /// 6. The grey area: BlackView only.
        static let gray = CGPoint(x: 10, y: 10)
    }

    /// The demo's five views, built in the stage's window.
    @MainActor
    struct Views {
        let black = BlackView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let red = RedView(frame: CGRect(x: 20, y: 200, width: 280, height: 260))
        let green = GreenView(frame: CGRect(x: 40, y: 220, width: 240, height: 100))
        let yellow = YellowView(frame: CGRect(x: 40, y: 40, width: 240, height: 160))
        /// In YellowView's coordinates.
        let white = WhiteView(frame: CGRect(x: 60, y: 100, width: 120, height: 120))

        /// Builds BlackView { RedView, GreenView, YellowView { WhiteView } } in `stage`'s window.
        init(on stage: SceneStage) {
            stage.window.addSubview(black)
            black.addSubview(red)
            black.addSubview(green)
            black.addSubview(yellow)
            yellow.addSubview(white)
        }
    }

    /// A view that logs `touchBegan---<class>` and forwards the touch up the responder chain
    /// (the article's `touchesBegan:withEvent:`).
    class TouchLoggingView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            print("touchBegan---\(type(of: self))")
            super.touchesBegan(touches, with: event)
        }
    }

    /// A demo view: logs `hitTest----<class>` on entering `hitTest`, and can be made to answer
    /// `point(inside:)` with a fixed YES or NO (the article's variations).
    class ColorView: TouchLoggingView {
        /// When set, `point(inside:with:)` returns this instead of checking the bounds.
        var pointInsideAnswer: Bool?

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            print("hitTest----\(type(of: self))")
            return super.hitTest(point, with: event)
        }

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            pointInsideAnswer ?? super.point(inside: point, with: event)
        }
    }

    /// The grey backdrop and superview of the others.
    final class BlackView: ColorView {}
    /// The back-most subview of BlackView.
    final class RedView: ColorView {}
    /// BlackView's middle subview, over RedView.
    final class GreenView: ColorView {}
    /// BlackView's front-most subview.
    final class YellowView: ColorView {}
    /// YellowView's subview, partly outside it.
    final class WhiteView: ColorView {}
}
