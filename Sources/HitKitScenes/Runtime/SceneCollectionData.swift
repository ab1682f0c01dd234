import HitKit

/// The data source and delegate a scene's runtime gives each `collectionView`: it counts the
/// file's sections and items, returns the item's cell (built with the scene, so every item's
/// contents are checked and named when the file is loaded), answers the sizes the file gives and
/// reports the selection calls.
///
/// UIKit wants a collection view's cells dequeued; a scene's items each have their own contents,
/// so the scene makes one cell per item, without a reuse identifier, as the scene's tables do. The
/// collection view still shows only the visible items' cells as its subviews, taking them off
/// when they scroll away, so touches reach cells by UIKit's hit-testing.
@MainActor
final class SceneCollectionData: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// A section's cells and sizes.
    struct Section {
        var cells: [UICollectionViewCell] = []
        var sizes: [CGSize?] = []
    }

    var sections: [Section] = []
    /// The delegate answers the file gives for some items (`shouldHighlight`, `shouldSelect`).
    var answers = Answers()
    /// The runtime whose ``SceneRuntime/onCollectionEvent`` hears the selection calls.
    weak var runtime: SceneRuntime?

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cells.count : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        cell(at: indexPath) ?? UICollectionViewCell(frame: .zero)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let fallback = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].sizes.indices.contains(indexPath.item)
        else { return fallback }
        return sections[indexPath.section].sizes[indexPath.item] ?? fallback
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        report(.didHighlightItemAt, collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        report(.didUnhighlightItemAt, collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        report(.didSelectItemAt, collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        report(.didDeselectItemAt, collectionView, indexPath)
    }

    private func cell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].cells[indexPath.item]
    }

    /// Logs the delegate call and hands it to the runtime; `answer` is the delegate's answer to a
    /// question, if it answers.
    func report(
        _ call: SceneCollectionEvent.Call, _ collectionView: UICollectionView, _ indexPath: IndexPath,
        answer: Bool? = nil
    ) {
        guard let runtime, let cell = cell(at: indexPath) else { return }
        let place = "[\(indexPath.section), \(indexPath.item)]"
        if runtime.traceObserver?.tableSelection == true {
            runtime.log(
                "\(runtime.logName(of: collectionView)) \(call.rawValue) \(place) \(runtime.logName(of: cell))"
                    + (answer.map { " → \($0)" } ?? ""))
        }
        runtime.onCollectionEvent?(
            SceneCollectionEvent(
                collection: runtime.traceName(of: collectionView), call: call, indexPath: indexPath,
                item: runtime.traceName(of: cell), answer: answer.map { "\($0)" }))
    }
}
