import Foundation

/// The base class for controls: views that turn touches into events such as touchUpInside.
@MainActor
open class UIControl: UIView {
    /// Whether the control is enabled. A disabled control sends no events and takes no part in
    /// hit-testing: the touch goes to the view behind it or its superview.
    open var isEnabled: Bool = true

    override var hitTestSkipReason: HitTestSkipReason? {
        super.hitTestSkipReason ?? (isEnabled ? nil : .disabledControl)
    }
}
