import Foundation
import HitKit
import HitKitScenes
import Testing

/// Importing a dump with a text field, a text view and a collection view: the text controls become
/// their kinds with their text, their private subviews folded in, and a tap on them begins editing.
@Suite("Importing text fields, text views and collection views")
@MainActor
struct DumpTextImportTests {
    static let field = "UITextField:0x7fa1a0d11c90"
    static let textView = "UITextView:0x7fa1a1811000"

    static func imported() throws -> DumpImport {
        try #require(importDump(try dumpFixture("text-inputs"), file: "text-inputs.txt"))
    }

    @Test("UITextField and UITextView import as textField and textView, with their text and placeholder")
    func textKinds() throws {
        let document = try Self.imported().document
        let field = try #require(document.view(named: Self.field))
        #expect(
            field.class == "textField" && field.textFields.text == "Milk" && field.textFields.placeholder == "Search")
        let textView = try #require(document.view(named: Self.textView))
        #expect(textView.class == "textView" && textView.textFields.text == "Buy bread")
        #expect(textView.scrollView.contentSize?.size == CGSize(width: 358, height: 33))
        #expect(document.classes?["UITextField"] == nil && document.classes?["UITextView"] == nil)
    }

    @Test(
        "A text field's background, placeholder label, field editor and canvases, and a text view's container, fold in")
    func privatePartsFolded() throws {
        let imported = try Self.imported()
        let names = imported.document.allViews.compactMap(\.name)
        for part in [
            "_UITextFieldRoundedRectBackgroundViewNeue", "UITextFieldLabel", "UIFieldEditor", "_UITextFieldCanvasView",
            "_UITextLayoutCanvasView", "_UITextContainerView", "_UITextLayoutFragmentView",
        ] {
            #expect(!names.contains { $0.hasPrefix(part + ":") }, "\(part)")
        }
        #expect(imported.document.view(named: Self.field)?.subviews == nil)
        #expect(imported.document.view(named: Self.textView)?.subviews == nil)
        #expect(imported.notes.contains { $0.contains("5 in \(Self.field), 3 in \(Self.textView)") })
    }

    @Test("A tap on the imported text field or text view lands on it and begins editing")
    func tapBeginsEditing() throws {
        let runtime = try SceneFile.load(try dumpFixture("text-inputs"), file: "text-inputs.txt").makeRuntime()
        try runtime.perform(TouchScript.parse("tap 100,117"))
        let field = try #require(runtime.view(named: Self.field) as? UITextField)
        #expect(field.isEditing)
        try runtime.perform(TouchScript.parse("tap 100,160"))
        #expect(!field.isEditing && runtime.view(named: Self.textView)?.isFirstResponder == true)
    }

    @Test("A collection view imports as a scroll view whose app cells, content views and buttons keep their places")
    func collectionCells() throws {
        let document = try Self.imported().document
        let collection = try #require(document.view(named: "UICollectionView:0x7fa1a2014000"))
        #expect(collection.class == "UICollectionView" && document.classes?["UICollectionView"]?.base == "scrollView")
        #expect(
            collection.subviews?.map(\.name) == ["MyApp.PhotoCell:0x7fa1a0d18000", "MyApp.PhotoCell:0x7fa1a0d19000"])
        #expect(document.classes?["MyApp.PhotoCell"]?.base == "view")
        let runtime = try SceneFile.load(try dumpFixture("text-inputs"), file: "text-inputs.txt").makeRuntime()
        let hit = runtime.windows.first?.hitTest(CGPoint(x: 105, y: 505), with: nil)
        #expect(hit === runtime.view(named: "UIButton:0x7fa1a0d18200"))
    }
}
