import HitKit
import HitKitTesting
import Testing

/// A collection cell subclass exactly as UIKit code writes it.
final class Swift5TileCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

/// A plain class (no actor annotation, as pre-concurrency code is) that is a collection view's
/// data source and flow layout delegate.
final class Swift5Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var selectedTiles: [Int] = []

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedTiles.append(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Swift5TileCell
        cell.titleLabel.text = "Tile \(indexPath.item)"
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 150, height: indexPath.item % 2 == 0 ? 100 : 60)
    }
}

@MainActor
@Suite("Swift 5 language mode: collection views")
struct Swift5CollectionViewTests {
    @Test("A Swift 5 data source and cell subclass fill a horizontal flow layout with the delegate's sizes")
    func collectionFromSwift5Code() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 20
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 180), collectionViewLayout: layout)
        let tiles = Swift5Tiles()
        collectionView.register(Swift5TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = tiles
        collectionView.delegate = tiles
        collectionView.layoutIfNeeded()
        // Columns of two (100 + 20 + 60 = 180), 150 wide, 10 apart.
        #expect(collectionView.contentSize == CGSize(width: 500 * 160 - 10, height: 180))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 160, y: 120, width: 150, height: 60))
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? Swift5TileCell
        #expect(cell?.titleLabel.text == "Tile 2")
        collectionView.contentOffset = CGPoint(x: 160 * 100, y: 0)
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 200, section: 0))
    }

    @Test("A tap on a tile calls a Swift 5 delegate's didSelectItemAt; selectItem in code does not")
    func selectionFromSwift5Code() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 180), application: application)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let tiles = Swift5Tiles()
        collectionView.register(Swift5TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = tiles
        collectionView.delegate = tiles
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let generator = try EventGenerator(window: window)
        // The second tile is the lower one of the first column, justified to its bottom: y 120 to 180.
        try generator.fingerTap(at: CGPoint(x: 75, y: 150))
        #expect(tiles.selectedTiles == [1])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        collectionView.selectItem(
            at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .centeredHorizontally)
        #expect(tiles.selectedTiles == [1])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    }
}
