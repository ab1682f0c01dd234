import Foundation

/// Searches of touch lists on the dispatch path, written as loops: a main-actor closure handed to
/// the standard library's `contains(where:)` is wrapped in a run-time isolation check on every
/// call, which on a moved event with ten recognizers cost more than the search itself.
extension Array where Element == UITouch {
    /// Whether the list holds `touch` itself.
    @MainActor @inline(__always)
    func containsIdentical(_ touch: UITouch) -> Bool {
        for element in self where element === touch { return true }
        return false
    }

    /// Whether a touch of the list is still down.
    @MainActor @inline(__always)
    var containsActive: Bool {
        for element in self where element.isActive { return true }
        return false
    }

    /// Whether a touch of the list has lifted or was cancelled.
    @MainActor @inline(__always)
    var containsInactive: Bool {
        for element in self where !element.isActive { return true }
        return false
    }
}
