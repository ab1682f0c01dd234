import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UICollectionView selection by touch")
struct UICollectionViewSelectionTests {
    /// What a quick tap on `item`, the first selection, logs: the delegate is asked to select
    /// while the item is still highlighted.
    private func quickTapLog(_ item: Int) -> [String] {
        [
            "shouldHighlight \(item)", "cell \(item) highlighted true", "didHighlight \(item)",
            "shouldSelect \(item)", "cell \(item) highlighted false", "didUnhighlight \(item)",
            "cell \(item) selected true", "didSelect \(item)",
        ]
    }

    @Test("A quick tap highlights the item at lift, asks shouldSelect, un-highlights it, then selects it")
    func quickTapHighlightsThenSelects() throws {
        let fixture = try ItemSelectionFixture()
        try fixture.generator.fingerDown(at: fixture.point(ofItem: 4))
        fixture.generator.wait(0.05)
        #expect(fixture.takeLog() == [])
        try fixture.generator.fingerUp()
        #expect(fixture.takeLog() == quickTapLog(4))
        #expect(fixture.selectedItems == [4])
        #expect(fixture.cell(4)?.isSelected == true)
        #expect(fixture.cell(4)?.isHighlighted == false)
    }

    @Test("A slow tap highlights the item once the content-touch delay has passed, and selects it at lift")
    func slowTapHighlightsAfterTheDelay() throws {
        let fixture = try ItemSelectionFixture()
        try fixture.generator.fingerDown(at: fixture.point(ofItem: 2))
        fixture.generator.wait(HitKitDefaults.scrollViewContentTouchDelay - 0.02)
        #expect(fixture.takeLog() == [])
        fixture.generator.wait(0.04)
        #expect(fixture.takeLog() == ["shouldHighlight 2", "cell 2 highlighted true", "didHighlight 2"])
        #expect(fixture.cell(2)?.isHighlighted == true)
        fixture.generator.wait(1)
        try fixture.generator.fingerUp()
        #expect(Array(fixture.takeLog()) == Array(quickTapLog(2).dropFirst(3)))
        #expect(fixture.selectedItems == [2])
    }

    @Test("In single selection a tap on another item deselects the old one, unasked, before selecting the new")
    func singleSelectionOrder() throws {
        let fixture = try ItemSelectionFixture()
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 1))
        fixture.generator.wait(1)
        _ = fixture.takeLog()
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 5))
        #expect(
            fixture.takeLog() == [
                "shouldHighlight 5", "cell 5 highlighted true", "didHighlight 5", "shouldSelect 5",
                "cell 5 highlighted false", "didUnhighlight 5", "cell 1 selected false", "didDeselect 1",
                "cell 5 selected true", "didSelect 5",
            ])
        #expect(fixture.selectedItems == [5])
        #expect(fixture.cell(1)?.isSelected == false)
    }

    @Test("A tap on the selected item in single selection selects it again, deselecting nothing")
    func tapOnSelectedItemSelectsAgain() throws {
        let fixture = try ItemSelectionFixture()
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 1))
        fixture.generator.wait(1)
        _ = fixture.takeLog()
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 1))
        let log = fixture.takeLog()
        #expect(log.contains("shouldSelect 1") && log.last == "didSelect 1")
        #expect(!log.contains { $0.contains("eselect") })
        #expect(fixture.selectedItems == [1])
    }

    @Test("In multiple selection a tap on a selected item asks shouldDeselect, un-highlights, then deselects it")
    func multipleSelectionToggles() throws {
        let fixture = try ItemSelectionFixture()
        fixture.collectionView.allowsMultipleSelection = true
        for item in [0, 7] {
            try fixture.generator.fingerTap(at: fixture.point(ofItem: item))
            fixture.generator.wait(1)
        }
        #expect(fixture.selectedItems == [0, 7])
        #expect(!fixture.takeLog().contains { $0.contains("eselect") })
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 0))
        #expect(
            fixture.takeLog() == [
                "shouldHighlight 0", "cell 0 highlighted true", "didHighlight 0", "shouldDeselect 0",
                "cell 0 highlighted false", "didUnhighlight 0", "cell 0 selected false", "didDeselect 0",
            ])
        #expect(fixture.selectedItems == [7])
    }

    @Test("shouldDeselectItemAt returning false keeps the item selected")
    func shouldDeselectFalse() throws {
        let fixture = try ItemSelectionFixture()
        fixture.collectionView.allowsMultipleSelection = true
        fixture.model.shouldDeselect = { _ in false }
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 3))
        fixture.generator.wait(1)
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 3))
        #expect(fixture.takeLog().suffix(3) == ["shouldDeselect 3", "cell 3 highlighted false", "didUnhighlight 3"])
        #expect(fixture.selectedItems == [3])
    }

    @Test("shouldSelectItemAt returning false selects nothing; the item is still un-highlighted")
    func shouldSelectFalse() throws {
        let fixture = try ItemSelectionFixture()
        fixture.model.shouldSelect = { _ in false }
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 2))
        #expect(fixture.takeLog().suffix(3) == ["shouldSelect 2", "cell 2 highlighted false", "didUnhighlight 2"])
        #expect(fixture.selectedItems == nil)
        #expect(fixture.cell(2)?.isSelected == false)
    }

    @Test("shouldHighlightItemAt returning false bypasses highlighting and the whole selection process")
    func shouldHighlightFalse() throws {
        let fixture = try ItemSelectionFixture()
        fixture.model.shouldHighlight = { _ in false }
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 2))
        fixture.generator.wait(1)
        #expect(fixture.takeLog() == ["shouldHighlight 2"])
        #expect(fixture.selectedItems == nil)
    }

    @Test("With allowsSelection false a tap neither highlights nor selects, and the delegate is not asked")
    func allowsSelectionFalse() throws {
        let fixture = try ItemSelectionFixture()
        fixture.collectionView.allowsSelection = false
        try fixture.generator.fingerDown(at: fixture.point(ofItem: 2))
        fixture.generator.wait(0.5)
        try fixture.generator.fingerUp()
        #expect(fixture.takeLog() == [])
        #expect(fixture.selectedItems == nil)
    }

    @Test("A touch that moves off its item before lifting un-highlights it and selects nothing")
    func movingOffTheItemSelectsNothing() throws {
        // Three items fit the collection view, so a drag cannot scroll it.
        let fixture = try ItemSelectionFixture(items: 3)
        try fixture.generator.fingerDown(at: fixture.point(ofItem: 0))
        fixture.generator.wait(0.3)
        try fixture.generator.fingerMove(to: fixture.point(ofItem: 2), duration: 0.2)
        try fixture.generator.fingerUp()
        #expect(
            fixture.takeLog() == [
                "shouldHighlight 0", "cell 0 highlighted true", "didHighlight 0", "cell 0 highlighted false",
                "didUnhighlight 0",
            ])
        #expect(fixture.selectedItems == nil)
    }
}

@MainActor
@Suite("UICollectionView selection with a re-entrant delegate")
struct UICollectionViewReentrantSelectionTests {
    @Test("A delegate that reloads the data in shouldSelectItemAt gets no selection and no un-highlight call")
    func reloadInsideShouldSelect() throws {
        let fixture = try ItemSelectionFixture()
        let collectionView = fixture.collectionView
        fixture.model.shouldSelect = { _ in
            collectionView.reloadData()
            return true
        }
        try fixture.generator.fingerTap(at: fixture.point(ofItem: 4))
        #expect(fixture.takeLog().filter { !$0.hasPrefix("cell") }.last == "shouldSelect 4")
        #expect(fixture.selectedItems == nil)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }
}
