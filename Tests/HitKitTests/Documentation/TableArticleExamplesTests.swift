import HitKit
import HitKitTesting
import Testing

// porting name cell begin
final class NameCell: UITableViewCell {
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
// porting name cell end

// lists fruit controller begin
final class FruitViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    let fruits = ["Apple", "Banana", "Cherry"]

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NameCell.self, forCellReuseIdentifier: "Name")
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        (cell as? NameCell)?.nameLabel.text = fruits[indexPath.row]
        return cell
    }
}
// lists fruit controller end

@MainActor
@Suite("Table view article examples (Documentation)")
struct TableArticleExamplesTests {
    @Test("The porting article's cell and the lists article's controller are the code this file compiles")
    func articleCodeIsCompiled() throws {
        let porting = try DocumentationText.article("PortingUIKitCode")
        let cell = try porting.block(startingWith: "final class NameCell: UITableViewCell {")
        #expect(cell.lines == (try DocumentationText.markedCode("porting name cell", in: #filePath)))
        let lists = try DocumentationText.article("ListsAndTouches")
        let controllerLine = "final class FruitViewController: UIViewController, UITableViewDataSource {"
        let controller = try lists.block(startingWith: controllerLine)
        #expect(controller.lines == (try DocumentationText.markedCode("lists fruit controller", in: #filePath)))
    }

    @Test("The lists article's controller shows a NameCell for each fruit")
    func fruitControllerShowsRows() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let controller = FruitViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let names = controller.tableView.visibleCells.compactMap { ($0 as? NameCell)?.nameLabel.text }
        #expect(names == ["Apple", "Banana", "Cherry"])
    }
}
