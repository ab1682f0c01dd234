import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A list that is not a table — four square items in a row, as a collection view would show them
/// — driving the same selection engine through the host protocol, with a collection view's
/// `shouldSelect` answered as `willSelect`.
@MainActor
private final class GridHost: UIView, ListSelectionHost {
    lazy var selection = ListSelection(host: self)
    var log: [String] = []
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var allowsMultiple = false
    private(set) var items: [UIView] = []

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        for index in 0..<4 {
            let item = UIView(frame: CGRect(x: CGFloat(index) * 80, y: 0, width: 80, height: 80))
            addSubview(item)
            items.append(item)
        }
    }

    required init?(coder: NSCoder) { nil }

    func listItem(ofCell subview: UIView) -> IndexPath? {
        items.firstIndex { $0 === subview }.map { IndexPath(row: $0, section: 0) }
    }
    func listFrame(of item: IndexPath) -> CGRect? { items[item.row].frame }
    func listContains(_ item: IndexPath) -> Bool { item.section == 0 && items.indices.contains(item.row) }
    var listAllowsSelection: Bool { true }
    var listAllowsMultipleSelection: Bool { allowsMultiple }
    func listShouldHighlight(_ item: IndexPath) -> Bool { true }
    func listDidHighlight(_ item: IndexPath) { log.append("didHighlight \(item.row)") }
    func listDidUnhighlight(_ item: IndexPath) { log.append("didUnhighlight \(item.row)") }
    func listWillSelect(_ item: IndexPath) -> IndexPath? {
        log.append("shouldSelect \(item.row)")
        return shouldSelect(item) ? item : nil
    }
    func listDidSelect(_ item: IndexPath) { log.append("didSelect \(item.row)") }
    func listWillDeselect(_ item: IndexPath) -> IndexPath? {
        log.append("shouldDeselect \(item.row)")
        return item
    }
    func listDidDeselect(_ item: IndexPath) { log.append("didDeselect \(item.row)") }
    func listShowHighlighted(_ highlighted: Bool, at item: IndexPath) {}
    func listShowSelected(_ selected: Bool, at item: IndexPath, animated: Bool) {}

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { selection.touchesBegan(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { selection.touchesMoved(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { selection.touchesEnded(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchesCancelled(touches)
    }
}

@MainActor
@Suite("The list selection engine with another host")
struct ListSelectionTests {
    private func makeGrid() throws -> (GridHost, EventGenerator) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let grid = GridHost()
        window.addSubview(grid)
        window.makeKeyAndVisible()
        return (grid, try EventGenerator(window: window))
    }

    @Test("A host that is not a table gets the same highlight and selection calls from touches")
    func anotherHostSelectsByTouch() throws {
        let (grid, generator) = try makeGrid()
        try generator.fingerTap(at: CGPoint(x: 120, y: 40))
        generator.wait(1)
        try generator.fingerTap(at: CGPoint(x: 200, y: 40))
        #expect(
            grid.log == [
                "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1",
                "didHighlight 2", "didUnhighlight 2", "shouldSelect 2", "shouldDeselect 1", "didDeselect 1",
                "didSelect 2",
            ])
        #expect(grid.selection.selected == [IndexPath(row: 2, section: 0)])
    }

    @Test("A host's refusal to select (a collection view's shouldSelect false) leaves the selection alone")
    func anotherHostRefuses() throws {
        let (grid, generator) = try makeGrid()
        grid.shouldSelect = { $0.row != 3 }
        grid.allowsMultiple = true
        for x: CGFloat in [40, 280, 120, 40] {
            try generator.fingerTap(at: CGPoint(x: x, y: 40))
            generator.wait(1)
        }
        #expect(grid.selection.selected == [IndexPath(row: 1, section: 0)])
        #expect(grid.log.suffix(2) == ["shouldDeselect 0", "didDeselect 0"])
    }
}
