import Foundation
import HitKitScenes

/// What the commands that run a scene share: reading the scene a command names, and its points.
enum SceneArguments {
    /// The built-in scene `example`, or else the scene file or dump at `path`; a dump's import
    /// notes go to standard error.
    static func load(path: String?, example: String?) throws(SceneFileError) -> SceneFile {
        if let example { return try BuiltInScenes.scene(id: example) }
        let file = try SceneFile.load(contentsOf: path ?? "")
        reportImportNotes(file)
        return file
    }

    /// `X,Y` as a point: two finite numbers, or `nil`.
    static func point(_ text: String) -> CGPoint? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }
}
