import Foundation

/// The completion of one UIView animation block: waits for every animation the block added to
/// stop, then calls the block's completion once, with `true` when all of them ran to their end and
/// `false` when one was removed before (UIKit's rule).
@MainActor
final class ViewAnimationCompletion: LayerAnimationObserver {
    private let completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var isSealed = false
    private var hasRun = false

    init(_ completion: ((Bool) -> Void)?) { self.completion = completion }

    /// Counts an animation added for the block.
    func expect() { pending += 1 }

    /// The block added all its animations: the completion runs when the last one stops; at once
    /// (on `clock` at its now, or synchronously without a clock) when there was none.
    func seal(clock: (any EventClock)?) {
        isSealed = true
        guard pending == 0 else { return }
        if let clock {
            clock.schedule(after: 0) { [self] in run() }
        } else {
            run()
        }
    }

    func layerAnimationDidStart(_ entry: LayerAnimationEntry) {}

    func layerAnimationDidStop(_ entry: LayerAnimationEntry, finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        if isSealed && pending == 0 { run() }
    }

    private func run() {
        guard !hasRun else { return }
        hasRun = true
        completion?(allFinished)
    }
}
