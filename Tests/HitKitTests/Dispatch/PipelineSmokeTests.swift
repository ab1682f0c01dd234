import Foundation
import Testing

@testable import HitKit

@MainActor
private final class LoggingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began \(accessibilityIdentifier ?? "")")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended \(accessibilityIdentifier ?? "")")
        super.touchesEnded(touches, with: event)
    }
}

@MainActor
@Suite("Host samples reach views")
struct PipelineSmokeTests {
    @Test("A tap is delivered to the hit-test view and forwarded up the chain")
    func tapIsDeliveredAndForwarded() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
        let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.accessibilityIdentifier = "parent"
        let child = LoggingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.accessibilityIdentifier = "child"
        parent.addSubview(child)
        window.addSubview(parent)
        window.makeKeyAndVisible()
        app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 20, y: 20), timestamp: 0))
        app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 300, y: 300), timestamp: 0.1))
        #expect(child.log == ["began child", "ended child"])
        #expect(parent.log == ["began parent", "ended parent"])
        #expect(app.activeTouches.isEmpty)
    }

    @Test("A deep hierarchy of 100,000 views is hit-tested without recursion")
    func deepHierarchyIsHitTested() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var leaf = root
        for _ in 0..<100_000 {
            let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(next)
            leaf = next
        }
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === leaf)
    }
}
