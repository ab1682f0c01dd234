import HitKit

extension SceneDrawing.Item {
    /// Reads what a control, a text field or view, a list or a cell shows now — a stepper's value, the selected
    /// segment, the current page, the text and whether it is being edited, the selected rows or items, a cell's
    /// selected and highlighted look — so a drawing made after touches shows the state the touches left.
    ///
    /// - Complexity: O(1), except a list's selection: O(*s* log *s*) for *s* selected rows or items.
    @MainActor
    mutating func readState(of view: UIView) {
        switch view {
        case let stepper as UIStepper:
            stepperValue = stepper.value
        case let segmented as UISegmentedControl:
            selectedSegmentIndex = segmented.selectedSegmentIndex
        case let pages as UIPageControl:
            currentPage = pages.currentPage
        case let field as UITextField:
            text = field.text ?? ""
            isEditing = field.isEditing
        case let textView as UITextView:
            text = textView.text ?? ""
            isEditing = textView.isFirstResponder && textView.isEditable
        case let table as UITableView:
            selectedIndexPaths = (table.indexPathsForSelectedRows ?? []).sorted().map { [$0.section, $0.row] }
        case let collection as UICollectionView:
            selectedIndexPaths = (collection.indexPathsForSelectedItems ?? []).sorted().map { [$0.section, $0.item] }
        case let cell as UITableViewCell:
            isSelected = cell.isSelected
            isHighlighted = cell.isHighlighted
        case let cell as UICollectionViewCell:
            isSelected = cell.isSelected
            isHighlighted = cell.isHighlighted
        default:
            break
        }
    }
}
