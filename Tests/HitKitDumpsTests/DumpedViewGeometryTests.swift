import Foundation
import Testing

@testable import HitKitDumps

@Suite("A dumped view's center and bounds size")
struct DumpedViewGeometryTests {
    private func view(frame: String, transform: String? = nil, bounds: String? = nil) throws -> DumpedView {
        let extra = [transform.map { "transform = \($0)" }, bounds.map { "bounds = \($0)" }].compactMap { $0 }
        return try ViewDump.parse(line("UIView", extra.joined(separator: "; "), frame: frame)).root
    }

    private func expectSize(
        _ size: CGSize, _ width: Double, _ height: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(abs(Double(size.width) - width) < 0.01, "width \(size.width)", sourceLocation: sourceLocation)
        #expect(abs(Double(size.height) - height) < 0.01, "height \(size.height)", sourceLocation: sourceLocation)
    }

    @Test("Without a transform the bounds size is the frame size and the center its mid point")
    func identity() throws {
        let plain = try view(frame: "10 20; 100 50")
        #expect(try plain.boundsSize == CGSize(width: 100, height: 50))
        #expect(plain.center == CGPoint(x: 60, y: 45))
        #expect(try plain.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let identity = try view(frame: "10 20; 100 50", transform: "[1, 0, 0, 1, 0, 0]")
        #expect(try identity.boundsSize == CGSize(width: 100, height: 50))
    }

    @Test("A rotation by 90° swaps width and height about the same center")
    func quarterTurn() throws {
        let rotated = try view(frame: "35 -15; 50 100", transform: "[0, 1, -1, 0, 0, 0]")
        #expect(try rotated.boundsSize == CGSize(width: 100, height: 50))
        #expect(rotated.center == CGPoint(x: 60, y: 35))
    }

    @Test("A scale divides the frame size")
    func scale() throws {
        let scaled = try view(frame: "-25 -50; 150 300", transform: "[1.5, 0, 0, 3, 0, 0]")
        #expect(try scaled.boundsSize == CGSize(width: 100, height: 100))
        #expect(scaled.center == CGPoint(x: 50, y: 100))
        let mirrored = try view(frame: "0 0; 100 50", transform: "[-1, 0, 0, 1, 0, 0]")
        #expect(try mirrored.boundsSize == CGSize(width: 100, height: 50))
    }

    @Test("A rotation by 30° is undone, as printed with six significant digits")
    func thirtyDegrees() throws {
        // 200 × 100 rotated by 30°: W = 200·cos 30° + 100·sin 30° = 223.205, H = 200·sin 30° + 100·cos 30° = 186.603.
        let rotated = try view(
            frame: "-11.6025 6.69873; 223.205 186.603", transform: "[0.866025, 0.5, -0.5, 0.866025, 0, 0]")
        expectSize(try rotated.boundsSize, 200, 100)
        #expect(abs(Double(rotated.center.x) - 100) < 0.001 && abs(Double(rotated.center.y) - 100) < 0.001)
        let fixture = try #require(try parseFixture("navigation-modern").views.first { $0.transform != nil })
        expectSize(try fixture.boundsSize, 100, 100)
        let backwards = try view(frame: "0 0; 223.205 186.603", transform: "[0.866025, -0.5, 0.5, 0.866025, 0, 0]")
        expectSize(try backwards.boundsSize, 200, 100)
    }

    @Test("The translation of a transform moves the frame but not the center")
    func translation() throws {
        let moved = try view(frame: "30 -20; 100 50", transform: "[1, 0, 0, 1, 20, -40]")
        #expect(moved.center == CGPoint(x: 60, y: 45))
        #expect(try moved.boundsSize == CGSize(width: 100, height: 50))
    }

    @Test("A printed bounds gives the bounds whatever the transform")
    func printedBounds() throws {
        let rotated = try view(
            frame: "0 0; 100 100", transform: "[0.707107, 0.707107, -0.707107, 0.707107, 0, 0]",
            bounds: "{{0, -64}, {60, 81.4214}}")
        #expect(try rotated.boundsSize == CGSize(width: 60, height: 81.4214))
        #expect(try rotated.bounds.minY == -64)
    }

    @Test(
        "A rotation by 45° or a scale by 0 cannot be undone",
        arguments: [
            "[0.707107, 0.707107, -0.707107, 0.707107, 0, 0]", "[0, 0, 0, 1, 0, 0]", "[0, 0, 0, 0, 0, 0]",
            "[-0.707107, 0.707107, -0.707107, -0.707107, 0, 0]",
        ])
    func singular(transform: String) throws {
        let view = try view(frame: "0 0; 141.421 141.421", transform: transform)
        #expect(throws: DumpGeometryError.self) { try view.boundsSize }
        do {
            _ = try view.boundsSize
        } catch {
            #expect(error.line == 1 && error.description.contains("maps many bounds sizes to the same frame"))
        }
    }

    @Test("A frame no bounds size can produce under the transform is refused")
    func impossibleFrame() throws {
        // Under a 30° rotation the frame's width and height cannot differ this much.
        let view = try view(frame: "0 0; 300 10", transform: "[0.866025, 0.5, -0.5, 0.866025, 0, 0]")
        #expect(throws: DumpGeometryError.self) { try view.boundsSize }
        let infinite = try self.view(frame: "0 0; inf 10", transform: "[2, 0, 0, 2, 0, 0]")
        #expect(throws: DumpGeometryError.self) { try infinite.boundsSize }
    }
}
