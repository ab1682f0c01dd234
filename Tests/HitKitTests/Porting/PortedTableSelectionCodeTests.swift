import HitKit
import HitKitTesting
import Testing

// UIKit-style selection code, compiled with `import HitKit` only: a view controller that is its
// table's data source and delegate, reacting to a tapped row as UIKit code does.

final class FlavorCell: UITableViewCell {
    private(set) var looksSelected = false

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        looksSelected = selected
    }
}

final class FlavorPickerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let flavors = ["Vanilla", "Chocolate", "Strawberry", "Pistachio"]
    var chosen: [String] = []

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FlavorCell.self, forCellReuseIdentifier: "Flavor")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.allowsMultipleSelection = false
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        flavors.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Flavor", for: indexPath)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 3 ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(flavors[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor
@Suite("Ported UIKit table selection code")
struct PortedTableSelectionCodeTests {
    @Test("A view controller implementing didSelectRowAt hears the rows the user taps")
    func viewControllerHearsDidSelect() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let controller = FlavorPickerViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.fingerTap(at: CGPoint(x: 160, y: 44 + 22))
        generator.wait(1)
        try generator.fingerTap(at: CGPoint(x: 160, y: 3 * 44 + 22))
        #expect(controller.chosen == ["Chocolate"])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? FlavorCell
        #expect(cell?.looksSelected == false)
    }
}
