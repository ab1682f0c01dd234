import Foundation
import HitKit
import HitKitScenes
import Testing

/// `render` of scenes whose geometry overflows: views scaled by 1e308, frames at 1e308, transforms
/// whose products are infinite or NaN. What is finite is drawn; the SVG holds no `inf` or `nan`, and
/// names what it left out (a comment and a caption line); the command says so on standard error, and
/// the PNG converts.
@Suite("Rendering scenes with non-finite geometry")
struct RenderExtremeSceneTests {
    static let scene = """
        views:
          - {name: ok, class: button, frame: [20, 20, 100, 44]}
          - {name: scaled, frame: [10, 100, 50, 50], transform: {scale: 1e308}}
          - {name: far, frame: [1e308, 1e308, 1e308, 1e308]}
          - {name: product, frame: [0, 200, 10, 10], transform: [1e308, 1e308, 1e308, 1e308, 0, 0],
             subviews: [{name: inner, class: slider, frame: [0, 0, 10, 10]}]}
          - {name: wide, frame: [0, 300, 1e300, 10]}
        """

    static let leftOut = ["scaled", "far", "product", "inner", "wide"]

    /// Whether `svg` writes a non-finite number anywhere.
    static func hasNonFiniteNumber(_ svg: String) -> Bool {
        svg.range(of: #"(?i)\b(-?inf|nan|infinity)\b"#, options: .regularExpression) != nil
    }

    @Test(
        "The SVG draws the finite views, has no inf or nan, and names the views it left out", arguments: [false, true])
    @MainActor
    func svgLeavesOutNonFinite(withPoint: Bool) throws {
        let runtime = try SceneFile.load(Self.scene, file: "extreme.yaml").makeRuntime()
        let renderer = SceneRenderer(runtime: runtime)
        let svg = renderer.svg(at: withPoint ? CGPoint(x: 50, y: 40) : nil)
        #expect(!Self.hasNonFiniteNumber(svg), "\(svg)")
        #expect(svg.contains("<title>ok"))
        for name in Self.leftOut {
            #expect(!svg.contains("<title>\(name)"), "\(name) drawn")
        }
        #expect(renderer.leftOutViewNames == Self.leftOut)
        #expect(svg.contains("<!-- left out: 5 views whose geometry is not finite or beyond ±1e9 points: "))
        let caption = "left out (geometry not finite or beyond ±1e9 points): scaled, far, product, inner, wide"
        #expect(svg.contains(caption))
    }

    @Test(
        "render writes the SVG and the PNG and notes the views left out on standard error",
        .enabled(if: RenderCommandTests.executable != nil))
    func command() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitkit-extreme-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("extreme.yaml")
        try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
        let svgFile = folder.appendingPathComponent("extreme.svg")
        let svg = try RenderCommandTests.run(["render", scene.path, "--at", "50,40", "-o", svgFile.path])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(
            svg.stderr
                == "\(scene.path): note: render left out 5 views whose geometry is not finite or beyond ±1e9 points: "
                + "scaled, far, product, inner, wide\n")
        #expect(!Self.hasNonFiniteNumber(try String(contentsOf: svgFile, encoding: .utf8)))
        guard RenderCommandTests.converterPresent else { return }
        let pngFile = folder.appendingPathComponent("extreme.png")
        let png = try RenderCommandTests.run(["render", scene.path, "-o", pngFile.path])
        #expect(png.status == 0, "\(png.stderr)")
        #expect(try Data(contentsOf: pngFile).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }
}
