import Testing

@testable import HitKit

/// A responder chain is as long as its `next` links make it: only a chain that really comes back
/// on itself is stopped as endless, however long a legitimate one is.
@MainActor
@Suite("Long responder chains")
struct LongResponderChainTests {
    /// A responder whose next responder is set by the test; the chain's owner keeps every link.
    final class Link: UIResponder {
        weak var following: UIResponder?
        var handlesAction = false
        var began = 0
        override var next: UIResponder? { following }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began += 1
            super.touchesBegan(touches, with: event)
        }
        override func canPerformAction(_ action: String, withSender sender: Any?) -> Bool { handlesAction }
    }

    /// A view whose next responder is the head of a chain of links.
    final class ChainHead: UIView {
        weak var following: UIResponder?
        override var next: UIResponder? { following }
    }

    /// `count` links, each the next of the one before; the last one ends the chain.
    private func links(_ count: Int) -> [Link] {
        let links = (0..<count).map { _ in Link() }
        for index in links.indices.dropLast() { links[index].following = links[index + 1] }
        return links
    }

    /// Longer than the old bound of one million forwards.
    private static let length = 1_100_000

    @Test("A touch travels up a chain of more than a million responders without a loop being reported")
    func touchTravelsUpAVeryLongChain() {
        let stage = CoreStage()
        let chain = links(Self.length)
        let head = ChainHead(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        head.following = chain[0]
        stage.window.addSubview(head)
        let collected = diagnostics(during: { stage.tap(1, 5, 5, at: 0) })
        #expect(collected.codes.isEmpty)
        #expect(chain.last?.began == 1)
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("target(forAction:withSender:) finds a responder more than a million links up")
    func actionTargetFoundUpAVeryLongChain() {
        let chain = links(Self.length)
        chain.last?.handlesAction = true
        #expect(chain[0].target(forAction: "save", withSender: nil) === chain.last)
    }

    @Test("target(forAction:withSender:) stops on a chain that loops")
    func actionTargetStopsOnALoop() {
        let chain = links(3)
        chain[2].following = chain[1]
        #expect(chain[0].target(forAction: "save", withSender: nil) == nil)
    }
}
