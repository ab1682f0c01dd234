import HitKit
@_spi(Chaos) import HitKitTesting
import Testing

/// The chaos worlds include tables and collection views of reused cells, text controls and the standard
/// controls beside buttons, sliders and switches, so the invariants are checked with them too.
@Suite("Chaos worlds with lists, text controls and the standard controls")
struct ChaosListKindsTests {
    @Test("Random worlds draw tables, collection views, text controls, steppers, segmented and page controls")
    @MainActor
    func worldsIncludeListKinds() {
        var kinds: Set<String> = []
        for seed in 0..<60 {
            var random = ChaosRandom(seed: UInt64(seed))
            let world = ChaosWorld(mode: .clean, random: &random)
            for view in world.views {
                if let scrollView = view as? UIScrollView, scrollView.refreshControl != nil { kinds.insert("refresh") }
                switch view {
                case is UITableView: kinds.insert("table")
                case is UICollectionView: kinds.insert("collection")
                case is UITextField: kinds.insert("text field")
                case is UITextView: kinds.insert("text view")
                case is UIStepper: kinds.insert("stepper")
                case is UISegmentedControl: kinds.insert("segmented")
                case is UIPageControl: kinds.insert("pages")
                default: break
                }
            }
        }
        #expect(
            kinds == [
                "table", "collection", "text field", "text view", "refresh", "stepper", "segmented", "pages",
            ])
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

    @Test("A world's collection view shows reused cells, and its summary describes the items")
    @MainActor
    func collectionsShowCells() {
        for seed in 0..<60 {
            var random = ChaosRandom(seed: UInt64(seed))
            let world = ChaosWorld(mode: .clean, random: &random)
            for case let collection as UICollectionView in world.views {
                collection.layoutIfNeeded()
                #expect(collection.numberOfSections >= 1)
                #expect(collection.visibleCells.allSatisfy { $0.superview === collection })
                #expect(world.summary.contains("items "))
            }
        }
    }
}
