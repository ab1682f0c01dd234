import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A cell with a button in its content view, written as UIKit code writes it.
private final class ButtonCell: UITableViewCell {
    let button = UIButton(frame: CGRect(x: 10, y: 7, width: 100, height: 30))
    var onTap: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(button)
        button.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onTap = nil
    }
}

@MainActor
private final class ButtonRows: UITableViewDataSource {
    var tapped: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "button", for: indexPath)
        if let cell = cell as? ButtonCell { cell.onTap = { [unowned self] in self.tapped.append(indexPath) } }
        return cell
    }
}

@MainActor
@Suite("UITableView touches")
struct UITableViewTouchTests {
    private func makeTable() throws -> (UITableView, ButtonRows, EventGenerator, UIWindow) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let table = UITableView(frame: window.bounds)
        let rows = ButtonRows()
        table.register(ButtonCell.self, forCellReuseIdentifier: "button")
        table.dataSource = rows
        window.addSubview(table)
        window.makeKeyAndVisible()
        return (table, rows, try EventGenerator(window: window), window)
    }

    @Test("A tap on a button in a cell reaches the button by ordinary hit-testing")
    func tapReachesButtonInCell() throws {
        let (table, rows, generator, window) = try makeTable()
        // Row 2 spans y 88..<132; its button 95..<125.
        try generator.fingerTap(at: CGPoint(x: 50, y: 110))
        #expect(rows.tapped == [IndexPath(row: 2, section: 0)])
        let hit = window.hitTest(CGPoint(x: 200, y: 110), with: nil)
        #expect(hit === table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView)
    }

    @Test("A drag that scrolls the table lays out the rows it brings in, and taps reach them")
    func dragLaysOutNewRows() throws {
        let (table, rows, generator, _) = try makeTable()
        try generator.fingerDown(at: CGPoint(x: 200, y: 420))
        try generator.fingerMove(to: CGPoint(x: 200, y: 20), duration: 0.5)
        generator.wait(0.3)
        try generator.fingerUp()
        generator.wait(5)
        let offset = table.contentOffset.y
        #expect(offset > 300)
        let first = Int((offset / 44).rounded(.down))
        let last = Int(((offset + 480) / 44).rounded(.up)) - 1
        let expected = (first...last).map { IndexPath(row: $0, section: 0) }
        #expect(table.indexPathsForVisibleRows == expected)
        for indexPath in expected {
            #expect(table.cellForRow(at: indexPath)?.frame == table.rectForRow(at: indexPath))
        }
        // Tap the button of the first fully visible row.
        let row = first + 1
        let y = CGFloat(row) * 44 + 22 - offset
        try generator.fingerTap(at: CGPoint(x: 50, y: y))
        #expect(rows.tapped == [IndexPath(row: row, section: 0)])
    }
}
