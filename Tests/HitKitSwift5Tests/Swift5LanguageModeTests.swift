import HitKit
import HitKitTesting
import Testing

// This target compiles in the Swift 5 language mode, as most public UIKit code still does. UIKit's
// classes are `@MainActor`, but imported from Objective-C they behave as `@preconcurrency`: code
// that never adopted concurrency — a plain class that makes and changes views, a nonisolated helper
// — compiles in Swift 5 mode. HitKit's UI types are declared `@preconcurrency @MainActor` for the
// same result. None of the code below compiles in Swift 6 mode, nor against a plain `@MainActor`.

/// A plain class — no actor annotation, as pre-concurrency code is — that builds and changes views.
final class BadgeFactory {
    let template = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

    func makeBadge(count: Int) -> UIView {
        let badge = UIView(frame: template.frame)
        badge.tag = count
        badge.isHidden = count == 0
        return badge
    }

    func fade(_ view: UIView) { view.alpha = 0.5 }
}

/// A struct holding views, with a default value made by a main-actor initialiser.
struct Theme {
    var accent = UIColor.red
    var button = UIButton(type: .system)
}

/// A pass-through view, the most common override in public code.
class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit == self ? nil : hit
    }
}

/// A controller whose gesture action is a method taking the recognizer's own class.
class SwipeController: UIViewController {
    var swipes = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        let swipe = UISwipeGestureRecognizer(target: self, action: SwipeController.swiped)
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
    }
    func swiped(_ recognizer: UISwipeGestureRecognizer) { swipes += 1 }
}

/// A controller that wires its switch once, with UIKit's `allTargets.contains(self)` idiom.
class ToggleController: UIViewController {
    let toggle = UISwitch()
    var changes = 0
    func wire() {
        if !toggle.allTargets.contains(self) {
            toggle.addTarget(self, action: ToggleController.toggled, for: .valueChanged)
        }
    }
    func toggled(_ sender: UISwitch) { changes += 1 }
}

/// A plain class that builds a stepper and a segmented control and wires them, as pre-concurrency
/// code does.
final class FilterBar {
    let segments = UISegmentedControl(items: ["All", "Unread"])
    let stepper = UIStepper()
    var changes = 0

    func wire() {
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [unowned self] _ in self.changes += 1 }, for: .valueChanged)
        stepper.wraps = true
        stepper.addAction(UIAction { [unowned self] _ in self.changes += 1 }, for: .valueChanged)
        _ = UISegmentedControl.noSegment
        _ = UIPageControl().currentPage
    }
}

/// A plain class that owns a text field and is its delegate, as pre-concurrency code writes one.
final class SearchBox: UITextFieldDelegate {
    let field = UITextField()
    var began = 0
    var ended = 0

    func wire() {
        field.delegate = self
        field.placeholder = "Search"
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { began += 1 }
    func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

/// A plain class that owns a scroll view with a refresh control, as pre-concurrency code does.
final class PullToRefreshList {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var refreshes = 0

    func wire() {
        scrollView.contentSize = CGSize(width: 320, height: 1200)
        let control = UIRefreshControl()
        let refresh = UIAction { [unowned self] _ in
            self.refreshes += 1
            self.scrollView.refreshControl?.endRefreshing()
        }
        control.addAction(refresh, for: .valueChanged)
        scrollView.refreshControl = control
    }
}

/// A nonisolated free function that reads and writes UI state.
func makeOverlay(over view: UIView) -> PassThroughView {
    let overlay = PassThroughView(frame: view.bounds)
    view.addSubview(overlay)
    return overlay
}

@MainActor
@Suite("Swift 5 language mode")
struct Swift5LanguageModeTests {
    @Test("Code without actor annotations builds views; a tap through a pass-through overlay reaches the button")
    func nonisolatedCodeBuildsWorkingViews() throws {
        var taps = 0
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let theme = Theme()
        theme.button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        theme.button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.addSubview(theme.button)
        _ = makeOverlay(over: root)
        let factory = BadgeFactory()
        let badge = factory.makeBadge(count: 3)
        factory.fade(badge)
        root.addSubview(badge)
        #expect(badge.tag == 3 && badge.alpha == 0.5)

        let generator = try EventGenerator(view: root)
        try generator.fingerTap(at: CGPoint(x: 70, y: 42))
        #expect(taps == 1)
        try generator.assertNoLeftovers()
    }

    @Test("allTargets.contains(self) guards against wiring a target twice")
    func allTargetsContainsSelf() {
        let controller = ToggleController()
        controller.wire()
        controller.wire()
        controller.toggle.sendActions(for: .valueChanged)
        #expect(controller.changes == 1)
    }

    @Test("A stepper and a segmented control wired by a plain class send valueChanged on taps")
    func stepperAndSegmentsWired() throws {
        let bar = FilterBar()
        bar.wire()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        bar.segments.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        bar.stepper.frame = CGRect(x: 0, y: 100, width: 94, height: 32)
        root.addSubview(bar.segments)
        root.addSubview(bar.stepper)
        let generator = try EventGenerator(view: root)
        try generator.fingerTap(at: CGPoint(x: 150, y: 16))
        try generator.fingerTap(at: CGPoint(x: 20, y: 116))
        #expect(bar.segments.selectedSegmentIndex == 1)
        #expect(bar.stepper.value == 100)
        #expect(bar.changes == 2)
    }

    @Test("A text field delegate written by a plain class hears editing begin on a tap and end on return")
    func textFieldDelegateWired() throws {
        let box = SearchBox()
        box.wire()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        box.field.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        root.addSubview(box.field)
        let generator = try EventGenerator(view: root)
        try generator.fingerTap(at: CGPoint(x: 100, y: 16))
        box.field.insertText("swift")
        box.field.insertText("\n")
        #expect(box.field.text == "swift")
        #expect(box.began == 1 && box.ended == 1)
    }

    @Test("A refresh control wired by a plain class runs its action on a pull")
    func refreshControlWired() throws {
        let list = PullToRefreshList()
        list.wire()
        let generator = try EventGenerator(view: list.scrollView)
        try generator.fingerDrag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 400), duration: 0.3)
        #expect(list.refreshes == 1)
    }

    @Test("A typed swipe action written in Swift 5 mode runs on a swipe")
    func swipeActionRuns() throws {
        let controller = SwipeController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerDrag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 20, y: 200), duration: 0.1)
        #expect(controller.swipes == 1)
    }
}
