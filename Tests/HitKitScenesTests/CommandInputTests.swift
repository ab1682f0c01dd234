import Foundation
import HitKitScenes
import Testing

/// `hitkit` reads scenes, dumps and scripts from pipes, FIFOs, process substitution and `-` (standard
/// input), refuses any input larger than ``SceneFile/maximumInputSize`` with a message naming it and
/// the limit, and refuses a dump nested too deeply as soon as the parser meets the line.
@Suite("hitkit inputs: pipes, standard input, size and depth limits")
struct CommandInputTests {
    static let executable = HitKitCommandTests.executable

    /// Runs `script` with bash in the fixtures folder, `$HITKIT` naming the built binary.
    static func shell(_ script: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let hitkit: URL = try #require(executable)
        let output = try ProcessOutput.run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: HitKitCommandTests.fixtures,
            environment: ["HITKIT": hitkit.path])
        return (output.status, output.stdout, output.stderr)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitkit-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("A scene through process substitution is traced as from its file", .enabled(if: executable != nil))
    func processSubstitution() throws {
        let piped = try Self.shell("\"$HITKIT\" trace <(cat card.yaml) --tap 60,120")
        let direct = try Self.shell("\"$HITKIT\" trace card.yaml --tap 60,120")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == direct.stdout && !piped.stdout.isEmpty)
    }

    @Test("A scene from a FIFO is checked", .enabled(if: executable != nil))
    func fifo() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("scene.fifo").path
        let result = try Self.shell(
            "mkfifo '\(fifo)' && { cat card.yaml > '\(fifo)' & } && \"$HITKIT\" check '\(fifo)'")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(fifo): ok\n")
    }

    @Test("'-' reads the scene, a dump or a script from standard input", .enabled(if: executable != nil))
    func standardInput() throws {
        let check = try Self.shell("\"$HITKIT\" check - < card.yaml")
        #expect(check.status == 0 && check.stdout == "-: ok\n", "\(check.stderr)")
        let dump = try Self.shell("cat dumps/card-modern.txt | \"$HITKIT\" import -")
        let direct = try Self.shell("\"$HITKIT\" import dumps/card-modern.txt")
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.replacingOccurrences(of: "<stdin>", with: "dumps/card-modern.txt") == direct.stdout)
        let script = try Self.shell("echo 'tap 60,120' | \"$HITKIT\" trace card.yaml --script -")
        let tapped = try Self.shell("\"$HITKIT\" trace card.yaml --tap 60,120")
        #expect(script.status == 0 && script.stdout == tapped.stdout, "\(script.stderr)")
        let bad = try Self.shell("printf 'views:\\n  - frame: abc\\n' | \"$HITKIT\" check -")
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "<stdin>:2:12: error: views[0].frame: expected 4 numbers [x, y, width, height], found \"abc\"\n")
        let twice = try Self.shell("\"$HITKIT\" trace - --script - < card.yaml")
        #expect(twice.status == 64 && twice.stderr.contains("standard input"), "\(twice.stderr)")
    }

    @Test("An input larger than the limit is refused, naming it and the limit", .enabled(if: executable != nil))
    func oversize() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.yaml").path
        let limit = SceneFile.maximumInputSize
        let message = "error: the input is larger than 16 MiB (\(limit) bytes), the most hitkit reads\n"
        let file = try Self.shell("truncate -s \(limit + 1) '\(big)' && \"$HITKIT\" check '\(big)'")
        #expect(file.status == 2 && file.stderr == "\(big): \(message)", "\(file.stderr)")
        let pipe = try Self.shell("head -c \(limit + 1) /dev/zero | tr '\\0' ' ' | \"$HITKIT\" trace -")
        #expect(pipe.status == 2 && pipe.stderr == "<stdin>: \(message)", "\(pipe.stderr)")
        let script = try Self.shell("\"$HITKIT\" trace card.yaml --script <(head -c \(limit + 1) /dev/zero)")
        #expect(script.status == 2 && script.stderr.hasSuffix(message), "\(script.stderr)")
        let atLimit = try Self.shell(
            "{ cat card.yaml; head -c $((\(limit) - $(wc -c < card.yaml))) /dev/zero | tr '\\0' '\\n'; } "
                + "| \"$HITKIT\" check -")
        #expect(atLimit.status == 0, "\(atLimit.stderr)")
    }

    @Test("A dump nested deeper than a scene may be is refused at its deep line", .enabled(if: executable != nil))
    func deepDump() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1,500 levels (about 6 MB), then a line that is no view: the depth is refused first.
        var lines = ["<UIWindow: 0x7f0000000100; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000000100>>"]
        for depth in 1...1_500 {
            lines.append(
                String(repeating: "   | ", count: depth)
                    + "<UIView: 0x7f00\(String(depth, radix: 16)); frame = (0 0; 10 10); layer = <CALayer: 0x6000>>")
        }
        let dump = folder.appendingPathComponent("deep.txt")
        try (lines.joined(separator: "\n") + "\nnot a view\n").write(to: dump, atomically: true, encoding: .utf8)
        let result = try Self.shell("\"$HITKIT\" check '\(dump.path)'")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "\(dump.path):122:606: error: expected a view nested at most 120 levels deep, found 121 levels\n")
    }
}
