import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Item selection set in code, selection and reuse, and reloading.
@MainActor
@Suite("UICollectionView selection in code")
struct UICollectionViewProgrammaticSelectionTests {
    @Test("selectItem(at:animated:scrollPosition:) and deselectItem(at:animated:) send no delegate calls")
    func programmaticSelectionIsSilent() throws {
        let fixture = try ItemSelectionFixture()
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: true, scrollPosition: [])
        #expect(fixture.takeLog() == ["cell 3 selected true"])
        collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(fixture.takeLog() == ["cell 3 selected false", "cell 4 selected true"])
        #expect(fixture.selectedItems == [4])
        collectionView.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
        #expect(fixture.takeLog() == ["cell 4 selected false"])
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(collectionView.contentOffset == .zero)
    }

    @Test("In multiple selection selectItem adds to the selection; selectItem(at: nil) clears it")
    func programmaticMultipleSelection() throws {
        let fixture = try ItemSelectionFixture()
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        for item in [7, 2, 5] {
            collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
        }
        #expect(fixture.selectedItems == [2, 5, 7])
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(fixture.selectedItems == nil)
        #expect(!fixture.takeLog().contains { !$0.hasPrefix("cell") })
    }

    @Test("With allowsSelection false selectItem and deselectItem have no effect")
    func allowsSelectionFalseIgnoresCode() throws {
        let fixture = try ItemSelectionFixture()
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.allowsSelection = false
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .top)
        collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(fixture.selectedItems == [1])
        #expect(collectionView.contentOffset == .zero)
    }

    @Test("selectItem scrolls the item to the top, centre or bottom, within the scrolling range")
    func selectItemScrolls() throws {
        let fixture = try ItemSelectionFixture()
        let collectionView = fixture.collectionView
        let item30 = IndexPath(item: 30, section: 0)  // line 10: y 1100 to 1200
        collectionView.selectItem(at: item30, animated: false, scrollPosition: .top)
        #expect(collectionView.contentOffset.y == 1100)
        collectionView.selectItem(at: item30, animated: false, scrollPosition: .centeredVertically)
        #expect(collectionView.contentOffset.y == CGFloat(1150 - 240))
        collectionView.selectItem(at: item30, animated: false, scrollPosition: [.bottom, .left])
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1200 - 480))
        collectionView.selectItem(at: IndexPath(item: 59, section: 0), animated: false, scrollPosition: .top)
        #expect(collectionView.contentOffset.y == collectionView.contentSize.height - 480)
        #expect(fixture.selectedItems == [59])
    }

    @Test("An index path that names no item is ignored by selectItem and deselectItem")
    func invalidIndexPathsAreIgnored() throws {
        let fixture = try ItemSelectionFixture()
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: IndexPath(item: 60, section: 0), animated: false, scrollPosition: .top)
        collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: .top)
        collectionView.selectItem(at: IndexPath(indexes: [1, 2, 3]), animated: false, scrollPosition: .top)
        collectionView.deselectItem(at: IndexPath(item: -1, section: 0), animated: false)
        #expect(fixture.selectedItems == nil)
        #expect(collectionView.contentOffset == .zero)
    }

    @Test("A cell reused for another item shows that item's selected state")
    func selectionSurvivesReuse() throws {
        let fixture = try ItemSelectionFixture()
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let selectedCell = try #require(fixture.cell(1))
        collectionView.contentOffset = CGPoint(x: 0, y: 880)
        #expect(fixture.cell(1) == nil)
        #expect(collectionView.visibleCells.contains { $0 === selectedCell })
        #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
        collectionView.contentOffset = .zero
        #expect(fixture.cell(1)?.isSelected == true)
        #expect(collectionView.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test("reloadData clears the selection without delegate calls")
    func reloadDataClearsSelection() throws {
        let fixture = try ItemSelectionFixture()
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(fixture.cell(1)?.isSelected == false)
        #expect(!fixture.takeLog().contains { !$0.hasPrefix("cell") })
    }

    @Test("A cell's isHighlighted and isSelected are plain properties a subclass observes")
    func cellPropertiesAreObservable() {
        let cell = SelectionItemCell(frame: .zero)
        var log: [String] = []
        cell.log = { log.append($0) }
        cell.isHighlighted = true
        cell.isSelected = true
        #expect(log == ["cell -1 highlighted true", "cell -1 selected true"])
        #expect(cell.isHighlighted && cell.isSelected)
        #expect(!UICollectionViewCell(frame: .zero).isSelected)
    }
}
