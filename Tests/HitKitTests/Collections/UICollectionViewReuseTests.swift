import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UICollectionView cells, reuse and queries")
struct UICollectionViewReuseTests {
    /// 100 × 100 items, 10 apart: three per 320-point line (at 0, 110, 220), lines 110 apart.
    private func makeGrid(_ count: Int = 300) throws -> CollectionFixture {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return try CollectionFixture(itemCounts: [count], layout: layout)
    }

    @Test("Cells are made through the registered class's init(frame:), with its reuse identifier")
    func cellsComeFromTheRegisteredClass() throws {
        let fixture = try makeGrid()
        let cells = fixture.collectionView.visibleCells
        // 480 / 110: lines 0 to 4 show, three items each.
        #expect(cells.count == 15)
        #expect(cells.allSatisfy { ($0 as? CountingItemCell)?.madeByFrameInitializer == true })
        #expect(cells.allSatisfy { $0.reuseIdentifier == "cell" && $0.superview === fixture.collectionView })
        let cell = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(cell.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect((cell as? CountingItemCell)?.label == "0.4")
        #expect(fixture.collectionView.indexPath(for: cell) == IndexPath(item: 4, section: 0))
        #expect(fixture.collectionView.numberOfSections == 1)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 300)
        #expect(fixture.collectionView.numberOfItems(inSection: 3) == 0)
    }

    @Test("Cells scrolled away are reused for the items scrolled in, after prepareForReuse()")
    func cellsAreReusedOnScroll() throws {
        let fixture = try makeGrid()
        let view = fixture.collectionView
        let firstCells = Set(view.visibleCells.map(ObjectIdentifier.init))
        view.contentOffset = CGPoint(x: 0, y: 110 * 50)
        #expect(fixture.visibleItems == (150..<165).map { "0.\($0)" })
        let laterCells = view.visibleCells
        #expect(Set(laterCells.map(ObjectIdentifier.init)) == firstCells)
        #expect(laterCells.allSatisfy { ($0 as? CountingItemCell)?.preparedForReuse == 1 })
        #expect((view.cellForItem(at: IndexPath(item: 152, section: 0)) as? CountingItemCell)?.label == "0.152")
        let reused = try #require(view.cellForItem(at: IndexPath(item: 152, section: 0)))
        #expect(view.indexPath(for: reused) == IndexPath(item: 152, section: 0))
        #expect(view.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
        #expect(fixture.model.displayLog.contains("didEndDisplaying 0.0"))
        #expect(fixture.model.displayLog.last == "willDisplay 0.164")
    }

    @Test("A small scroll keeps the cells still visible and makes cells only for the items that came in")
    func smallScrollMakesOnlyNewItems() throws {
        let fixture = try makeGrid()
        fixture.model.madeCells = []
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 60)
        // The visible band is now 60..<540: line 0 (0..<100) still shows; line 5 (550) does not yet.
        #expect(fixture.model.madeCells.isEmpty)
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 101)
        // Line 0 left, line 5 (550..<650) came in.
        #expect(fixture.model.madeCells == (15..<18).map { IndexPath(item: $0, section: 0) })
        #expect(fixture.visibleItems == (3..<18).map { "0.\($0)" })
    }

    @Test("indexPathForItem(at:) finds the item under a point; a frame owns its top and left edges only")
    func indexPathForItemAtPoints() throws {
        let fixture = try makeGrid(7)
        let view = fixture.collectionView
        #expect(view.indexPathForItem(at: CGPoint(x: 0, y: 0)) == IndexPath(item: 0, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 99.9, y: 99.9)) == IndexPath(item: 0, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 50)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 110, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 105)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 230)) == IndexPath(item: 6, section: 0))
        // The last line has item #6 only: nothing at its second column.
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 230)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: -1, y: 10)) == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
    }

    @Test("reloadData() retires the visible cells and shows the new data at the next layout")
    func reloadData() throws {
        let fixture = try makeGrid()
        let view = fixture.collectionView
        fixture.model.itemCounts = [2]
        view.reloadData()
        #expect(view.visibleCells.isEmpty)
        #expect(fixture.model.displayLog.last == "didEndDisplaying 0.14")
        #expect(view.numberOfItems(inSection: 0) == 2)
        view.layoutIfNeeded()
        #expect(fixture.visibleItems == ["0.0", "0.1"])
        #expect(view.contentSize.height == 100)
        #expect(view.visibleCells.allSatisfy { ($0 as? CountingItemCell)?.preparedForReuse == 1 })
    }

    @Test("Dequeuing an unregistered identifier reports a diagnostic and gives a plain cell")
    func unregisteredIdentifier() throws {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        var cell: UICollectionViewCell?
        let collected = diagnostics {
            cell = view.dequeueReusableCell(withReuseIdentifier: "nothing", for: IndexPath(item: 0, section: 0))
            view.register(UIView.self, forCellWithReuseIdentifier: "view")
        }
        #expect(cell?.reuseIdentifier == "nothing")
        #expect(collected.codes == [.unregisteredReuseIdentifier, .unregisteredReuseIdentifier])
        view.register(CountingItemCell.self, forCellWithReuseIdentifier: "gone")
        view.register(nil, forCellWithReuseIdentifier: "gone")
        let again = diagnostics {
            _ = view.dequeueReusableCell(withReuseIdentifier: "gone", for: IndexPath(item: 0, section: 0))
        }
        #expect(again.codes == [.unregisteredReuseIdentifier])
    }

    @Test("A new layout places the visible cells again")
    func newLayout() throws {
        let fixture = try makeGrid()
        let view = fixture.collectionView
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 200)
        view.collectionViewLayout = layout
        #expect(layout.collectionView === view)
        #expect(fixture.layout.collectionView == nil)
        view.layoutIfNeeded()
        #expect(fixture.visibleItems == ["0.0", "0.1", "0.2"])
        #expect(
            view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 210, width: 320, height: 200)
        )
    }
}
