import Foundation

/// The scroll view's private recognizer that delays its content's touches, as UIKit's does: it
/// never recognizes, it only *fails*, and while it is undecided its `delaysTouchesBegan` makes
/// view delivery hold the content's `touchesBegan` (the same hold any recognizer gets, in
/// `GestureEnvironment.holdsViewDelivery`).
///
/// It fails — releasing the held `touchesBegan` — when ``HitKitDefaults/scrollViewContentTouchDelay``
/// has passed, or when the finger lifts first (then the held `touchesBegan` and the
/// `touchesEnded` reach the content in the same event). When the scroll view's pan begins first,
/// the pan's `cancelsTouchesInView` drops the held `touchesBegan` and the pan's recognition makes
/// this one fail: the content never hears of the touch.
///
/// Before it lets a touch through it asks ``UIScrollView/touchesShouldBegin(_:with:in:)``; a
/// `false` answer, or a touch that caught a moving scroll view, keeps the touch from the content.
final class ScrollViewDelayRecognizer: UIGestureRecognizer {
    weak var scrollView: UIScrollView?
    private var timer: ScheduledTimer?
    private weak var timerClock: (any EventClock)?
    private var lastEvent: UIEvent?

    override init() {
        super.init()
        name = "UIScrollView delayed touches"
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        guard let scrollView else { return }
        if scrollView.isScrollingByItself {
            // A touch that stops a moving scroll view is the scroll view's: no tap on the content.
            for touch in touches { withhold(touch) }
        }
        guard delaysTouchesBegan else {
            letTouchesThrough()
            return
        }
        if timer == nil, let clock {
            timerClock = clock
            timer = clock.schedule(after: HitKitDefaults.scrollViewContentTouchDelay) { [weak self] in
                self?.timer = nil
                self?.letTouchesThrough()
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        if !trackedTouches.contains(where: { $0.isActive && !touches.contains($0) }) { letTouchesThrough() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Asks the scroll view about each touch the content has not seen yet, then fails, which
    /// releases the held phases of the touches it allowed.
    private func letTouchesThrough() {
        guard state == .possible else { return }
        if let scrollView {
            for touch in seenTouches where touch.delivery.progress == .pending {
                guard let view = touch.view, view !== scrollView else { continue }
                if !scrollView.touchesShouldBegin([touch], with: lastEvent, in: view) { withhold(touch) }
            }
        }
        state = .failed
    }

    /// Keeps `touch` from its view for good: view delivery, asked through the recognizer stage,
    /// drops what it held of the touch.
    private func withhold(_ touch: UITouch) {
        guard touch.delivery.progress == .pending, touch.view !== scrollView else { return }
        environment?.keepFromItsView(touch)
    }

    override func reset() {
        super.reset()
        if let timer { timerClock?.cancel(timer) }
        timer = nil
        lastEvent = nil
    }

    /// It never recognizes, so it prevents nothing.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
