import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UICollectionViewFlowLayout geometry")
struct UICollectionViewFlowLayoutTests {
    @Test("Vertical lines fill left to right and are justified; the last line keeps the grid's columns")
    func verticalDefaults() throws {
        let fixture = try CollectionFixture(itemCounts: [12])
        // 50 × 50 items, 10 apart: five fit in 320 (290), spread to 67.5 apart.
        #expect(fixture.frame(0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(fixture.frame(1) == CGRect(x: 67.5, y: 0, width: 50, height: 50))
        #expect(fixture.frame(4) == CGRect(x: 270, y: 0, width: 50, height: 50))
        #expect(fixture.frame(5) == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(fixture.frame(11) == CGRect(x: 67.5, y: 120, width: 50, height: 50))
        #expect(fixture.collectionView.contentSize == CGSize(width: 320, height: 170))
        #expect(fixture.visibleItems == (0..<12).map { "0.\($0)" })
        let cell = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 7, section: 0)))
        #expect(cell.frame == fixture.frame(7))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(fixture.frame(12) == nil)
    }

    @Test("Section insets and spacings place the lines, and each section starts below the last")
    func insetsAndSpacings() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 25, right: 5)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 10
        let fixture = try CollectionFixture(itemCounts: [5, 1], layout: layout)
        // 300 points between the insets: two items per line, the second flush with the right inset.
        #expect(fixture.frame(0) == CGRect(x: 15, y: 20, width: 100, height: 40))
        #expect(fixture.frame(1) == CGRect(x: 215, y: 20, width: 100, height: 40))
        #expect(fixture.frame(3) == CGRect(x: 215, y: 68, width: 100, height: 40))
        #expect(fixture.frame(4) == CGRect(x: 15, y: 116, width: 100, height: 40))
        // Section 0 ends at 20 + 3 × 40 + 2 × 8 + 25 = 181.
        #expect(fixture.frame(0, 1) == CGRect(x: 15, y: 201, width: 100, height: 40))
        #expect(fixture.collectionView.contentSize == CGSize(width: 320, height: 181 + 20 + 40 + 25))
    }

    @Test("An item alone on a line that is not the section's last is centred between the insets")
    func loneItemIsCentred() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let fixture = try CollectionFixture(itemCounts: [3], layout: layout)
        #expect(fixture.frame(0) == CGRect(x: 60, y: 0, width: 200, height: 50))
        #expect(fixture.frame(2) == CGRect(x: 60, y: 120, width: 200, height: 50))
    }

    @Test("Horizontal scrolling fills columns top to bottom and stacks them left to right")
    func horizontal() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 105)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        layout.minimumLineSpacing = 5
        layout.minimumInteritemSpacing = 10
        let fixture = try CollectionFixture(itemCounts: [7], layout: layout)
        // 440 points between the insets: three items per column, 167.5 apart.
        #expect(fixture.frame(0) == CGRect(x: 20, y: 10, width: 50, height: 105))
        #expect(fixture.frame(1) == CGRect(x: 20, y: 177.5, width: 50, height: 105))
        #expect(fixture.frame(2) == CGRect(x: 20, y: 345, width: 50, height: 105))
        #expect(fixture.frame(3) == CGRect(x: 75, y: 10, width: 50, height: 105))
        #expect(fixture.frame(6) == CGRect(x: 130, y: 10, width: 50, height: 105))
        #expect(fixture.collectionView.contentSize == CGSize(width: 20 + 150 + 10 + 40, height: 480))
        #expect(fixture.collectionView.indexPathForItem(at: CGPoint(x: 80, y: 200)) == IndexPath(item: 4, section: 0))
    }

    @Test("Delegate sizes: lines are as tall as their tallest item, shorter items centred, the last line packed")
    func delegateSizes() throws {
        let sizes: [CGSize] = [
            CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 200, height: 30),
            CGSize(width: 50, height: 50), CGSize(width: 300, height: 20), CGSize(width: 50, height: 50),
            CGSize(width: 40, height: 40),
        ]
        let model = FlowModel(itemCounts: [7])
        model.sizes = { sizes[$0.item] }
        let fixture = try CollectionFixture(itemCounts: [7], model: model)
        // Line 0: items #0 and #1 (260 of 320), justified; 60 tall.
        #expect(fixture.frame(0) == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(fixture.frame(1) == CGRect(x: 170, y: 0, width: 150, height: 60))
        // Line 1 at 70: items #2 and #3, 50 tall.
        #expect(fixture.frame(2) == CGRect(x: 0, y: 80, width: 200, height: 30))
        #expect(fixture.frame(3) == CGRect(x: 270, y: 70, width: 50, height: 50))
        // Line 2 at 130: item #4 alone, centred.
        #expect(fixture.frame(4) == CGRect(x: 10, y: 130, width: 300, height: 20))
        // Line 3 at 160, the last: items #5 and #6 from the left, 10 apart.
        #expect(fixture.frame(5) == CGRect(x: 0, y: 160, width: 50, height: 50))
        #expect(fixture.frame(6) == CGRect(x: 60, y: 165, width: 40, height: 40))
        #expect(fixture.collectionView.contentSize.height == 210)
        #expect(model.sizeQuestions == 7)
        #expect(fixture.visibleItems.count == 7)
    }

    @Test("Delegate insets and spacings apply per section")
    func delegateMetricsPerSection() throws {
        let model = FlowModel(itemCounts: [2, 2])
        model.insets = { UIEdgeInsets(top: CGFloat($0) * 5, left: 0, bottom: 0, right: 0) }
        model.lineSpacing = { $0 == 0 ? 0 : 30 }
        model.interitemSpacing = { _ in 300 }
        let fixture = try CollectionFixture(itemCounts: [2, 2], model: model)
        // 300 apart: one 50-point item per line.
        #expect(fixture.frame(1) == CGRect(x: 135, y: 50, width: 50, height: 50))
        #expect(fixture.frame(0, 1) == CGRect(x: 135, y: 105, width: 50, height: 50))
        #expect(fixture.frame(1, 1) == CGRect(x: 135, y: 185, width: 50, height: 50))
    }

    @Test("A change of the collection view's width lays the lines out again")
    func widthChangeInvalidates() throws {
        let fixture = try CollectionFixture(itemCounts: [12])
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 110, height: 480)
        fixture.collectionView.layoutIfNeeded()
        // Two 50-point items fit in 110: at 0 and 60.
        #expect(fixture.frame(1) == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(fixture.collectionView.contentSize == CGSize(width: 110, height: 6 * 60 - 10))
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 60)
    }

    @Test("Bad sizes, spacings and insets never trap: non-finite or negative ones count as 0, huge ones as 10^12")
    func hostileSizes() throws {
        let sizes: [CGSize] = [
            CGSize(width: CGFloat.nan, height: 50), CGSize(width: -5, height: 50),
            CGSize(width: 1e300, height: 50), CGSize(width: 50, height: -CGFloat.infinity),
            CGSize(width: 40, height: 40),
        ]
        let model = FlowModel(itemCounts: [5])
        model.sizes = { sizes[$0.item] }
        model.insets = { _ in UIEdgeInsets(top: .nan, left: -10, bottom: .infinity, right: .nan) }
        model.lineSpacing = { _ in .nan }
        model.interitemSpacing = { _ in -.infinity }
        let fixture = try CollectionFixture(itemCounts: [5], model: model)
        let view = fixture.collectionView
        #expect(view.contentSize.width.isFinite && view.contentSize.height.isFinite)
        // A huge width is cut to 10^12: the item has a line to itself, at the leading inset.
        #expect(fixture.frame(2) == CGRect(x: 0, y: 50, width: 1e12, height: 50))
        #expect(fixture.visibleItems == ["0.2", "0.4"])
        #expect(view.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: CGFloat.infinity)) == nil)
        view.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        view.layoutIfNeeded()

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: CGFloat.nan, height: CGFloat.infinity)
        layout.minimumLineSpacing = -.infinity
        layout.minimumInteritemSpacing = .nan
        layout.sectionInset = UIEdgeInsets(top: -1, left: .infinity, bottom: .nan, right: -.infinity)
        let plain = try CollectionFixture(
            itemCounts: [1000], layout: layout, model: CollectionModel(itemCounts: [1000]))
        #expect(plain.visibleItems.isEmpty)
        #expect(plain.collectionView.indexPathForItem(at: CGPoint(x: 1, y: 1)) == nil)
    }

    @Test("A million items scroll as ten: the visible lines are found by arithmetic, or by binary search")
    func millionItems() throws {
        let fixture = try CollectionFixture(itemCounts: [1_000_000])
        let view = fixture.collectionView
        #expect(view.contentSize.height == CGFloat(200_000 * 60 - 10))
        view.contentOffset = CGPoint(x: 0, y: 60 * 150_000)
        #expect(view.visibleCells.count == 40)
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 750_000, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 60 * 199_999 + 1)) == IndexPath(item: 999_999, section: 0))

        // Sizes from a delegate that differ: each asked once at load, then binary searches.
        let model = FlowModel(itemCounts: [1_000_000])
        model.sizes = { $0.item % 2 == 0 ? CGSize(width: 150, height: 50) : CGSize(width: 160, height: 50) }
        let varied = try CollectionFixture(itemCounts: [1_000_000], model: model)
        #expect(model.sizeQuestions == 1_000_000)
        #expect(varied.collectionView.contentSize.height == CGFloat(500_000 * 60 - 10))
        varied.collectionView.contentOffset = CGPoint(x: 0, y: 60 * 400_000)
        #expect(varied.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 800_000, section: 0))
        #expect(varied.collectionView.visibleCells.count == 16)
    }

    @Test("A section of Int.max items costs nothing to load and scrolls anywhere")
    func hugeCount() throws {
        let fixture = try CollectionFixture(itemCounts: [Int.max])
        let view = fixture.collectionView
        #expect(view.contentSize.height.isFinite)
        // Line 10^10 starts at 6 × 10^11, where points are still exact enough.
        view.contentOffset = CGPoint(x: 0, y: 60 * 10_000_000_000)
        #expect(view.visibleCells.count == 40)
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 50_000_000_000, section: 0))
        // At the far end, 10^20 points away, points are 16,384 apart: nothing traps.
        view.contentOffset = CGPoint(x: 0, y: view.contentSize.height - 480)
        #expect(view.indexPathsForVisibleItems.allSatisfy { $0.item >= 0 })
    }
}
