import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Selection against what else may take a touch: the table's own pan, a control in a cell, and a
/// parent's tap recognizer.
@MainActor
@Suite("UITableView selection against drags, controls and recognizers")
struct UITableViewSelectionCompetitionTests {
    @Test("A drag that scrolls the table removes the highlight and selects nothing")
    func dragThatScrollsSelectsNothing() throws {
        let fixture = try SelectionFixture()
        try fixture.generator.fingerDown(at: fixture.point(ofRow: 5))
        fixture.generator.wait(0.3)
        #expect(fixture.cell(5)?.isHighlighted == true)
        try fixture.generator.fingerMove(to: CGPoint(x: 200, y: 20), duration: 0.3)
        try fixture.generator.fingerUp()
        fixture.generator.wait(5)
        #expect(fixture.tableView.contentOffset.y > 0)
        #expect(
            fixture.takeLog() == [
                "shouldHighlight 5", "cell 5 highlighted true", "didHighlight 5", "cell 5 highlighted false",
                "didUnhighlight 5",
            ])
        #expect(fixture.selectedRows == nil)
    }

    @Test("A quick drag that scrolls before the content-touch delay never highlights the row")
    func quickDragNeverHighlights() throws {
        let fixture = try SelectionFixture()
        try fixture.generator.fingerDown(at: fixture.point(ofRow: 5))
        try fixture.generator.fingerMove(to: CGPoint(x: 200, y: 20), duration: 0.1)
        try fixture.generator.fingerUp()
        fixture.generator.wait(5)
        #expect(fixture.tableView.contentOffset.y > 0)
        #expect(fixture.takeLog().filter { !$0.hasPrefix("cell") } == [])
        #expect(fixture.selectedRows == nil)
    }

    @Test("A tap on a button in a cell runs the button's action and selects nothing")
    func tapOnButtonInCell() throws {
        let fixture = try SelectionFixture()
        let button = UIButton(frame: CGRect(x: 10, y: 7, width: 100, height: 30))
        var tapped = 0
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        fixture.cell(2)?.contentView.addSubview(button)
        try fixture.generator.fingerTap(at: CGPoint(x: 50, y: 88 + 22))
        #expect(tapped == 1)
        #expect(fixture.takeLog() == [])
        #expect(fixture.selectedRows == nil)
    }

    @Test("A tap on a switch in a cell toggles it and selects nothing")
    func tapOnSwitchInCell() throws {
        let fixture = try SelectionFixture()
        let toggle = UISwitch(frame: CGRect(x: 250, y: 6, width: 51, height: 31))
        fixture.cell(2)?.contentView.addSubview(toggle)
        try fixture.generator.fingerTap(at: CGPoint(x: 270, y: 88 + 22))
        #expect(toggle.isOn)
        #expect(fixture.takeLog() == [])
        #expect(fixture.selectedRows == nil)
    }

    /// A tap recognizer on the table's superview, counting its recognitions.
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
        let fixture = try SelectionFixture()
        let counter = TapCounter(on: fixture.container)
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        fixture.generator.wait(1)
        #expect(counter.count == 1)
        #expect(!fixture.takeLog().contains { $0.contains("Select") })
        #expect(fixture.selectedRows == nil)
        #expect(fixture.cell(2)?.isHighlighted == false)
    }

    @Test("A parent's tap recognizer that cancels touches in view un-highlights a slow tap's row: no selection")
    func parentTapCancellingTouchesTakesSlowTap() throws {
        let fixture = try SelectionFixture()
        let counter = TapCounter(on: fixture.container)
        try fixture.generator.fingerDown(at: fixture.point(ofRow: 2))
        fixture.generator.wait(0.3)
        try fixture.generator.fingerUp()
        #expect(counter.count == 1)
        #expect(
            fixture.takeLog() == [
                "shouldHighlight 2", "cell 2 highlighted true", "didHighlight 2", "cell 2 highlighted false",
                "didUnhighlight 2",
            ])
        #expect(fixture.selectedRows == nil)
    }

    @Test("A parent's tap recognizer that does not cancel touches in view fires, and the row is selected too")
    func parentTapNotCancellingTouches() throws {
        let fixture = try SelectionFixture()
        let counter = TapCounter(on: fixture.container, cancelsTouchesInView: false)
        try fixture.generator.fingerTap(at: fixture.point(ofRow: 2))
        fixture.generator.wait(1)
        #expect(counter.count == 1)
        #expect(fixture.takeLog().last == "didSelect 2")
        #expect(fixture.selectedRows == [2])
    }
}
