import HitKit

/// The scene table delegate's swipe actions: each row's `leadingActions` / `trailingActions`
/// from the file, returned as UIKit's configurations, whose handlers log
/// `handler for "Delete" on row <mailRow>`.
extension SceneTableData {
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        configuration(swipeActions(at: indexPath)?.leading, tableView, indexPath)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        configuration(swipeActions(at: indexPath)?.trailing, tableView, indexPath)
    }

    private func swipeActions(
        at indexPath: IndexPath
    ) -> (leading: [SceneSwipeAction]?, trailing: [SceneSwipeAction]?)? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].swipeActions.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].swipeActions[indexPath.row]
    }

    private func configuration(
        _ actions: [SceneSwipeAction]?, _ tableView: UITableView, _ indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let actions, !actions.isEmpty else { return nil }
        let cell = self.tableView(tableView, cellForRowAt: indexPath)
        let contextual = actions.map { spec in
            UIContextualAction(style: spec.style == "destructive" ? .destructive : .normal, title: spec.title) {
                [weak self, weak cell] _, _, completion in
                if let runtime = self?.runtime, let cell {
                    runtime.log("handler for \"\(spec.title)\" on row <\(runtime.traceName(of: cell))>")
                }
                if spec.completes != false { completion(true) }
            }
        }
        return UISwipeActionsConfiguration(actions: contextual)
    }
}
