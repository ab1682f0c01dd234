/// The smallest change found that makes a touch land on a view, proved by re-running the touch
/// on a fresh runtime built from the changed scene.
public struct TouchFix: Sendable, Hashable {
    /// Where touches elsewhere would go differently after the change.
    public struct SideEffect: Sendable, Hashable {
        /// The view that got touches there before the change (`nothing` when none did).
        public var from: String
        /// The view that gets them after it.
        public var to: String
        /// How many of the sampled points change this way.
        public var points: Int
    }

    /// The edits, in the order they are applied (usually one).
    public var edits: [SceneEdit]
    /// The points sampled to measure side effects: a grid over the visible windows.
    public var sampledPoints: Int
    /// How the hit view changes at the sampled points, apart from points that now go to the
    /// expected view; most points first. Empty when nothing else changes.
    public var sideEffects: [SideEffect]

    /// Sampled points whose hit view changes to something other than the expected view.
    public var changedPoints: Int { sideEffects.reduce(0) { $0 + $1.points } }

    /// The edits in plain words, joined by "and".
    public var text: String { edits.map(\.text).joined(separator: ", and ") }
}

extension TouchFix {
    /// `scene` with the fix's edits made: the `views` shorthand written out as a window, the
    /// rest as the file had it. Its text is empty (errors in it have no positions).
    public func applied(to scene: SceneFile) -> SceneFile {
        var document = scene.document.withExplicitWindows
        for edit in edits { edit.apply(to: &document) }
        return SceneFile(document: document, file: scene.file, text: "", importNotes: scene.importNotes)
    }
}
