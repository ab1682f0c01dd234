import Testing

/// The logs of sweetfood-dev's "[iOS] Hit-Test" (listed in HitKit's *Sources*,
/// https://sweetfood-dev.github.io/ios/hittest/), copied from the article.
@MainActor
@Suite("sweetfood-dev's \"[iOS] Hit-Test\": hit-test order")
struct Seed000HitTestOrderTests {
    /// The article's first log: E, D, C, A, twice (UIKit's two hit-test passes).
    static let articleLog = [
        "View E: hitTest Result : nil",
        "View D: hitTest Result : View D",
        "View C: hitTest Result : View D",
        "View A: hitTest Result : View D",
        "View E: hitTest Result : nil",
        "View D: hitTest Result : View D",
        "View C: hitTest Result : View D",
        "View A: hitTest Result : View D",
    ]

    @Test("Touching View D asks E, D, C, A in reverse depth-first order, twice with two hit-test passes")
    func touchingViewDLogsReverseDepthFirstOrderTwice() {
        #expect(runScene("000-hit-test-order") == Self.articleLog)
    }

    @Test("With HitKit's default single pass the same order is logged once")
    func singlePassLogsTheOrderOnce() {
        #expect(runScene("000-hit-test-order-single-pass") == Array(Self.articleLog.prefix(4)))
    }

    @Test("Returning nil for a View D result makes View C the hit-test view")
    func returningNilForViewDMakesViewCTheResult() {
        #expect(
            runScene("000-return-nil-for-view-d") == [
                #"View E: hitTest Result : nil"#,
                #"View D: hitTest Result : Optional("View D")"#,
                #"View C: hitTest Result : Optional("View C")"#,
                #"View A: hitTest Result : Optional("View C")"#,
                #"View E: hitTest Result : nil"#,
                #"View D: hitTest Result : Optional("View D")"#,
                #"View C: hitTest Result : Optional("View C")"#,
                #"View A: hitTest Result : Optional("View C")"#,
            ])
    }
}
