import Testing

/// The logs of takehilo's "[iOS] hitTest(:with:)を具体例で解説する" (Qiita,
/// https://qiita.com/takehilo/items/ff90c23ec83809539c3c), copied from the article.
@MainActor
@Suite("takehilo's hitTest article: RootView, BlackView, FrontButton and BackButton")
struct Seed001BackButtonTests {
    /// The article's first case; the article says touching near BackButton gives the same.
    static let blackViewLog = [
        "RootView hitTest(:with:)",
        "RootView point(inside:with:): true",
        "BlackView hitTest(:with:)",
        "BlackView point(inside:with:): true",
        "FrontButton hitTest(:with:)",
        "FrontButton point(inside:with:): false",
        "BlackView touchesBegan(:with:)",
        "RootView touchesBegan(:with:)",
    ]

    @Test("Touching BlackView away from FrontButton begins in BlackView and is forwarded to RootView")
    func touchOnBlackViewIsForwardedToRootView() {
        #expect(runScene("001-touch-black-view") == Self.blackViewLog)
    }

    @Test("Tapping FrontButton begins in the button, which does not forward the touch")
    func frontButtonDoesNotForwardTheTouch() {
        #expect(
            runScene("001-tap-front-button") == [
                "RootView hitTest(:with:)",
                "RootView point(inside:with:): true",
                "BlackView hitTest(:with:)",
                "BlackView point(inside:with:): true",
                "FrontButton hitTest(:with:)",
                "FrontButton point(inside:with:): true",
                "FrontButton touchesBegan(:with:)",
            ])
    }

    @Test("Touching outside BlackView asks BackButton next, then begins in RootView")
    func touchOutsideBlackViewBeginsInRootView() {
        #expect(
            runScene("001-touch-root-view") == [
                "RootView hitTest(:with:)",
                "RootView point(inside:with:): true",
                "BlackView hitTest(:with:)",
                "BlackView point(inside:with:): false",
                "BackButton hitTest(:with:)",
                "BackButton point(inside:with:): false",
                "RootView touchesBegan(:with:)",
            ])
    }

    @Test("Touching BackButton behind BlackView never asks BackButton: the same as the first case")
    func backButtonBehindBlackViewIsNeverAsked() {
        #expect(runScene("001-touch-back-button-behind-black-view") == Self.blackViewLog)
    }

    @Test("When BlackView's hitTest returns nil for itself, RootView asks BackButton, which gets the touch")
    func backButtonFixLetsTheTouchThrough() {
        #expect(
            runScene("001-back-button-fix") == [
                "RootView hitTest(:with:)",
                "RootView point(inside:with:): true",
                "BlackView hitTest(:with:)",
                "BlackView point(inside:with:): true",
                "FrontButton hitTest(:with:)",
                "FrontButton point(inside:with:): false",
                "BackButton hitTest(:with:)",
                "BackButton point(inside:with:): true",
                "BackButton touchesBegan",
            ])
    }
}
