import HitKit

/// The data source and delegate a scene's runtime gives each `tableView`: it counts the file's
/// sections and rows, returns the row's cell (built with the scene, so every row's contents are
/// checked and named when the file is loaded) and answers the heights the file gives.
///
/// The cells are made without a reuse identifier, one per row: each row has its own contents, as
/// a static table's cells do in UIKit. The table still shows only the visible rows' cells as its
/// subviews, taking them off when they scroll away, so touches reach cells by UIKit's hit-testing.
@MainActor
final class SceneTableData: UITableViewDataSource, UITableViewDelegate {
    /// A section's cells and heights.
    struct Section {
        var headerHeight: CGFloat?
        var footerHeight: CGFloat?
        var cells: [UITableViewCell] = []
        var rowHeights: [CGFloat?] = []
        /// Each row's swipe actions, leading and trailing (Runtime/SceneTableData+SwipeActions.swift).
        var swipeActions: [(leading: [SceneSwipeAction]?, trailing: [SceneSwipeAction]?)] = []
    }

    var sections: [Section] = []
    /// The delegate answers the file gives for some rows (`shouldHighlight`, `willSelect`).
    var answers = Answers()
    /// The runtime whose ``SceneRuntime/onTableEvent`` hears the selection calls.
    weak var runtime: SceneRuntime?

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cells.count : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.row)
        else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return sections[indexPath.section].cells[indexPath.row]
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
        else { return tableView.rowHeight }
        return sections[indexPath.section].rowHeights[indexPath.row] ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        (sections.indices.contains(section) ? sections[section].headerHeight : nil) ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        (sections.indices.contains(section) ? sections[section].footerHeight : nil) ?? tableView.sectionFooterHeight
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        report(.didHighlightRowAt, tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        report(.didUnhighlightRowAt, tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        report(.didSelectRowAt, tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        report(.didDeselectRowAt, tableView, indexPath)
    }

    /// Logs the delegate call (with `logTrace: [tableSelection]`) and hands it to the runtime's
    /// ``SceneRuntime/onTableEvent``; `answer` is what the delegate answered, if it answers, as the
    /// trace and the log write it (`[0, 3] <allMailRow>`, `[0, 3] allMailRow`).
    func report(
        _ call: SceneTableEvent.Call, _ tableView: UITableView, _ indexPath: IndexPath,
        answer: (trace: String, log: String)? = nil
    ) {
        guard let runtime else { return }
        let cell = self.tableView(tableView, cellForRowAt: indexPath)
        let place = "[\(indexPath.section), \(indexPath.row)]"
        if runtime.traceObserver?.tableSelection == true {
            let answered = answer.map { " → \($0.log)" } ?? ""
            runtime.log(
                "\(runtime.logName(of: tableView)) \(call.rawValue) \(place) \(runtime.logName(of: cell))\(answered)")
        }
        runtime.onTableEvent?(
            SceneTableEvent(
                table: runtime.traceName(of: tableView), call: call, indexPath: indexPath,
                row: runtime.traceName(of: cell), answer: answer?.trace))
    }
}
