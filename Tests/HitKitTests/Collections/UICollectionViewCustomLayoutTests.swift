import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A custom layout as UIKit code writes one: a vertical list of 80-point rows inset by 20, whose
/// item #3 is hidden and item #5 gets a frame that is not finite.
private final class ListLayout: UICollectionViewLayout {
    var prepareCount = 0
    var queriedRects: [CGRect] = []
    private var count = 0
    private var width: CGFloat = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
        width = collectionView?.bounds.width ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: CGFloat(count) * 80)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        collectionView?.bounds.width != newBounds.width
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queriedRects.append(rect)
        let first = max(0, Int((rect.minY / 80).rounded(.down)))
        let end = min(count, Int((rect.maxY / 80).rounded(.up)))
        guard first < end else { return [] }
        return (first..<end).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 20, y: CGFloat(indexPath.item) * 80, width: width - 40, height: 80)
        if indexPath.item == 3 { attributes.isHidden = true }
        if indexPath.item == 5 { attributes.frame.origin.x = .nan }
        attributes.alpha = indexPath.item == 1 ? 0.5 : 1
        return attributes
    }
}

@MainActor
@Suite("UICollectionView with a custom layout")
struct UICollectionViewCustomLayoutTests {
    @Test("A custom layout places cells through layoutAttributesForElements(in:), asked with the visible rect")
    func customLayoutPlacesCells() throws {
        let layout = ListLayout()
        let fixture = try CollectionFixture(itemCounts: [100], layout: layout)
        let view = fixture.collectionView
        #expect(layout.prepareCount == 1)
        #expect(view.contentSize == CGSize(width: 320, height: 8000))
        #expect(layout.queriedRects.last == CGRect(x: 0, y: 0, width: 320, height: 480))
        // Items #0 to #5 meet the first 480 points; item #5's frame is not finite, so it gets no cell.
        #expect(fixture.visibleItems == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(
            view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 20, y: 160, width: 280, height: 80)
        )
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.isHidden == true)
        // Hidden items are passed over; points left of the rows hit nothing.
        #expect(view.indexPathForItem(at: CGPoint(x: 30, y: 250)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 30, y: 170)) == IndexPath(item: 2, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 170)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 30, y: 410)) == nil)

        view.contentOffset = CGPoint(x: 0, y: 4000)
        #expect(fixture.visibleItems == (50..<56).map { "0.\($0)" })
        #expect(layout.prepareCount == 1)
    }

    @Test("invalidateLayout() prepares the layout again at the next layout pass; a width change asks the layout")
    func invalidation() throws {
        let layout = ListLayout()
        let fixture = try CollectionFixture(itemCounts: [100], layout: layout)
        layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        fixture.collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 3)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 160)
        // A height change keeps this layout.
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        fixture.collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 3)
    }

    @Test("The base layout places nothing, and a bad content size counts as zero")
    func baseLayout() throws {
        let fixture = try CollectionFixture(itemCounts: [10], layout: UICollectionViewLayout())
        #expect(fixture.collectionView.visibleCells.isEmpty)
        #expect(fixture.collectionView.contentSize == .zero)
        #expect(fixture.collectionView.indexPathForItem(at: CGPoint(x: 1, y: 1)) == nil)
    }
}
