import Foundation

/// `hitkit-sdl`'s command line: which scene to open, and when to stop (for tests and scripts).
struct HostOptions {
    /// A scene file or `recursiveDescription` dump to open.
    var path: String?
    /// A built-in example to open instead.
    var example: String?
    /// Stop after this many frames.
    var frames: Int?
    /// Stop after this many seconds.
    var exitAfter: Double?
    /// The window's title (tests find the window by it).
    var title: String?
    /// `UIApplication.supportsIndirectInputEvents`: mouse clicks are `.indirectPointer` touches
    /// carrying their buttons, as in an iPad app whose Info.plist sets
    /// `UIApplicationSupportsIndirectInputEvents`.
    var indirectInput = false

    static let usage = """
        usage: hitkit-sdl [SCENE | --example ID] [--frames N] [--exit-after SECONDS] [--title TITLE]
                          [--indirect-input]

        Opens a window showing the scene and lets you touch it with the mouse (one finger) or a
        touch screen (many), scroll it with the wheel and type into it. --indirect-input sets
        UIApplication.supportsIndirectInputEvents: a click is then an .indirectPointer touch with
        its buttons (a right click is .secondary), not a finger. Prints the scene's log lines,
        every wheel scroll's new content offset ("scrolled: list contentOffset (0, 40)"), every
        control event ("control: frontButton touchUpInside") and every gesture recognizer action
        ("recognizer: long press began").
        Closing the window (or SIGINT/SIGTERM) ends it.
        """

    /// The options in `arguments` (without the program's name), or a message saying what is wrong.
    static func parse(_ arguments: [String]) -> Result<HostOptions, HostOptionsError> {
        var options = HostOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help":
                return .failure(HostOptionsError(message: usage, isHelp: true))
            case "--indirect-input":
                options.indirectInput = true
            case "--example", "--frames", "--exit-after", "--title":
                guard let value = rest.popFirst() else { return .failure(.init("\(argument) needs a value")) }
                switch argument {
                case "--example": options.example = value
                case "--title": options.title = value
                case "--frames":
                    guard let frames = Int(value), frames > 0 else {
                        return .failure(.init("--frames wants a positive whole number, not '\(value)'"))
                    }
                    options.frames = frames
                default:
                    guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
                        return .failure(.init("--exit-after wants a positive number of seconds, not '\(value)'"))
                    }
                    options.exitAfter = seconds
                }
            default:
                guard options.path == nil, !argument.hasPrefix("--") || argument == "-" else {
                    return .failure(.init("unexpected argument '\(argument)'"))
                }
                options.path = argument
            }
        }
        guard (options.path == nil) != (options.example == nil) else {
            return .failure(.init("name a scene file or --example ID (not both)"))
        }
        return .success(options)
    }
}

/// A command line `hitkit-sdl` cannot run with.
struct HostOptionsError: Error {
    var message: String
    var isHelp = false

    init(_ message: String) { self.message = message }
    init(message: String, isHelp: Bool) {
        self.message = message
        self.isHelp = isHelp
    }
}
