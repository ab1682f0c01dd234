import Foundation

/// Groups layer changes into a transaction, as Core Animation does: `begin()` and `commit()` nest,
/// and each level has its own `disableActions`, `animationDuration` and completion block.
///
/// HitKit has no implicit animations yet: a layer's model values change at once, so a transaction
/// only records its settings for the code that reads them, and a completion block runs when the
/// transaction that holds it commits (Core Animation runs it once the transaction's animations
/// finish, at once when there are none). A completion set with no explicit transaction open runs at
/// once. Main-actor state, like the layers it groups.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private struct Level {
        var disableActions = false
        var animationDuration: TimeInterval = 0.25
        var completionBlocks: [@MainActor () -> Void] = []
    }

    private static var levels: [Level] = []

    /// Opens a transaction, nested in the current one if any.
    public static func begin() { levels.append(Level()) }

    /// Closes the innermost transaction and runs its completion blocks, in the order they were
    /// set. A commit with no open transaction does nothing.
    public static func commit() {
        guard let level = levels.popLast() else { return }
        for block in level.completionBlocks { block() }
    }

    /// Whether the innermost transaction disables layer actions (default `false`).
    public static func disableActions() -> Bool { levels.last?.disableActions ?? false }

    /// Sets whether the innermost transaction disables layer actions.
    public static func setDisableActions(_ flag: Bool) {
        guard !levels.isEmpty else { return }
        levels[levels.count - 1].disableActions = flag
    }

    /// The innermost transaction's animation duration, in seconds (default 0.25, Core Animation's).
    public static func animationDuration() -> TimeInterval { levels.last?.animationDuration ?? 0.25 }

    /// Sets the innermost transaction's animation duration, in seconds.
    public static func setAnimationDuration(_ dur: TimeInterval) {
        guard !levels.isEmpty else { return }
        levels[levels.count - 1].animationDuration = dur
    }

    /// Sets a block to run when the innermost transaction commits; with no open transaction it
    /// runs at once. Only the last block set on a transaction runs, as in Core Animation.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard !levels.isEmpty else {
            block?()
            return
        }
        levels[levels.count - 1].completionBlocks = block.map { [$0] } ?? []
    }

    /// Forgets every open transaction (for tests that must start clean).
    static func reset() { levels = [] }
}
