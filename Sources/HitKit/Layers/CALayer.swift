import Foundation

/// An object that manages a rectangle's geometry and appearance, as Core Animation's layers do.
///
/// Every ``UIView`` has one (``UIView/layer``), and the view and its layer are one geometry model:
/// the layer's ``bounds``, ``position`` (the view's `center`), ``anchorPoint``, ``transform``,
/// ``frame``, ``isHidden``, ``opacity`` (the view's `alpha`), ``masksToBounds`` (`clipsToBounds`)
/// and ``backgroundColor`` are the view's own, so a change on either side is seen by the other and
/// by hit-testing. A layer made on its own (`CALayer()`) keeps these values itself.
///
/// HitKit is renderer-agnostic: the appearance properties (``cornerRadius``, borders, shadows,
/// ``contents``, ``zPosition``) are stores a renderer may read, and none changes touch handling.
/// As in UIKit, ``zPosition`` changes drawing order only: hit-testing still asks subviews in the
/// order of ``UIView/subviews``.
///
/// `@MainActor` like HitKit's views. A subclass that declares its own initializers overrides
/// `init()`, `init(layer:)` and `init?(coder:)` (as Core Animation code does, since Core Animation
/// makes presentation copies through `init(layer:)`): Swift on Linux has no Objective-C runtime,
/// and a view makes a layer of its ``UIView/layerClass`` through a `required` convenience
/// initializer that such a subclass inherits; the compiler names what is missing.
@preconcurrency @MainActor
open class CALayer: NSObject {
    // MARK: Stored state (a layer that backs a view keeps its geometry in the view)

    /// The view this layer backs, if any: its geometry and flags live in the view.
    weak var backedView: UIView?
    private var ownBounds: CGRect = .zero
    private var ownPosition: CGPoint = .zero
    private var ownAnchorPoint = ViewTransform.defaultAnchorPoint
    private var ownTransform = CATransform3DIdentity
    private var ownIsHidden = false
    private var ownOpacity: Float = 1
    private var ownMasksToBounds = false
    private var ownBackgroundColor: CGColor?
    /// The sublayers that are not views' layers, back to front.
    var ownSublayers: [CALayer] = []
    /// The layer this one is a sublayer of, when it does not back a view.
    weak var ownSuperlayer: CALayer?
    var needsDisplayFlag = false
    var needsLayoutFlag = false
    /// The animations running on the layer, in the order added (see CALayer+Animations.swift).
    var animationEntries: [LayerAnimationEntry] = []
    /// What shows through ``presentation()`` besides the animations (see CALayer+Animations.swift).
    var presentationContributions: [any PresentationContribution] = []
    /// For a presentation copy, the layer it was made from.
    var modelLayer: CALayer?

    // MARK: Initialisers

    /// Creates a layer with a zero frame and Core Animation's defaults.
    public override init() {
        super.init()
    }

    /// How a view makes its layer, an instance of its ``UIView/layerClass``: `init()`, then the view
    /// becomes the layer's delegate and keeps its geometry. Not Core Animation API. `required`, so
    /// that a view can make a layer of a class it knows only at run time; a subclass inherits it as
    /// long as it overrides every designated initializer it inherits (`init()`, `init(layer:)` and
    /// `init?(coder:)`, which Core Animation code writes anyway) or declares none.
    public required convenience init(_backing view: UIView) {
        self.init()
        backedView = view
        delegate = view
    }

    /// Creates a layer with the model values of `layer` (a ``CALayer``; anything else gives the
    /// defaults), as Core Animation does for shadow copies. Subclasses override it to copy their
    /// own properties, calling `super`.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        ownBounds = other.bounds
        ownPosition = other.position
        ownAnchorPoint = other.anchorPoint
        ownTransform = other.transform
        ownIsHidden = other.isHidden
        ownOpacity = other.opacity
        ownMasksToBounds = other.masksToBounds
        ownBackgroundColor = other.backgroundColor
        copyAppearance(from: other)
    }

    /// How ``presentation()`` makes its copy, an instance of the layer's own class: `init(layer:)`
    /// of that class. Not Core Animation API; `required` for the same reason as `init(_backing:)`.
    public required convenience init(_presentationOf layer: CALayer) {
        self.init(layer: layer)
    }

    /// Creates a layer from an archive. HitKit loads no archives: the layer gets the defaults, so
    /// subclasses that declare `required init?(coder:)` and call `super` compile and work.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Geometry

    /// The layer's rectangle in its own coordinates; a view's `bounds`.
    open var bounds: CGRect {
        get { backedView?.bounds ?? ownBounds }
        set {
            if let view = backedView {
                view.bounds = newValue
            } else {
                let oldSize = ownBounds.size
                ownBounds = newValue
                if ownBounds.size != oldSize { setNeedsLayout() }
            }
        }
    }

    /// Where the layer's ``anchorPoint`` is, in its superlayer's coordinates; a view's `center`.
    open var position: CGPoint {
        get { backedView?.center ?? ownPosition }
        set {
            if let view = backedView { view.center = newValue } else { ownPosition = newValue }
        }
    }

    /// The point of the bounds that ``position`` places and ``transform`` turns about, in unit
    /// coordinates: (0, 0) is the top-left corner, (0.5, 0.5) — the default — the centre. Changing
    /// it keeps the position and moves the frame around it, as Core Animation does; for a view,
    /// hit-testing follows (a touch hits the view where its frame now is).
    open var anchorPoint: CGPoint {
        get {
            guard let view = backedView else { return ownAnchorPoint }
            return view.storedAnchorPoint
        }
        set {
            guard let view = backedView else {
                ownAnchorPoint = newValue
                return
            }
            view.setGeometryExtras(
                transform: view.storedTransform, transform3D: view.storedViewTransform?.transform3D,
                anchorPoint: newValue)
        }
    }

    /// The layer's position on the z axis (default 0). It orders drawing only: as in UIKit,
    /// hit-testing asks a view's subviews from the last to the first whatever their layers'
    /// `zPosition`, so a view drawn in front (a higher `zPosition`) can lose a touch to a sibling
    /// drawn behind it that comes later in ``UIView/subviews``.
    open var zPosition: CGFloat = 0

    /// The transform applied about the ``anchorPoint``. For a view, its affine part is the view's
    /// `transform` (``CATransform3DGetAffineTransform(_:)``), which hit-testing uses; see
    /// ``CATransform3D`` for transforms with perspective.
    open var transform: CATransform3D {
        get {
            guard let view = backedView else { return ownTransform }
            return view.storedTransform3D
        }
        set {
            guard let view = backedView else {
                ownTransform = newValue
                return
            }
            let affine = CATransform3DGetAffineTransform(newValue)
            view.setGeometryExtras(
                transform: affine, transform3D: CATransform3DIsAffine(newValue) ? nil : newValue,
                anchorPoint: view.storedAnchorPoint)
        }
    }

    /// The affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets ``transform`` to the 3-D transform that does what `m` does in the plane.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's rectangle in its superlayer's coordinates, derived from ``position``,
    /// ``anchorPoint``, `bounds.size` and ``transform`` (the bounding box when the transform is not
    /// the identity); a view's `frame`. Setting it sets the position and the bounds' size.
    open var frame: CGRect {
        get {
            if let view = backedView { return view.frame }
            return LayerGeometry.frame(
                bounds: ownBounds, position: ownPosition, anchorPoint: ownAnchorPoint,
                transform: CATransform3DGetAffineTransform(ownTransform))
        }
        set {
            if let view = backedView {
                view.frame = newValue
                return
            }
            let placed = LayerGeometry.placement(
                for: newValue, anchorPoint: ownAnchorPoint, transform: CATransform3DGetAffineTransform(ownTransform))
            let oldSize = ownBounds.size
            ownBounds.size = placed.size
            ownPosition = placed.position
            if ownBounds.size != oldSize { setNeedsLayout() }
        }
    }

    // MARK: Flags shared with a view

    /// Whether the layer is hidden; a view's `isHidden`. A hidden layer and its sublayers are not
    /// hit by ``hitTest(_:)``, and a hidden view receives no touches.
    open var isHidden: Bool {
        get { backedView?.isHidden ?? ownIsHidden }
        set {
            if let view = backedView { view.isHidden = newValue } else { ownIsHidden = newValue }
        }
    }

    /// The layer's opacity, from 0 to 1 (default 1); a view's `alpha`. A view whose alpha is at or
    /// below 0.01 receives no touches.
    open var opacity: Float {
        get {
            guard let view = backedView else { return ownOpacity }
            return Float(view.alpha)
        }
        set {
            if let view = backedView { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
        }
    }

    /// Whether sublayers are clipped to the bounds; a view's `clipsToBounds`. ``hitTest(_:)`` then
    /// hits no sublayer outside the bounds; for views it changes nothing, since a subview's part
    /// outside its superview's bounds never receives touches either way (UIKit's rule).
    open var masksToBounds: Bool {
        get { backedView?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view = backedView { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
        }
    }

    /// The background colour (default `nil`); a view's `backgroundColor`, as a ``CGColor``.
    open var backgroundColor: CGColor? {
        get {
            guard let view = backedView else { return ownBackgroundColor }
            return view.backgroundColor?.cgColor
        }
        set {
            guard let view = backedView else {
                ownBackgroundColor = newValue
                return
            }
            view.backgroundColor = newValue.map { UIColor(cgColor: $0) }
        }
    }

    // MARK: Appearance stores (read by a renderer; none changes touch handling)

    /// The radius of the rounded corners (default 0). It rounds drawing, not the area that
    /// receives touches: as in UIKit, a touch in a rounded-off corner still hits the view.
    open var cornerRadius: CGFloat = 0
    /// The width of the border (default 0).
    open var borderWidth: CGFloat = 0
    /// The colour of the border (default opaque black).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The colour of the shadow (default opaque black).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The opacity of the shadow, from 0 to 1 (default 0: no shadow).
    open var shadowOpacity: Float = 0
    /// The offset of the shadow (default (0, -3), Core Animation's).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow (default 3).
    open var shadowRadius: CGFloat = 3
    /// The shape of the shadow (default `nil`: the layer's own shape).
    open var shadowPath: CGPath?
    /// The layer's content, typically an image (default `nil`). Stored as given.
    open var contents: Any?
    /// The scale of the content (default 1).
    open var contentsScale: CGFloat = 1
    /// Whether the layer is drawn fully opaque (default `false`).
    open var isOpaque = false
    /// A name for the layer, for tools (default `nil`).
    open var name: String?
    /// Whether a change of the bounds marks the layer as needing display (default `false`).
    open var needsDisplayOnBoundsChange = false

    /// The layer's delegate: for a view's layer, the view (which must stay so, as in UIKit).
    open weak var delegate: (any CALayerDelegate)?

    private func copyAppearance(from other: CALayer) {
        zPosition = other.zPosition
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsScale = other.contentsScale
        isOpaque = other.isOpaque
        name = other.name
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
    }

    // MARK: Display and layout (overridable; see CALayer+Display.swift)

    /// Marks the layer as needing its content redrawn: ``needsDisplay()`` is then `true` until
    /// ``display()`` runs. HitKit draws nothing by itself: a renderer calls ``displayIfNeeded()``.
    open func setNeedsDisplay() { needsDisplayFlag = true }

    /// Marks part of the layer as needing to be redrawn, like ``setNeedsDisplay()``.
    open func setNeedsDisplay(_ r: CGRect) { needsDisplayFlag = true }

    /// Gives the layer its content: asks the ``delegate``'s ``CALayerDelegate/display(_:)`` when
    /// there is a delegate (its default draws through ``draw(in:)``), otherwise draws through
    /// ``draw(in:)``. Clears the mark ``setNeedsDisplay()`` set.
    open func display() {
        needsDisplayFlag = false
        if let delegate { delegate.display(self) } else { displayByDrawing() }
    }

    /// Draws the layer's content into `ctx`: the default asks the delegate's
    /// ``CALayerDelegate/draw(_:in:)``. `ctx` is opaque: HitKit draws nothing (see ``CGContext``).
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Marks the layer as needing layout; for a view's layer, the view's `setNeedsLayout()`.
    open func setNeedsLayout() {
        if let view = backedView { view.setNeedsLayout() } else { needsLayoutFlag = true }
    }

    /// Lays the layer out now if it needs it: ``layoutSublayers()`` runs; for a view's layer, the
    /// view's `layoutIfNeeded()`.
    open func layoutIfNeeded() {
        if let view = backedView {
            view.layoutIfNeeded()
            return
        }
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

    /// Lays out the sublayers: override it to set their frames. The default asks the delegate's
    /// ``CALayerDelegate/layoutSublayers(of:)``.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Hit-testing (overridable; see CALayer+HitTesting.swift)

    /// Whether `p`, in the layer's own coordinates, is inside it: in its ``bounds`` (half-open, as
    /// `CGRect.contains`). A NaN or infinite point never is. Override it for other shapes.
    open func contains(_ p: CGPoint) -> Bool {
        p.isFinite && bounds.finiteSafeContains(p)
    }

    /// The farthest descendant of this layer (itself included) that contains `p`, a point in the
    /// superlayer's coordinates, or `nil`: Core Animation's walk. A hidden layer is skipped with its
    /// sublayers; the sublayers are asked from the last to the first, in the order of
    /// ``sublayers`` whatever their ``zPosition``; a sublayer outside the bounds is still asked
    /// unless ``masksToBounds`` is set. A NaN or infinite point hits nothing.
    ///
    /// - Complexity: O(*n*) in the layers of the subtree, iteratively.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        walkHitTest(p)
    }

    // MARK: Animations (see Animation/Engine/CALayer+Animations.swift)

    /// Adds a copy of `anim` to the layer under `key` (`nil` is allowed: the animation then has no
    /// key), as Core Animation does: later changes to `anim` have no effect on the running copy. An
    /// animation already under `key` is removed first, and its delegate is told it stopped with
    /// `finished == false`. A begin time of 0 means now, on the clock of the layer's application
    /// (its view's window's; see <doc:Animations>). The animation changes only ``presentation()``:
    /// the model values, which hit-testing reads, stay. The delegate hears `animationDidStart(_:)`
    /// and `animationDidStop(_:finished:)` as the clock passes the animation's begin and end; at
    /// its end it is removed when `isRemovedOnCompletion` is true. A layer with no clock (its view
    /// is in no window of an application) keeps the animation but it does not run: no callback until it is removed,
    /// and ``presentation()`` shows the model values. O(animations on the layer).
    open func add(_ anim: CAAnimation, forKey key: String?) {
        addRunningAnimation(anim.copiedForAdding(), forKey: key)
    }

    /// Removes the animation under `key`; its delegate is told it stopped with `finished == false`
    /// when it had not yet ended.
    open func removeAnimation(forKey key: String) { removeAnimationEntry(forKey: key) }

    /// Removes every animation of the layer, each stopped as ``removeAnimation(forKey:)`` does.
    open func removeAllAnimations() { removeAllAnimationEntries() }

    /// The animation running under `key` (the layer's copy: changing it is undefined, as in Core
    /// Animation), or `nil`.
    open func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the running animations, in the order added, or `nil` when there is none.
    /// Animations added without a key are not listed.
    open func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer, of its class (made through `init(layer:)`), showing what is on screen at
    /// the clock's now: the model values, with each running animation applied over them in the
    /// order they were added. Its sublayers are not copied. Hit-testing uses the model layer; the
    /// classic override that asks `layer.presentation()` hits where a moving view is drawn.
    open func presentation() -> Self? { CALayer.makePresentation(of: self) }

    /// The model layer: for a presentation copy, the layer it was made from; otherwise the layer.
    open func model() -> Self { (modelLayer as? Self) ?? self }

    // MARK: Description

    /// The class, the frame and, for a view's layer, nothing of the view (as Core Animation).
    nonisolated open override var description: String {
        guard UIView.isOnMainActor else { return "<\(type(of: self)): \(ObjectIdentifier(self))>" }
        return MainActor.assumeIsolated {
            let f = frame
            return "<\(type(of: self)); frame = (\(f.origin.x) \(f.origin.y); \(f.size.width) \(f.size.height))>"
        }
    }
}
