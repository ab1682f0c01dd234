import HitKit

/// A touch script: fingers going down, moving and lifting in virtual time, written one command a
/// line (or separated by `;` on a command line).
///
/// ```
/// tap 100,280                      # down and up at (100, 280), 0.1 s apart
/// double-tap 100,280               # two taps, 0.2 s apart
/// long-press 100,280 0.6s          # down, held 0.6 s, up
/// drag 160,125 -> 160,225 0.2s     # down, ten moves over 0.2 s, up 0.05 s later
/// pinch 160,240 100 -> 200 0.3s    # two fingers 100 pt apart moving to 200 pt apart
/// rotate 160,240 90 0.3s           # two fingers 100 pt apart turning 90° about (160, 240)
/// down 1 10,10                     # finger 1 down, at the script's current time
/// move 1 20,10 at 2.5s             # finger 1 moves, at 2.5 s
/// wait 0.1s                        # the current time moves on
/// up 1                             # finger 1 lifts where it is
/// key cmd+s                        # a key pressed with modifiers: down, up 0.1 s later
/// keydown shift                    # a key goes down at the current time (or `at T`) …
/// keyup shift                      # … and up
/// ```
///
/// Times are in seconds (`0.3s`, `300ms`, or a bare number). The script's clock starts at 0;
/// `down`, `move` and `up` happen at the current time (or at `at T`), and `wait` moves it on.
/// Each shorthand (`tap` … `rotate`) starts at the first whole second after the current time —
/// 1 s, 2 s, … — and leaves the current time at its last sample, so successive gestures are about a
/// second apart and every tap is a first tap. Shorthands use fingers 1 and 2. Keys are written as
/// `cmd+s`, `shift+tab`, `escape`, `f5`, `left` (modifiers `cmd`, `shift`, `ctrl`, `alt`); their
/// samples carry the characters a US keyboard types.
public struct TouchScript: Hashable, Sendable {
    /// The script's input, pointer and key samples, in time order.
    public var inputs: [InputSample]

    /// The script's pointer samples, in time order. Setting it replaces every input, keys too.
    public var samples: [PointerSample] {
        get {
            inputs.compactMap {
                if case .pointer(let sample) = $0 { sample } else { nil }
            }
        }
        set { inputs = newValue.map { .pointer($0) } }
    }

    /// Creates a script from pointer samples.
    public init(samples: [PointerSample] = []) { self.inputs = samples.map { .pointer($0) } }

    /// Creates a script from input of every kind.
    public init(inputs: [InputSample]) { self.inputs = inputs }

    /// The time of the last input (0 for an empty script).
    public var endTime: TimeInterval { inputs.last?.timestamp ?? 0 }

    /// A script's source line and where it starts in its file, for error positions.
    public struct Line: Hashable, Sendable {
        /// The text.
        public var text: String
        /// Its line in the file, from 1.
        public var line: Int
        /// The column of its first character, from 1.
        public var column: Int

        /// Creates a line.
        public init(text: String, line: Int, column: Int) {
            self.text = text
            self.line = line
            self.column = column
        }
    }

    /// Parses a script given on a command line or in a file: lines split at newlines, commands
    /// at `;`, `#` starting a comment.
    public static func parse(_ text: String, file: String = "<inline>") throws(SceneFileError) -> TouchScript {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            Line(text: String($1), line: $0 + 1, column: 1)
        }
        return try parse(lines: lines, file: file)
    }

    /// Parses script lines that come from known positions in a file.
    public static func parse(lines: [Line], file: String) throws(SceneFileError) -> TouchScript {
        var parser = TouchScriptParser(file: file)
        for line in lines { try parser.parse(line) }
        return TouchScript(inputs: parser.inputs)
    }
}
