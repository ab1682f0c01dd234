import HitKit
import HitKitScenes
import Testing

/// `slider`, `switch` and `scrollView` views build UIKit's real classes, with their fields set.
@MainActor
@Suite("Building sliders, switches and scroll views")
struct SceneKindsBuildTests {
    @Test("The kinds build UISlider, UISwitch and UIScrollView with the file's values")
    func buildsRealClasses() throws {
        let runtime = try SceneFile.load(SceneKindFieldsTests.yaml, file: "kinds.yaml").makeRuntime()
        let slider = try #require(runtime.view(named: "volume") as? UISlider)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 10 && slider.value == 5)
        #expect(!slider.isContinuous)
        let toggle = try #require(runtime.view(named: "wifi") as? UISwitch)
        #expect(toggle.isOn)
        let list = try #require(runtime.view(named: "list") as? UIScrollView)
        #expect(list.contentSize == CGSize(width: 320, height: 1000))
        #expect(list.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(list.isPagingEnabled && !list.bounces && list.isDirectionalLockEnabled && list.isScrollEnabled)
        #expect(!list.delaysContentTouches && !list.canCancelContentTouches)
    }

    @Test("A scroll view's contentOffset is its bounds' origin, so its content is hit-tested where it is drawn")
    func contentOffsetMovesTheContent() throws {
        let yaml = """
            views:
              - name: list
                class: scrollView
                frame: [0, 0, 320, 480]
                contentSize: [320, 1200]
                contentOffset: [0, 40]
                subviews: [{name: buy, class: button, frame: [110, 240, 100, 44]}]
            """
        let runtime = try SceneFile.load(yaml, file: "scene.yaml").makeRuntime()
        let list = try #require(runtime.view(named: "list"))
        #expect(list.bounds.origin == CGPoint(x: 0, y: 40))
        let window = try #require(runtime.windows.first)
        #expect(window.hitTest(CGPoint(x: 160, y: 222), with: nil) === runtime.view(named: "buy"))
        #expect(window.hitTest(CGPoint(x: 160, y: 262), with: nil) === list)
    }

    @Test("A slider's value is clamped to its range, as UIKit clamps it")
    func sliderValueClamped() throws {
        let yaml = "views: [{name: s, class: slider, frame: [0, 0, 200, 34], value: 7, maximumValue: 5}]"
        let slider = try #require(
            try SceneFile.load(yaml, file: "scene.yaml").makeRuntime().view(named: "s") as? UISlider)
        #expect(slider.value == 5)
    }

    @Test("A switch's and a slider's valueChanged actions log their lines")
    func valueChangedActionsLog() {
        let yaml = """
            views:
              - {name: wifi, class: switch, frame: [100, 100, 51, 31],
                 actions: [{event: valueChanged, log: wifi toggled}]}
              - {name: volume, class: slider, frame: [20, 300, 280, 34], value: 0.5,
                 actions: [{event: valueChanged, log: volume changed}]}
            touches: |
              tap 125,115
              drag 160,317 -> 250,317 0.3s
            """
        let lines = runScene(yaml)
        #expect(lines.first == "wifi toggled")
        #expect(lines.dropFirst().contains("volume changed"))
        #expect(!lines.contains { $0.hasPrefix("diagnostic:") || $0.hasPrefix("leftover:") })
    }

    @Test("A declared class may derive from the new kinds")
    func declaredClassOnNewKind() throws {
        let yaml = """
            classes: {Feed: {base: scrollView, hitTest: passThrough}}
            views: [{name: feed, class: Feed, frame: [0, 0, 320, 480], contentSize: [320, 900]}]
            """
        let runtime = try SceneFile.load(yaml, file: "scene.yaml").makeRuntime()
        #expect((runtime.view(named: "feed") as? UIScrollView)?.contentSize == CGSize(width: 320, height: 900))
    }
}
