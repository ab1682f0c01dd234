import Foundation

/// A control that shows a row of page indicators, one per page, and moves one page on a tap.
///
/// As in UIKit:
///
/// - ``numberOfPages`` (default 0) and ``currentPage`` (default 0, kept within 0 and
///   `numberOfPages - 1`) set in code send no action. Negative page counts count as 0.
/// - The indicators are centred in the control, ``HitKitDefaults/pageIndicatorSpacing`` apart. A
///   tap on the leading side of the current page's indicator moves to the previous page, on its
///   trailing side (or on it) to the next, when the finger lifts inside the control, sending
///   ``UIControl/Event/valueChanged`` and then ``UIControl/Event/primaryActionTriggered`` — nothing
///   at the first or last page. Right to left, the sides swap.
/// - With ``hidesForSinglePage`` and a single page, nothing is shown and a tap does nothing.
///
/// A parent's single-finger single tap does not begin over a page control (Apple's exemption in
/// "Attaching gesture recognizers to UIKit controls"). HitKit draws nothing.
///
/// Since iOS 14, with ``allowsContinuousInteraction`` (default `true`) a press that drags along
/// the control scrubs: once the finger has moved ``HitKitDefaults/pageControlScrubStartDistance``
/// (10 points) sideways, the current page follows the indicator nearest the finger, each change
/// sending valueChanged (then primaryActionTriggered), and the lift moves no further page.
/// ``interactionState`` tells how the page last changed: ``InteractionState/discrete``
/// for a tap, ``InteractionState/continuous`` for a scrub, and
/// ``InteractionState/none`` after code set ``currentPage``. Apple documents the
/// property and the states but no distance or rule for the scrub: those are HitKit's choices.
///
/// Inside a scroll view the scrub wins over the scroll view's pan: the pan does begin, but
/// ``UIScrollView/touchesShouldCancel(in:)`` refuses to cancel a control's touch by default, so
/// the page control keeps its touch (and the content moves with the drag, as it does over any
/// control). An ancestor's own ``UIPanGestureRecognizer`` is not exempted (Apple lists only a
/// single tap for `UIPageControl`): it takes the drag and cancels the scrub.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// Creates a page control without pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of pages (default 0); a negative number counts as 0.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(0, newValue)
            currentPage = storedCurrentPage
        }
    }

    /// The page shown (default 0), kept within 0 and `numberOfPages - 1`. Setting it sends no
    /// action, and sets ``interactionState`` to `.none`.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = min(max(newValue, 0), max(numberOfPages - 1, 0))
            interactionState = .none
        }
    }

    /// How the user last changed the page.
    public enum InteractionState: Int, Hashable, Sendable {
        /// No interaction changed the page (the default, and after code set it).
        case none = 0
        /// A single, discrete interaction (a tap) changed the page.
        case discrete = 1
        /// A continuous interaction (a scrub) changed the page.
        case continuous = 2
    }

    /// Whether a press that drags along the control scrubs through the pages (default `true`).
    open var allowsContinuousInteraction = true

    /// How the current page last changed: by a tap, a scrub, or code.
    open private(set) var interactionState: InteractionState = .none

    /// Where the tracked touch began, in the control's coordinates, and whether it scrubs.
    private var pressLocation: CGPoint = .zero
    private var isScrubbing = false

    /// Whether the indicator is hidden when there is only one page (default `false`).
    open var hidesForSinglePage = false

    /// The tint of the other pages' indicators (stored, not drawn).
    open var pageIndicatorTintColor: UIColor?
    /// The tint of the current page's indicator (stored, not drawn).
    open var currentPageIndicatorTintColor: UIColor?

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0

    // MARK: Tracking

    /// Notes where the press began, for a scrub.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressLocation = touch.location(in: self)
        isScrubbing = false
        return true
    }

    /// Scrubs, once the finger moved far enough sideways: the page follows the nearest indicator.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard allowsContinuousInteraction, numberOfPages > 1, !(hidesForSinglePage && numberOfPages == 1) else {
            return true
        }
        let location = touch.location(in: self)
        guard location.x.isFinite, pressLocation.x.isFinite else { return true }
        if !isScrubbing {
            guard abs(location.x - pressLocation.x) >= HitKitDefaults.pageControlScrubStartDistance else {
                return true
            }
            isScrubbing = true
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let fromMiddle = (location.x - bounds.midX) / HitKitDefaults.pageIndicatorSpacing
        let offset = (rightToLeft ? -fromMiddle : fromMiddle) + CGFloat(numberOfPages - 1) / 2
        let page = Int(min(max(offset.rounded(), 0), CGFloat(numberOfPages - 1)))
        guard page != currentPage else { return true }
        storedCurrentPage = page
        interactionState = .continuous
        sendValueChangedByTouch(with: event)
        return true
    }

    /// Moves one page towards the side of the current indicator the finger lifted on, sending
    /// valueChanged if the page changed — unless the press scrubbed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard !isScrubbing else { return }
        guard let touch, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let location = touch.location(in: self)
        guard bounds.finiteSafeContains(location), numberOfPages > 1 else { return }
        let offset = CGFloat(currentPage) - CGFloat(numberOfPages - 1) / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let indicatorX = bounds.midX + (rightToLeft ? -offset : offset) * HitKitDefaults.pageIndicatorSpacing
        let onLeadingSide = rightToLeft ? location.x > indicatorX : location.x < indicatorX
        let page = currentPage + (onLeadingSide ? -1 : 1)
        guard page >= 0, page < numberOfPages else { return }
        storedCurrentPage = page
        interactionState = .discrete
        sendValueChangedByTouch(with: event)
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single-finger single tap: Apple's exemption for "a single finger
    /// single tap … on a … UIPageControl".
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !isAncestorSingleTap(gestureRecognizer) else { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
