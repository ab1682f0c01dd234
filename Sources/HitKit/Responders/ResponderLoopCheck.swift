import Foundation

/// Tells a responder chain that comes back on itself (a `next` override that loops) from a merely
/// long one, so that walks of any length finish and only a real loop is stopped.
///
/// The first ``threshold`` steps cost nothing: real chains are far shorter. Past them, each
/// responder reached is remembered, and the chain is a loop when one is reached again — within one
/// more turn of the loop, however long the chain before it. A chain of two million distinct
/// responders goes to its end.
struct ResponderLoopCheck {
    /// How many steps are taken before responders are remembered.
    static let threshold = 1_000_000

    /// How many steps have been taken.
    private(set) var steps = 0
    /// Whether the chain was found to loop; every later step is refused.
    private(set) var foundLoop = false
    /// The responders reached past the threshold, held so that none is freed and its identity
    /// reused while the walk goes on.
    private var reached: [ObjectIdentifier: UIResponder] = [:]

    /// Records a step to `responder`. Returns `false` if the chain has come back to a responder it
    /// already reached (and for every step after that).
    mutating func step(to responder: UIResponder) -> Bool {
        if foundLoop { return false }
        steps += 1
        guard steps > Self.threshold else { return true }
        if reached.updateValue(responder, forKey: ObjectIdentifier(responder)) == nil { return true }
        foundLoop = true
        return false
    }
}
