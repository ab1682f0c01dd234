import Foundation
import Testing

/// `hitkit render` and `hitkit import -o`, run as the built binary: pictures and files are written to a
/// temporary folder and checked there (the SVG against a golden file in `Golden/`).
@Suite("hitkit render")
struct RenderCommandTests {
    static let executable = HitKitCommandTests.executable

    /// Runs `hitkit` with `arguments` in the fixtures folder, with `environment` added.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let executable: URL = try #require(executable)
        let output = try ProcessOutput.run(
            executable, arguments, in: HitKitCommandTests.fixtures, environment: environment)
        return (output.status, output.stdout, output.stderr)
    }

    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("hitkit-tests-\(UUID().uuidString)-\(name)")
    }

    static let converterPresent = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test("The SVG of an article scene with --at matches its golden file", .enabled(if: executable != nil))
    func svgGolden() throws {
        for (name, arguments) in [
            ("render-001-back-button-fix.svg", ["render", "--example", "001-back-button-fix", "--at", "160,270"]),
            ("render-dump-card-modern.svg", ["render", "dumps/card-modern.txt", "--at", "100,200"]),
            ("render-layer-badge.svg", ["render", "--example", "layer-badge-drawn-in-front", "--at", "210,220"]),
            (
                "render-animation-final-frame.svg",
                ["render", "--example", "animation-slide-in-hit-at-final-frame", "--at", "20,320"]
            ),
        ] {
            let file = Self.temporaryFile(name)
            defer { try? FileManager.default.removeItem(at: file) }
            let result = try Self.run(arguments + ["-o", file.path])
            #expect(result.status == 0, "\(result.stderr)")
            let svg = try String(contentsOf: file, encoding: .utf8)
            let golden = HitKitCommandTests.golden.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["HITKIT_RECORD_GOLDEN"] == "1" {
                try svg.write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            #expect(svg == (try String(contentsOf: golden, encoding: .utf8)), "\(name)")
        }
    }

    @Test("PNG output is a PNG of twice the scene's size", .enabled(if: executable != nil && converterPresent))
    func png() throws {
        let file = Self.temporaryFile("scene.png")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run(["render", "--example", "001-back-button-fix", "--at", "160,270", "-o", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: file)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16 and 20; the SVG's size (twice its view box).
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        let svgFile = Self.temporaryFile("scene.svg")
        defer { try? FileManager.default.removeItem(at: svgFile) }
        _ = try Self.run(["render", "--example", "001-back-button-fix", "--at", "160,270", "-o", svgFile.path])
        let svg = try String(contentsOf: svgFile, encoding: .utf8)
        let header = try #require(svg.split(separator: "\n").first)
        let size = header.split(separator: "\"").enumerated().filter { $0.offset == 3 || $0.offset == 5 }
            .map { Double($0.element) ?? 0 }
        #expect(abs(Double(width) - size[0]) <= 1 && abs(Double(height) - size[1]) <= 1)
        #expect(width > 640 && height > 960)
    }

    @Test("Without rsvg-convert, PNG output is refused with a clear message", .enabled(if: executable != nil))
    func pngWithoutConverter() throws {
        let file = Self.temporaryFile("scene.png")
        let result = try Self.run(
            ["render", "--example", "001-back-button-fix", "-o", file.path], environment: ["PATH": "/nonexistent"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "PNG output needs rsvg-convert (Debian package librsvg2-bin); write .svg instead"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("import -o writes the same scene it prints", .enabled(if: executable != nil))
    func importToFile() throws {
        let file = Self.temporaryFile("scene.yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = try Self.run(["import", "dumps/card-2012.txt", "-o", file.path])
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        let printed = try Self.run(["import", "dumps/card-2012.txt"])
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)
        let checked = try Self.run(["check", file.path])
        #expect(checked.status == 0)
    }
}
