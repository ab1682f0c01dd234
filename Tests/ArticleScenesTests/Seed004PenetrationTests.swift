import Testing

/// The "penetration" (穿透) recipes of 我帮你打水's "一篇搞定事件传递、响应者链条、hitTest和pointInside的使用" (Jianshu;
/// HitKit's *Sources* article lists it). The article gives no logs for them; these are what its
/// requirement implies: white over yellow → yellow handles the touch, white outside yellow → white
/// handles it. Each scene taps over yellow, then outside it.
@MainActor
@Suite("我帮你打水's article: penetration recipes")
struct Seed004PenetrationTests {
    @Test("Sibling white's hitTest hands the touch over yellow to yellow and keeps the rest")
    func siblingHitTestRecipe() {
        #expect(
            runScene("004-penetration-sibling-hit-test") == [
                "hitTest----BlackView", "hitTest----WhiteView",
                "touchBegan---YellowView", "touchBegan---BlackView",
                "hitTest----BlackView", "hitTest----WhiteView",
                "touchBegan---WhiteView", "touchBegan---BlackView",
            ])
    }

    @Test("Sibling white's pointInside NO over yellow lets hit-testing go on to yellow")
    func siblingPointInsideRecipe() {
        #expect(
            runScene("004-penetration-sibling-point-inside") == [
                "hitTest----BlackView", "hitTest----WhiteView", "hitTest----YellowView",
                "touchBegan---YellowView", "touchBegan---BlackView",
                "hitTest----BlackView", "hitTest----WhiteView",
                "touchBegan---WhiteView", "touchBegan---BlackView",
            ])
    }

    @Test("Subview white outside yellow is reached through green's hitTest, and its chain still includes yellow")
    func subviewHitTestRecipe() {
        // Yellow's pointInside said NO for the second tap, yet yellow is in the responder chain:
        // the chain is the hit view's superviews, not "the views whose pointInside said YES" as
        // the article's section 四 puts it.
        #expect(
            runScene("004-penetration-subview-hit-test") == [
                "hitTest----BlackView", "hitTest----YellowView", "hitTest----WhiteView",
                "touchBegan---YellowView", "touchBegan---BlackView",
                "hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView",
                "touchBegan---WhiteView", "touchBegan---YellowView", "touchBegan---BlackView",
            ])
    }
}
