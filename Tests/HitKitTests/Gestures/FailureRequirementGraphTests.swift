import Foundation
import Testing

@testable import HitKit

/// A delegate that makes its recognizer require the failure of one other recognizer, through
/// `gestureRecognizer(_:shouldRequireFailureOf:)` or, when `asRequired` is set, through the other's
/// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
@MainActor
private final class PairingDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var required: UIGestureRecognizer?
    weak var dependent: UIGestureRecognizer?
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === required }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === dependent }
}

/// Large requirement graphs settle with the right recognizer recognizing: long chains in both
/// directions, one recognizer required by many, one requiring many, and chains made by delegates.
/// (Their cost is measured by the `Dispatch/failure-chain-…` benchmarks, not here.)
@MainActor
@Suite("Failure requirement graphs")
struct FailureRequirementGraphTests {
    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    /// `count` single taps on the stage's view, added in order, each recording its index when it fires.
    private func taps(_ count: Int, on stage: GestureStage, fired: GestureLog) -> [UITapGestureRecognizer] {
        (0..<count).map { index in
            let tap = UITapGestureRecognizer { _ in fired("\(index)") }
            stage.view.addGestureRecognizer(tap)
            return tap
        }
    }

    private func tap(_ stage: GestureStage, at time: TimeInterval) {
        stage.down(50, 50, at: time)
        stage.up(50, 50, at: time + 0.05)
    }

    @Test("A chain of 2,000 taps, each requiring the previous one's failure: a tap fires the first only")
    func longChainForwards() {
        let stage = GestureStage()
        let fired = GestureLog()
        let chain = taps(2_000, on: stage, fired: fired)
        for index in chain.indices.dropFirst() { chain[index].require(toFail: chain[index - 1]) }
        tap(stage, at: 0)
        stage.app.advanceTime(to: 1)
        #expect(fired.entries == ["0"])
        #expect(chain.allSatisfy { $0.state == .possible })
        expectNoLeftovers(stage)
    }

    @Test("A chain of 2,000 taps, each requiring the next one's failure: a tap fires the last only")
    func longChainBackwards() {
        let stage = GestureStage()
        let fired = GestureLog()
        let chain = taps(2_000, on: stage, fired: fired)
        for index in chain.indices.dropLast() { chain[index].require(toFail: chain[index + 1]) }
        tap(stage, at: 0)
        stage.app.advanceTime(to: 1)
        #expect(fired.entries == ["1999"])
        expectNoLeftovers(stage)
        tap(stage, at: 2)
        #expect(fired.entries == ["1999", "1999"])
    }

    @Test("1,000 taps requiring one double tap's failure: once it fails, the first of them fires")
    func manyRequireOne() {
        let stage = GestureStage()
        let fired = GestureLog()
        let double = UITapGestureRecognizer { _ in fired("double") }
        double.numberOfTapsRequired = 2
        let dependents = taps(1_000, on: stage, fired: fired)
        stage.view.addGestureRecognizer(double)
        for dependent in dependents { dependent.require(toFail: double) }
        tap(stage, at: 0)
        #expect(fired.entries.isEmpty)
        stage.app.advanceTime(to: 1)
        #expect(fired.entries == ["0"])
        expectNoLeftovers(stage)
        tap(stage, at: 2)
        tap(stage, at: 2.15)
        #expect(fired.entries == ["0", "double"])
        stage.app.advanceTime(to: 3)
        expectNoLeftovers(stage)
    }

    @Test("A tap requiring the failure of 500 double taps fires once every one of them has failed")
    func oneRequiresMany() {
        let stage = GestureStage()
        let fired = GestureLog()
        let single = UITapGestureRecognizer { _ in fired("single") }
        stage.view.addGestureRecognizer(single)
        for index in 0..<500 {
            let double = UITapGestureRecognizer { _ in fired("double \(index)") }
            double.numberOfTapsRequired = 2
            stage.view.addGestureRecognizer(double)
            single.require(toFail: double)
        }
        tap(stage, at: 0)
        #expect(fired.entries.isEmpty)
        stage.app.advanceTime(to: 1)
        #expect(fired.entries == ["single"])
        expectNoLeftovers(stage)
    }

    @Test(
        "A chain of 300 taps made by delegates, each requiring the previous one's failure: a tap fires the first",
        arguments: [false, true])
    func delegateMadeChain(asRequired: Bool) {
        let stage = GestureStage()
        let fired = GestureLog()
        let chain = taps(300, on: stage, fired: fired)
        let delegates = chain.map { _ in PairingDelegate() }
        for index in chain.indices {
            chain[index].delegate = delegates[index]
            if asRequired {
                if index + 1 < chain.count { delegates[index].dependent = chain[index + 1] }
            } else if index > 0 {
                delegates[index].required = chain[index - 1]
            }
        }
        tap(stage, at: 0)
        stage.app.advanceTime(to: 1)
        #expect(fired.entries == ["0"])
        expectNoLeftovers(stage)
    }

    @Test("A chain of 300 taps made by delegates, each requiring the next one's failure: a tap fires the last")
    func delegateMadeChainBackwards() {
        let stage = GestureStage()
        let fired = GestureLog()
        let chain = taps(300, on: stage, fired: fired)
        let delegates = chain.map { _ in PairingDelegate() }
        for index in chain.indices {
            chain[index].delegate = delegates[index]
            if index + 1 < chain.count { delegates[index].required = chain[index + 1] }
        }
        tap(stage, at: 0)
        stage.app.advanceTime(to: 1)
        #expect(fired.entries == ["299"])
        expectNoLeftovers(stage)
    }
}
