import Foundation
import Testing

/// `Docs/folder-map.md`, the generated map of which folder of `Sources/HitKit` uses which.
@Suite("Folder map")
struct FolderMapTests {
    @Test("Docs/folder-map.md is what Scripts/folder-map.sh generates from the sources now")
    func folderMapIsCurrent() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "Scripts/folder-map.sh", "--check"]
        process.currentDirectoryURL = DocumentationText.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
