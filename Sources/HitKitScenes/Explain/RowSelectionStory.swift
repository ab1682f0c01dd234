import HitKit

/// Tells why a table row a touch highlighted did not select, when a gesture recognizer's
/// `cancelsTouchesInView` cancelled the table's touches, and checks the smallest fix —
/// `cancelsTouchesInView: false` on that recognizer — by re-running the touches on the changed
/// scene: the keyboard-dismiss tap that swallows `didSelectRowAt`.
///
/// ```text
/// row Alice did not select: the tap recognizer dismiss keyboard on screen recognized and, with
///   cancelsTouchesInView true, cancelled the table's touches
/// fix (checked by re-running the touches): cancelsTouchesInView: false on dismiss keyboard; row Alice
///   then selects
/// ```
@MainActor
final class RowSelectionStory: DispatchObserver {
    private enum Step {
        case table(SceneTableEvent, UITableView)
        case cancelled(UIGestureRecognizer)
    }

    private let runtime: SceneRuntime
    private var steps: [Step] = []

    init(runtime: SceneRuntime) {
        self.runtime = runtime
        runtime.onTableEvent = { [weak self] event in
            guard let self, let table = self.runtime.view(named: event.table) as? UITableView else { return }
            self.steps.append(.table(event, table))
        }
    }

    func dispatch(_ event: DispatchTraceEvent) {
        if case .gestureDecision(let decision) = event, decision.outcome == .cancelledTouchesInView {
            steps.append(.cancelled(decision.recognizer))
        }
    }

    /// A row highlighted and then un-highlighted without selecting, because a recognizer cancelled
    /// the table's touches in between.
    struct Miss {
        /// The row's cell's name.
        var row: String
        /// The recognizer's name (`UIGestureRecognizer.name`).
        var recognizer: String
        /// The recognizer's kind, in words (`tap`), and its view's name.
        var kind: String
        var view: String
    }

    /// The rows that did not select, in order.
    func misses() -> [Miss] {
        var misses: [Miss] = []
        // The rows highlighted and not yet un-highlighted, and the recognizer that cancelled touches since.
        var highlighted: Set<String> = []
        var cancelledBy: [String: UIGestureRecognizer] = [:]
        for step in steps {
            switch step {
            case .table(let event, _) where event.call == .didHighlightRowAt:
                highlighted.insert(event.row)
                cancelledBy[event.row] = nil
            case .table(let event, let table) where event.call == .didUnhighlightRowAt:
                // A miss is an un-highlight after a recognizer over the table cancelled its touches; a row
                // that selects is un-highlighted on the lift, with no recognizer cancelling in between.
                if let recognizer = cancelledBy[event.row], let view = recognizer.view,
                    table === view || table.isDescendant(of: view)
                {
                    misses.append(
                        Miss(
                            row: event.row, recognizer: recognizer.traceName, kind: Self.kind(of: recognizer),
                            view: runtime.traceName(of: view)))
                }
                highlighted.remove(event.row)
                cancelledBy[event.row] = nil
            case .cancelled(let recognizer):
                for row in highlighted where cancelledBy[row] == nil { cancelledBy[row] = recognizer }
            default:
                break
            }
        }
        return misses
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

    /// The notes for the scene's touches: each row that did not select and, when turning the
    /// recognizer's `cancelsTouchesInView` off makes the row select on re-running `touches` in a
    /// fresh runtime, that fix.
    static func notes(scene: ExplainScene, touches: TouchScript) -> [GestureNote] {
        guard let played = scene.build(scene.document) else { return [] }
        let story = RowSelectionStory(runtime: played)
        played.application.addObserver(story)
        played.run(touches)
        played.application.removeObserver(story)
        var notes: [GestureNote] = []
        for miss in story.misses() {
            notes.append(
                GestureNote(
                    kind: .rowNotSelected, subject: miss.row, cause: miss.recognizer,
                    text: "row \(miss.row) did not select: the \(miss.kind) recognizer \(miss.recognizer) on "
                        + "\(miss.view) recognized and, with cancelsTouchesInView true, cancelled the table's touches"))
            var document = scene.document
            guard turnOffCancelling(miss.recognizer, in: &document), let fixed = scene.build(document) else { continue }
            var selected = false
            fixed.onTableEvent = { event in
                if event.call == .didSelectRowAt, event.row == miss.row { selected = true }
            }
            fixed.run(touches)
            guard selected else { continue }
            notes.append(
                GestureNote(
                    kind: .rowFix, subject: miss.recognizer, cause: miss.row,
                    text: "fix (checked by re-running the touches): cancelsTouchesInView: false on "
                        + "\(miss.recognizer); row \(miss.row) then selects"))
        }
        return notes
    }

    /// Sets `cancelsTouchesInView: false` on the gesture named `name` of a view of `document`
    /// (not inside a table's rows); whether it found one.
    private static func turnOffCancelling(_ name: String, in document: inout SceneDocument) -> Bool {
        func visit(_ specs: inout [SceneViewSpec]) -> Bool {
            for index in specs.indices {
                if let gestures = specs[index].gestures,
                    let found = gestures.firstIndex(where: { $0.name == name })
                {
                    specs[index].gestures?[found].cancelsTouchesInView = false
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
