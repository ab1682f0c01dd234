import Foundation

/// An object that manages a rectangular area on screen and takes part in touch handling.
///
/// `UIView` mirrors UIKit's class: geometry (`frame`, `bounds`, `center`, `transform`), a
/// hierarchy (`superview`, `subviews` from back to front, `window`), the flags that decide whether
/// hit-testing considers the view, and the overridable hit-testing entry points
/// ``hitTest(_:with:)`` and ``point(inside:with:)``.
///
/// HitKit draws nothing: it is renderer-agnostic and only models what touch handling needs.
///
/// ## Topics
/// ### Hit-testing
/// - ``hitTest(_:with:)``
/// - ``point(inside:with:)``
/// ### The hierarchy
/// - ``addSubview(_:)``
/// - ``removeFromSuperview()``
/// - ``subviews``
/// - ``superview``
/// - ``window``
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Stored state

    var storedCenter: CGPoint {
        didSet {
            invalidateSuperviewSpatialIndex()
            noteAnimatableChange(.center, from: oldValue, to: storedCenter)
        }
    }
    var storedBounds: CGRect {
        didSet {
            invalidateSuperviewSpatialIndex()
            noteAnimatableChange(.bounds, from: oldValue, to: storedBounds)
        }
    }
    /// The transform with its inverse and the layer's anchor point, kept only when one of them is
    /// not the default: most views have neither, and leaving it out saves each of them about a
    /// hundred bytes.
    var storedViewTransform: ViewTransform? {
        didSet {
            invalidateSuperviewSpatialIndex()
            if oldValue?.transform != storedViewTransform?.transform {
                noteAnimatableChange(
                    .transform, from: oldValue?.transform ?? .identity, to: storedViewTransform?.transform ?? .identity)
            }
        }
    }
    /// The transform (the identity when ``storedViewTransform`` is nil).
    var storedTransform: CGAffineTransform { storedViewTransform?.transform ?? .identity }
    /// The inverse of the transform; when it has none, the transform itself (as `inverted()`
    /// returns it), with ``storedTransformIsInvertible`` false.
    var storedInverseTransform: CGAffineTransform { storedViewTransform?.inverse ?? .identity }
    /// Whether the transform has an inverse; a singular transform flattens the view to no area.
    var storedTransformIsInvertible: Bool { storedViewTransform?.isInvertible ?? true }

    @exclusivity(unchecked)
    weak var storedSuperview: UIView?
    /// The subviews, back to front. Not checked for exclusive access at run time (the check cost a
    /// hit-test more than reading the array): every write is one array operation that runs no
    /// other code while it is under way, and hit-testing reads it once per view on the path.
    @exclusivity(unchecked)
    var storedSubviews: [UIView] = [] {
        didSet { spatialIndex = nil }
    }
    /// The view's layer, made the first time ``layer`` is read (see UIView+Layer.swift).
    var storedLayer: CALayer?
    /// The view's interactions (``UIView/interactions``), in the order they were added.
    var storedInteractions: [any UIInteraction] = []
    /// The grid over ``storedSubviews`` that hit-testing built, if any; dropped when they change.
    var spatialIndex: SubviewSpatialIndex?
    /// Where this view probably is in its superview's ``subviews``: where it was last put. A hint
    /// for finding it in O(1) in the usual cases, checked before use.
    var subviewIndexHint = 0
    /// The property animators hit-testing this view where it is drawn, or making it ignore touches
    /// (see Animation/PropertyAnimatorHitTesting.swift).
    var animatorHitTesting = PropertyAnimatorHitTestingRecord()
    /// The window this view is in, kept up to date by hierarchy changes so `window` is O(1).
    weak var storedWindow: UIWindow?
    /// The view controller whose root view this is, if any.
    @exclusivity(unchecked)
    weak var owningViewController: UIViewController?
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    /// Whether ``layoutSubviews()`` is due (see UIView+Layout.swift); a new view needs layout.
    var storedNeedsLayout = true
    /// Whether this view or one of its descendants needs layout: set on every ancestor of a view
    /// that does, so a layout pass visits only the branches that need it.
    var subtreeNeedsLayout = true
    /// How the view's content would be laid out for right-to-left languages (see
    /// ``semanticContentAttribute``).
    var storedSemanticContentAttribute: UISemanticContentAttribute = .unspecified

    // MARK: Initialisers

    /// Creates a view with the given frame rectangle, in its superview's coordinates.
    public init(frame: CGRect) {
        let standard = frame.standardized
        storedCenter = CGPoint(x: standard.midX, y: standard.midY)
        storedBounds = CGRect(origin: .zero, size: standard.size)
        super.init()
        let viewClass = type(of: self)
        overridesHitTest = HitTestOverrides.overridesHitTest(viewClass)
        usesDefaultPointInside = HitTestOverrides.usesDefaultPointInside(viewClass)
        usesDefaultSkipReason = HitTestOverrides.usesDefaultSkipReason(viewClass)
    }

    @inline(__always)
    func invalidateSuperviewSpatialIndex() {
        guard isInSuperviewSpatialIndex else { return }
        isInSuperviewSpatialIndex = false
        storedSuperview?.spatialIndex = nil
    }

    /// Releases the subtree iteratively: a 100,000-deep hierarchy must not overflow the stack
    /// through a chain of deinitialisers. Nonisolated, so subclasses may declare a plain `deinit`
    /// (see UIView+Teardown.swift).
    deinit {
        // The recognizers may outlive the view: they stop counting as attached (their weak
        // reference to it is already nil).
        for recognizer in storedGestureRecognizers { recognizer.isAttached = false }
        var pending: [UIView] = []
        swap(&pending, &storedSubviews)
        UIView.releaseSubtrees(&pending)
    }

    /// Creates a view from an archive, as UIKit does for storyboards and nibs. HitKit loads no
    /// archives: the view gets a zero frame and UIKit's defaults, so that subclasses declaring
    /// `required init?(coder:)` (and calling `super.init(coder:)`) compile and work.
    public required init?(coder: NSCoder) {
        storedCenter = .zero
        storedBounds = .zero
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry (see UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates, derived from ``center``,
    /// `bounds.size` and ``transform`` (the bounding box when the transform is not the identity).
    /// Setting it sets ``center`` and `bounds.size`; under a non-identity transform, as Core
    /// Animation does, the size is taken back through the transform, so the frame reads back as
    /// set for scales, translations and quarter turns (Apple calls other cases undefined).
    open var frame: CGRect {
        get { computedFrame }
        set {
            let oldSize = storedBounds.size
            setFrame(newValue)
            if storedBounds.size != oldSize { setNeedsLayout() }
        }
    }

    /// The view's rectangle in its own coordinates. Its origin shifts the content: a scroll view
    /// scrolls by changing `bounds.origin`.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let oldSize = storedBounds.size
            storedBounds = newValue.standardized
            if storedBounds.size != oldSize { setNeedsLayout() }
        }
    }

    /// The centre of the view's frame, in its superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }

    /// The transform applied about the view's centre (about its layer's ``CALayer/anchorPoint``,
    /// the centre by default): the affine part of `layer.transform`, which setting it replaces with
    /// ``CATransform3DMakeAffineTransform(_:)`` of it. A transform without an inverse (a zero
    /// scale) flattens the view to no area: it receives no touches, and converting a point into its
    /// coordinates gives a non-finite point.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { setGeometryExtras(transform: newValue, transform3D: nil, anchorPoint: storedAnchorPoint) }
    }

    // MARK: Flags that decide hit-testing

    /// The view's opacity. Hit-testing skips views whose alpha is at or below 0.01
    /// (``HitKitDefaults/minimumHitTestableAlpha``).
    open var alpha: CGFloat {
        get { storedAlpha }
        set { storedAlpha = newValue }
    }
    var storedAlpha: CGFloat = 1 {
        didSet { noteAnimatableChange(.alpha, from: oldValue, to: storedAlpha) }
    }

    /// A hidden view, and its subviews, receive no touches.
    open var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    var storedIsHidden = false

    /// When `false`, the view and its whole subtree receive no touches, and the gesture
    /// recognizers of the subtree never see them.
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }
    var storedIsUserInteractionEnabled = true

    /// When `false` (the default), the view receives only the first of several simultaneous
    /// touches bound to it.
    open var isMultipleTouchEnabled: Bool = false

    /// When `true`, while this view is touched no other view of its window gets new touches, and
    /// it gets none while other views are touched.
    open var isExclusiveTouch: Bool = false

    /// Whether drawing is clipped to the bounds. As in UIKit, it does not change hit-testing: a
    /// subview's part outside its superview's bounds never receives touches either way.
    open var clipsToBounds: Bool = false

    /// An integer that identifies the view; see ``viewWithTag(_:)``.
    open var tag: Int = 0

    /// A string that identifies the view in tests and tools.
    open var accessibilityIdentifier: String?

    // MARK: Appearance and layout stores

    /// The view's background colour; `nil` (the default) is no background. A renderer-agnostic
    /// store: HitKit draws nothing, and as in UIKit the colour never affects hit-testing — a view
    /// with a ``UIColor/clear`` background still receives touches (only ``alpha`` at or below
    /// 0.01, ``isHidden`` and ``isUserInteractionEnabled`` take it out).
    open var backgroundColor: UIColor? {
        didSet { noteAnimatableChange(.backgroundColor, from: oldValue, to: backgroundColor) }
    }

    /// Whether UIKit would turn the view's autoresizing mask into Auto Layout constraints. A stored
    /// flag (default `true`, as in UIKit) so that layout code compiles: HitKit has no layout
    /// engine, so setting it to `false` changes nothing, and a view's frame stays whatever was set.
    open var translatesAutoresizingMaskIntoConstraints: Bool = true

    /// How the content would be laid out in the bounds (default ``ContentMode/scaleToFill``). A
    /// renderer-agnostic store, with no effect on geometry or touch handling.
    open var contentMode: ContentMode = .scaleToFill

    /// Whether the view would draw fully opaque content (default `true`). A store: opacity for
    /// hit-testing is ``alpha``, never this flag.
    open var isOpaque: Bool = true

    /// The tint colour: the view's own if set, otherwise the nearest ancestor's, otherwise
    /// ``UIColor/tintColor``. Setting `nil` makes the view inherit again, as in UIKit. A store with
    /// no effect on touch handling. O(depth) to read, iteratively.
    open var tintColor: UIColor! {
        get {
            var view: UIView? = self
            while let current = view {
                if let color = current.storedTintColor { return color }
                view = current.storedSuperview
            }
            return .tintColor
        }
        set { storedTintColor = newValue }
    }

    /// Whether this view may be in its superview's ``spatialIndex``, so a change of its geometry
    /// must drop that index. (Declared beside the other flags, so they share one word.)
    var isInSuperviewSpatialIndex = false
    /// Whether the view's class overrides `hitTest(_:with:)` (``HitTestOverrides``), found once
    /// when the view is made, so the walk reads a flag instead of the class's method table.
    private(set) var overridesHitTest = false
    /// Whether the view's class keeps the default `point(inside:with:)` and `bounds`, so the walk
    /// may ask `storedBounds` directly, as the default would.
    private(set) var usesDefaultPointInside = false
    /// Whether the view's class keeps the default `isHidden`, `alpha` and
    /// `isUserInteractionEnabled` and adds no reason to skip it (as `UIControl` does), so the walk
    /// may read the stored flags directly.
    private(set) var usesDefaultSkipReason = false
    /// How many running UIView animations without `.allowUserInteraction` animate this view:
    /// hit-testing skips the view and its subtree while it is above 0 (see <doc:Animations>).
    var hitTestBlockingAnimationCount = 0

    private var storedTintColor: UIColor?

    /// How the view's content should be laid out for right-to-left languages (default
    /// ``UISemanticContentAttribute/unspecified``). A store: HitKit lays nothing out by language.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set { storedSemanticContentAttribute = newValue }
    }

    /// The reason hit-testing passes over this view without asking `point(inside:with:)`, if any:
    /// the one rule the hit-test walk, its trace and the tools (`hitkit explain`) all read, so a
    /// rule added here reaches each of them. In UIKit's order: hidden, user interaction off, alpha
    /// at or below ``HitKitDefaults/minimumHitTestableAlpha``, then animating in a UIView animation
    /// without `.allowUserInteraction`, then animated by a property animator that ignores touches;
    /// `UIControl` adds its disabled state.
    ///
    /// For HitKit's tools (`@_spi(HitKitTools)`), not UIKit API. A subclass that overrides it adds
    /// a rule of its own; hit-testing then asks it for every view of that class. O(1).
    @_spi(HitKitTools)
    open var hitTestSkipReason: HitTestSkipReason? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .userInteractionDisabled }
        if alpha <= HitKitDefaults.minimumHitTestableAlpha { return .transparent }
        if hitTestBlockingAnimationCount > 0 { return .animatingWithoutUserInteraction }
        if animatorHitTesting.ignoresTouches > 0 { return .propertyAnimatorIgnoresTouches }
        return nil
    }

    // MARK: Hit-testing (see UIView+HitTesting.swift)

    /// Returns the farthest descendant of this view (in front-most, deepest order) that contains
    /// `point`, this view itself if no descendant does, or `nil` if the point is not inside it.
    ///
    /// The algorithm is UIKit's: return `nil` if the view is hidden, has user interaction
    /// disabled, or has an alpha at or below 0.01; return `nil` if ``point(inside:with:)`` says
    /// no; otherwise ask each subview from last (front-most) to first, with the point converted
    /// into its coordinates, and return the first non-`nil` answer, or `self`.
    ///
    /// Override it to redirect touches (pass-through views, enlarged areas); overrides must have no
    /// side effects, since UIKit may call it more than once per touch.
    ///
    /// - Parameters:
    ///   - point: A point in this view's coordinates.
    ///   - event: The event that caused the call, or `nil` when called directly.
    /// - Complexity: O(*n*) in the views visited. Views whose class does not override this method
    ///   (HitKit's own, and subclasses that override nothing or only ``point(inside:with:)``) are
    ///   traversed iteratively, so the depth of the hierarchy never deepens the call stack; each
    ///   view whose class overrides this method adds one stack frame while it is on the path.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        HitTestEngine.hitTest(from: self, at: point, with: event)
    }

    /// Returns whether `point`, in this view's coordinates, is inside the view. The default answers
    /// whether it lies in ``bounds`` (a NaN or infinite point never does, nor does any point when
    /// the bounds have a NaN edge) — in the bounds it is drawn with while a property animator
    /// hit-tests it where it is drawn (see <doc:PropertyAnimators>).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.isFinite && (isHitTestedWhereDrawn ? hitTestBounds : bounds).finiteSafeContains(point)
    }

    // MARK: The responder chain

    /// The view controller whose root view this is, if any; otherwise the superview.
    open override var next: UIResponder? {
        if let controller = owningViewController, controller.viewIfLoaded === self {
            return controller
        }
        return storedSuperview
    }

    override var firstResponderWindow: UIWindow? { window }

    // MARK: The hierarchy (see UIView+Hierarchy.swift)

    /// The view that contains this one, or `nil`.
    open var superview: UIView? { storedSuperview }

    /// The view's subviews, from back to front: the last one is drawn on top and hit-tested first.
    open var subviews: [UIView] { storedSubviews }

    /// The window this view is in, or `nil`: the window at the top of its superviews. A window's
    /// own is itself, unless it is inside another window. O(1).
    open var window: UIWindow? { storedWindow }

    /// Adds `view` as the front-most subview. If it already has a superview, it is removed from it
    /// first. Adding a view to itself or to one of its descendants is refused: the hierarchy is left
    /// unchanged and a ``HitKitDiagnostic`` with code `cyclicHierarchy` is reported.
    open func addSubview(_ view: UIView) {
        insertChecked(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        insertChecked(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`, or reports a diagnostic if that is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertRelative(view, to: siblingSubview, above: true)
    }

    /// Inserts `view` just below `siblingSubview`, or reports a diagnostic if that is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertRelative(view, to: siblingSubview, above: false)
    }

    /// Removes the view from its superview and its window.
    ///
    /// Leaving the window has two effects on touch handling, both HitKit's documented choices:
    /// - Touches bound to this view or its descendants are cancelled for their views: each such
    ///   view gets `touchesCancelled` once, before it is unlinked (so the cancel it forwards
    ///   reaches the responders its `touchesBegan` reached), and none of the touch's later
    ///   phases. The touch keeps its ``UITouch/view`` (UIKit's rule) and its gesture recognizers
    ///   carry on. UIKit does not document this case for plain views; for a tracking control it
    ///   sends touchCancel, and HitKit extends that to every view so none is left waiting for an
    ///   end.
    /// - A first responder in the subtree resigns (as in UIKit).
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// Moves `view` to the front of ``subviews``.
    open func bringSubviewToFront(_ view: UIView) {
        reorder(view, toFront: true)
    }

    /// Moves `view` to the back of ``subviews``.
    open func sendSubviewToBack(_ view: UIView) {
        reorder(view, toFront: false)
    }

    /// Exchanges the subviews at the two indices; out-of-range indices are reported, not trapped.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchange(index1, index2)
    }

    // MARK: Hierarchy callbacks

    /// Called before the view moves to `newSuperview` (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow` (nil when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window (or left one).
    open func didMoveToWindow() {}
    /// Called after `subview` was added to this view.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from this view.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout, display and editing (see UIView+Layout.swift)

    /// Marks the view as needing layout: its ``layoutSubviews()`` runs at the next layout pass —
    /// before the next touch-down is hit-tested, or at ``layoutIfNeeded()``.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Lays out this view and its subtree now, wherever a view needs layout: each such view's
    /// ``layoutSubviews()`` runs, parents before children.
    ///
    /// - Complexity: O(*n*) in the views on branches that need layout, with constant stack depth.
    open func layoutIfNeeded() { layOutSubtree() }

    /// Lays out the subviews: override it to set their frames. The default does nothing (HitKit
    /// has no Auto Layout). HitKit calls it as UIKit does, in a layout pass; never call it directly.
    open func layoutSubviews() {}

    /// Marks the content as needing to be redrawn: sets the layer's ``CALayer/needsDisplay()``.
    /// HitKit draws nothing by itself; a renderer that calls the layer's
    /// ``CALayer/displayIfNeeded()`` gets ``draw(_:)`` called.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks part of the content as needing to be redrawn, like ``setNeedsDisplay()``.
    open func setNeedsDisplay(_ invalidRect: CGRect) { layer.setNeedsDisplay(invalidRect) }

    /// Draws the content. HitKit never draws by itself: it is called (with the bounds) only when
    /// something calls the view's layer's ``CALayer/display()`` — a renderer, or a test.
    open func draw(_ rect: CGRect) {}

    /// Draws the view's layer: calls ``draw(_:)`` with the bounds, as UIKit does. The view is its
    /// layer's ``CALayerDelegate``.
    open func draw(_ layer: CALayer, in ctx: CGContext) { draw(bounds) }

    /// The class of the view's ``layer``: ``CALayer`` by default. Override it to back the view with
    /// another layer class (`CAGradientLayer.self`); read once, when the layer is made.
    open class var layerClass: AnyClass { CALayer.self }

    /// Makes the first responder in this view's subtree (this view included) resign. With
    /// `force`, it resigns even if it refuses (``UIResponder/canResignFirstResponder`` is `false`).
    ///
    /// - Returns: `true` if no view of the subtree is first responder any more.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { resignFirstResponderInSubtree(force: force) }

    // MARK: Gesture recognizers (see Gestures/UIView+GestureRecognizers.swift)

    /// Asks the view whether `gestureRecognizer` may leave the possible state. The default is
    /// `true`; a `UIControl` refuses a parent's single tap, as UIKit's controls do since iOS 6.
    /// HitKit asks the hit-test views of the recognizer's touches and the recognizer's own view.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Description (see UIView+Description.swift)

    /// A short description: the class, the accessibility identifier, the frame and the tag.
    /// Off the main actor, only the class and identity (the view's state belongs to the main actor).
    nonisolated open override var description: String {
        guard UIView.isOnMainActor else { return "<\(type(of: self)): \(ObjectIdentifier(self))>" }
        return MainActor.assumeIsolated { hitKitDescription }
    }
}
