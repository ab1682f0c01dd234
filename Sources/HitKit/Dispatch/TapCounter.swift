import Foundation

/// Counts taps for ``EventQueue``: a touch-down near where a tap ended, soon enough after it,
/// continues its count (`UITouch.tapCount`); otherwise it starts at 1.
@MainActor
struct TapCounter {
    private struct RecentTap {
        var location: CGPoint
        var endTime: TimeInterval
        var tapCount: Int
    }

    /// The taps that ended within ``HitKitDefaults/multiTapInterval`` of the last count.
    private var recentTaps: [RecentTap] = []

    /// The tap count of a touch going down at `location` (screen coordinates) at `time`: one more
    /// than a recent tap's near it, which it continues (and so takes out of the list), else 1.
    mutating func count(at location: CGPoint, time: TimeInterval) -> Int {
        recentTaps.removeAll { time - $0.endTime > HitKitDefaults.multiTapInterval }
        guard
            let index = recentTaps.firstIndex(where: {
                distance($0.location, location) <= HitKitDefaults.multiTapDistance
            })
        else { return 1 }
        return recentTaps.remove(at: index).tapCount + 1
    }

    /// Remembers `touch`, which lifted at `time`, as a tap if it hit a view and barely moved.
    mutating func remember(_ touch: UITouch, at time: TimeInterval) {
        guard touch.view != nil,
            distance(touch.startScreenLocation, touch.screenLocation) <= HitKitDefaults.tapMovementTolerance
        else { return }
        recentTaps.append(RecentTap(location: touch.screenLocation, endTime: time, tapCount: touch.tapCount))
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
