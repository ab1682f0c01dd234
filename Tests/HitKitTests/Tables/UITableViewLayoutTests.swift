import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UITableView layout and reuse")
struct UITableViewLayoutTests {
    @Test("The rows in the visible area get cells laid out at their rectangles, and the content size covers every row")
    func visibleRowsGetCells() throws {
        let fixture = try TableFixture(rowCounts: [100])
        let table = fixture.tableView
        #expect(table.contentSize == CGSize(width: 320, height: 4400))
        // 480 / 44 = 10.9: rows 0 to 10 show.
        #expect(fixture.visibleRows == (0...10).map { "0.\($0)" })
        #expect(table.visibleCells.count == 11)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(cell.superview === table)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)) == CGRect(x: 0, y: 4356, width: 320, height: 44))
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(table.numberOfRows(inSection: 5) == 0)
    }

    @Test("Cells scrolled away are reused for the rows scrolled in, after prepareForReuse()")
    func cellsAreReused() throws {
        let fixture = try TableFixture(rowCounts: [100])
        let table = fixture.tableView
        let firstCells = Set(table.visibleCells.map(ObjectIdentifier.init))
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        #expect(fixture.visibleRows == (50...60).map { "0.\($0)" })
        let laterCells = table.visibleCells
        #expect(Set(laterCells.map(ObjectIdentifier.init)) == firstCells)
        #expect(laterCells.allSatisfy { ($0 as? CountingCell)?.preparedForReuse == 1 })
        #expect((table.cellForRow(at: IndexPath(row: 52, section: 0)) as? CountingCell)?.label == "0.52")
        #expect(fixture.model.displayLog.contains("didEndDisplaying 0.0"))
        #expect(fixture.model.displayLog.last == "willDisplay 0.60")
    }

    @Test("A small scroll keeps the cells still visible and makes cells only for the rows that came in")
    func smallScrollMakesOnlyNewRows() throws {
        let fixture = try TableFixture(rowCounts: [100])
        fixture.model.madeCells = []
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 50)
        // The visible band is now 50..<530: row 0 left, rows 11 and 12 came in.
        #expect(fixture.model.madeCells == [IndexPath(row: 11, section: 0), IndexPath(row: 12, section: 0)])
        #expect(fixture.visibleRows == (1...12).map { "0.\($0)" })
    }

    @Test("indexPathForRow(at:) gives the lower row on a boundary and nil on headers, footers and outside")
    func indexPathAtBoundaries() throws {
        let fixture = try TableFixture(rowCounts: [2, 3])
        fixture.model.headerHeight = 30
        fixture.model.footerHeight = 10
        let table = fixture.tableView
        table.reloadData()
        // Section 0: header 0..<30, rows 30..<74 and 74..<118, footer 118..<128.
        // Section 1: header 128..<158, rows from 158.
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 29.9)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 73.9)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 74)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 118)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 140)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 158)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 158 + 3 * 44)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: -1)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: CGFloat.nan)) == nil)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 128, width: 320, height: 30))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 118, width: 320, height: 10))
        #expect(table.contentSize.height == CGFloat(158 + 3 * 44 + 10))
    }

    @Test("Row heights come from the delegate; bad heights count as 0 and automaticDimension as 44")
    func heightsFromTheDelegate() throws {
        let fixture = try TableFixture(rowCounts: [6])
        fixture.model.rowHeights = { indexPath in
            [CGFloat(10), 20, .nan, -5, UITableView.automaticDimension, .infinity][indexPath.row]
        }
        let table = fixture.tableView
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 10, width: 320, height: 20))
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 44))
        #expect(table.contentSize.height == CGFloat(30 + 44))
        // Rows of height 0 get no cell.
        #expect(fixture.visibleRows == ["0.0", "0.1", "0.4"])
        #expect(table.indexPathForRow(at: CGPoint(x: 0, y: 30)) == IndexPath(row: 4, section: 0))
    }

    @Test("rowHeight sets the height of every row when the delegate gives none")
    func rowHeightWithoutDelegate() throws {
        let fixture = try TableFixture(rowCounts: [10], asDelegate: false)
        fixture.tableView.rowHeight = 100
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.visibleRows == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(fixture.tableView.contentSize.height == 1000)
    }

    @Test("reloadData() retires the visible cells and shows the new data at the next layout")
    func reloadData() throws {
        let fixture = try TableFixture(rowCounts: [100])
        let table = fixture.tableView
        fixture.model.rowCounts = [3]
        table.reloadData()
        #expect(table.visibleCells.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.layoutIfNeeded()
        #expect(fixture.visibleRows == ["0.0", "0.1", "0.2"])
        #expect(table.contentSize.height == 132)
        #expect(table.visibleCells.allSatisfy { ($0 as? CountingCell)?.preparedForReuse == 1 })
    }

    @Test("A table of a million rows lays out only its visible rows and finds rows anywhere")
    func millionRows() throws {
        let fixture = try TableFixture(rowCounts: [1_000_000], asDelegate: false)
        let table = fixture.tableView
        #expect(table.contentSize.height == 44_000_000)
        table.contentOffset = CGPoint(x: 0, y: 44 * 987_654)
        #expect(table.visibleCells.count == 11)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 987_654, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 44 * 999_999 + 1)) == IndexPath(row: 999_999, section: 0))
        // With a delegate, the heights are asked once per load and lookups are binary searches.
        table.delegate = fixture.model
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 987_654, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 44 * 500_000)) == IndexPath(row: 500_000, section: 0))
    }

    @Test("An accessory view sits at the trailing edge, centred, and the content view leaves it room")
    func accessoryView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "x")
        cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.accessoryView?.frame == CGRect(x: 274, y: 12, width: 30, height: 20))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 274, height: 44))
        #expect(cell.reuseIdentifier == "x")
        #expect(cell.selectionStyle == .default)
    }

    @Test("Dequeuing an unregistered identifier reports a diagnostic and gives a plain cell")
    func unregisteredIdentifier() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
        var cell: UITableViewCell?
        let collected = diagnostics {
            cell = table.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
            table.register(UIView.self, forCellReuseIdentifier: "view")
        }
        #expect(cell?.reuseIdentifier == "nothing")
        #expect(collected.codes == [.unregisteredReuseIdentifier, .unregisteredReuseIdentifier])
        #expect(table.style == .grouped)
    }
}
