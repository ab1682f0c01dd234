import Foundation
import HitKit
import HitKitScenes
import Testing

/// A `collectionView` view builds a real `UICollectionView` with a `UICollectionViewFlowLayout`: its
/// items are real cells the scene's data source serves, named in traces, selected by UIKit's rules
/// and reported to the runtime as the delegate hears them.
@MainActor
@Suite("Collection views in scene files")
struct SceneCollectionKindTests {
    static let yaml = """
        views:
          - name: photos
            class: collectionView
            frame: [0, 0, 320, 200]
            itemSize: [100, 90]
            minimumLineSpacing: 10
            minimumInteritemSpacing: 10
            sectionInset: [0, 0, 10, 0]
            allowsMultipleSelection: true
            sections:
              - items:
                  - name: beach
                    subviews:
                      - {name: like, class: button, frame: [70, 60, 24, 24],
                         actions: [{event: touchUpInside, log: liked}]}
                  - {name: forest}
                  - {}
              - items: [{name: wide, size: [320, 50]}, {}]
        """

    static func runtime(_ yaml: String = yaml) throws -> SceneRuntime {
        try SceneFile.load(yaml, file: "photos.yaml").makeRuntime()
    }

    @Test("A collectionView builds UICollectionView with a flow layout, cells for its visible items and their contents")
    func buildsRealCollectionView() throws {
        let runtime = try Self.runtime()
        let photos = try #require(runtime.view(named: "photos") as? UICollectionView)
        let layout = try #require(photos.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 90) && layout.minimumLineSpacing == 10)
        #expect(layout.sectionInset == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        #expect(photos.allowsMultipleSelection && photos.allowsSelection)
        #expect(photos.numberOfSections == 2 && photos.numberOfItems(inSection: 0) == 3)
        let beach = try #require(photos.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(beach === runtime.view(named: "beach"))
        #expect(beach.frame == CGRect(x: 0, y: 0, width: 100, height: 90))
        #expect(photos.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 110)
        #expect(runtime.view(named: "like")?.superview === beach.contentView)
        let wide = try #require(photos.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(wide === runtime.view(named: "wide"))
        #expect(wide.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
        let unnamed = try #require(photos.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(runtime.traceName(of: unnamed) == "item [0, 2]")
        #expect(runtime.traceName(of: unnamed.contentView) == "contentView of item [0, 2]")
    }

    @Test("A horizontal flow layout places items in columns")
    func horizontalLayout() throws {
        let runtime = try Self.runtime(
            """
            views:
              - {name: strip, class: collectionView, frame: [0, 0, 320, 100], itemSize: [80, 40],
                 scrollDirection: horizontal, minimumLineSpacing: 5, sectionInset: 0,
                 sections: [{items: [{}, {}, {}, {name: fourth}]}]}
            """)
        let strip = try #require(runtime.view(named: "strip") as? UICollectionView)
        #expect((strip.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal)
        #expect(runtime.view(named: "fourth")?.frame.minX == 85)
    }

    @Test("Taps select items with the delegate calls UIKit makes, reported in order; a tap on a cell's button does not")
    func tapsSelectItems() throws {
        let scene = try SceneFile.load(
            Self.yaml + """

                touches: |
                  tap 50,30
                  tap 160,30
                  tap 50,30
                  tap 82,72
                """, file: "photos.yaml")
        let runtime = try scene.makeRuntime()
        var lines: [String] = []
        runtime.onCollectionEvent = { lines.append($0.line) }
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(
            lines == [
                "collection <photos> didHighlightItemAt [0, 0] <beach>",
                "collection <photos> didUnhighlightItemAt [0, 0] <beach>",
                "collection <photos> didSelectItemAt [0, 0] <beach>",
                "collection <photos> didHighlightItemAt [0, 1] <forest>",
                "collection <photos> didUnhighlightItemAt [0, 1] <forest>",
                "collection <photos> didSelectItemAt [0, 1] <forest>",
                "collection <photos> didHighlightItemAt [0, 0] <beach>",
                "collection <photos> didUnhighlightItemAt [0, 0] <beach>",
                "collection <photos> didDeselectItemAt [0, 0] <beach>",
            ])
        #expect(runtime.lines == ["liked"])
        let photos = try #require(runtime.view(named: "photos") as? UICollectionView)
        #expect(photos.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("allowsSelection false: a tap neither highlights nor selects an item")
    func selectionOff() throws {
        let scene = try SceneFile.load(
            Self.yaml.replacingOccurrences(of: "allowsMultipleSelection: true", with: "allowsSelection: false")
                + "\ntouches: tap 50,30\n", file: "photos.yaml")
        let runtime = try scene.makeRuntime()
        var lines: [String] = []
        runtime.onCollectionEvent = { lines.append($0.line) }
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(lines == [])
        #expect((runtime.view(named: "photos") as? UICollectionView)?.indexPathsForSelectedItems ?? [] == [])
    }

    @Test(
        "A bad collection view field is an error at its line, column and field",
        arguments: [
            (
                "views:\n  - {class: collectionView, scrollDirection: diagonal}\n",
                "scene.yaml:2:46: error: views[0].scrollDirection: expected vertical or horizontal, found \"diagonal\""
            ),
            (
                "views:\n  - {class: collectionView, minimumLineSpacing: -1}\n",
                "scene.yaml:2:49: error: views[0].minimumLineSpacing: expected a spacing, a finite number of 0 "
                    + "or more, found -1"
            ),
            (
                "views:\n  - {class: collectionView, itemSize: [10]}\n",
                "scene.yaml:2:39: error: views[0].itemSize: expected 2 numbers [width, height]"
            ),
            (
                "views:\n  - {class: view, itemSize: [10, 10]}\n",
                "scene.yaml:2:29: error: views[0].itemSize: itemSize applies to collection views only "
                    + "(collectionView)"
            ),
            (
                "views:\n  - {class: collectionView, rowHeight: 40}\n",
                "scene.yaml:2:40: error: views[0].rowHeight: rowHeight applies to table views only (tableView)"
            ),
            (
                "views:\n  - {class: collectionView, sections: [{rows: []}]}\n",
                "scene.yaml:2:47: error: views[0].sections[0].rows: rows applies to table views only (tableView)"
            ),
            (
                "views:\n  - {class: tableView, sections: [{items: []}]}\n",
                "scene.yaml:2:43: error: views[0].sections[0].items: items applies to collection views only"
            ),
            (
                "views:\n  - {class: collectionView, sections: [{items: [{name: a}, {name: a}]}]}\n",
                "scene.yaml:2:67: error: views[0].sections[0].items[1].name: a view named 'a' already exists"
            ),
            (
                "views:\n  - {class: collectionView, sections: [{items: [{size: [1, -1]}]}]}\n",
                "scene.yaml:2:56: error: views[0].sections[0].items[0].size: expected a width and height of 0 or more"
            ),
        ])
    func badFields(text: String, message: String) {
        var problem: String?
        do { _ = try SceneFile.load(text, file: "scene.yaml").makeRuntime() } catch { problem = "\(error)" }
        #expect(problem?.hasPrefix(message) == true, "\(String(describing: problem))")
    }

    @Test("The fields survive encoding to JSON and decoding again")
    func jsonRoundTrip() throws {
        let document = try SceneFile.load(Self.yaml, file: "photos.yaml").document
        #expect(document.views?.first?.collectionView.itemSize?.size == CGSize(width: 100, height: 90))
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try SceneFile.load(json, file: "photos.json").document == document)
    }

    @Test("A collection of 20,000 items loads, shows only its visible cells and takes a tap")
    func largeCollection() throws {
        let items = Array(repeating: "{}", count: 20_000).joined(separator: ", ")
        let scene = try SceneFile.load(
            "views:\n  - {name: grid, class: collectionView, frame: [0, 0, 320, 200], itemSize: [100, 90], "
                + "sections: [{items: [\(items)]}]}\ntouches: tap 50,30\n", file: "grid.yaml")
        let runtime = try scene.makeRuntime()
        let grid = try #require(runtime.view(named: "grid") as? UICollectionView)
        #expect(grid.visibleCells.count == 6)
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
