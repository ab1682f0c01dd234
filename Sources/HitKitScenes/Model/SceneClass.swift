/// A custom view class declared in a scene file: its base class, the behaviours its overrides
/// apply and the lines they log.
///
/// ```yaml
/// classes:
///   BlackView:
///     base: view
///     hitTest: passThrough
///     log:
///       hitTest: "BlackView hitTest(:with:)"
///       pointInside: "BlackView point(inside:with:): {result}"
///       touchesBegan: "BlackView touchesBegan(:with:)"
/// ```
///
/// A class may derive from another declared class: unset behaviours and log lines come from it.
public struct SceneClass: Codable, Hashable, Sendable {
    /// A built-in kind (`view`, `button`, `control`, `label`, `imageView`, `slider`, `switch`,
    /// `scrollView`, `stepper`, `segmentedControl`, `pageControl`, `tableView`, `collectionView`, `textField`,
    /// `textView`) or another declared class.
    public var base: String = "view"
    /// How `hitTest(_:with:)` changes UIKit's result.
    public var hitTest: HitTestBehaviour?
    /// How `point(inside:with:)` answers.
    public var pointInside: PointInsideBehaviour?
    /// What `touches…` do after logging.
    public var touches: TouchForwarding?
    /// Lines the overrides log.
    public var log: LogTemplates?

    enum CodingKeys: String, CodingKey, CaseIterable { case base, hitTest, pointInside, touches, log }

    /// Creates a class deriving from `base`.
    public init(base: String = "view") { self.base = base }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.mapping(CodingKeys.self, of: "a mapping {base, hitTest, pointInside, touches, log}")
        base = try container.optional(String.self, .base, expecting: "a class name") ?? "view"
        hitTest = try container.optional(HitTestBehaviour.self, .hitTest, expecting: "a hitTest behaviour")
        pointInside = try container.optional(
            PointInsideBehaviour.self, .pointInside, expecting: "a pointInside behaviour")
        touches = try container.optional(TouchForwarding.self, .touches, expecting: "default, forward or stop")
        log = try container.optional(LogTemplates.self, .log, expecting: "a mapping of log lines")
    }
}

/// The built-in view kinds a scene's `class` may name.
public enum BuiltInViewKind: String, CaseIterable, Sendable {
    case view, button, control, label, imageView, slider, `switch`, scrollView
    case stepper, segmentedControl, pageControl, tableView, collectionView, textField, textView

    /// The UIKit class name the kind stands for, as logs print it.
    public var className: String {
        switch self {
        case .view: "UIView"
        case .button: "UIButton"
        case .control: "UIControl"
        case .label: "UILabel"
        case .imageView: "UIImageView"
        case .slider: "UISlider"
        case .switch: "UISwitch"
        case .scrollView: "UIScrollView"
        case .stepper: "UIStepper"
        case .segmentedControl: "UISegmentedControl"
        case .pageControl: "UIPageControl"
        case .tableView: "UITableView"
        case .collectionView: "UICollectionView"
        case .textField: "UITextField"
        case .textView: "UITextView"
        }
    }
}
