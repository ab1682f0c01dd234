// swift-format-ignore-file
// The marked block is Animations.md's code, kept as the article shows it (checked line for line below), so
// swift-format's lint leaves this file alone.
import Foundation
import HitKit
import HitKitTesting
import Testing

// animations card container begin
final class CardContainerView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        for card in subviews.reversed() {
            if let drawn = card.layer.presentation(), drawn.frame.contains(point) { return card }
        }
        return super.hitTest(point, with: event)
    }
}
// animations card container end

/// The code block of the Animations article (Animations.md), compiled here between begin/end markers
/// and run: a card moving with `.allowUserInteraction` is hit where it is drawn through the override.
@MainActor
@Suite("Animations article examples (Documentation)")
struct AnimationsArticleExamplesTests {
    private let articleName = "Animations"

    @Test("Animations.md shows exactly the container code this test compiles")
    func codeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "final class CardContainerView: UIView {")
        let tested = try DocumentationText.markedCode("animations card container", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
    }

    @Test("The article's container hits a moving card where it is drawn (and super still at its final frame)")
    func containerHitsTheDrawnCard() throws {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let container = CardContainerView(frame: window.bounds)
        window.addSubview(container)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(card)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear],
            animations: { card.center.x = 250 })
        let generator = try EventGenerator(window: window)
        generator.wait(0.5)
        #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === card)
        #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === card, "super.hitTest: the model frame")
        #expect(container.hitTest(CGPoint(x: 20, y: 50), with: nil) === container)
    }

    @Test("Animations.md has exactly the one block these tests check")
    func articleHasNoUncheckedBlocks() throws {
        #expect(try DocumentationText.article(articleName).blocks().count == 1)
    }
}
