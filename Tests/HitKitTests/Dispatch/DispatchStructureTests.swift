import Foundation
import Testing

/// The pipeline's shape, read from the sources: one owner reaches the stages, and one file writes
/// the per-touch delivery state (issue 26, items 1 and 2).
@Suite("Dispatch structure")
struct DispatchStructureTests {
    /// Every Swift file of the HitKit target, by its path relative to the package root.
    static func hitKitSources() throws -> [(path: String, text: String)] {
        let root = DocumentationText.packageRoot.appendingPathComponent("Sources/HitKit")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.path.dropFirst(DocumentationText.packageRoot.path.count + 1))
            files.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test("No code reaches a dispatch stage through the application; only the pipeline holds them")
    func noReachThroughTheApplication() throws {
        let files = try Self.hitKitSources()
        #expect(files.contains { $0.path == "Sources/HitKit/Dispatch/EventPipeline.swift" })
        for (path, text) in files {
            for name in ["touchDispatcher", "gestureEnvironment", "touchRouter"] {
                let reaches = text.contains(".\(name)") || text.contains("var \(name)")
                #expect(!reaches, "\(path) reaches \(name) through the application")
            }
        }
    }

    @Test("UITouch stores only what UIKit's UITouch has, plus one reference to its delivery state")
    func touchKeepsOnlyUIKitState() throws {
        let url = DocumentationText.packageRoot.appendingPathComponent("Sources/HitKit/Events/UITouch.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        // Stored properties: `var`/`let` declarations with no body of their own, at the class's level.
        let declaration = try Regex(
            #"^    (?:public |open |private |fileprivate |internal )?(?:\w+\(set\) )?"#
                + #"(?:lazy )?(?:var|let) (\w+)\s*(?::[^{]*)?(?:=[^{]*)?$"#)
        var stored: [String] = []
        for line in text.split(separator: "\n") {
            guard let match = line.firstMatch(of: declaration), let name = match.output[1].substring else { continue }
            stored.append(String(name))
        }
        // UIKit's properties (the locations behind location(in:) and previousLocation(in:), the
        // start that tap recognizers measure from), the host's pointer (its id, and for a mouse its
        // kind and the buttons behind UIEvent.buttonMask), and the delivery state.
        let expected = [
            "pointerID", "phase", "timestamp", "tapCount", "window", "view", "type", "buttons", "pointerKind",
            "screenLocation", "previousScreenLocation", "startScreenLocation", "delivery",
        ]
        #expect(stored == expected)
    }

    @Test("Per-touch delivery state is written in one file, the view-delivery stage's")
    func oneWriterOfDeliveryState() throws {
        let writes = try Regex(
            #"\.delivery(\.\w+)?\s*(=[^=]|\.(append|remove|insert))|viewDelivery\s*=\s*\.|heldViewPhases"#)
        for (path, text) in try Self.hitKitSources() where path != "Sources/HitKit/Dispatch/ViewDeliveryStage.swift" {
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let writesState = line.firstMatch(of: writes) != nil
                #expect(!writesState, "\(path) writes delivery state: \(line)")
            }
        }
    }
}
