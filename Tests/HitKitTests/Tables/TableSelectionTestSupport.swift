import Foundation
import HitKitTesting

@testable import HitKit

/// A cell that logs every change of its highlighted and selected states, and can be told to
/// swallow its `touchesBegan` (as a subclass that forgets to call `super`).
final class SelectionCell: UITableViewCell {
    var log: ((String) -> Void)?
    var row = -1
    var swallowsTouchesBegan = false
    var swallowsTouchesEnded = false

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        log?("cell \(row) highlighted \(highlighted)\(animated ? " animated" : "")")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        log?("cell \(row) selected \(selected)\(animated ? " animated" : "")")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !swallowsTouchesBegan { super.touchesBegan(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !swallowsTouchesEnded { super.touchesEnded(touches, with: event) }
    }
}

/// A data source and delegate of one section of `rows` rows, 44 points each, logging every
/// selection question and answer in order.
@MainActor
final class SelectionModel: UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var log: [String] = []
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var willSelect: (IndexPath) -> IndexPath? = { $0 }
    var willDeselect: (IndexPath) -> IndexPath? = { $0 }
    var onDidSelect: ((UITableView, IndexPath) -> Void)?

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if let cell = cell as? SelectionCell {
            cell.row = indexPath.row
            cell.log = { [unowned self] in self.log.append($0) }
        }
        return cell
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)")
        return shouldHighlight(indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return willSelect(indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
        onDidSelect?(tableView, indexPath)
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return willDeselect(indexPath)
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
}

/// A 320 × 480 window whose root view holds a table of `SelectionCell`s filling it.
@MainActor
final class SelectionFixture {
    let application = UIApplication()
    let window: UIWindow
    /// The table's superview, where a test puts "a parent's" recognizers.
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let model: SelectionModel
    let generator: EventGenerator

    init(rows: Int = 30) throws {
        model = SelectionModel(rows: rows)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        tableView.register(SelectionCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = model
        tableView.delegate = model
        container.addSubview(tableView)
        window.addSubview(container)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        generator = try EventGenerator(window: window)
    }

    /// The middle of row `row` (section 0) in window coordinates, with the table unscrolled.
    func point(ofRow row: Int) -> CGPoint {
        CGPoint(x: 200, y: CGFloat(row) * 44 + 22 - tableView.contentOffset.y)
    }

    func cell(_ row: Int) -> UITableViewCell? {
        tableView.cellForRow(at: IndexPath(row: row, section: 0))
    }

    /// The log since the last call, emptied.
    func takeLog() -> [String] {
        defer { model.log = [] }
        return model.log
    }

    /// The rows of `indexPathsForSelectedRows`, `nil` when there is none.
    var selectedRows: [Int]? { tableView.indexPathsForSelectedRows?.map(\.row) }
}
