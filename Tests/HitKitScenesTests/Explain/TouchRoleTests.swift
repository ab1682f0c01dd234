import Foundation
import HitKit
import Testing

@testable import HitKitScenes

/// `explain` says what UIKit does with a touch on a stepper, a segmented control, a page control,
/// a text field or view, a refresh control, a table or collection view and their cells, with the
/// live view's values and HitKit's own constants.
@MainActor
@Suite("Explain says what the touched control or list does with a touch")
struct TouchRoleTests {
    static let yaml = """
        views:
          - {name: count, class: stepper, frame: [20, 20, 94, 32], value: 3, maximumValue: 10, stepValue: 2}
          - {name: filter, class: segmentedControl, frame: [130, 20, 170, 32], segments: [All, Unread]}
          - {name: pages, class: pageControl, frame: [60, 60, 200, 26], numberOfPages: 5, currentPage: 2}
          - {name: contacts, class: tableView, frame: [0, 100, 320, 100], sections: [{rows: [{name: Alice}]}]}
          - {name: photos, class: collectionView, frame: [0, 220, 320, 100], itemSize: [100, 90],
             allowsSelection: false, sections: [{items: [{name: beach}]}]}
          - {name: plain, frame: [0, 340, 320, 140]}
        """

    func role(at x: CGFloat, _ y: CGFloat) throws -> String? {
        try explain(try SceneFile.load(Self.yaml, file: "roles.yaml"), x, y).hitViewRole
    }

    @Test("A stepper's role gives its values, its step and the autorepeat timing from HitKitDefaults")
    func stepper() throws {
        let role = try #require(try role(at: 90, 36))
        #expect(
            role.hasPrefix(
                "a UIStepper (value 3, 0 to 10): a finger landing on its left half steps the value down by 2"))
        let delay = ExplanationFormat.number(CGFloat(HitKitDefaults.stepperAutorepeatDelay))
        #expect(role.hasSuffix("held, it repeats after \(delay) s every 0.1 s (autorepeat)"), "\(role)")
    }

    @Test("A segmented control and a page control say how a tap changes them")
    func segmentsAndPages() throws {
        #expect(
            try role(at: 200, 36)?.hasPrefix("a UISegmentedControl: a tap on an enabled segment selects it") == true)
        let pages = try #require(try role(at: 250, 73))
        #expect(pages.hasPrefix("a UIPageControl (page 3 of 5): a tap beside the current page's indicator"), "\(pages)")
        #expect(pages.hasSuffix("scrubs the pages (allowsContinuousInteraction)"))
    }

    @Test("A touch in a row or an item tells the list's selection, with the content-touch delay it meets")
    func cells() throws {
        let delay = ExplanationFormat.number(CGFloat(HitKitDefaults.scrollViewContentTouchDelay))
        #expect(
            try role(at: 100, 120)
                == "in row Alice of table contacts: a tap highlights the row and selects it on lift (a held finger "
                + "highlights it after the table's \(delay) s content-touch delay); a drag scrolls the table and "
                + "selects nothing")
        #expect(
            try role(at: 50, 260)
                == "in item beach of collection view photos, whose allowsSelection is false: a tap neither "
                + "highlights nor selects it; a drag scrolls the collection view")
        #expect(try role(at: 100, 180) == "table contacts: a drag scrolls it; a touch outside its rows selects nothing")
    }

    @Test("A plain view has no role, and neither has a view inside a button")
    func plainViews() throws {
        #expect(try role(at: 100, 400) == nil)
        let inCell = """
            views:
              - {name: list, class: tableView, frame: [0, 0, 320, 200], sections: [{rows: [{name: r,
                 subviews: [{name: reply, class: button, frame: [200, 0, 100, 44]}]}]}]}
            """
        #expect(try explain(try SceneFile.load(inCell, file: "cell.yaml"), 250, 22).hitViewRole == nil)
    }

    @Test("A text field, a text view and a refresh control say what a touch does to them")
    func textAndRefresh() throws {
        let runtime = try SceneFile.load(Self.yaml, file: "roles.yaml").makeRuntime()
        let plain = try #require(runtime.view(named: "plain"))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let text = UITextView(frame: CGRect(x: 0, y: 40, width: 200, height: 60))
        text.isEditable = false
        let refresh = UIRefreshControl()
        plain.addSubview(field)
        plain.addSubview(text)
        plain.addSubview(refresh)
        #expect(TouchRole.of(field, in: runtime)?.hasPrefix("a UITextField: a tap makes it first responder") == true)
        #expect(
            TouchRole.of(text, in: runtime)
                == "a UITextView: a drag scrolls it; a tap begins nothing (isEditable false)")
        let distance = ExplanationFormat.number(HitKitDefaults.refreshControlTriggerDistance)
        #expect(
            TouchRole.of(refresh, in: runtime)
                == "a UIRefreshControl: pulling its scroll view down past \(distance) points sends valueChanged "
                + "during the pull")
    }
}
