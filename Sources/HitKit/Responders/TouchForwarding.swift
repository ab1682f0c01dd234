import Foundation

/// The bookkeeping of the default `touches…` and `presses…` forwards up a responder chain (see
/// `UIResponder.forward`): how many are nested on the stack right now, the forwards put off
/// because that reached ``HitKitDefaults/maximumNestedForwardingDepth``, and the check that stops a
/// chain that loops.
///
/// An event holds one for the forwards made with it, so no state outlives one delivery. Forwards
/// made with a `nil` event use one held by the first of their touches instead, so that they too
/// never deepen the stack with the depth of the hierarchy.
@MainActor
final class TouchForwarding {
    // Read at every level of every forward: not checked for exclusive access at run time (see the
    // DispatchPipeline article, "What a moved event may cost").

    /// One call of a default `touches…` or `presses…` method, to be made on the next responder.
    enum Call {
        case touches(UITouch.Phase, Set<UITouch>, UIEvent?)
        case presses(UIPress.Phase, Set<UIPress>, UIPressesEvent?)
    }

    /// A forward put off until the outermost one has unwound the stack.
    struct Deferred {
        let responder: UIResponder
        let call: Call
    }

    /// How many forwards are nested on the stack right now.
    @exclusivity(unchecked)
    var depth = 0
    /// The forwards the outermost one has led to so far, to stop a chain that loops.
    @exclusivity(unchecked)
    var loopCheck = ResponderLoopCheck()
    /// The forwards put off, in the order they were made.
    @exclusivity(unchecked)
    var deferred: [Deferred] = []
    /// The event's application while the outermost forward runs (loaded once from the event's
    /// weak reference for the whole chain, for tracing).
    @exclusivity(unchecked)
    var application: UIApplication?
}

@MainActor
extension TouchForwarding.Call {
    /// The method the call makes, for diagnostics ("touchesBegan", "pressesEnded").
    var methodName: String {
        switch self {
        case .touches(let phase, _, _): "touches\(phase)"
        case .presses(let phase, _, _): "presses\(phase)"
        }
    }

    /// The application of the call's event, or of its first touch's or press's window.
    var application: UIApplication? {
        switch self {
        case .touches(_, let touches, let event): event?.application ?? touches.first?.window?.application
        case .presses(_, let presses, let event): event?.application ?? presses.first?.window?.application
        }
    }

    /// The trace event of forwarding the call from `from` to `to`.
    func forwardedTraceEvent(from: UIResponder, to: UIResponder) -> DispatchTraceEvent {
        switch self {
        case .touches(let phase, _, _): .touchesForwarded(phase: phase, from: from, to: to)
        case .presses(let phase, _, _): .pressesForwarded(phase: phase, from: from, to: to)
        }
    }
}
