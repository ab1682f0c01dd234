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
/// pinch 2 at 160,240 trackpad      # a trackpad pinch to scale 2, the pointer at (160, 240)
/// rotate 90 at 160,240 trackpad    # a trackpad rotation by 90°
/// down 1 10,10                     # finger 1 down, at the script's current time
/// move 1 20,10 at 2.5s             # finger 1 moves, at 2.5 s
/// wait 0.1s                        # the current time moves on
/// up 1                             # finger 1 lifts where it is
/// key cmd+s                        # a key pressed with modifiers: down, up 0.1 s later
/// keydown shift                    # a key goes down at the current time (or `at T`) …
/// keyup shift                      # … and up
/// click 40,40 secondary cmd        # a mouse's right click with Command held
/// activate saveButton              # VoiceOver's double-tap on the scene's view saveButton
/// scroll 0,-120 at 50,50           # a wheel tick over (50, 50): the content moves up 120 pt
/// scroll 0,-120 at 50,50 trackpad  # a trackpad scroll there, over 0.11 s
/// ```
///
/// Times are in seconds (`0.3s`, `300ms`, or a bare number). The script's clock starts at 0;
/// `down`, `move` and `up` happen at the current time (or at `at T`), and `wait` moves it on.
/// Each shorthand (`tap` … `rotate`) starts at the first whole second after the current time —
/// 1 s, 2 s, … — and leaves the current time at its last sample, so successive gestures are about a
/// second apart and every tap is a first tap. Shorthands use fingers 1 and 2. Keys are written as
/// `cmd+s`, `shift+tab`, `escape`, `f5`, `left` (modifiers `cmd`, `shift`, `ctrl`, `alt`); their
/// samples carry the characters a US keyboard types.
///
/// `activate VIEW` is VoiceOver's activation of the scene's view `VIEW`, as `EventGenerator`'s
/// `activate(_:)` does it: when the script runs, the view's `accessibilityActivate()` is called and,
/// when it returns false (a scene's views always do), finger 1 taps at the view's
/// `accessibilityActivationPoint` — a real touch that whatever lies on top of the point may take. It
/// is a shorthand: it starts at the next whole second, and the tap lasts 0.1 s. Its target is found
/// when the script runs, so it needs every finger up.
public struct TouchScript: Hashable, Sendable {
    /// The script's input, pointer, key and scroll samples, in time order.
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

    /// The script's `activate` commands, in time order.
    public var activations: [Activation] = []

    /// VoiceOver's activation of a scene's view: `activate VIEW` at `time`, before the input at
    /// `sampleIndex` (``inputs``' count when none follows).
    public struct Activation: Hashable, Sendable {
        /// The view's scene name.
        public var target: String
        /// When the activation's tap goes down; it lifts 0.1 s later.
        public var time: TimeInterval
        /// How many of the script's inputs come before it.
        public var sampleIndex: Int
        /// The script's file name, for errors about its target.
        public var file: String
        /// The command's line in the file, from 1.
        public var line: Int
        /// The column of the target's name, from 1.
        public var column: Int

        /// Creates an activation.
        public init(
            target: String, time: TimeInterval, sampleIndex: Int, file: String = "<inline>", line: Int = 0,
            column: Int = 0
        ) {
            self.target = target
            self.time = time
            self.sampleIndex = sampleIndex
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// The duration of an activation's tap.
    public static let activationTapDuration: TimeInterval = 0.1

    /// Creates a script from pointer samples.
    public init(samples: [PointerSample] = []) { self.inputs = samples.map { .pointer($0) } }

    /// Creates a script from input of every kind.
    public init(inputs: [InputSample]) { self.inputs = inputs }

    /// The time of the last input or activation tap (0 for an empty script).
    public var endTime: TimeInterval {
        max(inputs.last?.timestamp ?? 0, activations.last.map { $0.time + Self.activationTapDuration } ?? 0)
    }

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
        var script = TouchScript(inputs: parser.inputs)
        script.activations = parser.activations
        return script
    }
}
