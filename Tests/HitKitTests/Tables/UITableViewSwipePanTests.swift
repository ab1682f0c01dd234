import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// The table's swipe-actions pan: there from the table's creation, as UIKit's
/// `_UISwipeActionPanGestureRecognizer` is, with the delegate asked only when a swipe starts.
@MainActor
@Suite("UITableView swipe pan")
struct UITableViewSwipePanTests {
    @Test("A new table has its swipe pan, after the scroll view's recognizers, before any touch or delegate")
    func panInstalledFromCreation() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let names = (tableView.gestureRecognizers ?? []).map(\.name)
        #expect(names == ["UIScrollView delayed touches", "UIScrollView pan", "UITableView swipe pan"])
        let pan = try #require(tableView.gestureRecognizers?.last as? UIPanGestureRecognizer)
        #expect(pan.maximumNumberOfTouches == 1)
    }

    @Test("Hit-testing a table, with or without an event, asks its delegate nothing")
    func hitTestHasNoSideEffects() throws {
        let fixture = try SwipeFixture()
        let point = CGPoint(x: 100, y: fixture.y(ofRow: 2))
        _ = fixture.window.hitTest(point, with: nil)
        _ = fixture.window.hitTest(point, with: UIEvent())
        #expect(fixture.takeLog() == [])
    }

    @Test("A tap or a vertical drag on a row asks the delegate for no swipe actions; the swipe pan fails")
    func tapAndVerticalDragAskNothing() throws {
        let fixture = try SwipeFixture()
        let pan = try #require(fixture.tableView.gestureRecognizers?.first { $0.name == "UITableView swipe pan" })
        var states: [UIGestureRecognizer.State] = []
        pan.addTypedAction(fixture) { _, recognizer in states.append(recognizer.state) }
        try fixture.generator.fingerTap(at: CGPoint(x: 100, y: fixture.y(ofRow: 2)))
        fixture.generator.wait(1)
        #expect(fixture.takeLog() == ["didHighlight 2", "willSelect 2", "didSelect 2"])
        try fixture.generator.fingerDrag(
            from: CGPoint(x: 100, y: fixture.y(ofRow: 8)), to: CGPoint(x: 100, y: fixture.y(ofRow: 4)), duration: 0.2)
        fixture.generator.wait(5)
        #expect(fixture.takeLog() == [])
        #expect(fixture.tableView.contentOffset.y > 0)
        #expect(states == [])
        try fixture.generator.assertNoLeftovers()
    }

    @Test("A swipe asks the delegate only for the side it goes, once, when it starts")
    func swipeAsksOneSideWhenItStarts() throws {
        let fixture = try SwipeFixture()
        try fixture.generator.fingerDown(at: CGPoint(x: 300, y: fixture.y(ofRow: 2)))
        #expect(fixture.takeLog() == [])
        try fixture.generator.fingerMove(to: CGPoint(x: 200, y: fixture.y(ofRow: 2)), duration: 0.1)
        #expect(fixture.takeLog() == ["trailing 2"])
        try fixture.generator.fingerUp()
        fixture.generator.wait(1)
        #expect(fixture.takeLog() == [])
        #expect(fixture.offset(ofRow: 2) == -2 * HitKitDefaults.swipeActionButtonWidth)
    }
}
