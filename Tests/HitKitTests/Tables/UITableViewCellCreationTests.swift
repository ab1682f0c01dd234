import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A cell written as UIKit code writes it: `override init(style:reuseIdentifier:)` and
/// `required init?(coder:)`.
private final class OverridingInitCell: UITableViewCell {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    private(set) var madeWithStyle: UITableViewCell.CellStyle?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        madeWithStyle = style
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }
}

/// A cell subclass that declares no initializer.
private final class PlainSubclassCell: UITableViewCell {}

/// A data source that serves cells registered as "badge".
@MainActor
private final class OverridingInitSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
    }
}

@Suite("UITableView makes cells of the registered class")
@MainActor
struct UITableViewCellCreationTests {
    @Test("A registered cell that overrides init(style:reuseIdentifier:) is made through that initializer")
    func registeredCellRunsItsOwnInitializer() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = OverridingInitSource()
        tableView.register(OverridingInitCell.self, forCellReuseIdentifier: "badge")
        tableView.dataSource = source
        tableView.layoutIfNeeded()

        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? OverridingInitCell)
        #expect(cell.madeWithStyle == .default)
        #expect(cell.reuseIdentifier == "badge")
        #expect(cell.badge.superview === cell.contentView)
    }

    @Test("A registered cell that declares no initializer is made with the default style")
    func registeredCellWithoutInitializers() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = OverridingInitSource()
        tableView.register(PlainSubclassCell.self, forCellReuseIdentifier: "badge")
        tableView.dataSource = source
        tableView.layoutIfNeeded()

        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(type(of: cell) == PlainSubclassCell.self)
        #expect(cell.reuseIdentifier == "badge")
        #expect(cell.contentView.superview === cell)
    }
}
