import Foundation
import HitKit
import HitKitTesting
import Testing

// Public UIKit code gives its views, controls, windows and controllers a plain `deinit` (to stop a
// timer, remove an observer or log). This file compiles such code with `import HitKit` only.

/// What the `deinit`s below record. Deinitialisers are nonisolated, so the log has its own lock.
private final class DeinitLog: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []

    func record(_ name: String) {
        lock.lock()
        names.append(name)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return names
    }
}

private final class BadgeView: UIView {
    let log: DeinitLog
    init(frame: CGRect, log: DeinitLog) {
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    deinit { log.record("BadgeView") }
}

private final class ToggleControl: UIControl {
    var log: DeinitLog?
    private(set) var isOn = false
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
    deinit { log?.record("ToggleControl") }
}

private final class RoundButton: UIButton {
    var log: DeinitLog?
    deinit { log?.record("RoundButton") }
}

private final class OverlayWindow: UIWindow {
    var log: DeinitLog?
    deinit { log?.record("OverlayWindow") }
}

private final class ProfileViewController: UIViewController {
    var log: DeinitLog?
    deinit { log?.record("ProfileViewController") }
}

/// A row of a deep list, with a `deinit` of its own.
private final class RowView: UIView {
    var log: DeinitLog?
    deinit { log?.record("RowView") }
}

@MainActor
@Suite("deinit in subclasses (Porting)")
struct DeinitInSubclassesTests {
    @Test("Subclasses of UIView, UIControl, UIButton and UIWindow may declare a deinit; it runs on release")
    func subclassDeinitsRun() throws {
        let log = DeinitLog()
        var toggled = 0
        do {
            let application = UIApplication()
            let window = OverlayWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
            window.log = log
            let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
            let toggle = ToggleControl(frame: CGRect(x: 20, y: 20, width: 60, height: 30))
            toggle.log = log
            toggle.addAction(UIAction { _ in toggled += 1 }, for: .valueChanged)
            let button = RoundButton(type: .custom)
            button.log = log
            button.frame = CGRect(x: 20, y: 100, width: 60, height: 60)
            badge.addSubview(toggle)
            badge.addSubview(button)
            window.addSubview(badge)
            window.makeKeyAndVisible()
            let generator = try EventGenerator(window: window)
            try generator.fingerTap(at: toggle)
            try generator.assertNoLeftovers()
            window.isHidden = true
        }
        #expect(toggled == 1)
        #expect(Set(log.entries) == ["OverlayWindow", "BadgeView", "ToggleControl", "RoundButton"])
    }

    @Test("A view controller subclass may declare a deinit; it runs when the controller is released")
    func controllerDeinitRuns() {
        let log = DeinitLog()
        do {
            let controller = ProfileViewController()
            controller.log = log
            controller.loadViewIfNeeded()
        }
        #expect(log.entries == ["ProfileViewController"])
    }

    @Test("A 100,000-deep hierarchy of subclasses with deinits is released without deepening the stack")
    func deepHierarchyOfSubclassesWithDeinits() {
        let log = DeinitLog()
        weak var deepest: UIView?
        do {
            let root = RowView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var leaf: UIView = root
            for _ in 0..<100_000 {
                let row = RowView(frame: leaf.bounds)
                row.log = log
                leaf.addSubview(row)
                leaf = row
            }
            deepest = leaf
        }
        #expect(deepest == nil)
        #expect(log.entries.count == 100_000)
    }
}

@MainActor
@Suite("Releasing views off the main actor (Porting)")
struct OffMainActorReleaseTests {
    @Test("A view whose last reference goes on another thread hands its subtree to the main actor, which releases it")
    func releasedOffTheMainActor() async {
        weak var leaf: UIView?
        var root: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var parent = root!
        for _ in 0..<1_000 {
            let row = RowView(frame: parent.bounds)
            parent.addSubview(row)
            parent = row
        }
        leaf = parent
        parent = UIView()
        let box = ViewBox(root.take()!)
        await Task.detached { box.release() }.value
        for _ in 0..<1_000 where leaf != nil { await Task.yield() }
        #expect(leaf == nil)
    }
}

/// Carries a view to another thread, where its last reference is dropped.
private final class ViewBox: @unchecked Sendable {
    private var view: UIView?
    init(_ view: UIView) { self.view = view }
    func release() { view = nil }
}
