import HitKit

/// The data source and delegate of a chaos world's collection view: random sections of random
/// item counts, items of a few random sizes, some cells holding a button or a switch, so touches
/// land on items, their content and controls in them while the collection scrolls and reuses.
@MainActor
final class ChaosCollectionData: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let identifier = "chaos"
    /// Each section's item count.
    let itemCounts: [Int]
    /// The sizes items take in turn (item `i` takes `sizes[i % sizes.count]`).
    let sizes: [CGSize]
    /// Every how many items a cell holds a control (0: none).
    let controlEvery: Int

    init(_ random: inout ChaosRandom) {
        itemCounts = (0..<random.int(1...3)).map { _ in random.int(0...80) }
        sizes = (0..<random.int(1...3)).map { _ in
            CGSize(width: random.double(0...120), height: random.double(0...90))
        }
        controlEvery = random.int(0...3)
    }

    /// How the world's summary describes the collection.
    var description: String {
        let sizes = sizes.map { "\(Int($0.width.rounded()))×\(Int($0.height.rounded()))" }.joined(separator: "/")
        return "items \(itemCounts.map(String.init).joined(separator: "+")), sizes \(sizes), "
            + "control every \(controlEvery)"
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
        cell.accessibilityIdentifier = "item \(indexPath.item) of section \(indexPath.section)"
        if controlEvery > 0, indexPath.item % controlEvery == 0, cell.contentView.subviews.isEmpty {
            let control: UIControl = indexPath.item % 2 == 0 ? UIButton(type: .system) : UISwitch()
            control.frame = CGRect(x: 4, y: 4, width: 40, height: 24)
            cell.contentView.addSubview(control)
        }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath.item % sizes.count]
    }
}
