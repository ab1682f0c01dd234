import Foundation
import Testing

@testable import HitKit

/// Bad host input is reported as a diagnostic and survived, never trapped on.
@MainActor
@Suite("Host input errors")
struct HostInputErrorsTests {
    private func sample(_ id: Int, _ phase: PointerSample.Phase, _ x: CGFloat, _ y: CGFloat, _ time: TimeInterval)
        -> PointerSample
    {
        PointerSample(pointerID: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: time)
    }

    @Test("A move, lift or cancel for a pointer that is not down is reported and ignored")
    func unknownPointer() {
        let stage = CoreStage()
        stage.view("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        let found = diagnostics {
            stage.move(7, 10, 10, at: 0)
            stage.up(8, 10, 10, at: 0.1)
            stage.app.send(sample(9, .cancel, 10, 10, 0.2))
        }
        #expect(found.codes == [.unexpectedPointerPhase, .unexpectedPointerPhase, .unexpectedPointerPhase])
        #expect(found.all[0].context == "pointer 7")
        #expect(stage.journal.entries.isEmpty && stage.app.activeTouches.isEmpty)
    }

    @Test("A second down for a pointer that is already down is reported and treated as a move")
    func repeatedDown() {
        let stage = CoreStage()
        stage.view("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.down(1, 10, 10, at: 0)
        let found = diagnostics { stage.down(1, 20, 10, at: 0.1) }
        #expect(found.codes == [.unexpectedPointerPhase])
        #expect(stage.journal.entries == ["v began 1", "v moved 1"])
        #expect(stage.app.activeTouches.count == 1)
    }

    @Test("A touch-down at a NaN or infinite location is reported and hits nothing")
    func nonFiniteDown() {
        let stage = CoreStage()
        stage.view("v", CGRect(x: 0, y: 0, width: 320, height: 480))
        let found = diagnostics {
            stage.down(1, .nan, 10, at: 0)
            stage.down(2, 10, .infinity, at: 0.1)
            stage.up(1, 10, 10, at: 0.2)
            stage.up(2, 10, 10, at: 0.3)
        }
        #expect(found.codes == [.nonFiniteInput, .nonFiniteInput])
        #expect(stage.journal.entries.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A NaN move is reported; the touch keeps its last location and its view hears nothing")
    func nonFiniteMove() throws {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.down(1, 10, 10, at: 0)
        let found = diagnostics { stage.move(1, .nan, .nan, at: 0.1) }
        #expect(found.codes == [.nonFiniteInput])
        let touch = try #require(stage.app.activeTouches.first)
        #expect(touch.location(in: view) == CGPoint(x: 10, y: 10))
        #expect(touch.phase == .stationary)
        stage.up(1, 30, 10, at: 0.2)
        #expect(stage.journal.entries == ["v began 1", "v ended 1"])
        #expect(touch.previousLocation(in: view) == CGPoint(x: 10, y: 10))
    }

    @Test("A NaN lift still ends the touch, at its last location")
    func nonFiniteUp() {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.down(1, 10, 10, at: 0)
        let found = diagnostics { stage.up(1, .nan, 5, at: 0.1) }
        #expect(found.codes == [.nonFiniteInput])
        #expect(stage.journal.entries == ["v began 1", "v ended 1"])
        #expect(view.received.last?.touches.first?.location(in: view) == CGPoint(x: 10, y: 10))
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A non-finite timestamp is reported and the clock's current time is used")
    func nonFiniteTimestamp() {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.app.advanceTime(to: 3)
        let found = diagnostics { stage.down(1, 10, 10, at: .nan) }
        #expect(found.codes == [.nonFiniteInput])
        #expect(view.received.first?.touches.first?.timestamp == 3)
        #expect(stage.app.clock.now == 3)
        _ = diagnostics { stage.up(1, 10, 10, at: .infinity) }
        #expect(stage.app.clock.now == 3)
    }

    @Test("A timestamp earlier than the clock is taken as the clock's current time")
    func backwardsTimestamp() {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.down(1, 10, 10, at: 5)
        let found = diagnostics { stage.up(1, 10, 10, at: 2) }
        #expect(found.codes.isEmpty)
        #expect(view.received.last?.touches.first?.timestamp == 5)
        #expect(stage.app.clock.now == 5)
    }

    @Test("Samples with one timestamp form one event; a repeated pointer starts the next")
    func batching() {
        let stage = CoreStage()
        let pad = stage.view("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.isMultipleTouchEnabled = true
        stage.app.send([sample(1, .down, 10, 10, 0), sample(2, .down, 20, 20, 0), sample(1, .move, 15, 10, 0)])
        #expect(stage.journal.entries == ["pad began 2", "pad moved 1"])
        stage.app.send([sample(1, .move, 16, 10, 1), sample(2, .move, 21, 20, 2)])
        #expect(stage.journal.entries.suffix(2) == ["pad moved 1", "pad moved 1"])
    }

    @Test("cancelAllTouches cancels every touch that is down")
    func cancelAll() {
        let stage = CoreStage()
        stage.view("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view("b", CGRect(x: 100, y: 0, width: 100, height: 100))
        stage.down(1, 10, 10, at: 0)
        stage.down(2, 150, 10, at: 0.1)
        stage.app.cancelAllTouches()
        #expect(stage.journal.entries == ["a began 1", "b began 1", "a cancelled 1", "b cancelled 1"])
        #expect(stage.app.activeTouches.isEmpty)
        let found = diagnostics { stage.up(1, 10, 10, at: 0.2) }
        #expect(found.codes == [.unexpectedPointerPhase])
    }

    @Test("Diagnostics describe their code, message and context")
    func diagnosticDescription() {
        let diagnostic = HitKitDiagnostic(code: .nonFiniteInput, message: "bad", context: "pointer 1")
        #expect(diagnostic.description == "nonFiniteInput: bad [pointer 1]")
        #expect(HitKitDiagnostic(code: .impureHitTest, message: "m").description == "impureHitTest: m")
        #expect(HitKitDiagnostic.Code.cyclicHierarchy.name == "cyclicHierarchy")
    }

    @Test("Diagnostics reach the application's observers as trace events")
    func diagnosticsAreTraced() {
        let stage = CoreStage()
        let observer = DiagnosticObserver()
        stage.app.addObserver(observer)
        _ = diagnostics { stage.move(4, 1, 1, at: 0) }
        #expect(observer.codes == [.unexpectedPointerPhase])
        stage.app.removeObserver(observer)
        _ = diagnostics { stage.move(4, 1, 1, at: 0.1) }
        #expect(observer.codes.count == 1)
    }
}

/// Records the diagnostics traced to an application's observers.
@MainActor
private final class DiagnosticObserver: DispatchObserver {
    var codes: [HitKitDiagnostic.Code] = []
    func dispatch(_ event: DispatchTraceEvent) {
        if case .diagnostic(let diagnostic) = event { codes.append(diagnostic.code) }
    }
}
