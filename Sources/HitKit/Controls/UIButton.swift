import Foundation

/// A control that runs an action when tapped.
///
/// A button is a ``UIControl`` that also sends ``UIControl/Event/primaryActionTriggered`` right
/// after ``UIControl/Event/touchUpInside``, so an action given as `primaryAction` runs on a tap.
/// A parent's single-finger single tap does not begin over a button, which keeps its tap (see
/// ``gestureRecognizerShouldBegin(_:)``).
/// HitKit draws nothing: a button keeps its titles per state (for tests, tools and accessibility)
/// but has no title label, image or configuration.
///
/// ```swift
/// let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in save() })
/// button.currentTitle  // "Save"
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button UIKit offers. HitKit draws nothing, so they differ only in
    /// ``UIButton/buttonType``.
    public enum ButtonType: Int, Sendable {
        /// A button with no system style.
        case custom = 0
        /// A system-styled button (UIKit's default for buttons made with a primary action).
        case system = 1
        /// A detail-disclosure button.
        case detailDisclosure = 2
        /// An information button with a light background.
        case infoLight = 3
        /// An information button with a dark background.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A plain button.
        case plain = 6
        /// A close button.
        case close = 7

        /// The rounded-rectangle button of early iOS, now the same as ``system``.
        public static let roundedRect = ButtonType.system
    }

    private var storedButtonType: ButtonType = .custom
    private var titles: [State: String] = [:]

    /// Creates a custom button (``ButtonType/custom``) with the given frame rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of the given type with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    /// Creates a button of the given type (``ButtonType/system`` by default) whose
    /// `primaryAction` runs on ``UIControl/Event/primaryActionTriggered``, that is on a tap; a
    /// non-empty action title becomes the button's title for ``UIControl/State/normal``.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { installPrimaryAction(primaryAction) }
    }

    /// The button's type, fixed when it was created.
    open var buttonType: ButtonType { storedButtonType }

    // MARK: Titles

    /// Sets the title shown in `state`; `nil` removes it, so the state falls back to the
    /// ``UIControl/State/normal`` title again.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
    }

    /// The title for `state`: the one set for exactly that state, else the title for
    /// ``UIControl/State/normal``, else `nil` — UIKit's fallback.
    open func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the button's current ``UIControl/state``.
    open var currentTitle: String? { title(for: state) }

    // MARK: Control behaviour

    override var sendsPrimaryActionAfterTouchUpInside: Bool { true }

    override func installPrimaryAction(_ action: UIAction) {
        super.installPrimaryAction(action)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single-finger single tap, so the button keeps its tap and sends
    /// touchUpInside — Apple's exemption for "a single finger single tap … on a UIButton". Every
    /// other recognizer may begin: a parent's double tap, two-finger tap, pan or long press, and
    /// any recognizer on the button itself (which cancels the button's touch when it recognizes).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !isAncestorSingleTap(gestureRecognizer) else { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
