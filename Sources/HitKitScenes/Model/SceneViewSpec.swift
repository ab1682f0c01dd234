/// A view in a scene file, with its subviews nested.
///
/// ```yaml
/// - name: saveButton
///   class: button
///   frame: [90, 140, 100, 44]
///   pointInside: {insets: -10}
///   actions: [{event: touchUpInside, log: "Save tapped"}]
///   subviews: []
/// ```
///
/// Geometry: `frame`, or `center` and `bounds` (a transformed view is best placed that way);
/// `bounds` alone keeps the frame's origin and sets the bounds (its origin scrolls the content).
/// The layer's `anchorPoint`, `zPosition`, `cornerRadius` and `masksToBounds` are set after the geometry
/// (``layer``). An `animation:` starts a `UIView.animate` block on the view once the scene is built (``animation``),
/// an `animator:` a `UIViewPropertyAnimator` (``animator``).
/// A `slider`, `switch`, `scrollView`, `stepper`, `segmentedControl`, `pageControl`, `tableView` or
/// `collectionView` — or a `textField` or `textView` — also takes its kind's fields (``slider``, ``isOn``,
/// ``scrollView``, ``stepper``, ``segmentedControl``, ``pageControl``, ``tableView``, ``collectionView``,
/// ``textFields``), written flat in the view's mapping (`value: 0.5`, `contentSize: [320, 900]`).
public struct SceneViewSpec: Codable, Hashable, Sendable {
    /// The view's name in the scene: unique, used to refer to it, and its accessibility identifier
    /// unless `accessibilityIdentifier` is given.
    public var name: String?
    /// A built-in kind or a declared class; `view` by default.
    public var `class`: String?
    /// `frame`.
    public var frame: SceneRect?
    /// `center`.
    public var center: ScenePoint?
    /// `bounds`.
    public var bounds: SceneRect?
    /// `transform`.
    public var transform: SceneTransform?
    /// `isHidden`.
    public var hidden: Bool?
    /// `alpha`.
    public var alpha: Double?
    /// `isUserInteractionEnabled`.
    public var userInteractionEnabled: Bool?
    /// `isMultipleTouchEnabled`.
    public var multipleTouchEnabled: Bool?
    /// `isExclusiveTouch`.
    public var exclusiveTouch: Bool?
    /// `clipsToBounds`.
    public var clipsToBounds: Bool?
    /// The layer's `anchorPoint`, `zPosition`, `cornerRadius` and `masksToBounds` (``SceneLayerFields``).
    public var layer = SceneLayerFields()
    /// A `UIView.animate` block started on the view once the scene is built (``SceneAnimation``).
    public var animation: SceneAnimation?
    /// A `UIViewPropertyAnimator` started (or paused) on the view once the scene is built (``SceneAnimator``).
    public var animator: SceneAnimator?
    /// `isEnabled` (controls only).
    public var isEnabled: Bool?
    /// `tag`.
    public var tag: Int?
    /// `accessibilityIdentifier`; logs name a view by it (else by its class).
    public var accessibilityIdentifier: String?
    /// Makes the view a view controller's root view; the first such view at the top of a window
    /// becomes the window's `rootViewController`, sized to the window.
    public var viewController: Bool?
    /// This view's own `hitTest` behaviour, over its class's.
    public var hitTest: HitTestBehaviour?
    /// This view's own `point(inside:)` behaviour, over its class's.
    public var pointInside: PointInsideBehaviour?
    /// This view's own touch forwarding, over its class's.
    public var touches: TouchForwarding?
    /// Control actions to log (controls only).
    public var actions: [SceneAction]?
    /// Gesture recognizers on the view.
    public var gestures: [SceneGesture]?
    /// A `slider`'s `value`, `minimumValue`, `maximumValue` and `isContinuous`.
    public var slider = SceneSliderFields()
    /// A `switch`'s `isOn`.
    public var isOn: Bool?
    /// A `scrollView`'s content geometry and flags (a `tableView`'s too).
    public var scrollView = SceneScrollViewFields()
    /// A `stepper`'s `stepValue`, `wraps` and `autorepeat` (its value and range are in ``slider``).
    public var stepper = SceneStepperFields()
    /// A `segmentedControl`'s segments, selection and flags.
    public var segmentedControl = SceneSegmentedControlFields()
    /// A `pageControl`'s `numberOfPages` and `currentPage`.
    public var pageControl = ScenePageControlFields()
    /// A `tableView`'s style, heights, sections and rows; a `collectionView`'s sections and items,
    /// and both kinds' `allowsSelection` and `allowsMultipleSelection`.
    public var tableView = SceneTableViewFields()
    /// A `collectionView`'s flow layout fields.
    public var collectionView = SceneCollectionViewFields()
    /// A `textField`'s or a `textView`'s text, a text field's placeholder, a text view's `isEditable`.
    public var textFields = SceneTextFields()
    /// `isAccessibilityElement`, `accessibilityLabel` and `accessibilityActivationPoint`.
    public var accessibility = SceneAccessibilityFields()
    /// Subviews, back to front.
    public var subviews: [SceneViewSpec]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, `class`, frame, center, bounds, transform, hidden, alpha, userInteractionEnabled
        case multipleTouchEnabled, exclusiveTouch, clipsToBounds, anchorPoint, zPosition, cornerRadius, masksToBounds
        case animation, animator
        case isEnabled, tag, accessibilityIdentifier
        case viewController, hitTest, pointInside, touches, actions, gestures
        case value, minimumValue, maximumValue, isContinuous, isOn
        case contentSize, contentOffset, contentInset, isScrollEnabled, delaysContentTouches
        case canCancelContentTouches, isPagingEnabled, bounces, isDirectionalLockEnabled
        case stepValue, wraps, autorepeat, segments, selectedSegmentIndex, isMomentary, disabledSegments
        case numberOfPages, currentPage, style, rowHeight, sectionHeaderHeight, sectionFooterHeight, sections
        case allowsSelection, allowsMultipleSelection
        case itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, scrollDirection
        case text, placeholder, isEditable, becomeFirstResponder
        case isAccessibilityElement, accessibilityLabel, accessibilityActivationPoint
        case subviews
    }

    /// An empty view spec.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(CodingKeys.self, of: "a view mapping {name, class, frame, …}")
        name = try c.optional(String.self, .name, expecting: "a name")
        `class` = try c.optional(String.self, .class, expecting: "a class name")
        frame = try c.optional(SceneRect.self, .frame, expecting: "4 numbers [x, y, width, height]")
        center = try c.optional(ScenePoint.self, .center, expecting: "2 numbers [x, y]")
        bounds = try c.optional(SceneRect.self, .bounds, expecting: "4 numbers [x, y, width, height]")
        transform = try c.optional(SceneTransform.self, .transform, expecting: "a transform")
        let flag = "true or false"
        hidden = try c.optional(Bool.self, .hidden, expecting: flag)
        alpha = try c.optional(Double.self, .alpha, expecting: "a number from 0 to 1")
        if let alpha, !(0...1).contains(alpha) {
            throw SchemaProblem(codingPath: c.codingPath + [CodingKeys.alpha], expected: "a number from 0 to 1")
        }
        userInteractionEnabled = try c.optional(Bool.self, .userInteractionEnabled, expecting: flag)
        multipleTouchEnabled = try c.optional(Bool.self, .multipleTouchEnabled, expecting: flag)
        exclusiveTouch = try c.optional(Bool.self, .exclusiveTouch, expecting: flag)
        clipsToBounds = try c.optional(Bool.self, .clipsToBounds, expecting: flag)
        layer = try SceneLayerFields(c, clipsToBounds: clipsToBounds)
        animation = try c.optional(SceneAnimation.self, .animation, expecting: "an animation mapping {to, duration, …}")
        animator = try c.optional(SceneAnimator.self, .animator, expecting: "an animator mapping {to, duration, …}")
        if animation != nil, animator != nil {
            throw SchemaProblem(
                codingPath: c.codingPath + [CodingKeys.animator], expected: "",
                message: "a view takes an animation or an animator, not both")
        }
        isEnabled = try c.optional(Bool.self, .isEnabled, expecting: flag)
        tag = try c.optional(Int.self, .tag, expecting: "a whole number")
        accessibilityIdentifier = try c.optional(String.self, .accessibilityIdentifier, expecting: "a string")
        viewController = try c.optional(Bool.self, .viewController, expecting: flag)
        hitTest = try c.optional(HitTestBehaviour.self, .hitTest, expecting: "a hitTest behaviour")
        pointInside = try c.optional(PointInsideBehaviour.self, .pointInside, expecting: "a pointInside behaviour")
        touches = try c.optional(TouchForwarding.self, .touches, expecting: "default, forward or stop")
        actions = try c.optional([SceneAction].self, .actions, expecting: "a list of actions")
        gestures = try c.optional([SceneGesture].self, .gestures, expecting: "a list of gesture recognizers")
        slider = try SceneSliderFields(c)
        isOn = try c.optional(Bool.self, .isOn, expecting: flag)
        scrollView = try SceneScrollViewFields(c)
        stepper = try SceneStepperFields(c)
        segmentedControl = try SceneSegmentedControlFields(c)
        pageControl = try ScenePageControlFields(c)
        tableView = try SceneTableViewFields(c)
        collectionView = try SceneCollectionViewFields(c)
        textFields = try SceneTextFields(c)
        accessibility = try SceneAccessibilityFields(c)
        subviews = try c.optional([SceneViewSpec].self, .subviews, expecting: "a list of views")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(`class`, forKey: .class)
        try c.encodeIfPresent(frame, forKey: .frame)
        try c.encodeIfPresent(center, forKey: .center)
        try c.encodeIfPresent(bounds, forKey: .bounds)
        try c.encodeIfPresent(transform, forKey: .transform)
        try c.encodeIfPresent(hidden, forKey: .hidden)
        try c.encodeIfPresent(alpha, forKey: .alpha)
        try c.encodeIfPresent(userInteractionEnabled, forKey: .userInteractionEnabled)
        try c.encodeIfPresent(multipleTouchEnabled, forKey: .multipleTouchEnabled)
        try c.encodeIfPresent(exclusiveTouch, forKey: .exclusiveTouch)
        try c.encodeIfPresent(clipsToBounds, forKey: .clipsToBounds)
        try layer.encode(into: &c)
        try c.encodeIfPresent(animation, forKey: .animation)
        try c.encodeIfPresent(animator, forKey: .animator)
        try c.encodeIfPresent(isEnabled, forKey: .isEnabled)
        try c.encodeIfPresent(tag, forKey: .tag)
        try c.encodeIfPresent(accessibilityIdentifier, forKey: .accessibilityIdentifier)
        try c.encodeIfPresent(viewController, forKey: .viewController)
        try c.encodeIfPresent(hitTest, forKey: .hitTest)
        try c.encodeIfPresent(pointInside, forKey: .pointInside)
        try c.encodeIfPresent(touches, forKey: .touches)
        try c.encodeIfPresent(actions, forKey: .actions)
        try c.encodeIfPresent(gestures, forKey: .gestures)
        try slider.encode(into: &c)
        try c.encodeIfPresent(isOn, forKey: .isOn)
        try scrollView.encode(into: &c)
        try stepper.encode(into: &c)
        try segmentedControl.encode(into: &c)
        try pageControl.encode(into: &c)
        try tableView.encode(into: &c)
        try collectionView.encode(into: &c)
        try textFields.encode(into: &c)
        try accessibility.encode(into: &c)
        try c.encodeIfPresent(subviews, forKey: .subviews)
    }
}

/// A control action that logs a line when the control sends `event`.
public struct SceneAction: Codable, Hashable, Sendable {
    /// The control event's name: `touchUpInside`, `touchDown`, `primaryActionTriggered`, …
    public var event: String
    /// The line logged.
    public var log: String

    enum CodingKeys: String, CodingKey, CaseIterable { case event, log }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(CodingKeys.self, of: "an action mapping {event, log}")
        event = try c.required(String.self, .event, expecting: "a control event name")
        log = try c.required(String.self, .log, expecting: "a line of text")
    }
}

/// A window in a scene file.
public struct SceneWindowSpec: Codable, Hashable, Sendable {
    /// The window's name (its accessibility identifier in traces); logs call it `UIWindow`.
    public var name: String?
    /// The window's frame; the 320 × 480 screen by default.
    public var frame: SceneRect?
    /// `windowLevel`; 0 (normal) by default.
    public var level: Double?
    /// Whether the window is the key window; the first window by default.
    public var key: Bool?
    /// Whether the window stays hidden; shown by default.
    public var hidden: Bool?
    /// The window's subviews, back to front.
    public var views: [SceneViewSpec]?

    enum CodingKeys: String, CodingKey, CaseIterable { case name, frame, level, key, hidden, views }

    /// A window with no views.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(CodingKeys.self, of: "a window mapping {frame, level, key, views}")
        name = try c.optional(String.self, .name, expecting: "a name")
        frame = try c.optional(SceneRect.self, .frame, expecting: "4 numbers [x, y, width, height]")
        level = try c.finite(.level, expecting: "a finite number")
        key = try c.optional(Bool.self, .key, expecting: "true or false")
        hidden = try c.optional(Bool.self, .hidden, expecting: "true or false")
        views = try c.optional([SceneViewSpec].self, .views, expecting: "a list of views")
    }
}
