import Foundation
import Testing

@testable import HitKit

/// Removing and reordering subviews among many siblings, in the orders apps use, keeps the order of
/// the others (the lookups behind them start where the view most likely is).
@MainActor
@Suite("Removing and reordering among many siblings")
struct SiblingRemovalTests {
    private func parent(with count: Int) -> (UIView, [UIView]) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let children = (0..<count).map { index in
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
            child.tag = index
            parent.addSubview(child)
            return child
        }
        return (parent, children)
    }

    @Test("Removing front to back, back to front, every other one and at random keeps the rest in order")
    func removalKeepsOrder() {
        var random = SeededGenerator(seed: 5)
        let orders: [[Int]] = [
            Array(0..<200), Array((0..<200).reversed()),
            Array(stride(from: 0, to: 200, by: 2)) + Array(stride(from: 1, to: 200, by: 2)),
            Array(0..<200).shuffled(using: &random),
        ]
        for order in orders {
            let (parent, children) = parent(with: 200)
            var expected = Array(0..<200)
            for index in order {
                children[index].removeFromSuperview()
                expected.removeAll { $0 == index }
                #expect(children[index].superview == nil)
                if parent.subviews.map(\.tag) != expected {
                    Issue.record("wrong order after removing \(index)")
                    return
                }
            }
        }
    }

    @Test("Inserting, reordering and removing after other siblings moved finds the right view")
    func staleHintsAreNotTrusted() {
        let (parent, children) = parent(with: 10)
        parent.insertSubview(children[9], at: 0)  // Every other index shifts by one.
        parent.sendSubviewToBack(children[5])
        parent.bringSubviewToFront(children[0])
        parent.exchangeSubview(at: 2, withSubviewAt: 7)
        #expect(parent.subviews.map(\.tag) == [5, 9, 7, 2, 3, 4, 6, 1, 8, 0])
        children[3].removeFromSuperview()
        parent.insertSubview(children[3], aboveSubview: children[8])
        children[4].removeFromSuperview()
        children[1].removeFromSuperview()
        #expect(parent.subviews.map(\.tag) == [5, 9, 7, 2, 6, 8, 3, 0])
        #expect(hierarchyProblems(in: [parent] + children).isEmpty)
    }
}
