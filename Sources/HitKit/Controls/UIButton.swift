import Foundation

/// A control that runs an action when tapped.
@MainActor
open class UIButton: UIControl {
}
