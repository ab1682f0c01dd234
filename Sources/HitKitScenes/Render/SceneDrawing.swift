import HitKit

/// The geometry `hitkit render` draws, as values: every window and view of a running scene, back to front, with
/// its four corners on screen and the styles the renderer gives it.
///
/// ```swift
/// let runtime = try SceneFile.load(contentsOf: "card.yaml").makeRuntime()
/// for item in SceneDrawing(runtime: runtime).items {
///     print(item.name, item.corners)
/// }
/// ```
///
/// ``SceneRenderer`` draws exactly these items, in this order, and the inspector sends them to its page, so a
/// picture of the scene looks the same wherever it is drawn. The order: hidden windows first, then the visible
/// windows from back to front, each window followed by its views in pre-order (a view, then its subviews back to
/// front) in layer order: siblings by their layers' `zPosition`, lowest first, and in `subviews` order where it
/// is equal — as Core Animation draws sibling layers, and unlike hit-testing, which asks subviews in their order
/// whatever their `zPosition` (a view's `zPosition` orders it among its siblings only). A view whose corners on
/// screen are not finite or lie beyond ±``SceneRenderer/drawableLimit`` points is
/// left out of ``items`` and named in ``leftOutNames``.
///
/// - Complexity: O(*n*) for *n* views and windows; O(*n* log *n*) at most when siblings' `zPosition`s differ.
public struct SceneDrawing: Sendable, Hashable, Codable {
    /// One window or view as drawn.
    public struct Item: Sendable, Hashable, Codable {
        /// The view's scene name (its trace name when it has none: accessibility identifier or class).
        public var name: String
        /// The view's class as the scene declared it, e.g. `UIButton`, `BlackView` or `UIWindow`.
        public var className: String
        /// Whether this is a window.
        public var isWindow: Bool
        /// The four corners of the bounds on screen: top-left, top-right, bottom-right, bottom-left (all finite
        /// and within ±``SceneRenderer/drawableLimit`` points).
        public var corners: [CGPoint]
        /// Whether the view or one of its superviews is hidden.
        public var isHidden: Bool
        /// Whether the view's or a superview's alpha is at most `HitKitDefaults.minimumHitTestableAlpha`.
        public var isTransparent: Bool
        /// Whether the view's own `isUserInteractionEnabled` is `false`.
        public var isInteractionDisabled: Bool
        /// Whether the view is a `UIControl`.
        public var isControl: Bool
        /// Whether the view is a control whose `isEnabled` is `false`.
        public var isControlDisabled: Bool
        /// How deep in its window's tree the view is: 0 for the window, 1 for its subviews, and so on.
        public var depth: Int
        /// A window's `windowLevel` (higher is further in front), `nil` for a view.
        public var windowLevel: Double?
        /// A switch's `isOn`, `nil` for every other view.
        public var isOn: Bool?
        /// A slider's value as a fraction of its range (0…1), `nil` for every other view.
        public var sliderFraction: Double?
        /// A stepper's `value`, `nil` for every other view.
        public var stepperValue: Double?
        /// A segmented control's `selectedSegmentIndex` (-1 for none), `nil` for every other view.
        public var selectedSegmentIndex: Int?
        /// A page control's `currentPage`, `nil` for every other view.
        public var currentPage: Int?
        /// A text field's or a text view's `text`, `nil` for every other view.
        public var text: String?
        /// Whether a text field or a text view is being edited (it is first responder), `nil` for every other
        /// view.
        public var isEditing: Bool?
        /// A table's or a collection view's selected rows or items as `[section, row or item]`, in order; `nil`
        /// for every other view.
        public var selectedIndexPaths: [[Int]]?
        /// Whether a table's or a collection view's cell shows its row or item selected, `nil` for every other
        /// view.
        public var isSelected: Bool?
        /// Whether a table's or a collection view's cell shows its row or item highlighted, `nil` for every
        /// other view.
        public var isHighlighted: Bool?
        /// The view's own gesture recognizers, in the order they were added.
        public var recognizers: [Recognizer]
        /// The layer's `zPosition`, which orders the view among its siblings in ``SceneDrawing/items`` (0 for
        /// a window).
        public var zPosition: Double = 0
        /// Where an animation draws the view now, when that is not its model geometry: the four corners on screen
        /// of its presentation layer's frame (`layer.presentation()`), in ``corners``' order; `nil` otherwise, and
        /// for a window. ``corners`` stay the model geometry.
        public var drawnCorners: [CGPoint]? = nil
    }

    /// A gesture recognizer attached to a drawn view.
    public struct Recognizer: Sendable, Hashable, Codable {
        /// The recognizer's `name`, or its class when it has none.
        public var name: String
        /// Its class, e.g. `UITapGestureRecognizer`.
        public var kind: String
        /// Its `isEnabled`.
        public var isEnabled: Bool
    }

    /// Every drawable window and view, back to front, exactly in ``SceneRenderer``'s order.
    public var items: [Item]
    /// The views left out because their geometry is not finite or lies beyond ±``SceneRenderer/drawableLimit``
    /// points, by their trace names, back to front.
    public var leftOutNames: [String]

    /// The drawing of `runtime`'s windows and views as they are now.
    @MainActor
    public init(runtime: SceneRuntime) {
        let entries = Self.entries(of: runtime)
        items = entries.filter(\.isDrawable).map(\.item)
        leftOutNames = entries.filter { !$0.isDrawable }.map(\.item.name)
    }

    /// An item with the view it was made from.
    struct Entry {
        let view: UIView
        let item: Item
        /// Whether every corner is finite and within ±``SceneRenderer/drawableLimit`` points.
        var isDrawable: Bool { item.corners.allSatisfy(SceneRenderer.isDrawable) }
    }

    /// Every window and view, drawable or not, back to front.
    @MainActor
    static func entries(of runtime: SceneRuntime) -> [Entry] {
        let visible = Array(runtime.application.visibleWindowsFrontToBack.reversed())
        let windows = runtime.windows.filter { window in !visible.contains { $0 === window } } + visible
        var entries: [Entry] = []
        for window in windows {
            var stack: [(UIView, Bool, Bool, Int)] = [(window, window.isHidden, false, 0)]
            while let (view, hiddenAbove, transparentAbove, depth) = stack.popLast() {
                let isHidden = hiddenAbove || view.isHidden
                let isTransparent = transparentAbove || view.alpha <= HitKitDefaults.minimumHitTestableAlpha
                var item = Item(
                    name: runtime.traceName(of: view), className: declaredClassName(of: view),
                    isWindow: view is UIWindow, corners: corners(of: view, in: window), isHidden: isHidden,
                    isTransparent: isTransparent, isInteractionDisabled: !view.isUserInteractionEnabled,
                    isControl: view is UIControl, isControlDisabled: (view as? UIControl)?.isEnabled == false,
                    depth: depth, windowLevel: (view as? UIWindow).map { Double($0.windowLevel.rawValue) },
                    isOn: (view as? UISwitch)?.isOn, sliderFraction: sliderFraction(of: view),
                    recognizers: (view.gestureRecognizers ?? []).map { recognizer in
                        let kind = String(describing: type(of: recognizer))
                        return Recognizer(name: recognizer.name ?? kind, kind: kind, isEnabled: recognizer.isEnabled)
                    })
                item.readState(of: view)
                item.zPosition = view is UIWindow ? 0 : Self.zPosition(of: view)
                item.drawnCorners = view is UIWindow ? nil : drawnCorners(of: view, in: window)
                entries.append(Entry(view: view, item: item))
                stack += layerOrder(view.subviews).reversed().map { ($0, isHidden, isTransparent, depth + 1) }
            }
        }
        return entries
    }

    /// `views` (siblings) in layer order: by `zPosition`, lowest first, keeping their order where it is equal.
    @MainActor
    static func layerOrder(_ views: [UIView]) -> [UIView] {
        guard views.contains(where: { zPosition(of: $0) != 0 }) else { return views }
        return views.enumerated().sorted { a, b in
            (zPosition(of: a.element), a.offset) < (zPosition(of: b.element), b.offset)
        }.map(\.element)
    }

    /// `view.layer.zPosition`, 0 when it is not finite (code can set NaN; it orders nothing).
    @MainActor
    static func zPosition(of view: UIView) -> Double {
        let value = Double(view.layer.zPosition)
        return value.isFinite ? value : 0
    }

    /// The class the scene declared for `view` (`BlackView`, `UIButton`), else its Swift class.
    @MainActor
    private static func declaredClassName(of view: UIView) -> String {
        (view as? any SceneBehavingView)?.behaviour?.className ?? String(describing: type(of: view))
    }

    @MainActor
    private static func sliderFraction(of view: UIView) -> Double? {
        guard let slider = view as? UISlider else { return nil }
        let range = Double(slider.maximumValue) - Double(slider.minimumValue)
        guard range.isFinite, range > 0 else { return 0 }
        let fraction = (Double(slider.value) - Double(slider.minimumValue)) / range
        return fraction.isFinite ? min(1, max(0, fraction)) : 0
    }

    /// The four corners on screen of the frame `view`'s presentation layer draws it in, when an animation draws it
    /// away from its model frame and every corner is drawable; else `nil`.
    @MainActor
    private static func drawnCorners(of view: UIView, in window: UIWindow) -> [CGPoint]? {
        guard let superview = view.superview, let drawn = view.layer.presentation()?.frame else { return nil }
        let numbers = [drawn.minX, drawn.minY, drawn.width, drawn.height]
        guard numbers.allSatisfy(\.isFinite), drawn != view.frame else { return nil }
        let points = [
            CGPoint(x: drawn.minX, y: drawn.minY), CGPoint(x: drawn.maxX, y: drawn.minY),
            CGPoint(x: drawn.maxX, y: drawn.maxY), CGPoint(x: drawn.minX, y: drawn.maxY),
        ]
        let corners = points.map { point in
            let inWindow = superview === window ? point : superview.convert(point, to: window)
            return window.convert(inWindow, to: nil as UIWindow?)
        }
        return corners.allSatisfy(SceneRenderer.isDrawable) ? corners : nil
    }

    /// The four corners of `view`'s bounds in screen coordinates.
    @MainActor
    private static func corners(of view: UIView, in window: UIWindow) -> [CGPoint] {
        let b = view.bounds
        let points = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ]
        return points.map { point in
            let inWindow = view === window ? point : view.convert(point, to: window)
            return window.convert(inWindow, to: nil as UIWindow?)
        }
    }
}
