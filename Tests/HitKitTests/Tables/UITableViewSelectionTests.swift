import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UITableView selection by touch")
struct UITableViewSelectionTests {
    /// What a quick tap on `row`, the first selection, logs after `shouldHighlight`.
    private func quickTapLog(_ row: Int) -> [String] {
        [
            "shouldHighlight \(row)", "cell \(row) highlighted true", "didHighlight \(row)",
            "cell \(row) highlighted false", "didUnhighlight \(row)", "willSelect \(row)",
            "cell \(row) selected true", "didSelect \(row)",
        ]
    }

    @Test("A quick tap highlights the row when the held touch reaches the table at lift, then selects it")
    func quickTapHighlightsThenSelects() throws {
        let fixture = try SelectionFixture()
        try fixture.generator.fingerDown(at: fixture.point(ofRow: 2))
        fixture.generator.wait(0.05)
        #expect(fixture.takeLog() == [])
        #expect(fixture.cell(2)?.isHighlighted == false)
        try fixture.generator.fingerUp()
        #expect(fixture.takeLog() == quickTapLog(2))
        #expect(fixture.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(fixture.cell(2)?.isSelected == true)
        #expect(fixture.cell(2)?.isHighlighted == false)
    }

    @Test("A slow tap highlights the row once the content-touch delay has passed, and selects it at lift")
    func slowTapHighlightsAfterTheDelay() throws {
        let fixture = try SelectionFixture()
        try fixture.generator.fingerDown(at: fixture.point(ofRow: 3))
        fixture.generator.wait(HitKitDefaults.scrollViewContentTouchDelay - 0.02)
        #expect(fixture.takeLog() == [])
        fixture.generator.wait(0.04)
        #expect(fixture.takeLog() == ["shouldHighlight 3", "cell 3 highlighted true", "didHighlight 3"])
        #expect(fixture.cell(3)?.isHighlighted == true)
        fixture.generator.wait(1)
        try fixture.generator.fingerUp()
        #expect(
            fixture.takeLog() == [
                "cell 3 highlighted false", "didUnhighlight 3", "willSelect 3", "cell 3 selected true", "didSelect 3",
            ])
        #expect(fixture.selectedRows == [3])
    }

    @Test("In single selection, a tap on another row: willSelect new, willDeselect old, didDeselect old, didSelect new")
    func singleSelectionOrder() throws {
        let fixture = try SelectionFixture()
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        fixture.generator.wait(1)
        _ = fixture.takeLog()
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 5))
        #expect(
            fixture.takeLog() == [
                "shouldHighlight 5", "cell 5 highlighted true", "didHighlight 5", "cell 5 highlighted false",
                "didUnhighlight 5", "willSelect 5", "willDeselect 2", "cell 2 selected false", "didDeselect 2",
                "cell 5 selected true", "didSelect 5",
            ])
        #expect(fixture.selectedRows == [5])
        #expect(fixture.cell(2)?.isSelected == false)
    }

    @Test("A tap on the selected row in single selection selects it again, deselecting nothing")
    func tapOnSelectedRowSelectsAgain() throws {
        let fixture = try SelectionFixture()
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        fixture.generator.wait(1)
        _ = fixture.takeLog()
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        let log = fixture.takeLog()
        #expect(log.contains("willSelect 2") && log.contains("didSelect 2"))
        #expect(!log.contains { $0.hasPrefix("willDeselect") || $0.hasPrefix("didDeselect") })
        #expect(fixture.selectedRows == [2])
    }

    @Test("In multiple selection a tap on a selected row deselects it with willDeselect and didDeselect")
    func multipleSelectionToggles() throws {
        let fixture = try SelectionFixture()
        fixture.tableView.allowsMultipleSelection = true
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 1))
        fixture.generator.wait(1)
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 3))
        fixture.generator.wait(1)
        #expect(fixture.selectedRows == [1, 3])
        #expect(!fixture.takeLog().contains { $0.contains("Deselect") })
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 1))
        #expect(
            fixture.takeLog() == [
                "shouldHighlight 1", "cell 1 highlighted true", "didHighlight 1", "cell 1 highlighted false",
                "didUnhighlight 1", "willDeselect 1", "cell 1 selected false", "didDeselect 1",
            ])
        #expect(fixture.selectedRows == [3])
        #expect(fixture.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test("willSelectRowAt returning another index path selects that row instead")
    func willSelectRedirects() throws {
        let fixture = try SelectionFixture()
        fixture.model.willSelect = { _ in IndexPath(row: 4, section: 0) }
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        #expect(
            fixture.takeLog().suffix(3) == ["willSelect 2", "cell 4 selected true", "didSelect 4"])
        #expect(fixture.selectedRows == [4])
        #expect(fixture.cell(2)?.isSelected == false)
    }

    @Test("willSelectRowAt returning nil selects nothing; the row is still unhighlighted")
    func willSelectRefuses() throws {
        let fixture = try SelectionFixture()
        fixture.model.willSelect = { _ in nil }
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        #expect(fixture.takeLog().suffix(3) == ["cell 2 highlighted false", "didUnhighlight 2", "willSelect 2"])
        #expect(fixture.selectedRows == nil)
        #expect(fixture.tableView.indexPathForSelectedRow == nil)
    }

    @Test("shouldHighlightRowAt returning false keeps the row from being highlighted and selected")
    func shouldHighlightFalse() throws {
        let fixture = try SelectionFixture()
        fixture.model.shouldHighlight = { _ in false }
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        fixture.generator.wait(1)
        #expect(fixture.takeLog() == ["shouldHighlight 2"])
        #expect(fixture.selectedRows == nil)
    }

    @Test("With allowsSelection false a tap neither highlights nor selects, and the delegate is not asked")
    func allowsSelectionFalse() throws {
        let fixture = try SelectionFixture()
        fixture.tableView.allowsSelection = false
        try fixture.generator.fingerDown(at: fixture.point(ofRow: 2))
        fixture.generator.wait(0.5)
        try fixture.generator.fingerUp()
        #expect(fixture.takeLog() == [])
        #expect(fixture.selectedRows == nil)
        // Turned off while a row is highlighted: the lift un-highlights it and selects nothing.
        fixture.tableView.allowsSelection = true
        try fixture.generator.fingerDown(at: fixture.point(ofRow: 3))
        fixture.generator.wait(0.5)
        fixture.tableView.allowsSelection = false
        try fixture.generator.fingerUp()
        #expect(fixture.takeLog().suffix(2) == ["cell 3 highlighted false", "didUnhighlight 3"])
        #expect(fixture.selectedRows == nil)
    }

    @Test("A touch that moves off its row before lifting un-highlights it and selects nothing")
    func movingOffTheRowSelectsNothing() throws {
        // Five rows fit the table, so a drag cannot scroll it: the touch stays with the row.
        let fixture = try SelectionFixture(rows: 5)
        try fixture.generator.fingerDown(at: fixture.point(ofRow: 2))
        fixture.generator.wait(0.3)
        try fixture.generator.fingerMove(to: fixture.point(ofRow: 4), duration: 0.2)
        try fixture.generator.fingerUp()
        #expect(
            fixture.takeLog() == [
                "shouldHighlight 2", "cell 2 highlighted true", "didHighlight 2", "cell 2 highlighted false",
                "didUnhighlight 2",
            ])
        #expect(fixture.selectedRows == nil)
        #expect(fixture.tableView.contentOffset == .zero)
    }

    @Test("A cell that overrides touchesBegan without calling super keeps its row from being selected")
    func cellSwallowingTouchesBeganBreaksSelection() throws {
        let fixture = try SelectionFixture()
        (fixture.cell(2) as? SelectionCell)?.swallowsTouchesBegan = true
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        #expect(fixture.takeLog() == [])
        #expect(fixture.selectedRows == nil)
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 3))
        #expect(fixture.selectedRows == [3])
    }

    @Test("A second finger on another row while the first is down is ignored")
    func secondFingerIsIgnored() throws {
        let fixture = try SelectionFixture()
        try fixture.generator.fingerDown(0, at: fixture.point(ofRow: 2))
        fixture.generator.wait(0.3)
        try fixture.generator.fingerDown(1, at: fixture.point(ofRow: 5))
        fixture.generator.wait(0.3)
        try fixture.generator.fingerUp(1)
        try fixture.generator.fingerUp(0)
        let log = fixture.takeLog()
        #expect(!log.contains { $0.hasSuffix(" 5") })
        #expect(log.last == "didSelect 2")
        #expect(fixture.selectedRows == [2])
    }

    @Test("A row whose cell swallowed the lift is let go, un-highlighted, when the next touch begins")
    func swallowedLiftIsLetGoAtTheNextTouch() throws {
        let fixture = try SelectionFixture()
        (fixture.cell(2) as? SelectionCell)?.swallowsTouchesEnded = true
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        #expect(fixture.takeLog() == ["shouldHighlight 2", "cell 2 highlighted true", "didHighlight 2"])
        fixture.generator.wait(1)
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 3))
        #expect(fixture.takeLog().prefix(3) == ["cell 2 highlighted false", "didUnhighlight 2", "shouldHighlight 3"])
        #expect(fixture.selectedRows == [3])
    }

    @Test("A delegate that deselects the row in didSelectRowAt leaves it unselected")
    func deselectInsideDidSelect() throws {
        let fixture = try SelectionFixture()
        fixture.model.onDidSelect = { table, indexPath in table.deselectRow(at: indexPath, animated: true) }
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        #expect(
            fixture.takeLog().suffix(3) == ["cell 2 selected true", "didSelect 2", "cell 2 selected false animated"])
        #expect(fixture.selectedRows == nil)
        #expect(fixture.cell(2)?.isSelected == false)
    }
}
