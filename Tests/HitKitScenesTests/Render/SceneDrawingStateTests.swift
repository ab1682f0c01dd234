import Foundation
import HitKit
import HitKitScenes
import Testing

/// A drawing made after touches shows what they changed: a stepper's value, the selected segment, the
/// current page, a text field's editing, a list's selection and its cells' looks; and every kind is drawn
/// under the class the scene declared, never HitKit's private Swift class.
@Suite("The drawing shows the controls' and lists' state")
@MainActor
struct SceneDrawingStateTests {
    static let yaml = """
        views:
          - {name: count, class: stepper, frame: [20, 20, 94, 32], value: 3}
          - {name: filter, class: segmentedControl, frame: [130, 20, 180, 32], segments: [All, Unread],
             selectedSegmentIndex: 0}
          - {name: pages, class: pageControl, frame: [60, 60, 200, 26], numberOfPages: 5, currentPage: 1}
          - {name: search, class: textField, frame: [20, 90, 280, 34], text: milk}
          - {name: notes, class: textView, frame: [20, 130, 280, 40], text: bread}
          - {name: photos, class: collectionView, frame: [0, 180, 320, 100], itemSize: [100, 90],
             allowsMultipleSelection: true, sections: [{items: [{name: beach}, {name: forest}, {name: city}]}]}
          - {name: list, class: tableView, frame: [0, 300, 320, 100], sections: [{rows: [{name: alice}, {name: bob}]}]}
        """

    static func items(after touches: String) throws -> [String: SceneDrawing.Item] {
        let scene = try SceneFile.load(Self.yaml + "\ntouches: |\n" + touches, file: "state.yaml")
        let runtime = try scene.makeRuntime()
        try runtime.perform(scene.script())
        let items = SceneDrawing(runtime: runtime).items
        return Dictionary(items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("Before any touch the drawing shows the file's values, nothing edited or selected")
    func initialState() throws {
        let items = try Self.items(after: "")
        #expect(items["count"]?.stepperValue == 3 && items["filter"]?.selectedSegmentIndex == 0)
        #expect(items["pages"]?.currentPage == 1)
        #expect(items["search"]?.text == "milk" && items["search"]?.isEditing == false)
        #expect(items["notes"]?.text == "bread" && items["notes"]?.isEditing == false)
        #expect(items["photos"]?.selectedIndexPaths == [] && items["list"]?.selectedIndexPaths == [])
        #expect(items["beach"]?.isSelected == false && items["alice"]?.isHighlighted == false)
        #expect(items["view"]?.stepperValue == nil && items["search"]?.selectedIndexPaths == nil)
    }

    @Test("After taps the drawing shows the new value, segment, page, the field edited and the rows and items selected")
    func stateAfterTouches() throws {
        let items = try Self.items(
            after: "  tap 90,36\n  tap 270,36\n  tap 240,73\n  tap 160,107\n  tap 50,225\n  tap 260,225\n"
                + "  tap 100,366\n")
        #expect(items["count"]?.stepperValue == 4)
        #expect(items["filter"]?.selectedSegmentIndex == 1)
        #expect(items["pages"]?.currentPage == 2)
        #expect(items["search"]?.isEditing == true)
        #expect(items["photos"]?.selectedIndexPaths == [[0, 0], [0, 2]])
        #expect(items["beach"]?.isSelected == true && items["forest"]?.isSelected == false)
        #expect(items["list"]?.selectedIndexPaths == [[0, 1]] && items["bob"]?.isSelected == true)
    }

    @Test("Every kind is drawn under the class the scene declared")
    func declaredClasses() throws {
        let items = try Self.items(after: "")
        #expect(items["count"]?.className == "UIStepper" && items["filter"]?.className == "UISegmentedControl")
        #expect(items["pages"]?.className == "UIPageControl" && items["list"]?.className == "UITableView")
        #expect(items["photos"]?.className == "UICollectionView" && items["search"]?.className == "UITextField")
        #expect(items["notes"]?.className == "UITextView")
    }
}
