import Foundation
import HitKitTesting

@testable import HitKit

/// A collection cell that counts its `prepareForReuse()` calls and remembers how it was made.
final class CountingItemCell: UICollectionViewCell {
    private(set) var preparedForReuse = 0
    private(set) var madeByFrameInitializer = false
    var label = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByFrameInitializer = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
    }
}

/// A data source with configurable counts, logging the cells it makes and the display calls.
@MainActor
class CollectionModel: UICollectionViewDataSource, UICollectionViewDelegate {
    var itemCounts: [Int]
    var madeCells: [IndexPath] = []
    var displayLog: [String] = []

    init(itemCounts: [Int]) { self.itemCounts = itemCounts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        madeCells.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CountingItemCell)?.label = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayLog.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        displayLog.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
    }
}

/// A model that is also the flow layout's delegate, with optional per-item sizes and per-section
/// insets and spacings.
@MainActor
final class FlowModel: CollectionModel, UICollectionViewDelegateFlowLayout {
    var sizes: ((IndexPath) -> CGSize)?
    var insets: ((Int) -> UIEdgeInsets)?
    var lineSpacing: ((Int) -> CGFloat)?
    var interitemSpacing: ((Int) -> CGFloat)?
    var sizeQuestions = 0

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions += 1
        return sizes?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        insets?(section) ?? .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        lineSpacing?(section) ?? 10
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        interitemSpacing?(section) ?? 10
    }
}

/// A 320 × 480 window filled by a collection view of `CountingItemCell`s registered as "cell".
@MainActor
final class CollectionFixture {
    let application = UIApplication()
    let window: UIWindow
    let layout: UICollectionViewLayout
    let collectionView: UICollectionView
    let model: CollectionModel
    let generator: EventGenerator

    init(
        itemCounts: [Int], layout: UICollectionViewLayout = UICollectionViewFlowLayout(),
        model: CollectionModel? = nil, configure: (UICollectionView) -> Void = { _ in }
    ) throws {
        self.layout = layout
        self.model = model ?? CollectionModel(itemCounts: itemCounts)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CountingItemCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self.model
        collectionView.delegate = self.model
        configure(collectionView)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        generator = try EventGenerator(window: window)
    }

    var flowLayout: UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }

    /// The visible items as "section.item" strings.
    var visibleItems: [String] {
        collectionView.indexPathsForVisibleItems.map { "\($0.section).\($0.item)" }
    }

    /// The frame the layout gives the item at `item` in `section`.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
