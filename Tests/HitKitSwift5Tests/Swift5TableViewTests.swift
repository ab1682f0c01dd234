import HitKit
import HitKitTesting
import Testing

/// A cell subclass as UIKit code writes it, unchanged.
final class Swift5TitleCell: UITableViewCell {
    let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

/// A plain class (no actor annotation, as pre-concurrency code is) that is a table's data source
/// and delegate.
final class Swift5Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var reused = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath) as! Swift5TitleCell
        if cell.titleLabel.text == nil, tableView.numberOfRows(inSection: 0) > 0 { reused += 1 }
        cell.titleLabel.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row % 2 == 0 ? 44 : 88
    }
}

/// A plain class that is a table's delegate and hears selections, as pre-concurrency code is.
final class Swift5Chooser: NSObject, UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}

/// A plain class that offers trailing swipe actions, as pre-concurrency code does.
final class Swift5Swiper: NSObject, UITableViewDataSource, UITableViewDelegate {
    var deleted: [Int] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath)
    }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { action, sourceView, completion in
            self.deleted.append(indexPath.row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

@MainActor
@Suite("Swift 5 language mode: table views")
struct Swift5TableViewTests {
    @Test("A Swift 5 data source and cell subclass fill a table whose rows have the delegate's heights")
    func tableFromSwift5Code() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = Swift5Rows()
        tableView.register(Swift5TitleCell.self, forCellReuseIdentifier: "title")
        tableView.dataSource = rows
        tableView.delegate = rows
        tableView.layoutIfNeeded()
        #expect(tableView.contentSize.height == CGFloat(500 * 44 + 500 * 88))
        #expect(tableView.rectForRow(at: IndexPath(row: 3, section: 0)).minY == CGFloat(44 + 88 + 44))
        let cell = tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? Swift5TitleCell
        #expect(cell?.titleLabel.text == "Row 2")
        tableView.contentOffset = CGPoint(x: 0, y: 132 * 100)
        #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 200, section: 0))
    }

    @Test("A Swift 5 delegate implementing didSelectRowAt hears a tapped row")
    func didSelectFromSwift5Code() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let tableView = UITableView(frame: window.bounds, style: .plain)
        let chooser = Swift5Chooser()
        tableView.register(Swift5TitleCell.self, forCellReuseIdentifier: "title")
        tableView.dataSource = chooser
        tableView.delegate = chooser
        window.addSubview(tableView)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.fingerTap(at: CGPoint(x: 160, y: 2 * 44 + 22))
        #expect(chooser.selected == [2])
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        tableView.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        #expect(chooser.selected == [2])
        #expect(tableView.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected == true)
    }

    @Test("A Swift 5 delegate's trailing swipe action is revealed by a swipe and runs when tapped")
    func swipeActionFromSwift5Code() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let tableView = UITableView(frame: window.bounds, style: .plain)
        let swiper = Swift5Swiper()
        tableView.register(Swift5TitleCell.self, forCellReuseIdentifier: "title")
        tableView.dataSource = swiper
        tableView.delegate = swiper
        window.addSubview(tableView)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        let row3 = CGFloat(3 * 44 + 22)
        try generator.fingerDrag(from: CGPoint(x: 300, y: row3), to: CGPoint(x: 200, y: row3), duration: 0.1)
        try generator.fingerTap(at: CGPoint(x: 300, y: row3))
        #expect(swiper.deleted == [3])
        #expect(tableView.indexPathForSelectedRow == nil)
    }
}
