import Foundation
import HitKitTesting

@testable import HitKit

/// A cell that counts its `prepareForReuse()` calls.
final class CountingCell: UITableViewCell {
    private(set) var preparedForReuse = 0
    var label = ""

    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
    }
}

/// A data source and delegate with configurable counts and heights, logging what it is asked.
@MainActor
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var rowCounts: [Int]
    var rowHeights: ((IndexPath) -> CGFloat)?
    var headerHeight: CGFloat?
    var footerHeight: CGFloat?
    var madeCells: [IndexPath] = []
    var displayLog: [String] = []

    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        madeCells.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        (cell as? CountingCell)?.label = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight ?? tableView.sectionFooterHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayLog.append("willDisplay \(indexPath.section).\(indexPath.row)")
    }
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        displayLog.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }
}

/// A 320 × 480 window filled by a plain table of `CountingCell`s registered as "cell".
@MainActor
final class TableFixture {
    let application = UIApplication()
    let window: UIWindow
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let model: TableModel
    let generator: EventGenerator

    init(rowCounts: [Int], asDelegate: Bool = true) throws {
        model = TableModel(rowCounts: rowCounts)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        tableView.register(CountingCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = model
        if asDelegate { tableView.delegate = model }
        window.addSubview(tableView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        generator = try EventGenerator(window: window)
    }

    /// The visible rows as "section.row" strings.
    var visibleRows: [String] {
        (tableView.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row)" }
    }
}
