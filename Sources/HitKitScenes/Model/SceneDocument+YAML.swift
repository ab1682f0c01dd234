import Yams

extension SceneDocument {
    /// The document as scene-file YAML, which ``SceneFile/load(_:file:)`` reads back to the same document: the
    /// fields in the order the format lists them, without the file's comments or layout. Tools that change a
    /// document (the inspector's toggles and fixes) write it back with this.
    public var yaml: String {
        (try? YAMLEncoder().encode(self)) ?? ""
    }
}
