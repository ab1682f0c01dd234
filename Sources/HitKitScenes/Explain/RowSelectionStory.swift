import HitKit

/// Tells why a table row a touch went down on did not select — a gesture recognizer's
/// `cancelsTouchesInView` cancelled the table's touches (the keyboard-dismiss tap that swallows
/// `didSelectRowAt`), the touch became a drag that scrolled the table, the table's delegate refused
/// the row (`shouldHighlightRowAt` answered no, `willSelectRowAt` answered nil or another row), a
/// control in the cell took the touch, or the table's `allowsSelection` is false — and checks the
/// smallest fix where one is due (`cancelsTouchesInView: false` on that recognizer, removing the
/// row's refusal, `allowsSelection: true` on the table) by re-running the touches on the changed
/// scene.
///
/// ```text
/// row Alice did not select: the tap recognizer dismiss keyboard on screen recognized and, with
///   cancelsTouchesInView true, cancelled the table's touches
/// fix (checked by re-running the touches): cancelsTouchesInView: false on dismiss keyboard; row Alice
///   then selects
/// ```
@MainActor
final class RowSelectionStory: DispatchObserver {
    enum Step {
        /// A delegate call of a table or a collection view.
        case list(ListStoryEvent, UIScrollView)
        case cancelled(UIGestureRecognizer)
        /// A touch went down on a view inside a table's or a collection view's cell.
        case touchDown(UIView, cell: UIView, list: UIScrollView)
        /// A recognizer began or recognized.
        case recognized(UIGestureRecognizer)
    }

    private let runtime: SceneRuntime
    private(set) var steps: [Step] = []

    init(runtime: SceneRuntime) {
        self.runtime = runtime
        runtime.onTableEvent = { [weak self] event in
            guard let self, let table = self.runtime.view(named: event.table) as? UITableView else { return }
            self.steps.append(.list(ListStoryEvent(event), table))
        }
        runtime.onCollectionEvent = { [weak self] event in
            guard let self, let list = self.runtime.view(named: event.collection) as? UICollectionView else { return }
            self.steps.append(.list(ListStoryEvent(event), list))
        }
    }

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .gestureDecision(let decision) where decision.outcome == .cancelledTouchesInView:
            steps.append(.cancelled(decision.recognizer))
        case .touchBound(_, let view?):
            guard let cell = Self.cell(holding: view), let list = Self.list(holding: cell) else { return }
            steps.append(.touchDown(view, cell: cell, list: list))
        case .gestureStateChanged(let recognizer, _, let state) where state == .began || state == .ended:
            steps.append(.recognized(recognizer))
        default:
            break
        }
    }

    private static func cell(holding view: UIView) -> UIView? {
        var current: UIView? = view
        while let candidate = current {
            if candidate is UITableViewCell || candidate is UICollectionViewCell { return candidate }
            current = candidate.superview
        }
        return nil
    }

    /// The table holding a table cell, the collection view holding a collection view cell.
    private static func list(holding cell: UIView) -> UIScrollView? {
        var current = cell.superview
        while let candidate = current {
            if cell is UITableViewCell, let table = candidate as? UITableView { return table }
            if cell is UICollectionViewCell, let list = candidate as? UICollectionView { return list }
            current = candidate.superview
        }
        return nil
    }

    /// Why a touched row did not select.
    enum Reason {
        /// A recognizer over the table recognized and, with `cancelsTouchesInView` true, cancelled
        /// the table's touches after the row highlighted: its name, kind in words (`tap`) and view's name.
        case cancelled(recognizer: String, kind: String, view: String)
        /// The touch became a drag: the table's pan recognized and the table scrolled.
        case scrolled(table: String)
        /// The touch landed on a control in the cell, which took it: the control's name and kind.
        case control(name: String, kind: String)
        /// The table's `allowsSelection` is false.
        case selectionOff(table: String)
        /// The table's delegate refused the row: `shouldHighlightRowAt` answered no, or
        /// `willSelectRowAt` answered nil or another row.
        case refused(RowRefusal)
    }

    /// A touched row (or collection view item) that did not select, and why.
    struct Miss {
        /// The row's cell's name.
        var row: String
        var reason: Reason
        /// `row` and `table`, or `item` and `collection view`.
        var words: ListWords
    }

    /// The rows that did not select, in the order their touches went down. The steps from one touch
    /// going down on a row to the next are that touch's: a script whose fingers overlap on rows gets
    /// the first reason found.
    func misses() -> [Miss] {
        var misses: [(touch: Int, miss: Miss)] = []
        var touch = -1
        // The rows highlighted and not yet un-highlighted, and the recognizer that cancelled touches since.
        var highlighted: Set<String> = []
        var cancelledBy: [String: UIGestureRecognizer] = [:]
        for step in steps {
            switch step {
            case .touchDown:
                touch += 1
            case .list(let event, _) where event.call == .highlight:
                highlighted.insert(event.item)
                cancelledBy[event.item] = nil
            case .list(let event, let table) where event.call == .unhighlight:
                // A miss is an un-highlight after a recognizer over the table cancelled its touches; a row
                // that selects is un-highlighted on the lift, with no recognizer cancelling in between.
                if let recognizer = cancelledBy[event.item], let view = recognizer.view,
                    table === view || table.isDescendant(of: view)
                {
                    let reason = Reason.cancelled(
                        recognizer: recognizer.traceName, kind: Self.kind(of: recognizer),
                        view: runtime.traceName(of: view))
                    misses.append((touch, Miss(row: event.item, reason: reason, words: ListWords(table))))
                }
                highlighted.remove(event.item)
                cancelledBy[event.item] = nil
            case .cancelled(let recognizer):
                for row in highlighted where cancelledBy[row] == nil { cancelledBy[row] = recognizer }
            default:
                break
            }
        }
        let told = Set(misses.map(\.touch))
        for (index, miss) in touchMisses().enumerated() where !told.contains(index) {
            if let miss { misses.append((index, miss)) }
        }
        return misses.enumerated().sorted { ($0.element.touch, $0.offset) < ($1.element.touch, $1.offset) }
            .map(\.element.miss)
    }

    /// For each touch that went down on a row, in order, why the row did not select when the touch
    /// scrolled the table, landed on a control in the cell or the table does not allow selection;
    /// nil when the row selected or none of these holds.
    private func touchMisses() -> [Miss?] {
        var downs: [Int] = []
        for (index, step) in steps.enumerated() {
            if case .touchDown = step { downs.append(index) }
        }
        return downs.enumerated().map { number, start in
            guard case .touchDown(let view, let cell, let table) = steps[start] else { return nil }
            let end = number + 1 < downs.count ? downs[number + 1] : steps.count
            let row = runtime.traceName(of: cell)
            let words = ListWords(table)
            var scrolled = false
            var refusal: RowRefusal?
            for step in steps[start..<end] {
                switch step {
                case .list(let event, _) where event.call == .select && event.item == row:
                    return nil
                case .list(let event, _) where event.item == row:
                    refusal = refusal ?? event.refusal
                case .recognized(let recognizer) where recognizer === table.panGestureRecognizer:
                    scrolled = true
                default:
                    break
                }
            }
            if scrolled { return Miss(row: row, reason: .scrolled(table: runtime.traceName(of: table)), words: words) }
            if let refusal { return Miss(row: row, reason: .refused(refusal), words: words) }
            var current: UIView? = view
            while let candidate = current, candidate !== cell {
                if let control = candidate as? UIControl {
                    let name = runtime.traceName(of: control)
                    return Miss(row: row, reason: .control(name: name, kind: Self.kind(of: control)), words: words)
                }
                current = candidate.superview
            }
            let allowsSelection =
                (table as? UITableView)?.allowsSelection ?? (table as? UICollectionView)?.allowsSelection
            if allowsSelection == false {
                return Miss(row: row, reason: .selectionOff(table: runtime.traceName(of: table)), words: words)
            }
            return nil
        }
    }

    /// A control's kind in words: `button`, `switch`, `segmented control`, …
    private static func kind(of control: UIControl) -> String {
        switch control {
        case is UIButton: "button"
        case is UISwitch: "switch"
        case is UISlider: "slider"
        case is UIStepper: "stepper"
        case is UISegmentedControl: "segmented control"
        case is UIPageControl: "page control"
        case is UITextField: "text field"
        default: "control"
        }
    }

    private static func kind(of recognizer: UIGestureRecognizer) -> String {
        switch recognizer {
        case is UITapGestureRecognizer: "tap"
        case is UILongPressGestureRecognizer: "long-press"
        case is UIScreenEdgePanGestureRecognizer: "screen-edge pan"
        case is UIPanGestureRecognizer: "pan"
        case is UISwipeGestureRecognizer: "swipe"
        case is UIPinchGestureRecognizer: "pinch"
        case is UIRotationGestureRecognizer: "rotation"
        default: "gesture"
        }
    }

    /// The notes for the scene's touches: each row that did not select, why, and the smallest fix
    /// where one is due — `cancelsTouchesInView: false` on the recognizer that cancelled the table's
    /// touches, `allowsSelection: true` on the table — offered only when re-running `touches` on the
    /// changed scene in a fresh runtime makes the row select.
    static func notes(scene: ExplainScene, touches: TouchScript) -> [GestureNote] {
        guard let played = scene.build(scene.document) else { return [] }
        let story = RowSelectionStory(runtime: played)
        played.application.addObserver(story)
        played.run(touches)
        played.application.removeObserver(story)
        var notes: [GestureNote] = []
        for miss in story.misses() {
            let row = miss.row
            let (item, list) = (miss.words.item, miss.words.list)
            // An unnamed cell's trace name says what it is already (`row 2 of section 0`, `item [0, 3]`).
            let told = row.hasPrefix(item + " ") ? row : "\(item) \(row)"
            var document = scene.document
            let fix: (subject: String, change: String)?
            switch miss.reason {
            case .cancelled(let recognizer, let kind, let view):
                notes.append(
                    GestureNote(
                        kind: miss.words.notSelected, subject: row, cause: recognizer,
                        text: "\(told) did not select: the \(kind) recognizer \(recognizer) on \(view) "
                            + "recognized and, with cancelsTouchesInView true, cancelled the \(list)'s touches"))
                let found = edit(
                    in: &document, matching: { $0.gestures?.contains { $0.name == recognizer } == true },
                    change: { spec in
                        for index in (spec.gestures ?? []).indices where spec.gestures?[index].name == recognizer {
                            spec.gestures?[index].cancelsTouchesInView = false
                        }
                    })
                fix = found ? (recognizer, "cancelsTouchesInView: false on \(recognizer)") : nil
            case .scrolled(let table):
                notes.append(
                    GestureNote(
                        kind: miss.words.notSelected, subject: row, cause: table,
                        text: "\(told) did not select: the touch moved far enough to become a drag: the pan "
                            + "of \(list) \(table) recognized and the \(list) scrolled; a touch that scrolls the "
                            + "\(list) selects no \(item), as intended: no fix"))
                fix = nil
            case .control(let control, let kind):
                notes.append(
                    GestureNote(
                        kind: miss.words.notSelected, subject: row, cause: control,
                        text: "\(told) did not select: the touch landed on the \(kind) \(control) "
                            + "in the cell, which took it; a touch on a control in a cell goes to the control and "
                            + "selects no \(item), as intended: no fix (a tap beside the control selects the "
                            + "\(item))"))
                fix = nil
            case .selectionOff(let table):
                notes.append(
                    GestureNote(
                        kind: miss.words.notSelected, subject: row, cause: table,
                        text: "\(told) did not select: \(list) \(table) has allowsSelection false, so a "
                            + "tap neither highlights nor selects \(item == "item" ? "an" : "a") \(item)"))
                let found = edit(
                    in: &document, matching: { $0.name == table }, change: { $0.tableView.allowsSelection = true })
                fix = found ? (table, "allowsSelection: true on \(table)") : nil
            case .refused(let refusal):
                notes.append(refusal.note(row: row, told: told))
                fix = refusal.removed(from: &document) ? (row, "remove \(refusal.field) from \(told)") : nil
            }
            guard let fix, let fixed = scene.build(document) else { continue }
            var selected = false
            fixed.onUserSelection { if $0 == row { selected = true } }
            fixed.run(touches)
            guard selected else { continue }
            notes.append(
                GestureNote(
                    kind: miss.words.fix, subject: fix.subject, cause: row,
                    text: "fix (checked by re-running the touches): \(fix.change); \(told) then selects"))
        }
        return notes
    }

    /// Changes the first view of `document` (not inside a table's rows) that `matches`; whether it
    /// found one.
    static func edit(
        in document: inout SceneDocument, matching matches: (SceneViewSpec) -> Bool,
        change: (inout SceneViewSpec) -> Void
    ) -> Bool {
        func visit(_ specs: inout [SceneViewSpec]) -> Bool {
            for index in specs.indices {
                if matches(specs[index]) {
                    change(&specs[index])
                    return true
                }
                if var children = specs[index].subviews, visit(&children) {
                    specs[index].subviews = children
                    return true
                }
            }
            return false
        }
        for windowIndex in (document.windows ?? []).indices {
            if var views = document.windows?[windowIndex].views, visit(&views) {
                document.windows?[windowIndex].views = views
                return true
            }
        }
        return false
    }
}
