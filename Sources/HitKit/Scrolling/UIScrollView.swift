import Foundation

/// A view that lets the user scroll and zoom its content, with UIKit's touch behaviour.
///
/// `contentOffset` *is* `bounds.origin`: scrolling shifts the coordinate system of the
/// subviews, so hit-testing, `convert(_:to:)` and `UITouch.location(in:)` see the content where it
/// is drawn. Setting either one sets the other, and every change calls the delegate's
/// ``UIScrollViewDelegate/scrollViewDidScroll(_:)``.
///
/// Two gesture recognizers on the scroll view decide who gets a touch, as in UIKit:
/// - ``panGestureRecognizer`` drags the content. It begins once the finger has moved
///   ``HitKitDefaults/panStartDistance``; when it begins, the content's touches are cancelled
///   (``canCancelContentTouches``, ``touchesShouldCancel(in:)``).
/// - a private recognizer holds the content's `touchesBegan` for
///   ``HitKitDefaults/scrollViewContentTouchDelay`` (``delaysContentTouches``), so that a drag
///   never starts as a touch on a button.
///
/// See the "Scroll views and touches" article for the rules, what Apple documents and what HitKit
/// chose where it does not.
///
/// HitKit has no safe areas, status bar or scroll indicators: ``adjustedContentInset`` is
/// ``contentInset``, and ``scrollsToTop``, ``showsVerticalScrollIndicator`` and
/// ``showsHorizontalScrollIndicator`` are stores.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Recognizers

    /// The pan recognizer that drags the content. Read-only, as in UIKit: configure it (e.g.
    /// `minimumNumberOfTouches`) or make other recognizers `require(toFail:)` it.
    ///
    /// Its delegate is the scroll view, as in UIKit: a subclass that adopts
    /// `UIGestureRecognizerDelegate` answers its delegate methods (say,
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` to let an enclosing pan run too).
    /// Setting another delegate is refused with an `invalidGestureRecognizerDelegate`
    /// ``HitKitDiagnostic`` (UIKit raises an exception). A plain `UIScrollView` does not adopt the
    /// protocol in Swift, so its pan reports no delegate.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    let scrollPan = ScrollViewPanGestureRecognizer()
    /// The recognizer that delays the content's `touchesBegan` (see ``delaysContentTouches``).
    let delayRecognizer = ScrollViewDelayRecognizer()
    /// The pinch recognizer that zooms, created when zooming becomes possible.
    var zoomPinch: UIPinchGestureRecognizer?

    // MARK: Content geometry

    /// The size of the content, in points (default `.zero`). With ``contentInset`` it sets how far
    /// the content can scroll.
    open var contentSize: CGSize = .zero

    /// Extra room around the content, in points (default `.zero`).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard oldValue != contentInset else { return }
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    /// The insets the scrolling range is computed with. HitKit has no safe areas or bars, so it is
    /// ``contentInset`` whatever ``contentInsetAdjustmentBehavior`` says.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// How the safe area would adjust the content inset (default `.automatic`). A store: HitKit has
    /// no safe areas.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Called when ``adjustedContentInset`` changes. The default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// The point of the content at the scroll view's top-left corner: `bounds.origin`. A
    /// non-finite offset is ignored and reported as a ``HitKitDiagnostic`` (`nonFiniteInput`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                HitKitDiagnostics.report(
                    HitKitDiagnostic(
                        code: .nonFiniteInput, message: "a scroll view's content offset must be finite; it was ignored",
                        context: "contentOffset \(newValue)"),
                    in: window?.application)
                return
            }
            var rect = bounds
            rect.origin = newValue
            bounds = rect
        }
    }

    /// `bounds` as UIView's, but a change of origin is a scroll: it calls
    /// ``UIScrollViewDelegate/scrollViewDidScroll(_:)``.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// Scrolls to `contentOffset`: at once, or when `animated`, over
    /// ``HitKitDefaults/scrollViewAnimationDuration`` on the application's clock, then calling
    /// ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``. A drag or a deceleration
    /// in progress stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrolling()
        guard animated, contentOffset != self.contentOffset, let clock = window?.application?.clock else {
            self.contentOffset = contentOffset
            return
        }
        animateContentOffset(to: contentOffset, clock: clock)
    }

    /// Scrolls the least needed for `rect` (in content coordinates) to be visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        var offset = visible.origin
        if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// The smallest and largest content offsets the content can rest at; always finite.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let size = bounds.size
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - size.width),
            y: max(minimum.y, contentSize.height + inset.bottom - size.height))
        // Made finite and ordered (a NaN or infinite content size or inset cannot spread).
        let range = ScrollOffsetRange(minimum: minimum, maximum: maximum)
        return (range.minimum, range.maximum)
    }

    /// `offset` brought into ``offsetRange``.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(
            x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    // MARK: Scrolling behaviour

    /// Whether the user can scroll (default `true`). When `false` the pan recognizer is disabled and
    /// content touches are not delayed: touches go to the content and up the responder chain.
    open var isScrollEnabled: Bool = true {
        didSet { updateRecognizers() }
    }

    /// Whether a drag that starts mostly along one axis scrolls along that axis only (default
    /// `false`).
    open var isDirectionalLockEnabled: Bool = false

    /// Whether scrolling stops on multiples of the scroll view's bounds (default `false`).
    open var isPagingEnabled: Bool = false

    /// Whether, at either end of its horizontal range, the scroll view passes horizontal scroll
    /// events (a wheel, a trackpad) to a containing scroll view (default `true`; iOS 17.4). See
    /// <doc:ScrollInput>.
    open var transfersHorizontalScrollingToParent: Bool = true

    /// Whether, at either end of its vertical range, the scroll view passes vertical scroll
    /// events (a wheel, a trackpad) to a containing scroll view (default `true`; iOS 17.4). See
    /// <doc:ScrollInput>.
    open var transfersVerticalScrollingToParent: Bool = true

    /// Whether the content can be dragged past its edges and springs back (default `true`).
    open var bounces: Bool = true

    /// Whether the content can be dragged vertically when it is not taller than the scroll view
    /// (default `false`; needs ``bounces``).
    open var alwaysBounceVertical: Bool = false

    /// Whether the content can be dragged horizontally when it is not wider than the scroll view
    /// (default `false`; needs ``bounces``).
    open var alwaysBounceHorizontal: Bool = false

    /// How fast a fling slows down (default ``DecelerationRate-swift.struct/normal``).
    open var decelerationRate: DecelerationRate = .normal

    /// Whether a finger that may scroll the content is down (set at touch-down on the scroll view
    /// or its content, before any drag).
    open internal(set) var isTracking: Bool = false

    /// Whether the content is being dragged: from the pan's `began` to its end.
    open internal(set) var isDragging: Bool = false

    /// Whether the content is still moving after the finger lifted.
    open internal(set) var isDecelerating: Bool = false

    /// Whether the vertical scroll indicator would show (default `true`). A store: HitKit draws
    /// nothing.
    open var showsVerticalScrollIndicator: Bool = true

    /// Whether the horizontal scroll indicator would show (default `true`). A store.
    open var showsHorizontalScrollIndicator: Bool = true

    /// The indicators' style (default `.default`). A store.
    open var indicatorStyle: IndicatorStyle = .default

    /// The vertical indicator's insets (default `.zero`). A store.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The horizontal indicator's insets (default `.zero`). A store.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// How a drag dismisses the keyboard (default `.none`). A store: HitKit has no keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether a tap on the status bar scrolls to the top (default `true`). A store: HitKit has no
    /// status bar to tap.
    open var scrollsToTop: Bool = true

    // MARK: Content touches

    /// Whether the content's `touchesBegan` waits until the scroll view knows whether the touch
    /// is a drag (default `true`): for ``HitKitDefaults/scrollViewContentTouchDelay``, or until
    /// the finger lifts (then `touchesBegan` and `touchesEnded` arrive together). A drag that
    /// begins within the delay never reaches the content. With `false` the content gets the
    /// touch at once.
    open var delaysContentTouches: Bool = true {
        didSet { updateRecognizers() }
    }

    /// Whether a drag may take a touch from content that is already tracking it (default `true`):
    /// the content gets `touchesCancelled` — if ``touchesShouldCancel(in:)`` agrees — and the
    /// scroll view scrolls. With `false` the scroll view does not scroll once the content got the
    /// touch.
    open var canCancelContentTouches: Bool = true

    // (Overridable, so declared here rather than in UIScrollView+ContentTouches.swift.)

    /// Whether `view`, a view of the content where a finger touched down, gets the touch's
    /// messages. The default returns `true`; override it to keep touches from some content
    /// (return `false`: the view gets no `touches…` call for that touch).
    ///
    /// With ``delaysContentTouches`` the scroll view asks when the delay ends (or the finger lifts
    /// first); without it, at once. It does not ask for a touch that a drag took before the
    /// delay ended, nor for a touch on the scroll view itself.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag may cancel the touch of `view`, a view of the content that already got its
    /// `touchesBegan`, and scroll. As Apple documents, the default is `true` unless `view` is a
    /// `UIControl`: a button that is tracking a finger keeps it, and the scroll view does not
    /// scroll. (A drag that starts within the ``delaysContentTouches`` delay never reached the
    /// button, so it scrolls; see the "Scroll views and touches" article.)
    ///
    /// Asked only when ``canCancelContentTouches`` is `true`.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// The scroll view's delegate.
    open weak var delegate: (any UIScrollViewDelegate)? {
        didSet { updateRecognizers() }
    }

    /// The refresh control a pull past the content's top starts (see ``UIRefreshControl``). Setting
    /// it adds it as a subview, at the back, just above the content's top, and removes the one it
    /// replaces.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            guard let refreshControl else { return }
            let height = HitKitDefaults.refreshControlTriggerDistance
            refreshControl.frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
            insertSubview(refreshControl, at: 0)
        }
    }

    /// The pending steps of an animation (a deceleration, a spring back, an animated offset or
    /// zoom), if one runs.
    var animation: ScrollAnimation?
    /// The drag in progress, if any.
    var drag = ScrollDrag()
    /// Whether the finger now down stopped the content moving by itself (it settles on the lift).
    var stoppedByTouch = false
    /// The zoom scale at the start of a pinch.
    var zoomStartScale: CGFloat = 1
    var storedZoomScale: CGFloat = 1

    // MARK: Zooming (see UIScrollView+Zooming.swift)

    /// The recognizer that zooms: `nil` unless zooming is possible (a delegate, and
    /// ``minimumZoomScale`` below ``maximumZoomScale``), as in UIKit. Its delegate is the scroll
    /// view, as for ``panGestureRecognizer``.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomPinch }

    /// The smallest zoom scale (default 1).
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updateRecognizers() }
    }

    /// The largest zoom scale (default 1; zooming needs it above ``minimumZoomScale``).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updateRecognizers() }
    }

    /// The scale of the zooming view (default 1). Setting it scales the view at once, within the
    /// limits.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales the zooming view to `scale`, brought within ``minimumZoomScale`` and
    /// ``maximumZoomScale``, about the centre of the scroll view; animated over
    /// ``HitKitDefaults/scrollViewAnimationDuration`` on the application's clock (then
    /// `scrollViewDidEndZooming(_:with:atScale:)`) when `animated`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let limited = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard zoomingView != nil, limited != storedZoomScale else { return }
        if animated, let clock = window?.application?.clock {
            animateZoom(to: limited, anchor: nil, clock: clock)
        } else {
            stopScrolling()
            applyZoomScale(limited, anchor: nil)
        }
    }

    /// Whether a pinch past the zoom limits stretches beyond them and springs back (default
    /// `true`); with `false` the scale stops at the limits.
    open var bouncesZoom: Bool = true

    /// Whether the user is pinching.
    open internal(set) var isZooming: Bool = false

    /// Whether an animation is bringing the zoom scale back within its limits.
    open internal(set) var isZoomBouncing: Bool = false

    // MARK: Initialisers

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installRecognizers()
    }

    /// Creates a scroll view from an archive; HitKit loads none (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installRecognizers()
    }

    private func installRecognizers() {
        delayRecognizer.scrollView = self
        scrollPan.scrollView = self
        scrollPan.allowedScrollTypesMask = .all
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(scrollPan)
        scrollPan.addTypedAction(self) { scrollView, _ in scrollView.handlePan() }
        updateRecognizers()
    }

    /// Matches the recognizers to the properties: scrolling off disables the pan and the delay;
    /// zooming possible installs the pinch.
    func updateRecognizers() {
        scrollPan.isEnabled = isScrollEnabled
        delayRecognizer.isEnabled = isScrollEnabled
        delayRecognizer.delaysTouchesBegan = delaysContentTouches
        updatePinchRecognizer()
    }
}
