import HitKit

/// What UIKit does with a touch on the view a touch lands on, in plain words, for the controls and
/// lists whose handling of a touch is their own: `UIStepper`, `UISegmentedControl`,
/// `UIPageControl`, `UITextField`, `UITextView`, `UIRefreshControl`, a `UITableView` or
/// `UICollectionView` and a touch in one of their cells. The words follow HitKit's documentation of
/// each class; the numbers are read from the live view and from ``HitKitDefaults``, so they are the
/// ones the touch meets.
///
/// ```text
/// A touch at (100, 122) lands on contentView of Alice.
///   path: UIWindow → screen → contacts → Alice → contentView of Alice
///   in row Alice of table contacts: a tap highlights the row and selects it on lift (a held finger
///     highlights it after the table's 0.15 s content-touch delay); a drag scrolls the table and
///     selects nothing
/// ```
///
/// A view inside another control (a button, a switch, a slider, a plain control) has no role told:
/// the control takes the touch, and its own story is the gesture side's.
@MainActor
enum TouchRole {
    /// The role of `view` or of the nearest ancestor that has one, stopping at a control without
    /// one; `nil` when none is told.
    static func of(_ view: UIView, in runtime: SceneRuntime) -> String? {
        var current: UIView? = view
        while let candidate = current {
            if let role = own(candidate, runtime) { return role }
            if candidate is UIControl { return nil }
            current = candidate.superview
        }
        return nil
    }

    private static func own(_ view: UIView, _ runtime: SceneRuntime) -> String? {
        let name = runtime.traceName(of: view)
        switch view {
        case let stepper as UIStepper: return stepperRole(stepper)
        case let control as UISegmentedControl:
            return control.isMomentary
                ? "a UISegmentedControl (isMomentary): a tap on an enabled segment sends valueChanged every time, "
                    + "the segment selected only while the actions run"
                : "a UISegmentedControl: a tap on an enabled segment selects it when the finger lifts inside, "
                    + "sending valueChanged only if the selection changed"
        case let control as UIPageControl:
            let scrub =
                control.allowsContinuousInteraction
                ? "; a press that drags \(number(HitKitDefaults.pageControlScrubStartDistance)) points sideways "
                    + "scrubs the pages (allowsContinuousInteraction)" : ""
            return "a UIPageControl (page \(control.currentPage + 1) of \(control.numberOfPages)): a tap beside the "
                + "current page's indicator moves one page towards it on lift, sending valueChanged\(scrub)"
        case let field as UITextField:
            return "a UITextField: a tap makes it first responder when the finger lifts inside, sending "
                + "editingDidBegin\(field.isEnabled ? "" : " (it is disabled: nothing happens)")"
        case let refresh as UIRefreshControl:
            return "a UIRefreshControl: pulling its scroll view down past "
                + "\(number(HitKitDefaults.refreshControlTriggerDistance)) points sends valueChanged during the pull"
                + (refresh.isRefreshing ? " (it is refreshing now)" : "")
        case let cell as UITableViewCell:
            guard let table = ancestor(of: cell, as: UITableView.self) else { return nil }
            return cellRole(
                cell: runtime.traceName(of: cell), list: runtime.traceName(of: table), item: "row", words: "table",
                allowsSelection: table.allowsSelection, delays: table.delaysContentTouches)
        case let cell as UICollectionViewCell:
            guard let list = ancestor(of: cell, as: UICollectionView.self) else { return nil }
            return cellRole(
                cell: runtime.traceName(of: cell), list: runtime.traceName(of: list), item: "item",
                words: "collection view", allowsSelection: list.allowsSelection, delays: list.delaysContentTouches)
        case let text as UITextView:
            return "a UITextView: a drag scrolls it; "
                + (text.isEditable
                    ? "a tap makes it first responder and begins editing when the finger lifts (no control events)"
                    : "a tap begins nothing (isEditable false)")
        case is UITableView:
            return "table \(name): a drag scrolls it; a touch outside its rows selects nothing"
        case is UICollectionView:
            return "collection view \(name): a drag scrolls it; a touch outside its items selects nothing"
        default:
            return nil
        }
    }

    private static func stepperRole(_ stepper: UIStepper) -> String {
        var text =
            "a UIStepper (value \(number(stepper.value)), \(number(stepper.minimumValue)) to "
            + "\(number(stepper.maximumValue))): a finger landing on its left half steps the value down by "
            + "\(number(stepper.stepValue)), on its right half up, when it lands, sending valueChanged"
        if stepper.wraps { text += "; past a limit it wraps to the other" }
        if stepper.autorepeat {
            text +=
                "; held, it repeats after \(number(HitKitDefaults.stepperAutorepeatDelay)) s every "
                + "\(number(HitKitDefaults.stepperAutorepeatInterval)) s (autorepeat)"
        }
        return text
    }

    private static func cellRole(
        cell: String, list: String, item: String, words: String, allowsSelection: Bool, delays: Bool
    ) -> String {
        let told = cell.hasPrefix(item + " ") ? cell : "\(item) \(cell)"
        guard allowsSelection else {
            return "in \(told) of \(words) \(list), whose allowsSelection is false: a tap neither highlights nor "
                + "selects it; a drag scrolls the \(words)"
        }
        let held =
            delays
            ? " (a held finger highlights it after the \(words)'s "
                + "\(number(HitKitDefaults.scrollViewContentTouchDelay)) s content-touch delay)" : ""
        return "in \(told) of \(words) \(list): a tap highlights the \(item) and selects it on lift\(held); a drag "
            + "scrolls the \(words) and selects nothing"
    }

    private static func ancestor<T: UIView>(of view: UIView, as type: T.Type) -> T? {
        var current = view.superview
        while let candidate = current {
            if let found = candidate as? T { return found }
            current = candidate.superview
        }
        return nil
    }

    private static func number(_ value: Double) -> String { ExplanationFormat.number(CGFloat(value)) }
    private static func number(_ value: CGFloat) -> String { ExplanationFormat.number(value) }
}
