import Foundation

/// How a presented view controller is shown, UIKit's styles kept as a stored value so that code
/// that sets ``UIViewController/modalPresentationStyle`` compiles.
///
/// HitKit presents every style alike: the presented controller's root view fills its window, on
/// top of the window's other content, and the presenting controller's view stays behind it.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice (a page sheet in UIKit since iOS 13).
    case automatic = -2
    /// No adaptation (used with adaptive presentations).
    case none = -1
    /// Covers the screen; UIKit removes the presenting views afterwards.
    case fullScreen = 0
    /// A sheet that partly covers the content.
    case pageSheet = 1
    /// A centred sheet.
    case formSheet = 2
    /// Covers the presenting context's view.
    case currentContext = 3
    /// Shown by a custom transition.
    case custom = 4
    /// Covers the screen, leaving the presenting views in place.
    case overFullScreen = 5
    /// Covers the presenting context's view, leaving the views under it in place.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
}
