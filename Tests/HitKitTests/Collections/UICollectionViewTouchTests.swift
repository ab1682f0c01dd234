import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A cell with a button filling the top half of its content view, written as UIKit code writes it.
private final class ButtonItemCell: UICollectionViewCell {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(button)
        button.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onTap = nil
    }
}

@MainActor
private final class ButtonItems: UICollectionViewDataSource {
    var tapped: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 600 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "button", for: indexPath)
        if let cell = cell as? ButtonItemCell { cell.onTap = { [unowned self] in self.tapped.append(indexPath) } }
        return cell
    }
}

@MainActor
@Suite("UICollectionView touches")
struct UICollectionViewTouchTests {
    /// 100 × 100 items, three per line at x 0, 110, 220; lines 110 apart.
    private func makeGrid() throws -> (UICollectionView, ButtonItems, EventGenerator, UIWindow) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let items = ButtonItems()
        view.register(ButtonItemCell.self, forCellWithReuseIdentifier: "button")
        view.dataSource = items
        window.addSubview(view)
        window.makeKeyAndVisible()
        return (view, items, try EventGenerator(window: window), window)
    }

    @Test("A tap on a button in a cell reaches the button; elsewhere in the cell, its content view")
    func tapReachesCellContent() throws {
        let (view, items, generator, window) = try makeGrid()
        // Item #4 is at (110, 110); its button covers its top half.
        try generator.fingerTap(at: CGPoint(x: 150, y: 130))
        #expect(items.tapped == [IndexPath(item: 4, section: 0)])
        let hit = window.hitTest(CGPoint(x: 150, y: 190), with: nil)
        #expect(hit === view.cellForItem(at: IndexPath(item: 4, section: 0))?.contentView)
        #expect(window.hitTest(CGPoint(x: 105, y: 130), with: nil) === view)
    }

    @Test("A drag that scrolls lays out the items it brings in, and taps reach them")
    func dragScrollsAndLaysOut() throws {
        let (view, items, generator, _) = try makeGrid()
        try generator.fingerDown(at: CGPoint(x: 105, y: 420))
        try generator.fingerMove(to: CGPoint(x: 105, y: 20), duration: 0.5)
        generator.wait(0.3)
        try generator.fingerUp()
        generator.wait(5)
        let offset = view.contentOffset.y
        #expect(offset > 300)
        #expect(view.contentOffset.x == 0)
        let firstLine = Int((offset / 110).rounded(.down))
        let expected = (firstLine * 3..<min(600, (Int(((offset + 480) / 110).rounded(.up))) * 3)).map {
            IndexPath(item: $0, section: 0)
        }
        #expect(view.indexPathsForVisibleItems == expected)
        for indexPath in expected {
            #expect(view.cellForItem(at: indexPath)?.frame == view.layoutAttributesForItem(at: indexPath)?.frame)
        }
        // Tap the button of the middle item of the first fully visible line.
        let line = firstLine + 1
        let y = CGFloat(line) * 110 + 25 - offset
        try generator.fingerTap(at: CGPoint(x: 150, y: y))
        #expect(items.tapped == [IndexPath(item: line * 3 + 1, section: 0)])
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: y + offset)) == IndexPath(item: line * 3 + 1, section: 0))
    }
}
