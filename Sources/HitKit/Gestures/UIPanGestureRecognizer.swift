import Foundation

/// A continuous recognizer for dragging: one or more fingers moving across the view.
///
/// The pan begins once the touches' centroid has moved more than
/// ``HitKitDefaults/panStartDistance`` from where it started (with between
/// ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers down), changes on every move,
/// ends when fewer than ``minimumNumberOfTouches`` fingers remain, and is cancelled when its
/// touches are. It fails if the fingers lift before it began.
///
/// ``translation(in:)`` is measured from where the touches began — so at `began` it already
/// holds the movement that started the pan — and does not jump when fingers join or leave.
/// (Before the pan begins, movement made with too few or too many fingers does not count.)
/// ``velocity(in:)`` comes from a ``VelocityTracker``.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan (default 1). With fewer down the pan does not begin, and
    /// one in progress ends. Values below 1 count as 1: a pan needs a finger, and ends when the
    /// last one lifts.
    @exclusivity(unchecked)
    open var minimumNumberOfTouches: Int = 1

    /// The most fingers that can pan (default `Int.max`). With more down the pan does not begin;
    /// once it has begun, extra fingers are ignored. Below the minimum, the pan never begins.
    @exclusivity(unchecked)
    open var maximumNumberOfTouches: Int = .max

    /// The scroll events that may pan (default: none): `.discrete` for a mouse wheel,
    /// `.continuous` for a trackpad, `.all` for both. A scroll view's pan admits all. A scroll
    /// event admitted drives the pan through began, changed and ended with no touch: its
    /// translation follows the scroll's deltas (see <doc:ScrollInput>). Touches pan whatever
    /// the mask says.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// ``minimumNumberOfTouches``, at least 1.
    private var touchesMinimum: Int { max(1, minimumNumberOfTouches) }

    /// The touches whose centroid the translation follows now.
    @exclusivity(unchecked)
    private var pannedTouches: [UITouch] = []
    /// The centroid of ``pannedTouches`` (window coordinates) when they became the panned set.
    @exclusivity(unchecked)
    private var anchor: CGPoint = .zero
    /// The translation accumulated by earlier sets of touches, in window coordinates.
    @exclusivity(unchecked)
    private var accumulated: CGPoint = .zero
    /// What ``setTranslation(_:in:)`` added, in window coordinates.
    private var translationOffset: CGPoint = .zero
    @exclusivity(unchecked)
    var velocityTracker = VelocityTracker()
    /// The scroll that drives the pan instead of touches, if any (see UIPanGestureRecognizer+Scroll).
    var scroll: PanScroll?
    /// Set by ``setTranslation(_:in:)``: the velocity reads zero until the touches next change.
    @exclusivity(unchecked)
    var velocityIsReset = false

    // MARK: Translation and velocity

    /// The total movement of the touches' centroid, in window coordinates, ignoring
    /// ``setTranslation(_:in:)``.
    var rawTranslation: CGPoint {
        if let scroll { return scroll.translation }
        let centroid = Self.windowCentroid(of: pannedTouches)
        return CGPoint(x: accumulated.x + centroid.x - anchor.x, y: accumulated.y + centroid.y - anchor.y)
    }

    /// The pan's translation in `view`'s coordinate system (nil: the window's): how far the
    /// touches have moved since they began, plus what ``setTranslation(_:in:)`` set.
    open func translation(in view: UIView?) -> CGPoint {
        let raw = rawTranslation
        let total = CGPoint(x: raw.x + translationOffset.x, y: raw.y + translationOffset.y)
        return Self.vector(total, fromWindowTo: view)
    }

    /// Sets the translation, in `view`'s coordinate system (nil: the window's); later movement
    /// adds to it. The common pattern — apply the translation, then set it back to zero on every
    /// change — works as in UIKit.
    ///
    /// As Apple's reference says, "changing the translation value resets the velocity of the
    /// pan": ``velocity(in:)`` reads zero until the touches next move or lift. The estimate then
    /// resumes from the touches' own recent movement, so a fling read at `ended` still has its
    /// speed.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let wanted = Self.vector(translation, toWindowFrom: view)
        let raw = rawTranslation
        translationOffset = CGPoint(x: wanted.x - raw.x, y: wanted.y - raw.y)
        velocityIsReset = true
    }

    /// How fast the touches move, in points per second in `view`'s coordinate system (nil: the
    /// window's). Zero once the fingers have rested for ``HitKitDefaults/velocityStoppedInterval``,
    /// and right after ``setTranslation(_:in:)``.
    open func velocity(in view: UIView?) -> CGPoint {
        if velocityIsReset { return .zero }
        let now = clock?.now ?? velocityTracker.samples.last?.time ?? 0
        return Self.vector(velocityTracker.velocity(at: now), fromWindowTo: view)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        velocityIsReset = false
        if state == .began || state == .changed {
            ignoreTouchesBeyondMaximum(of: touches, with: event)
        }
        followActiveTouches()
        velocityTracker.addSample(rawTranslation, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        velocityIsReset = false
        followActiveTouches()
        velocityTracker.addSample(rawTranslation, at: event.timestamp)
        switch state {
        case .possible:
            let count = pannedTouches.count
            guard count >= touchesMinimum, count <= maximumNumberOfTouches else { return }
            let moved = rawTranslation
            guard hypot(moved.x, moved.y) > HitKitDefaults.panStartDistance else { return }
            if mayBegin(withTranslation: moved) {
                state = .began
            } else {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        velocityIsReset = false
        let lift = rawTranslation
        if let newest = velocityTracker.samples.last?.position, newest != lift {
            velocityTracker.addSample(lift, at: event.timestamp)  // the finger moved as it lifted
        }
        followActiveTouches()
        switch state {
        case .possible:
            if pannedTouches.isEmpty { state = .failed }
        case .began, .changed:
            if pannedTouches.count < touchesMinimum { state = .ended }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        followActiveTouches()
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        pannedTouches = []
        anchor = .zero
        accumulated = .zero
        translationOffset = .zero
        velocityIsReset = false
        velocityTracker.reset()
        scroll = nil
        scrollPointer = nil
    }

    // MARK: Subclass hooks

    /// Whether the pan may begin now that it moved `translation` (window coordinates) past the
    /// start distance; `false` makes it fail. The screen-edge pan checks the direction here.
    func mayBegin(withTranslation translation: CGPoint) -> Bool { true }

    /// A scroll (a wheel tick when `discrete`, else a trackpad) is about to drive the pan; the
    /// scroll view's pan starts tracking here.
    func scrollWillBegin(discrete: Bool) {}

    // MARK: Touch bookkeeping

    /// Makes the translation follow the tracked touches that are down, without a jump: the
    /// movement of the previous set is kept in ``accumulated``.
    private func followActiveTouches() {
        // The usual move: the same fingers as before, checked without building a list.
        if activeTouchesArePanned { return }
        let active = trackedTouches.filter(\.isActive)
        let count = pannedTouches.count
        let couldPan = count >= touchesMinimum && count <= maximumNumberOfTouches
        // Before the pan began, movement made with too few or too many fingers does not count.
        if state == .possible && !couldPan {
            accumulated = .zero
            velocityTracker.reset()  // the translation restarts: earlier samples no longer fit it
        } else {
            accumulated = rawTranslation
        }
        pannedTouches = active
        anchor = Self.windowCentroid(of: active)
    }

    /// Whether the active tracked touches are ``pannedTouches``, in order.
    private var activeTouchesArePanned: Bool {
        var index = 0
        for touch in trackedTouches where touch.isActive {
            guard index < pannedTouches.count, pannedTouches[index] === touch else { return false }
            index += 1
        }
        return index == pannedTouches.count
    }

    private func ignoreTouchesBeyondMaximum(of touches: Set<UITouch>, with event: UIEvent) {
        let active = trackedTouches.filter(\.isActive)
        let excess = active.count - maximumNumberOfTouches
        guard excess > 0 else { return }
        let newest = active.filter { touches.contains($0) }.suffix(excess)
        for touch in newest { ignore(touch, for: event) }
    }
}

/// The kinds of scroll event a pan recognizer may take (UIKit's `UIScrollTypeMask`).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Discrete scrolls (a mouse wheel).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Continuous scrolls (a trackpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
