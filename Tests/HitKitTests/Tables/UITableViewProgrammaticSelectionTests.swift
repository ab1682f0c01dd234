import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Selection set in code, selection and reuse, and the cell's own states.
@MainActor
@Suite("UITableView selection in code")
struct UITableViewProgrammaticSelectionTests {
    @Test("selectRow(at:animated:scrollPosition:) and deselectRow(at:animated:) send no delegate calls")
    func programmaticSelectionIsSilent() throws {
        let fixture = try SelectionFixture()
        let table = fixture.tableView
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: true, scrollPosition: .none)
        #expect(fixture.takeLog() == ["cell 3 selected true animated"])
        #expect(fixture.selectedRows == [3])
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(fixture.takeLog() == ["cell 3 selected false", "cell 4 selected true"])
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        #expect(fixture.takeLog() == ["cell 4 selected false"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("In multiple selection, selectRow adds to the selection; selectRow(at: nil) clears it")
    func programmaticMultipleSelection() throws {
        let fixture = try SelectionFixture()
        let table = fixture.tableView
        table.allowsMultipleSelection = true
        for row in [7, 2, 5] {
            table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        }
        #expect(fixture.selectedRows == [2, 5, 7])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(fixture.selectedRows == nil)
        #expect(!fixture.takeLog().contains { !$0.hasPrefix("cell") })
    }

    @Test("selectRow scrolls the row to the top, middle or bottom; .none does not scroll")
    func selectRowScrolls() throws {
        let fixture = try SelectionFixture()
        let table = fixture.tableView
        let row10 = IndexPath(row: 10, section: 0)
        table.selectRow(at: row10, animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 440)
        table.selectRow(at: row10, animated: false, scrollPosition: .middle)
        #expect(table.contentOffset.y == CGFloat(440 + 22 - 240))
        table.selectRow(at: row10, animated: false, scrollPosition: .bottom)
        #expect(table.contentOffset.y == CGFloat(440 + 44 - 480))
        table.selectRow(at: IndexPath(row: 29, section: 0), animated: false, scrollPosition: .none)
        #expect(table.contentOffset.y == 4)
        table.selectRow(at: IndexPath(row: 29, section: 0), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == CGFloat(30 * 44 - 480))
        #expect(fixture.selectedRows == [29])
    }

    @Test("An index path that names no row is ignored by selectRow and deselectRow")
    func invalidIndexPathsAreIgnored() throws {
        let fixture = try SelectionFixture()
        let table = fixture.tableView
        table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .top)
        table.selectRow(at: IndexPath(row: 0, section: 3), animated: false, scrollPosition: .top)
        table.selectRow(at: IndexPath(indexes: [1, 2, 3]), animated: false, scrollPosition: .top)
        table.deselectRow(at: IndexPath(row: -1, section: 0), animated: false)
        #expect(fixture.selectedRows == nil)
        #expect(table.contentOffset == .zero)
    }

    @Test("A cell reused for another row shows that row's selected state")
    func selectionSurvivesReuse() throws {
        let fixture = try SelectionFixture()
        let table = fixture.tableView
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let selectedCell = try #require(fixture.cell(1))
        table.contentOffset = CGPoint(x: 0, y: 600)
        #expect(fixture.cell(1) == nil)
        #expect(table.visibleCells.contains { $0 === selectedCell })
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset = .zero
        #expect(fixture.cell(1)?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test("reloadData clears the selection")
    func reloadDataClearsSelection() throws {
        let fixture = try SelectionFixture()
        let table = fixture.tableView
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(fixture.cell(1)?.isSelected == false)
        #expect(!fixture.takeLog().contains { !$0.hasPrefix("cell") })
    }

    @Test("Changing the row height moves the rows and keeps the selection and the cells")
    func rowHeightKeepsSelection() throws {
        let fixture = try SelectionFixture()
        let table = fixture.tableView
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let cell = try #require(fixture.cell(1))
        table.rowHeight = 60
        table.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(fixture.cell(1) === cell)
        #expect(cell.isSelected)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
    }

    @Test("Setting isHighlighted or isSelected calls the overridable setter with animated false")
    func cellPropertiesCallTheSetters() {
        let cell = SelectionCell(style: .default, reuseIdentifier: nil)
        var log: [String] = []
        cell.log = { log.append($0) }
        cell.isHighlighted = true
        cell.isSelected = true
        cell.setSelected(false, animated: true)
        #expect(log == ["cell -1 highlighted true", "cell -1 selected true", "cell -1 selected false animated"])
        #expect(cell.isHighlighted && !cell.isSelected)
    }
}
