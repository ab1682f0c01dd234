import ArgumentParser
import Foundation
import HitKitScenes

/// `hitkit import DUMP`: a `recursiveDescription` dump to a scene file (YAML, or JSON with `--format json`),
/// on standard output or in `-o FILE`; the import's notes go to standard error.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a recursiveDescription dump into a scene file.",
        discussion: """
            Reads the text UIKit prints for 'po view.recursiveDescription()' (also with (lldb) lines, the \
            2012-era '(id) $1 = 0x… <UIWindow…' form, or as a quoted string) and writes a scene with one view \
            per line, named ClassName:0xADDRESS. Notes (classes HitKit does not have, whose overrides a dump \
            cannot show) go to standard error. 'hitkit trace', 'check' and 'render' also read dumps directly.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case yaml, text, json
    }

    @Argument(help: "The dump: a text file holding recursiveDescription output; '-': standard input.")
    var dump: String

    @Option(name: .shortAndLong, help: "Write the scene to this file instead of standard output.")
    var output: String?

    @Option(help: "Output format: yaml (also 'text') or json.")
    var format: Format = .yaml

    func run() throws {
        do throws(SceneFileError) {
            let text = try SceneFile.readText(atPath: dump)
            let name = SceneFile.inputName(dump)
            let imported = try DumpImport(text: text, file: name)
            let scene = format == .json ? imported.json : imported.yaml
            for note in imported.notes {
                FileHandle.standardError.write(Data("\(name): note: \(note)\n".utf8))
            }
            if let output {
                guard FileManager.default.createFile(atPath: output, contents: Data(scene.utf8)) else {
                    throw SceneFileError(
                        code: .unreadable, file: output, line: 0, column: 0, path: "", message: "cannot write the file")
                }
            } else {
                print(scene, terminator: "")
            }
        } catch {
            throw reportBadInput(error)
        }
    }
}

/// For a dump read as a scene, its import notes on standard error (`dump.txt: note: …`): what a dump cannot
/// show, such as the overrides in classes HitKit does not have.
func reportImportNotes(_ file: SceneFile) {
    for note in file.importNotes ?? [] {
        FileHandle.standardError.write(Data("\(file.file): note: \(note)\n".utf8))
    }
}
