import HitKit
import HitKitTesting
import Testing

// UIKit-style table code, compiled with `import HitKit` only and unchanged from UIKit: the cell
// keeps `override init(style:reuseIdentifier:)` (see "Porting UIKit code").

final class ContactCell: UITableViewCell {
    let nameLabel = UILabel()
    let callButton = UIButton(type: .system)
    var onCall: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        contentView.addSubview(nameLabel)
        callButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        callButton.addAction(UIAction { [weak self] _ in self?.onCall?() }, for: .touchUpInside)
        accessoryView = callButton
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        onCall = nil
    }
}

/// A cell that declares no initializer needs no change at all.
final class PlainCell: UITableViewCell {
    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let contacts = (0..<50).map { "Contact \($0)" }
    var called: [String] = []

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: "ContactCell")
        tableView.register(PlainCell.self, forCellReuseIdentifier: "PlainCell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 60
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? contacts.count : 1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            return tableView.dequeueReusableCell(withIdentifier: "PlainCell", for: indexPath)
        }
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath) as? ContactCell
        else { return UITableViewCell() }
        let name = contacts[indexPath.row]
        cell.nameLabel.text = name
        cell.onCall = { [weak self] in self?.called.append(name) }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? 0 : 28
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

@MainActor
@Suite("Ported UIKit table view code")
struct PortedTableViewCodeTests {
    @Test("A view controller with a table, a data source and a cell subclass works as in UIKit")
    func viewControllerWithTable() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let controller = ContactsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        // Row 1 spans y 60..<120; its call button is the accessory at the trailing edge.
        try generator.fingerTap(at: CGPoint(x: 320 - 16 - 22, y: 90))
        #expect(controller.called == ["Contact 1"])
        #expect(controller.tableView.numberOfSections == 2)
        #expect(controller.tableView.visibleCells.first is ContactCell)
        #expect(controller.tableView.indexPathForRow(at: CGPoint(x: 10, y: 3010)) == nil)
    }
}
