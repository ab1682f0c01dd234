import Testing

/// The scenes of worldligang's "HitTestMaster" (https://github.com/worldligang/HitTestMaster).
/// The article prints nothing; its numbered steps say which views'
/// `pointInside:withEvent:` answer YES or NO, in order, and which view ends up handling the tap.
/// These logs are those steps, read from HitKit's trace.
@MainActor
@Suite("worldligang's HitTestMaster: letting buttonFirst through LGSecondView")
struct Seed002HitTestMasterTests {
    /// Steps 1–6 of the article's normal case: window, self.view, LGSecondView say YES;
    /// LGSecondView's only subview, buttonSecond, says NO; LGFirstView is never asked.
    static let normalSteps = [
        "UIWindow point(inside:with:): true",
        "self.view point(inside:with:): true",
        "LGSecondView point(inside:with:): true",
        "buttonSecond point(inside:with:): false",
    ]

    static let buttonSecondTap = [
        "UIWindow point(inside:with:): true",
        "self.view point(inside:with:): true",
        "LGSecondView point(inside:with:): true",
        "buttonSecond point(inside:with:): true",
        "touch.view = buttonSecond",
        "buttonSecond tapped",
    ]

    @Test("LGSecondView covering buttonFirst takes the tap, and buttonFirst's action never runs")
    func secondViewTakesTheTap() {
        #expect(runScene("002-second-view-covers-first-button") == Self.normalSteps + ["touch.view = LGSecondView"])
    }

    @Test("Method 1: hitTest returning nil for itself sends the tap on to LGFirstView and buttonFirst")
    func methodOneLetsButtonFirstThrough() {
        #expect(
            runScene("002-method-1-hit-test-returns-nil-for-self") == Self.normalSteps + [
                "LGFirstView point(inside:with:): true",
                "buttonFirst point(inside:with:): true",
                "touch.view = buttonFirst",
                "buttonFirst tapped",
            ] + Self.buttonSecondTap)
    }

    @Test("Method 2: pointInside YES only on its controls makes LGSecondView say NO over buttonFirst")
    func methodTwoLetsButtonFirstThrough() {
        #expect(
            runScene("002-method-2-point-inside-only-on-controls") == [
                "UIWindow point(inside:with:): true",
                "self.view point(inside:with:): true",
                "LGSecondView point(inside:with:): false",
                "LGFirstView point(inside:with:): true",
                "buttonFirst point(inside:with:): true",
                "touch.view = buttonFirst",
                "buttonFirst tapped",
            ] + Self.buttonSecondTap)
    }

    @Test("isUserInteractionEnabled = NO on LGSecondView lets buttonFirst through but silences buttonSecond")
    func userInteractionDisabledSilencesButtonSecond() {
        #expect(
            runScene("002-user-interaction-disabled-silences-second-button") == [
                "UIWindow point(inside:with:): true",
                "self.view point(inside:with:): true",
                "LGSecondView skipped: isUserInteractionEnabled == false",
                "LGFirstView point(inside:with:): true",
                "buttonFirst point(inside:with:): true",
                "touch.view = buttonFirst",
                "buttonFirst tapped",
                "UIWindow point(inside:with:): true",
                "self.view point(inside:with:): true",
                "LGSecondView skipped: isUserInteractionEnabled == false",
                "LGFirstView point(inside:with:): true",
                "buttonFirst point(inside:with:): false",
                "touch.view = LGFirstView",
            ])
    }
}
