import Foundation
import HitKitTesting

@testable import HitKit

/// A collection cell that logs every change of its highlighted and selected states through
/// property observers, as UIKit code overrides them.
final class SelectionItemCell: UICollectionViewCell {
    var log: ((String) -> Void)?
    var item = -1

    override var isHighlighted: Bool {
        didSet { log?("cell \(item) highlighted \(isHighlighted)") }
    }

    override var isSelected: Bool {
        didSet { log?("cell \(item) selected \(isSelected)") }
    }
}

/// A data source and delegate of one section of `items` items, logging every selection question
/// and answer in order.
@MainActor
final class ItemSelectionModel: UICollectionViewDataSource, UICollectionViewDelegate {
    var items: Int
    var log: [String] = []
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldDeselect: (IndexPath) -> Bool = { _ in true }

    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let cell = cell as? SelectionItemCell {
            cell.item = indexPath.item
            cell.log = { [unowned self] in self.log.append($0) }
        }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return shouldHighlight(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return shouldDeselect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
}

/// A 320 × 480 window whose root view holds a collection view filling it, with a flow layout of
/// 100 × 100 squares, 10 points apart: three to a line, the `n`th at column `n % 3`, line `n / 3`.
@MainActor
final class ItemSelectionFixture {
    let application = UIApplication()
    let window: UIWindow
    /// The collection view's superview, where a test puts "a parent's" recognizers.
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let model: ItemSelectionModel
    let generator: EventGenerator

    init(items: Int = 60) throws {
        model = ItemSelectionModel(items: items)
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        collectionView.register(SelectionItemCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = model
        collectionView.delegate = model
        container.addSubview(collectionView)
        window.addSubview(container)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        model.log = []
        generator = try EventGenerator(window: window)
    }

    /// The middle of item `item` (section 0) in window coordinates, at the current offset.
    func point(ofItem item: Int) -> CGPoint {
        CGPoint(
            x: CGFloat(item % 3) * 110 + 50 - collectionView.contentOffset.x,
            y: CGFloat(item / 3) * 110 + 50 - collectionView.contentOffset.y)
    }

    func cell(_ item: Int) -> UICollectionViewCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))
    }

    /// The log since the last call, emptied.
    func takeLog() -> [String] {
        defer { model.log = [] }
        return model.log
    }

    /// The items of `indexPathsForSelectedItems`, `nil` when there is none.
    var selectedItems: [Int]? { collectionView.indexPathsForSelectedItems?.map(\.item) }
}
