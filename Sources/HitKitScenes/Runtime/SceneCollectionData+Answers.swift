import HitKit

extension SceneCollectionData {
    /// The answers a file gives for some items to the delegate's questions: items whose
    /// `shouldHighlight` or `shouldSelect` is set.
    struct Answers {
        var shouldHighlight: [IndexPath: Bool] = [:]
        var shouldSelect: [IndexPath: Bool] = [:]

        /// Records `item`'s answers for its index path.
        mutating func set(_ item: SceneCollectionItem, at indexPath: IndexPath) {
            shouldHighlight[indexPath] = item.shouldHighlight
            shouldSelect[indexPath] = item.shouldSelect
        }
    }

    /// The file's `shouldHighlight` for the item, else UIKit's default, `true`. An item whose field
    /// is set is reported with the answer, so traces and `explain` see it.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let answer = answers.shouldHighlight[indexPath] else { return true }
        report(.shouldHighlightItemAt, collectionView, indexPath, answer: answer)
        return answer
    }

    /// The file's `shouldSelect` for the item, else UIKit's default, `true`. An item whose field is
    /// set is reported with the answer.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let answer = answers.shouldSelect[indexPath] else { return true }
        report(.shouldSelectItemAt, collectionView, indexPath, answer: answer)
        return answer
    }
}
