import HitKit

/// Why an ``EventGenerator`` refused to do what it was asked.
///
/// Like `HitKitDiagnostic`, it is a struct with a code, a message and context, so new
/// codes do not break code that catches it. Compare ``code`` to tell problems apart:
///
/// ```swift
/// do {
///     try generator.fingerTap(at: hiddenButton)
/// } catch let error as EventGeneratorError where error.code == .viewNotHittable {
///     // …
/// }
/// ```
public struct EventGeneratorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String
        private init(_ name: String) { self.name = name }
        /// The code's name.
        public var description: String { name }

        /// The window belongs to no application (it was never shown or was detached).
        public static let windowHasNoApplication = Code("windowHasNoApplication")
        /// The window is hidden, so it receives no touches.
        public static let windowNotVisible = Code("windowNotVisible")
        /// A finger was asked to touch down while it is already down.
        public static let fingerAlreadyDown = Code("fingerAlreadyDown")
        /// A finger was asked to move or lift while it is not down (or no finger is down).
        public static let fingerNotDown = Code("fingerNotDown")
        /// Every finger is already down.
        public static let noFreeFinger = Code("noFreeFinger")
        /// A key was asked to go down while it is already down.
        public static let keyAlreadyDown = Code("keyAlreadyDown")
        /// A key was asked to go up while it is not down.
        public static let keyNotDown = Code("keyNotDown")
        /// The view to touch is not in the generator's window.
        public static let viewNotInWindow = Code("viewNotInWindow")
        /// Touching the view's visible centre would not reach the view or one of its subviews.
        public static let viewNotHittable = Code("viewNotHittable")
        /// No view in the window has the accessibility identifier.
        public static let identifierNotFound = Code("identifierNotFound")
        /// The view with the accessibility identifier is not of the expected type.
        public static let wrongViewType = Code("wrongViewType")
        /// An argument is out of range: a finger index, a NaN point, a negative duration, …
        public static let invalidArgument = Code("invalidArgument")
        /// ``EventGenerator/assertNoLeftovers()`` found touches, recognizers or timers left over.
        public static let leftovers = Code("leftovers")
        /// No context menu is shown in the generator's window.
        public static let noContextMenu = Code("noContextMenu")
        /// The context menu shown has no enabled action with the title.
        public static let menuActionNotFound = Code("menuActionNotFound")
    }

    /// What kind of problem this is.
    public var code: Code
    /// A sentence saying what went wrong.
    public var message: String
    /// What it concerned (a finger, a view, an identifier), or empty.
    public var context: String

    /// Creates an error.
    public init(code: Code, message: String, context: String = "") {
        self.code = code
        self.message = message
        self.context = context
    }

    /// `code: message [context]`.
    public var description: String {
        context.isEmpty ? "\(code): \(message)" : "\(code): \(message) [\(context)]"
    }
}
