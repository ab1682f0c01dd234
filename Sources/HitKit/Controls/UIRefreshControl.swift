import Foundation

/// A control that starts the refresh of a scroll view's content when the user pulls the content
/// down past its top.
///
/// Assign it to a scroll view's ``UIScrollView/refreshControl`` (the scroll view adds it as a
/// subview above its content's top) and register an action for
/// ``UIControl/Event/valueChanged``. As in UIKit (Apple's `UIRefreshControl` page):
///
/// - When a drag pulls the content down past its top by
///   ``HitKitDefaults/refreshControlTriggerDistance`` (60 points of content travel), the control
///   starts refreshing — ``isRefreshing`` becomes `true` — and sends valueChanged, during the
///   pull, before the finger lifts; once per drag, and not while it is already refreshing or
///   disabled.
/// - ``beginRefreshing()`` in code sets ``isRefreshing`` and sends nothing; ``endRefreshing()``
///   clears it. The next drag past the distance starts a new refresh.
///
/// HitKit draws nothing and does not hold the content open by the control's height while it
/// refreshes: the content springs back as after any pull. The control is not one of those Apple's
/// "Attaching gesture recognizers to UIKit controls" exempts from an ancestor's single tap.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Creates a refresh control that is not refreshing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether a refresh is under way: from a pull past the distance, or ``beginRefreshing()``,
    /// until ``endRefreshing()``.
    open private(set) var isRefreshing = false

    /// The title shown under the spinner (stored, not drawn).
    open var attributedTitle: NSAttributedString?

    /// Tells the control that a refresh started in code; it sends no valueChanged.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Tells the control that the refresh finished.
    open func endRefreshing() {
        isRefreshing = false
    }

    /// Whether this drag already started a refresh.
    private var startedInThisDrag = false

    /// A drag of `scrollView` began: it may start one refresh.
    func scrollViewDragBegan() {
        startedInThisDrag = false
    }

    /// The drag moved `scrollView`'s content: past the distance, a refresh starts.
    func scrollViewWasPulled(_ scrollView: UIScrollView) {
        guard !startedInThisDrag, !isRefreshing, isEnabled else { return }
        let pulled = scrollView.offsetRange.min.y - scrollView.contentOffset.y
        guard pulled.isFinite, pulled >= HitKitDefaults.refreshControlTriggerDistance else { return }
        startedInThisDrag = true
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
