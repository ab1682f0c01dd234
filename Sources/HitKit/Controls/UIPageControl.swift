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
/// "Attaching gesture recognizers to UIKit controls"). HitKit draws nothing. Scrubbing by
/// press-and-drag (`allowsContinuousInteraction`, iOS 14) is not modelled yet.
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
    /// action.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = min(max(newValue, 0), max(numberOfPages - 1, 0)) }
    }

    /// Whether the indicator is hidden when there is only one page (default `false`).
    open var hidesForSinglePage = false

    /// The tint of the other pages' indicators (stored, not drawn).
    open var pageIndicatorTintColor: UIColor?
    /// The tint of the current page's indicator (stored, not drawn).
    open var currentPageIndicatorTintColor: UIColor?

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0

    // MARK: Tracking

    /// Moves one page towards the side of the current indicator the finger lifted on, sending
    /// valueChanged if the page changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
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
