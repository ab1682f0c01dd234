import Foundation

/// The one-touch array and set of the last touch that moved alone in its window, made once per
/// touch: the usual one-finger event passes them to the recognizers and the view instead of
/// building new ones on every moved sample. One cache, shared by both delivery stages; its buffers
/// are kept from touch to touch.
@MainActor
final class SingleTouchCache {
    private var touch: UITouch?
    private var touchArray: [UITouch] = []
    private var touchSet: Set<UITouch> = []

    /// `[touch]`, made once while `touch` is the cached one.
    func array(of touch: UITouch) -> [UITouch] {
        hold(touch)
        return touchArray
    }

    /// `Set([touch])`, made once while `touch` is the cached one.
    func set(of touch: UITouch) -> Set<UITouch> {
        hold(touch)
        return touchSet
    }

    /// Lets go of `touch` (it lifted), so that the cache keeps no touch that is up.
    func forget(_ touch: UITouch) {
        guard self.touch === touch else { return }
        self.touch = nil
        touchArray.removeAll(keepingCapacity: true)
        touchSet.removeAll(keepingCapacity: true)
    }

    /// Refills the array and the set in place: no allocation unless a receiver kept one of them.
    private func hold(_ touch: UITouch) {
        guard self.touch !== touch else { return }
        self.touch = touch
        touchArray.removeAll(keepingCapacity: true)
        touchArray.append(touch)
        touchSet.removeAll(keepingCapacity: true)
        touchSet.insert(touch)
    }
}
