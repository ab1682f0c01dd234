import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A row's swipe actions: revealed by a horizontal pan, tapped, closed, and competing with the
/// table's scrolling and selection.
@MainActor
@Suite("UITableView swipe actions")
struct UITableViewSwipeActionsTests {
    @Test("A leftward swipe on a row reveals its trailing actions as buttons, the first at the trailing edge")
    func leftwardSwipeRevealsTrailingActions() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 2, from: 300, to: 150)
        #expect(fixture.offset(ofRow: 2) == -2 * HitKitDefaults.swipeActionButtonWidth)
        #expect(fixture.actionTitle(at: CGPoint(x: 300, y: fixture.y(ofRow: 2))) == "Delete")
        #expect(fixture.actionTitle(at: CGPoint(x: 200, y: fixture.y(ofRow: 2))) == "Flag")
        #expect(fixture.actionTitle(at: CGPoint(x: 100, y: fixture.y(ofRow: 2))) == nil)
        // The delegate is asked for the side the swipe goes, when it starts.
        #expect(fixture.takeLog() == ["trailing 2"])
        #expect(fixture.tableView.contentOffset == .zero)
        #expect(fixture.cell(2)?.isHighlighted == false)
        #expect(fixture.tableView.indexPathsForSelectedRows == nil)
    }

    @Test("A rightward swipe on a row reveals its leading actions at the leading edge")
    func rightwardSwipeRevealsLeadingActions() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 3, from: 20, to: 150)
        #expect(fixture.offset(ofRow: 3) == HitKitDefaults.swipeActionButtonWidth)
        #expect(fixture.actionTitle(at: CGPoint(x: 30, y: fixture.y(ofRow: 3))) == "Read")
        #expect(fixture.takeLog() == ["leading 3"])
        // A tap closes the open row first: a touch that closes a row swipes nothing.
        try fixture.generator.fingerTap(at: CGPoint(x: 100, y: fixture.y(ofRow: 9)))
        try fixture.swipe(row: 5, from: 20, to: 150)
        #expect(fixture.takeLog() == ["leading 5"])
    }

    @Test("A swipe released before half its buttons show slides the row shut")
    func shortSwipeCloses() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 2, from: 300, to: 250)
        #expect(fixture.offset(ofRow: 2) == 0)
        #expect(fixture.actionTitle(at: CGPoint(x: 300, y: fixture.y(ofRow: 2))) == nil)
    }

    @Test("The row follows the finger while it swipes")
    func rowFollowsFinger() throws {
        let fixture = try SwipeFixture()
        try fixture.generator.fingerDown(at: CGPoint(x: 300, y: fixture.y(ofRow: 2)))
        try fixture.generator.fingerMove(to: CGPoint(x: 260, y: fixture.y(ofRow: 2)), duration: 0.05)
        #expect(fixture.offset(ofRow: 2) == -40)
        try fixture.generator.fingerMove(to: CGPoint(x: 200, y: fixture.y(ofRow: 2)), duration: 0.05)
        #expect(fixture.offset(ofRow: 2) == -100)
        try fixture.generator.fingerUp()
        #expect(fixture.offset(ofRow: 2) == -2 * HitKitDefaults.swipeActionButtonWidth)
    }

    @Test("A tap on a revealed action calls its handler with the action and its button; completion true closes the row")
    func tapOnActionCallsHandler() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 2, from: 300, to: 150)
        _ = fixture.takeLog()
        let point = CGPoint(x: 200, y: fixture.y(ofRow: 2))
        let button = fixture.window.hitTest(point, with: nil)
        try fixture.generator.fingerTap(at: point)
        fixture.generator.wait(1)
        #expect(fixture.takeLog() == ["handler Flag row 2"])
        #expect(fixture.model.sourceViews.count == 1 && fixture.model.sourceViews.first === button)
        #expect(fixture.offset(ofRow: 2) == 0)
        #expect(fixture.actionTitle(at: point) == nil)
        #expect(fixture.tableView.indexPathsForSelectedRows == nil)
        try fixture.generator.assertNoLeftovers()
    }

    @Test("A handler that has not called its completion leaves the row open; completion false closes it")
    func completionFalseCloses() throws {
        let fixture = try SwipeFixture()
        fixture.model.answer = nil
        try fixture.swipe(row: 2, from: 300, to: 150)
        try fixture.generator.fingerTap(at: CGPoint(x: 300, y: fixture.y(ofRow: 2)))
        fixture.generator.wait(1)
        #expect(fixture.takeLog() == ["trailing 2", "handler Delete row 2"])
        #expect(fixture.offset(ofRow: 2) == -2 * HitKitDefaults.swipeActionButtonWidth)
        fixture.model.completions.first?(false)
        #expect(fixture.offset(ofRow: 2) == 0)
        fixture.model.completions.first?(true)  // a second answer changes nothing
        #expect(fixture.offset(ofRow: 2) == 0)
    }

    @Test("While a row is open, a tap on another row closes it and selects nothing")
    func tapElsewhereClosesWithoutSelecting() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 2, from: 300, to: 150)
        _ = fixture.takeLog()
        try fixture.generator.fingerTap(at: CGPoint(x: 100, y: fixture.y(ofRow: 6)))
        fixture.generator.wait(1)
        #expect(fixture.offset(ofRow: 2) == 0)
        #expect(fixture.takeLog() == [])
        #expect(fixture.tableView.indexPathsForSelectedRows == nil)
        #expect(fixture.cell(6)?.isHighlighted == false)
        // The next tap selects as usual.
        try fixture.generator.fingerTap(at: CGPoint(x: 100, y: fixture.y(ofRow: 6)))
        #expect(fixture.takeLog() == ["didHighlight 6", "willSelect 6", "didSelect 6"])
    }

    @Test("While a row is open, a tap on its own content closes it and selects nothing")
    func tapOnOpenRowClosesIt() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 2, from: 300, to: 150)
        _ = fixture.takeLog()
        try fixture.generator.fingerTap(at: CGPoint(x: 60, y: fixture.y(ofRow: 2)))
        fixture.generator.wait(1)
        #expect(fixture.offset(ofRow: 2) == 0)
        #expect(fixture.takeLog() == [])
        #expect(fixture.tableView.indexPathsForSelectedRows == nil)
    }

    @Test("A drag on the open row's content moves it from where it rests, and a short drag back closes it")
    func dragOnOpenRowMovesIt() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 2, from: 300, to: 150)
        try fixture.generator.fingerDown(at: CGPoint(x: 100, y: fixture.y(ofRow: 2)))
        try fixture.generator.fingerMove(to: CGPoint(x: 140, y: fixture.y(ofRow: 2)), duration: 0.05)
        #expect(fixture.offset(ofRow: 2) == -2 * HitKitDefaults.swipeActionButtonWidth + 40)
        try fixture.generator.fingerMove(to: CGPoint(x: 200, y: fixture.y(ofRow: 2)), duration: 0.05)
        try fixture.generator.fingerUp()
        #expect(fixture.offset(ofRow: 2) == 0)
        #expect(fixture.tableView.indexPathsForSelectedRows == nil)
    }

    @Test("A vertical drag on the open row of a table too short to scroll closes it")
    func verticalDragOnOpenRowOfShortTableCloses() throws {
        let fixture = try SwipeFixture(rows: 3)
        try fixture.swipe(row: 1, from: 300, to: 150)
        #expect(fixture.offset(ofRow: 1) == -2 * HitKitDefaults.swipeActionButtonWidth)
        try fixture.generator.fingerDrag(
            from: CGPoint(x: 100, y: fixture.y(ofRow: 1)), to: CGPoint(x: 100, y: 300), duration: 0.1)
        #expect(fixture.offset(ofRow: 1) == 0)
        #expect(fixture.tableView.indexPathsForSelectedRows == nil)
    }

    @Test("A mostly vertical drag on a row scrolls the table and reveals nothing")
    func verticalDragScrolls() throws {
        let fixture = try SwipeFixture()
        try fixture.generator.fingerDrag(
            from: CGPoint(x: 250, y: fixture.y(ofRow: 8)), to: CGPoint(x: 220, y: 100), duration: 0.2)
        fixture.generator.wait(5)
        #expect(fixture.tableView.contentOffset.y > 0)
        #expect(fixture.tableView.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        #expect(fixture.takeLog() == [])
    }

    @Test("A vertical drag on a table too short to scroll reveals nothing either")
    func verticalDragOnShortTable() throws {
        let fixture = try SwipeFixture(rows: 3)
        try fixture.generator.fingerDown(at: CGPoint(x: 250, y: fixture.y(ofRow: 1)))
        try fixture.generator.fingerMove(to: CGPoint(x: 230, y: 300), duration: 0.1)
        #expect(fixture.offset(ofRow: 1) == 0)
        try fixture.generator.fingerUp()
        fixture.generator.wait(1)
        #expect(fixture.tableView.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        // Neither pan took the drag, so the row heard it (highlighted once the content-touch delay
        // passed) and selected nothing, the finger having left it.
        #expect(fixture.takeLog() == ["didHighlight 1"])
        #expect(fixture.tableView.indexPathsForSelectedRows == nil)
    }

    @Test("A row that offers no swipe actions for a side keeps still: a horizontal drag that way is a tap")
    func noActionsNoSwipePan() throws {
        let fixture = try SwipeFixture()
        fixture.model.leadingTitles = nil
        fixture.model.trailingTitles = []
        try fixture.swipe(row: 2, from: 300, to: 150)
        try fixture.swipe(row: 3, from: 20, to: 150)
        #expect(fixture.tableView.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        #expect(
            fixture.takeLog() == [
                "trailing 2", "didHighlight 2", "willSelect 2", "didSelect 2",
                "leading 3", "didHighlight 3", "willSelect 3", "didSelect 3",
            ])
    }

    @Test("A scroll closes the open row, by a drag or in code")
    func scrollCloses() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 2, from: 300, to: 150)
        let cell = fixture.cell(2)
        try fixture.generator.fingerDrag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.2)
        fixture.generator.wait(5)
        #expect(fixture.tableView.contentOffset.y > 0)
        #expect(cell?.contentView.frame.minX == 0)
        #expect(cell?.subviews.contains { $0 is SwipeActionsView } == false)

        let row = Int(fixture.tableView.contentOffset.y / 44) + 3
        try fixture.swipe(row: row, from: 300, to: 150)
        #expect(fixture.offset(ofRow: row) == -2 * HitKitDefaults.swipeActionButtonWidth)
        fixture.tableView.setContentOffset(CGPoint(x: 0, y: fixture.tableView.contentOffset.y - 10), animated: false)
        #expect(fixture.offset(ofRow: row) == 0)
    }

    @Test("A full swipe performs the first action; with performsFirstActionWithFullSwipe false it only opens")
    func fullSwipePerformsFirstAction() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 2, from: 310, to: 60)
        #expect(fixture.takeLog() == ["trailing 2", "handler Delete row 2"])
        #expect(fixture.model.sourceViews.first is SwipeActionsView.Button)
        #expect(fixture.offset(ofRow: 2) == 0)

        fixture.model.performsFirstActionWithFullSwipe = false
        try fixture.swipe(row: 4, from: 310, to: 60)
        #expect(fixture.takeLog() == ["trailing 4"])
        #expect(fixture.offset(ofRow: 4) == -2 * HitKitDefaults.swipeActionButtonWidth)
        try fixture.generator.assertNoLeftovers()
    }

    @Test("A row whose configuration is nil or has no actions does not move")
    func noConfigurationDoesNotMove() throws {
        let fixture = try SwipeFixture()
        fixture.model.trailingTitles = nil
        try fixture.generator.fingerDown(at: CGPoint(x: 300, y: fixture.y(ofRow: 2)))
        try fixture.generator.fingerMove(to: CGPoint(x: 150, y: fixture.y(ofRow: 2)), duration: 0.1)
        #expect(fixture.offset(ofRow: 2) == 0)
        try fixture.generator.fingerUp()
        #expect(fixture.offset(ofRow: 2) == 0)
        fixture.model.trailingTitles = []
        try fixture.generator.fingerDown(at: CGPoint(x: 300, y: fixture.y(ofRow: 3)))
        try fixture.generator.fingerMove(to: CGPoint(x: 150, y: fixture.y(ofRow: 3)), duration: 0.1)
        #expect(fixture.offset(ofRow: 3) == 0)
        try fixture.generator.fingerUp()
        #expect(fixture.offset(ofRow: 3) == 0)
        #expect(fixture.actionTitle(at: CGPoint(x: 300, y: fixture.y(ofRow: 3))) == nil)
        #expect(fixture.tableView.contentOffset == .zero)
    }

    @Test("After a swipe, reloading the data or reusing the cell leaves no row open")
    func reloadAndReuseLeaveNoOpenRow() throws {
        let fixture = try SwipeFixture()
        try fixture.swipe(row: 2, from: 300, to: 150)
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.tableView.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        #expect(fixture.tableView.visibleCells.allSatisfy { !$0.subviews.contains { $0 is SwipeActionsView } })

        try fixture.swipe(row: 2, from: 300, to: 150)
        fixture.tableView.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        fixture.tableView.layoutIfNeeded()
        fixture.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.tableView.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        #expect(fixture.tableView.visibleCells.allSatisfy { !$0.subviews.contains { $0 is SwipeActionsView } })
        // A tap on the former row selects it: nothing is left open to close.
        _ = fixture.takeLog()
        try fixture.generator.fingerTap(at: CGPoint(x: 100, y: fixture.y(ofRow: 2)))
        #expect(fixture.takeLog().last == "didSelect 2")
    }
}
