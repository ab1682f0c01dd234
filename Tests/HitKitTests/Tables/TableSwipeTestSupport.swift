import Foundation
import HitKitTesting

@testable import HitKit

/// A data source and delegate of one section of `rows` rows of `SelectionCell`s, 44 points each,
/// logging the selection calls, the swipe configurations asked for and the actions' handlers.
@MainActor
final class SwipeModel: UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var log: [String] = []
    /// The titles of the trailing actions (nil: no configuration).
    var trailingTitles: [String]? = ["Delete", "Flag"]
    /// The titles of the leading actions (nil: no configuration).
    var leadingTitles: [String]? = ["Read"]
    var performsFirstActionWithFullSwipe = true
    /// What a handler does with its completion: answer at once, or keep it in `completions`.
    var answer: Bool? = true
    var completions: [(Bool) -> Void] = []
    /// The source views the handlers received, in order.
    var sourceViews: [UIView] = []

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if let cell = cell as? SelectionCell { cell.row = indexPath.row }
        return cell
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        log.append("leading \(indexPath.row)")
        return configuration(leadingTitles, row: indexPath.row)
    }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        log.append("trailing \(indexPath.row)")
        return configuration(trailingTitles, row: indexPath.row)
    }

    private func configuration(_ titles: [String]?, row: Int) -> UISwipeActionsConfiguration? {
        guard let titles else { return nil }
        let actions = titles.map { title in
            UIContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) {
                [unowned self] action, sourceView, completion in
                log.append("handler \(action.title ?? "") row \(row)")
                sourceViews.append(sourceView)
                if let answer { completion(answer) } else { completions.append(completion) }
            }
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        return configuration
    }
}

/// A 320 × 480 window filled by a table of 30 `SelectionCell`s with swipe actions.
@MainActor
final class SwipeFixture {
    let application = UIApplication()
    let window: UIWindow
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let model: SwipeModel
    let generator: EventGenerator

    init(rows: Int = 30) throws {
        model = SwipeModel(rows: rows)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        tableView.register(SelectionCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = model
        tableView.delegate = model
        window.addSubview(tableView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        generator = try EventGenerator(window: window)
    }

    /// The vertical middle of row `row` in window coordinates.
    func y(ofRow row: Int) -> CGFloat { CGFloat(row) * 44 + 22 - tableView.contentOffset.y }

    func cell(_ row: Int) -> UITableViewCell? { tableView.cellForRow(at: IndexPath(row: row, section: 0)) }

    /// How far row `row`'s content is moved aside (0: closed).
    func offset(ofRow row: Int) -> CGFloat? { cell(row)?.contentView.frame.minX }

    /// A quick one-finger drag along row `row` from `x` to `toX` (faster than the content-touch
    /// delay, so no row is highlighted), then a lift.
    func swipe(row: Int, from x: CGFloat, to toX: CGFloat) throws {
        try generator.fingerDrag(
            from: CGPoint(x: x, y: y(ofRow: row)), to: CGPoint(x: toX, y: y(ofRow: row)), duration: 0.1)
        generator.wait(1)
    }

    /// The title of the swipe action's button at `point` (window coordinates), or `nil`.
    func actionTitle(at point: CGPoint) -> String? {
        (window.hitTest(point, with: nil) as? SwipeActionsView.Button)?.action.title
    }

    /// The log since the last call, emptied.
    func takeLog() -> [String] {
        defer { model.log = [] }
        return model.log
    }
}
