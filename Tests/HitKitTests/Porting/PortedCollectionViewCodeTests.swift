import HitKit
import HitKitTesting
import Testing

// UIKit-style collection view code, compiled with `import HitKit` only and unchanged from UIKit:
// the cell overrides `init(frame:)` as UIKit cells do.

final class PhotoCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let favoriteButton = UIButton(type: .system)
    var onFavorite: (() -> Void)?
    private(set) var selectionChanges = 0

    override var isSelected: Bool {
        didSet { selectionChanges += 1 }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
        contentView.addSubview(favoriteButton)
        favoriteButton.addAction(UIAction { [weak self] _ in self?.onFavorite?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 0, y: 0, width: contentView.bounds.width, height: 20)
        favoriteButton.frame = CGRect(x: 0, y: contentView.bounds.height - 30, width: 30, height: 30)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        onFavorite = nil
    }
}

/// A cell that declares no initializer needs no change either.
final class BadgeCell: UICollectionViewCell {}

final class PhotosViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let photos = (0..<60).map { "Photo \($0)" }
    var favorites: [String] = []
    var opened: [String] = []
    var displayed = 0

    override func loadView() {
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.minimumLineSpacing = 4
        layout.minimumInteritemSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        collectionView.collectionViewLayout = layout
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "BadgeCell")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 1 : photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        if indexPath.section == 0 {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "BadgeCell", for: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
        let photo = photos[indexPath.item]
        cell.titleLabel.text = photo
        cell.onFavorite = { [weak self] in self?.favorites.append(photo) }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayed += 1
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.section == 1
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(photos[indexPath.item])
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        if indexPath.section == 0 { return CGSize(width: collectionView.bounds.width - 16, height: 40) }
        // Three columns: (320 - 16 - 2 × 4) / 3 = 98.67 points.
        let side = (collectionView.bounds.width - 16 - 8) / 3
        return CGSize(width: side, height: side)
    }
}

@MainActor
@Suite("Ported UIKit collection view code")
struct PortedCollectionViewCodeTests {
    @Test("A view controller with a collection view, a flow layout and a cell subclass works as in UIKit")
    func viewControllerWithCollectionView() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let controller = PhotosViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        let collectionView = controller.collectionView
        #expect(collectionView.numberOfSections == 2)
        // Section 1 starts at 8 + 40 + 8 = 56, inset by 8: its item #4 is in line 1, column 1.
        let side = (320.0 - 24) / 3
        let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame)
        #expect(abs(frame.minX - (8 + side + 4)) < 1e-9)
        #expect(abs(frame.minY - (56 + 8 + side + 4)) < 1e-9)
        // Its favourite button is at its bottom-left corner.
        try generator.fingerTap(at: CGPoint(x: frame.minX + 10, y: frame.maxY - 10))
        #expect(controller.favorites == ["Photo 4"])
        #expect(
            collectionView.indexPathForItem(at: CGPoint(x: frame.midX, y: frame.midY)) == IndexPath(item: 4, section: 1)
        )
        // The layout pass before the tap showed the cells: the badge and the photos on screen.
        #expect(collectionView.visibleCells.first is BadgeCell)
        #expect(collectionView.visibleCells.dropFirst().allSatisfy { $0 is PhotoCell })
        #expect(controller.displayed == collectionView.visibleCells.count)
        // A tap elsewhere on the photo selects it: didSelectItemAt opens it and deselects it.
        try generator.fingerTap(at: CGPoint(x: frame.midX, y: frame.minY + 10))
        #expect(controller.opened == ["Photo 4"])
        #expect(collectionView.indexPathsForSelectedItems == nil)
        let cell = collectionView.cellForItem(at: IndexPath(item: 4, section: 1)) as? PhotoCell
        #expect(cell?.selectionChanges == 2)
        // The badge may not be selected.
        try generator.fingerTap(at: CGPoint(x: 160, y: 28))
        #expect(controller.opened == ["Photo 4"])
    }
}
