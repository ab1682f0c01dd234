import HitKit
@_spi(Chaos) import HitKitTesting
import Testing

/// The chaos worlds include tables of reused cells and the standard controls beside buttons, sliders and
/// switches, so the invariants are checked with them too.
@Suite("Chaos worlds with tables and the standard controls")
struct ChaosListKindsTests {
    @Test("Random worlds draw tables, steppers, segmented controls and page controls")
    @MainActor
    func worldsIncludeListKinds() {
        var kinds: Set<String> = []
        for seed in 0..<40 {
            var random = ChaosRandom(seed: UInt64(seed))
            let world = ChaosWorld(mode: .clean, random: &random)
            for view in world.views {
                switch view {
                case is UITableView: kinds.insert("table")
                case is UIStepper: kinds.insert("stepper")
                case is UISegmentedControl: kinds.insert("segmented")
                case is UIPageControl: kinds.insert("pages")
                default: break
                }
            }
        }
        #expect(kinds == ["table", "stepper", "segmented", "pages"])
    }

    @Test("A world's table shows reused cells, and its summary describes the table's rows")
    @MainActor
    func tablesShowCells() throws {
        for seed in 0..<40 {
            var random = ChaosRandom(seed: UInt64(seed))
            let world = ChaosWorld(mode: .clean, random: &random)
            for case let table as UITableView in world.views {
                table.layoutIfNeeded()
                #expect(table.numberOfSections >= 1)
                #expect(table.visibleCells.allSatisfy { $0.superview === table })
                #expect(world.summary.contains("rows "))
            }
        }
    }
}
