import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Item selection against what else may take a touch: the collection view's own pan, a control in
/// a cell, and a parent's tap recognizer.
@MainActor
@Suite("UICollectionView selection against drags, controls and recognizers")
struct UICollectionViewSelectionCompetitionTests {
    @Test("A drag that scrolls the collection view removes the highlight and selects nothing")
    func dragThatScrollsSelectsNothing() throws {
        let fixture = try ItemSelectionFixture()
        try fixture.generator.fingerDown(at: fixture.point(ofItem: 10))
        fixture.generator.wait(0.3)
        #expect(fixture.cell(10)?.isHighlighted == true)
        try fixture.generator.fingerMove(to: CGPoint(x: 160, y: 20), duration: 0.3)
        try fixture.generator.fingerUp()
        fixture.generator.wait(5)
        #expect(fixture.collectionView.contentOffset.y > 0)
        #expect(
            fixture.takeLog().filter { !$0.hasPrefix("cell") || $0.hasPrefix("cell 10") } == [
                "shouldHighlight 10", "cell 10 highlighted true", "didHighlight 10", "cell 10 highlighted false",
                "didUnhighlight 10",
            ])
        #expect(fixture.selectedItems == nil)
    }

    @Test("A quick drag that scrolls before the content-touch delay never highlights the item")
    func quickDragNeverHighlights() throws {
        let fixture = try ItemSelectionFixture()
        try fixture.generator.fingerDown(at: fixture.point(ofItem: 10))
        try fixture.generator.fingerMove(to: CGPoint(x: 160, y: 20), duration: 0.1)
        try fixture.generator.fingerUp()
        fixture.generator.wait(5)
        #expect(fixture.collectionView.contentOffset.y > 0)
        #expect(fixture.takeLog().filter { !$0.hasPrefix("cell") } == [])
        #expect(fixture.selectedItems == nil)
    }

    @Test("A tap on a button in a cell runs the button's action and selects nothing")
    func tapOnButtonInCell() throws {
        let fixture = try ItemSelectionFixture()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        var tapped = 0
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        fixture.cell(4)?.contentView.addSubview(button)
        try fixture.generator.fingerTap(at: CGPoint(x: 110 + 50, y: 110 + 25))
        #expect(tapped == 1)
        #expect(fixture.takeLog() == [])
        #expect(fixture.selectedItems == nil)
    }

    /// A tap recognizer on the collection view's superview, counting its recognitions.
    @MainActor
    private final class TapCounter {
        var count = 0
        let tap = UITapGestureRecognizer()

        init(on view: UIView, cancelsTouchesInView: Bool = true) {
            tap.cancelsTouchesInView = cancelsTouchesInView
            tap.addTarget { [unowned self] in if $0.state == .recognized { self.count += 1 } }
            view.addGestureRecognizer(tap)
        }
    }

    @Test("A parent's tap recognizer that cancels touches in view takes a quick tap: no selection")
    func parentTapCancellingTouchesTakesQuickTap() throws {
        let fixture = try ItemSelectionFixture()
        let counter = TapCounter(on: fixture.container)
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 4))
        fixture.generator.wait(1)
        #expect(counter.count == 1)
        #expect(!fixture.takeLog().contains { $0.contains("Select") })
        #expect(fixture.selectedItems == nil)
        #expect(fixture.cell(4)?.isHighlighted == false)
    }

    @Test("A parent's tap recognizer that cancels touches in view un-highlights a slow tap's item: no selection")
    func parentTapCancellingTouchesTakesSlowTap() throws {
        let fixture = try ItemSelectionFixture()
        let counter = TapCounter(on: fixture.container)
        try fixture.generator.fingerDown(at: fixture.point(ofItem: 4))
        fixture.generator.wait(0.3)
        try fixture.generator.fingerUp()
        #expect(counter.count == 1)
        #expect(
            fixture.takeLog() == [
                "shouldHighlight 4", "cell 4 highlighted true", "didHighlight 4", "cell 4 highlighted false",
                "didUnhighlight 4",
            ])
        #expect(fixture.selectedItems == nil)
    }

    @Test("A parent's tap recognizer that does not cancel touches in view fires, and the item is selected too")
    func parentTapNotCancellingTouches() throws {
        let fixture = try ItemSelectionFixture()
        let counter = TapCounter(on: fixture.container, cancelsTouchesInView: false)
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 4))
        fixture.generator.wait(1)
        #expect(counter.count == 1)
        #expect(fixture.takeLog().last == "didSelect 4")
        #expect(fixture.selectedItems == [4])
    }
}
