/// A collector of diagnostics, bound for one task with ``HitKitDiagnostics/$handler``:
///
/// ```swift
/// HitKitDiagnostics.$handler.withValue({ diagnostics.append($0) }) { application.send(sample) }
/// ```
///
/// The function is kept in a struct because, with Swift 6.3's optimizer, a `TaskLocal` whose
/// value is a function type crashes `withValue` in every optimized (release) caller: the runtime is
/// handed no type metadata for the value. The libFuzzer harness found it (see `Fuzz/README.md`).
public struct DiagnosticHandler: Sendable {
    /// The function that receives each diagnostic.
    public let handle: @Sendable (HitKitDiagnostic) -> Void

    /// A handler that passes each diagnostic to `handle`.
    public init(_ handle: @escaping @Sendable (HitKitDiagnostic) -> Void) { self.handle = handle }

    /// Passes `diagnostic` to the handler's function.
    public func callAsFunction(_ diagnostic: HitKitDiagnostic) { handle(diagnostic) }
}

extension TaskLocal where Value == DiagnosticHandler? {
    /// Binds `handle` as the task's diagnostic handler while `operation` runs.
    @discardableResult
    public func withValue<R>(
        _ handle: @escaping @Sendable (HitKitDiagnostic) -> Void, operation: () throws -> R,
        file: String = #fileID, line: UInt = #line
    ) rethrows -> R {
        try withValue(DiagnosticHandler(handle), operation: operation, file: file, line: line)
    }

    /// Binds `handle` as the task's diagnostic handler while the asynchronous `operation` runs.
    @discardableResult
    public func withValue<R>(
        _ handle: @escaping @Sendable (HitKitDiagnostic) -> Void, operation: () async throws -> R,
        isolation: isolated (any Actor)? = #isolation, file: String = #fileID, line: UInt = #line
    ) async rethrows -> R {
        try await withValue(
            DiagnosticHandler(handle), operation: operation, isolation: isolation, file: file, line: line)
    }
}
