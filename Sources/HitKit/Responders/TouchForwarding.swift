import Foundation

/// The bookkeeping of the default `touches…` forwards up a responder chain (see
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

    /// A forward put off until the outermost one has unwound the stack.
    struct Deferred {
        let responder: UIResponder
        let phase: UITouch.Phase
        let touches: Set<UITouch>
        let event: UIEvent?
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
