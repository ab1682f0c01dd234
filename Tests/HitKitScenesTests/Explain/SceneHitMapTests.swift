import HitKit
import HitKitScenes
import Testing

@Suite("The hit map: who gets a touch at each cell")
@MainActor
struct SceneHitMapTests {
    @Test("Each cell names the view the real hit test returns there, -1 outside every window")
    func cells() throws {
        let yaml = """
            windows:
              - frame: [0, 0, 40, 20]
                views:
                  - {name: left, frame: [0, 0, 20, 20]}
                  - {name: glass, frame: [20, 0, 20, 20], hitTest: passThrough}
              - {name: second, frame: [60, 0, 20, 20]}
            """
        let map = try #require(try SceneFile.load(yaml, file: "map.yaml").hitMap(step: 10))
        #expect(map.columns == 8 && map.rows == 2)
        let row = map.cells[0..<8].map { $0 >= 0 ? map.names[$0] : "-" }
        #expect(row == ["left", "left", "UIWindow", "UIWindow", "-", "-", "second", "second"])
    }

    @Test("A step too fine for the cell cap is doubled until the map fits")
    func cap() throws {
        let map = try #require(
            try SceneFile.load("windows:\n  - {frame: [0, 0, 1000, 1000]}\n", file: "big.yaml")
                .hitMap(step: 1, maximumCells: 1_000))
        #expect(map.cells.count <= 1_000)
        #expect(map.step == 64)  // 32 would make 32 × 32 = 1,024 cells
    }

    @Test("Differences list the cells whose view changed")
    func differences() throws {
        let before = try #require(
            try SceneFile.load("views:\n  - {name: a, frame: [0, 0, 320, 240]}\n", file: "a.yaml").hitMap(step: 80))
        let after = try #require(
            try SceneFile.load("views:\n  - {name: a, frame: [0, 0, 320, 160]}\n", file: "a.yaml").hitMap(step: 80))
        let changed = before.differences(to: after)
        #expect(changed.count == 4)
        #expect(changed.allSatisfy { $0.before == "a" && $0.after == "UIWindow" })
    }
}
