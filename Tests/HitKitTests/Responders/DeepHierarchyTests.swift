import Testing

@testable import HitKit

/// Hierarchies far deeper than any real screen — 100,000 views — go through the whole pipeline
/// without overflowing the stack: hit-testing, binding, the responder chain, hierarchy queries,
/// removal mid-touch and release.
@MainActor
@Suite("Deep hierarchies")
struct DeepHierarchyTests {
    /// A view that records the phases it gets, then lets the chain go on.
    final class ChainLink: UIView {
        let index: Int
        let log: ChainLog

        init(index: Int, log: ChainLog) {
            self.index = index
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.entries.append("began \(index)")
            super.touchesBegan(touches, with: event)
            log.entries.append("after super \(index)")
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.entries.append("ended \(index)")
            super.touchesEnded(touches, with: event)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.entries.append("cancelled \(index)")
            super.touchesCancelled(touches, with: event)
        }
    }

    @MainActor
    final class ChainLog {
        var entries: [String] = []
    }

    /// A window holding `root`, with `depth` plain views nested below it; returns the deepest.
    private func nest(_ depth: Int, under root: UIView) -> UIView {
        var leaf = root
        for _ in 0..<depth {
            let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(next)
            leaf = next
        }
        return leaf
    }

    @Test("A touch 100,000 views deep is delivered and forwarded up the whole chain to the root")
    func touchTravelsUpAHundredThousandViews() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let log = ChainLog()
        let root = ChainLink(index: 0, log: log)
        let leaf = nest(100_000, under: root)
        window.addSubview(root)
        #expect(leaf.window === window)
        app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 5, y: 5), timestamp: 1))
        #expect(app.activeTouches.first?.view === leaf)
        app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 5, y: 5), timestamp: 1.1))
        #expect(log.entries == ["began 0", "after super 0", "ended 0"])
        #expect(app.activeTouches.isEmpty)
    }

    @Test("Hierarchy queries and conversions work 100,000 views deep")
    func queriesWorkAHundredThousandViewsDeep() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = nest(100_000, under: root)
        leaf.tag = 7
        #expect(leaf.isDescendant(of: root))
        #expect(root.viewWithTag(7) === leaf)
        #expect(leaf.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 1, y: 2))
        #expect(root.convert(CGPoint(x: 1, y: 2), to: leaf) == CGPoint(x: 1, y: 2))
        #expect(!leaf.description.isEmpty)
    }

    @Test("Removing a 100,000-deep subtree mid-touch cancels the touch once and releases it")
    func removingADeepSubtreeMidTouch() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let log = ChainLog()
        weak var releasedLeaf: UIView?
        do {
            let root = ChainLink(index: 0, log: log)
            releasedLeaf = nest(100_000, under: root)
            window.addSubview(root)
            app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 5, y: 5), timestamp: 1))
            root.removeFromSuperview()
            #expect(releasedLeaf?.window == nil)
        }
        app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 5, y: 5), timestamp: 1.1))
        #expect(log.entries == ["began 0", "after super 0", "cancelled 0"])
        #expect(app.activeTouches.isEmpty)
        #expect(releasedLeaf == nil)
    }

    @Test("Past the nesting limit the chain goes on from a loop: each responder gets the touch once, in order")
    func forwardingPastTheNestingLimit() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let log = ChainLog()
        let count = HitKitDefaults.maximumNestedForwardingDepth * 3
        var links: [ChainLink] = []
        var parent: UIView = window
        for index in 0..<count {
            let link = ChainLink(index: index, log: log)
            parent.addSubview(link)
            links.append(link)
            parent = link
        }
        app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 5, y: 5), timestamp: 1))
        let began = log.entries.filter { $0.hasPrefix("began") }
        #expect(began == (0..<count).reversed().map { "began \($0)" })
        #expect(log.entries.filter { $0.hasPrefix("after super") }.count == count)
        app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 5, y: 5), timestamp: 1.1))
        #expect(log.entries.filter { $0.hasPrefix("ended") }.count == count)
    }

    @Test("A next override that makes the chain loop is stopped with a diagnostic instead of hanging")
    func loopingChainIsStopped() {
        /// A view whose next responder is set by the test, closing a loop.
        final class LoopingView: UIView {
            weak var loopNext: UIResponder?
            override var next: UIResponder? { loopNext }
        }
        let stage = CoreStage()
        let first = LoopingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = LoopingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.loopNext = second
        second.loopNext = first
        stage.window.addSubview(first)
        let collected = diagnostics(during: { stage.tap(1, 5, 5, at: 0) })
        #expect(collected.codes == [.endlessResponderChain, .endlessResponderChain])
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("Within the nesting limit, code after super runs after the responders above, as in UIKit")
    func codeAfterSuperRunsAfterTheChainAbove() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let log = ChainLog()
        let outer = ChainLink(index: 0, log: log)
        let inner = ChainLink(index: 1, log: log)
        outer.addSubview(inner)
        window.addSubview(outer)
        app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 5, y: 5), timestamp: 1))
        #expect(log.entries == ["began 1", "began 0", "after super 0", "after super 1"])
        app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 5, y: 5), timestamp: 1.1))
    }

    @Test("A touches call made with a nil event forwards up 100,000 views without deepening the stack")
    func nilEventForwardsUpAHundredThousandViews() {
        let log = ChainLog()
        let root = ChainLink(index: 0, log: log)
        let leaf = nest(100_000, under: root)
        let touch = UITouch()
        leaf.touchesBegan([touch], with: nil)
        leaf.touchesCancelled([touch], with: nil)
        #expect(log.entries == ["began 0", "after super 0", "cancelled 0"])
    }

    @Test("A nil-event forward around a looping chain is stopped with a diagnostic instead of hanging")
    func nilEventLoopingChainIsStopped() {
        final class LoopingView: UIView {
            weak var loopNext: UIResponder?
            override var next: UIResponder? { loopNext }
        }
        let first = LoopingView(frame: .zero)
        let second = LoopingView(frame: .zero)
        first.loopNext = second
        second.loopNext = first
        let collected = diagnostics(during: { first.touchesEnded([UITouch()], with: nil) })
        #expect(collected.codes == [.endlessResponderChain])
    }
}
