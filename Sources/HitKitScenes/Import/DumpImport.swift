import Foundation
import HitKit
import HitKitDumps

/// A `recursiveDescription` dump turned into a scene: the text UIKit prints for
/// `po view.recursiveDescription()` (or `[window recursiveDescription]`), read by `HitKitDumps`' `ViewDump` and
/// mapped to a ``SceneDocument`` that builds the same hierarchy.
///
/// ```swift
/// let imported = try DumpImport(text: dump, file: "dump.txt")
/// print(imported.yaml)      // the scene file; imported.json is the same scene as JSON
/// ```
///
/// What is kept, for every view: its class and address (the view's scene name is `ClassName:0xADDRESS`, e.g.
/// `UIButton:0x7fb2c0d0a3e0`), `frame`, the bounds origin where the dump shows `bounds`, `hidden = YES`,
/// `alpha`, `userInteractionEnabled = NO`, `transform` (a dump's frame is the bounding box of the transformed
/// bounds, so a transformed view gets the bounds size and the center derived from it), `clipsToBounds = YES`,
/// `tag`, and the nesting. Other attributes (colours, `autoresize`, `layer` …) are read and ignored: they do not
/// change where a touch goes. `layer = <CALayer: 0x…>` — `<CAShapeLayer…>`, `<_UILabelLayer…>` or any layer
/// class — is only a reference: a dump prints no `anchorPoint`, `zPosition` or `cornerRadius`, so the scene's
/// views keep the defaults. Hit-testing is still exact: the frame a dump prints is where `anchorPoint` put the
/// view (for a transformed view, the box of its transformed bounds, whose center gives the same screen quad
/// whatever the anchor), and `zPosition` orders drawing only — a picture of an import (`hitkit render`) draws
/// siblings in subview order, which may not be how the app drew them.
///
/// Classes: `UIWindow`, `UIView`, `UIControl`, `UIButton`, `UILabel` and `UIImageView` become HitKit's;
/// well-known UIKit subclasses (`UIRoundedRectButton`, `UISwitch`, `UIButtonLabel` …) and classes printed with
/// `baseClass = …` become the class they derive from. A root `UIWindow` becomes the scene's window with its
/// frame; any other root gets a window around it, placed and sized to its frame. A class HitKit does not have
/// becomes a plain view declared in the scene's `classes` (`MyApp.CardView: {base: view}`), and ``notes`` list
/// those classes: a dump shows no code, so their overrides of `hitTest(_:with:)` or `point(inside:with:)` are
/// invisible.
/// `UIButton`s are HitKit buttons: as on a device, the `alpha = 0` image view of an iOS 7+ button is never hit.
/// Tables and collection views — HitKit classes too — become scroll views holding their cells as plain views
/// on purpose (a dump has no index paths to rebuild their data from; a note says so), and the private views
/// that draw a control are folded into it (see `DumpClassMapping`).
public struct DumpImport: Sendable {
    /// The scene.
    public var document: SceneDocument
    /// What the reader should know about the import: classes HitKit does not have, an added window, gesture
    /// recognizers the dump does not describe, assumed bounds.
    public var notes: [String]
    /// The dump's classes that HitKit does not have, in the order they first appear (not `UITableView`,
    /// `UICollectionView` or their cells, which HitKit has but imports as a scroll view and plain views).
    public var unknownClasses: [String]
    /// The file name the dump was read from, as given.
    public var file: String
    /// How many views the dump has.
    public var viewCount: Int

    /// Reads and imports the dump `text`; `file` names it in errors.
    ///
    /// - Throws: ``SceneFileError`` at the line and column of the dump's first problem (`syntax`), a view whose
    ///   geometry cannot be read (`schema`), or a hierarchy nested too deeply (`limit`).
    public init(text: String, file: String) throws(SceneFileError) {
        let dump: ViewDump
        do {
            dump = try ViewDump.parse(text, fileName: file, maximumDepth: Self.maximumDepth)
        } catch {
            throw Self.sceneError(error)
        }
        try self.init(dump: dump)
    }

    /// Imports a parsed dump.
    ///
    /// - Throws: ``SceneFileError`` for a view whose geometry cannot be read, or a hierarchy nested more than
    ///   ``maximumDepth`` levels.
    public init(dump: ViewDump) throws(SceneFileError) {
        var builder = DumpSceneBuilder(dump: dump)
        try builder.build()
        document = builder.document
        notes = builder.notes
        unknownClasses = builder.unknownClasses
        file = dump.fileName
        viewCount = dump.views.count
    }

    /// The deepest nesting of subviews imported (as deep as a scene file may nest).
    public static let maximumDepth = 120

    /// The scene name of a dumped view: `ClassName:0xADDRESS`.
    public static func sceneName(of view: DumpedView) -> String { "\(view.className):\(view.address)" }

    /// The scene as YAML, with the notes as comments at the top; ``SceneFile/load(_:file:)`` reads it back to
    /// the same ``document``.
    public var yaml: String { ImportedSceneWriter(document: document, comments: commentLines).yaml }

    /// The scene as JSON (no comments: the notes are only in ``notes``).
    public var json: String { ImportedSceneWriter(document: document, comments: []).json }

    private var commentLines: [String] {
        ["Imported by 'hitkit import' from \(file): \(viewCount) views."] + notes.map { "note: \($0)" }
    }

    /// A dump parser's error as a scene file error at the same place.
    static func sceneError(_ error: ViewDumpError) -> SceneFileError {
        var message = error.message
        if let note = error.note { message += "\n\(error.fileName):\(error.line):\(error.column): note: \(note)" }
        return SceneFileError(
            code: error.code == .limit ? .limit : .syntax, file: error.fileName, line: error.line,
            column: error.column, path: "", message: message)
    }
}
