import Testing

@testable import HitKit

/// `HitKitDiagnostics.$handler.withValue` binds a collector of diagnostics for one operation.
///
/// Before ``DiagnosticHandler``, the task-local held the function itself, and every optimized caller
/// of `withValue` crashed in `swift_task_localValuePush` (Swift 6.3 hands the runtime no type
/// metadata for a function-typed task-local): a release-built client whose whole program was
/// `HitKitDiagnostics.$handler.withValue({ _ in }) { 42 }` crashed. Debug builds hide it, so these
/// pass there either way; run them with `swift test -c release --filter DiagnosticHandlerTests`.
/// libFuzzer found it on its first input (`Fuzz/run`).
@MainActor
@Suite("Diagnostic handler")
struct DiagnosticHandlerTests {
    @Test("A handler bound for an operation receives the diagnostics reported in it, and only those")
    func boundForOneOperation() {
        let stage = CoreStage()
        let collected = CollectedDiagnostics()
        HitKitDiagnostics.$handler.withValue({ collected.append($0) }, operation: { stage.move(7, 10, 10, at: 0) })
        #expect(HitKitDiagnostics.handler == nil)
        #expect(collected.codes == [.unexpectedPointerPhase])
    }

    @Test("An inner handler replaces the outer one until its operation ends")
    func nested() {
        let stage = CoreStage()
        let outer = CollectedDiagnostics()
        let inner = CollectedDiagnostics()
        let report: @Sendable (HitKitDiagnostic) -> Void = { inner.append($0) }
        HitKitDiagnostics.$handler.withValue(
            { outer.append($0) },
            operation: {
                HitKitDiagnostics.$handler.withValue(report) { stage.move(7, 10, 10, at: 0) }
                stage.up(8, 10, 10, at: 0.1)
            })
        #expect(inner.all.map(\.context) == ["pointer 7"])
        #expect(outer.all.map(\.context) == ["pointer 8"])
    }

    @Test("A handler bound around an asynchronous operation receives its diagnostics")
    func asynchronous() async {
        let stage = CoreStage()
        let collected = CollectedDiagnostics()
        await HitKitDiagnostics.$handler.withValue(
            { collected.append($0) },
            operation: {
                await Task.yield()
                stage.move(7, 10, 10, at: 0)
            })
        #expect(collected.codes == [.unexpectedPointerPhase])
    }
}
