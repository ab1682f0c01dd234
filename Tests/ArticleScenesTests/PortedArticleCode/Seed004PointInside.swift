import HitKit

/// 我帮你打水's "一篇搞定事件传递、响应者链条、hitTest和pointInside的使用" (Chinese, Jianshu; demo app
/// https://github.com/wobangnidashui/hitTestDemo): six taps on the
/// demo's coloured views, the `pointInside` YES/NO variations, and the two "penetration" (穿透)
/// recipes. The views are in `Seed004ColorViews.swift`, the recipes in `Seed004Penetration.swift`.
///
/// Each tap logs the `hitTest----` lines of the views asked, front to back, then the
/// `touchBegan---` lines of the hit view and the views up its responder chain.
enum Seed004PointInside {
    static let article = "004_d792576e6b6e7070.txt"

    static var scenes: [ArticleScene] { taps + variations + penetrations }

    /// The article's six taps (section 三).
    static let taps: [ArticleScene] = [
        scene(
            "004-tap-white-over-yellow",
            "1. Tapping WhiteView over YellowView: WhiteView, YellowView, BlackView get touchesBegan",
            at: [Tap.whiteOverYellow]),
        scene(
            "004-tap-white-outside-yellow",
            "2. Tapping WhiteView outside YellowView goes to GreenView: YellowView says NO, so WhiteView is never asked",
            at: [Tap.whiteOutsideYellow]),
        scene(
            "004-tap-yellow", "3. Tapping YellowView away from WhiteView: YellowView gets the touch", at: [Tap.yellow]),
        scene("004-tap-green", "4. Tapping GreenView: GreenView gets the touch", at: [Tap.green]),
        scene(
            "004-tap-red", "5. Tapping RedView: YellowView and GreenView say NO, RedView gets the touch", at: [Tap.red]),
        scene(
            "004-tap-gray", "6. Tapping the grey area: every subview says NO, BlackView gets the touch", at: [Tap.gray]),
    ]

    /// The article's `pointInside` variations (section 五, 屏蔽).
    static let variations: [ArticleScene] = [
        scene(
            "004-black-point-inside-no", "BlackView's pointInside NO: none of the six taps reaches a coloured view",
            at: [Tap.whiteOverYellow, Tap.whiteOutsideYellow, Tap.yellow, Tap.green, Tap.red, Tap.gray]
        ) { $0.black.pointInsideAnswer = false },
        scene(
            "004-green-point-inside-yes", "GreenView's pointInside YES: taps 5 (red) and 6 (grey) go to GreenView",
            at: [Tap.red, Tap.gray]
        ) { $0.green.pointInsideAnswer = true },
        scene(
            "004-green-point-inside-no", "GreenView's pointInside NO: taps 2 and 4 go to RedView behind it",
            at: [Tap.whiteOutsideYellow, Tap.green]
        ) { $0.green.pointInsideAnswer = false },
        scene(
            "004-yellow-point-inside-yes",
            "YellowView's pointInside YES: tap 2 goes to WhiteView, taps 4, 5 and 6 to YellowView",
            at: [Tap.whiteOutsideYellow, Tap.green, Tap.red, Tap.gray]
        ) { $0.yellow.pointInsideAnswer = true },
        scene(
            "004-yellow-point-inside-no",
            "YellowView's pointInside NO: taps 1 and 3 on yellow and white go to the view behind",
            at: [Tap.whiteOverYellow, Tap.yellow]
        ) { $0.yellow.pointInsideAnswer = false },
    ]

    /// A scene that builds the demo's views, lets `configure` change them, then taps at each point.
    private static func scene(
        _ id: String, _ title: String, at points: [CGPoint],
        configure: @escaping @MainActor @Sendable (Views) -> Void = { _ in }
    ) -> ArticleScene {
        ArticleScene(id: id, title: title, article: article) { stage in
            let views = Views(on: stage)
            configure(views)
            for point in points { stage.tap(at: point) }
        }
    }
}
