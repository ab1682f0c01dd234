/// A view hierarchy read from UIKit's `recursiveDescription` text.
///
/// ```swift
/// let dump = try ViewDump.parse(text, fileName: "dump.txt")
/// for view in dump.views where view.isHidden { print(view.displayName) }
/// ```
///
/// The views are stored flat, in the dump's line order (a pre-order walk: each view, then its subviews back to
/// front), so that trees of any depth are built, walked and freed without recursion.
public struct ViewDump: Hashable, Sendable {
    /// How the dump indents a subview's line.
    public enum Indentation: Hashable, Sendable {
        /// Only the root view: nothing was indented.
        case none
        /// `   | ` per level, as UIKit has printed since iOS 7.
        case spacedBars
        /// `| ` per level with nothing before the first bar (`| | <UIView…`), as 2012-era dumps are printed.
        case compactBars
    }

    /// The file name given to ``parse(_:fileName:)``, used in error messages.
    public var fileName: String
    /// All views in the dump's line order; `views[0]` is the root, and a view's ``DumpedView/id`` is its index.
    public var views: [DumpedView]
    /// How subviews are indented.
    public var indentation: Indentation
    /// Whether the dump was a quoted string literal with `\n` escapes (`p` of a Swift `String`), decoded first.
    public var wasQuotedString: Bool
    /// Debugger text skipped before the root view: `(lldb) po …` and `Printing description of …:` lines, and
    /// anything before the root's `<` on its line (`(id) $1 = 0x… `, an `NSLog` time stamp, `Optional(`).
    public var preamble: [String]

    /// Creates a dump from its parts; ``parse(_:fileName:)`` is the usual way to get one.
    public init(
        fileName: String, views: [DumpedView], indentation: Indentation, wasQuotedString: Bool, preamble: [String]
    ) {
        self.fileName = fileName
        self.views = views
        self.indentation = indentation
        self.wasQuotedString = wasQuotedString
        self.preamble = preamble
    }

    /// The root view (the view `recursiveDescription` was called on).
    public var root: DumpedView { views[0] }

    /// The view with this id.
    public subscript(id: DumpedView.ID) -> DumpedView { views[id] }

    /// A view's subviews, back to front.
    public func subviews(of view: DumpedView) -> [DumpedView] { view.subviewIDs.map { views[$0] } }

    /// A view's superview, or `nil` for the root.
    public func superview(of view: DumpedView) -> DumpedView? { view.superviewID.map { views[$0] } }

    /// A view's superviews, nearest first, ending with the root.
    public func ancestors(of view: DumpedView) -> [DumpedView] {
        var result: [DumpedView] = []
        var next = view.superviewID
        while let id = next {
            result.append(views[id])
            next = views[id].superviewID
        }
        return result
    }

    /// Reads a `recursiveDescription` dump.
    ///
    /// Accepts the text as UIKit prints it (`po view.recursiveDescription()`, `po [window recursiveDescription]`,
    /// `NSLog`), with `(lldb)` and `Printing description of …:` lines around it, as a quoted Swift string with
    /// `\n` escapes, with either kind of `|` indentation, Windows line endings and tabs. Refuses look-alikes
    /// (EarlGrey's hierarchy, `_autolayoutTrace`, layer trees) and any other text with a ``ViewDumpError``.
    ///
    /// - Parameters:
    ///   - text: The dump.
    ///   - fileName: The name to show in error messages.
    /// - Returns: The views, with the root first.
    /// - Throws: ``ViewDumpError`` naming the line and column of the first problem.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func parse(_ text: String, fileName: String = "dump.txt") throws(ViewDumpError) -> ViewDump {
        try ViewDumpParser(text: text, fileName: fileName).parse()
    }

    /// Reads a `recursiveDescription` dump as ``parse(_:fileName:)`` does, refusing it at the first
    /// line of a view nested more than `maximumDepth` levels under the root, before reading further:
    /// an error whose code is ``ViewDumpError/Code/limit``.
    ///
    /// - Complexity: O(*n*) in the length of `text` up to the line refused.
    public static func parse(_ text: String, fileName: String = "dump.txt", maximumDepth: Int)
        throws(ViewDumpError) -> ViewDump
    {
        try ViewDumpParser(text: text, fileName: fileName, maximumDepth: maximumDepth).parse()
    }
}
