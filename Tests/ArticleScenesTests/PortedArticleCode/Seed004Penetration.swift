import HitKit

/// The "penetration" (穿透) recipes of 我帮你打水's article (HitKit's *Sources* lists it): a tap on
/// WhiteView where it covers YellowView goes to YellowView; a tap on WhiteView outside YellowView
/// stays with WhiteView.
///
/// The recipes are the article's Objective-C, translated line for line. The article's own
/// `hitTest` overrides log `hitTest----<class>` first (recipe 2 shows it); recipe 1's snippet
/// leaves that line out, and it is kept here so that every hit-tested view shows in the log.
extension Seed004PointInside {
    /// The two taps each recipe is tried with.
    static let penetrationTaps = [Tap.whiteOverYellow, Tap.whiteOutsideYellow]

    static let penetrations: [ArticleScene] = [
        ArticleScene(
            id: "004-penetration-sibling-hit-test",
            title: "Recipe 1, WhiteView a sibling in front of YellowView, hitTest returns YellowView over it",
            article: article
        ) { stage in
            let white = SiblingHitTest.WhiteView(frame: CGRect(x: 100, y: 140, width: 120, height: 120))
            white.yellowView = buildSiblings(on: stage, white: white)
            for point in penetrationTaps { stage.tap(at: point) }
        },
        ArticleScene(
            id: "004-penetration-sibling-point-inside",
            title: "Recipe 1, WhiteView a sibling in front of YellowView, pointInside says NO over YellowView",
            article: article
        ) { stage in
            let white = SiblingPointInside.WhiteView(frame: CGRect(x: 100, y: 140, width: 120, height: 120))
            white.yellowView = buildSiblings(on: stage, white: white)
            for point in penetrationTaps { stage.tap(at: point) }
        },
        ArticleScene(
            id: "004-penetration-subview-hit-test",
            title: "Recipe 2, WhiteView YellowView's subview, WhiteView's and GreenView's hitTest redirect",
            article: article
        ) { stage in
            let black = BlackView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let red = RedView(frame: CGRect(x: 20, y: 200, width: 280, height: 260))
            let green = SubviewHitTest.GreenView(frame: CGRect(x: 40, y: 220, width: 240, height: 100))
            let yellow = YellowView(frame: CGRect(x: 40, y: 40, width: 240, height: 160))
            let white = SubviewHitTest.WhiteView(frame: CGRect(x: 60, y: 100, width: 120, height: 120))
            stage.window.addSubview(black)
            black.addSubview(red)
            black.addSubview(green)
            black.addSubview(yellow)
            yellow.addSubview(white)
            white.yellowView = yellow
            green.whiteView = white
            for point in penetrationTaps { stage.tap(at: point) }
        },
    ]

    /// Builds BlackView { RedView, GreenView, YellowView, `white` } — WhiteView in front of
    /// YellowView as its sibling, at the same place on screen — and returns YellowView.
    @MainActor
    private static func buildSiblings(on stage: SceneStage, white: UIView) -> YellowView {
        let black = BlackView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let yellow = YellowView(frame: CGRect(x: 40, y: 40, width: 240, height: 160))
        stage.window.addSubview(black)
        black.addSubview(RedView(frame: CGRect(x: 20, y: 200, width: 280, height: 260)))
        black.addSubview(GreenView(frame: CGRect(x: 40, y: 220, width: 240, height: 100)))
        black.addSubview(yellow)
        black.addSubview(white)
        return yellow
    }

    /// Recipe 1, first way: WhiteView, YellowView's sibling, overrides `hitTest`.
    enum SiblingHitTest {
        /// Returns YellowView for a point over it, else hit-tests as usual.
        final class WhiteView: TouchLoggingView {
            weak var yellowView: UIView!

            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                print("hitTest----\(type(of: self))")
                let yellowPoint = self.convert(point, to: yellowView)
                if yellowView.point(inside: yellowPoint, with: event) {
                    return yellowView
                }

                return super.hitTest(point, with: event)
            }
        }
    }

    /// Recipe 1, second way: WhiteView, YellowView's sibling, overrides `pointInside`.
    enum SiblingPointInside {
        /// Says NO for a point over YellowView, so hit-testing goes on to YellowView.
        final class WhiteView: ColorView {
            weak var yellowView: UIView!

            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let yellowPoint = yellowView.convert(point, from: self)
                if yellowView.point(inside: yellowPoint, with: event) { return false }

                return super.point(inside: point, with: event)
            }
        }
    }

    /// Recipe 2: WhiteView is YellowView's subview; both WhiteView and GreenView override `hitTest`.
    enum SubviewHitTest {
        /// Returns YellowView for a point over it (WhiteView is asked only when YellowView said YES).
        final class WhiteView: TouchLoggingView {
            weak var yellowView: UIView!

            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                print("hitTest----\(type(of: self))")
                let yellowPoint = self.convert(point, to: yellowView)
                if yellowView.point(inside: yellowPoint, with: event) {
                    return yellowView
                }

                return super.hitTest(point, with: event)
            }
        }

        /// Returns WhiteView for a point on it: the part of WhiteView outside YellowView, which
        /// YellowView's hit test never reaches.
        final class GreenView: TouchLoggingView {
            weak var whiteView: UIView!

            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                print("hitTest----\(type(of: self))")
                let whitePoint = self.convert(point, to: whiteView)
                if whiteView.point(inside: whitePoint, with: event) {
                    return whiteView
                }

                return super.hitTest(point, with: event)
            }
        }
    }
}
