import Foundation
import Testing

/// On Linux the package declares modules named CoreGraphics and QuartzCore (Package.swift), and
/// SwiftPM puts every module of the package in one search path: once they are built,
/// `canImport(CoreGraphics)` is true inside HitKit too, and code guarded by
/// `#if !canImport(CoreGraphics)` silently disappears from the next incremental build (seen:
/// `CGAffineTransform` was lost that way). HitKit's own stand-ins for Apple's types are guarded by
/// `#if !canImport(Darwin)` instead.
@Suite("Linux module names")
struct LinuxModuleNamesTests {
    @Test("No HitKit source guards code with canImport(CoreGraphics) or canImport(QuartzCore)")
    func noGuardOnShadowedModules() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var offenders: [String] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains("canImport(CoreGraphics)") || text.contains("canImport(QuartzCore)") {
                offenders.append(file.lastPathComponent)
            }
        }
        #expect(offenders == [])
    }
}
