import HitKit
import HitKitTesting
import Testing

// UIKit-style swipe actions, compiled with `import HitKit` only and unchanged from UIKit: a view
// controller whose table's delegate returns trailing and leading configurations.

final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var messages = (0..<20).map { "Message \($0)" }
    var archived: [String] = []
    var read: [String] = []

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.messages.remove(at: indexPath.row)
            tableView.reloadData()
            completion(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") {
            [weak self] action, sourceView, completion in
            guard let self else { return completion(false) }
            self.archived.append(self.messages[indexPath.row])
            completion(true)
        }
        archive.backgroundColor = .systemBlue
        archive.image = nil
        let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let markRead = UIContextualAction(style: .normal, title: "Read") { [weak self] _, _, completion in
            guard let self else { return }
            self.read.append(self.messages[indexPath.row])
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [markRead])
    }
}

@MainActor
@Suite("Ported UIKit swipe actions code")
struct PortedTableSwipeActionsCodeTests {
    @Test("A view controller's trailing swipe actions open the row and their taps run the handlers")
    func viewControllerWithSwipeActions() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let controller = InboxViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        // Row 1 spans y 44..<88. Swipe it left; Delete sits at the trailing edge, Archive beside it.
        try generator.fingerDrag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66), duration: 0.1)
        try generator.fingerTap(at: CGPoint(x: 320 - 74 - 37, y: 66))
        #expect(controller.archived == ["Message 1"])
        try generator.fingerDrag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66), duration: 0.1)
        try generator.fingerTap(at: CGPoint(x: 320 - 37, y: 66))
        #expect(controller.messages.count == 19)
        #expect(controller.messages[1] == "Message 2")
        // A full swipe right performs the leading action.
        try generator.fingerDrag(from: CGPoint(x: 10, y: 22), to: CGPoint(x: 300, y: 22), duration: 0.1)
        #expect(controller.read == ["Message 0"])
    }
}
