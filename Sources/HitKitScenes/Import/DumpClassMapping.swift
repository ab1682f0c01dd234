import HitKitDumps

/// Which HitKit class a dumped view's class becomes.
///
/// HitKit has `UIWindow`, `UIView`, `UIControl`, `UIButton`, `UILabel`, `UIImageView`, `UISlider`, `UISwitch`
/// and `UIScrollView`; a dump's class with one of these names becomes that class. A well-known UIKit subclass of
/// one of them (`UIRoundedRectButton`, `UIButtonLabel`, `UITextField`, `UITableView`, `UICollectionView`,
/// `UITextView`, `WKScrollView` …) and a class whose dump prints `baseClass = UIButton` (an app's Swift subclass)
/// become the HitKit class they derive from. Every other class, UIKit's own (`UITransitionView`) or the app's
/// (`MyApp.CardView`), becomes a plain view.
enum DumpClassMapping {
    /// What a class maps to.
    enum Target: Equatable {
        /// A window (only for the dump's root).
        case window
        /// A view of this built-in kind.
        case view(BuiltInViewKind)
    }

    /// The classes HitKit has under the same name.
    static let hitKitClasses: [String: Target] = [
        "UIWindow": .window, "UIView": .view(.view), "UIControl": .view(.control), "UIButton": .view(.button),
        "UILabel": .view(.label), "UIImageView": .view(.imageView), "UISlider": .view(.slider),
        "UISwitch": .view(.switch), "UIScrollView": .view(.scrollView),
    ]

    /// Well-known UIKit subclasses and the HitKit class they derive from.
    static let knownSubclasses: [String: Target] = [
        // Windows.
        "UITextEffectsWindow": .window, "UIRemoteKeyboardWindow": .window, "UIStatusBarWindow": .window,
        // Buttons (the rounded-rect button of iOS 6 and earlier, navigation bar buttons).
        "UIRoundedRectButton": .view(.button), "UINavigationButton": .view(.button),
        // Other controls.
        "UISegmentedControl": .view(.control),
        "UITextField": .view(.control), "UISearchTextField": .view(.control), "UIStepper": .view(.control),
        "UIPageControl": .view(.control), "UIDatePicker": .view(.control), "UIRefreshControl": .view(.control),
        "UIColorWell": .view(.control), "_UIButtonBarButton": .view(.control),
        // Scroll views: table and collection views, text views, web views' scroll views, and the private
        // scroll views UIKit puts inside them and around SwiftUI's lists.
        "UITableView": .view(.scrollView), "UICollectionView": .view(.scrollView), "UITextView": .view(.scrollView),
        "WKScrollView": .view(.scrollView), "UITableViewWrapperView": .view(.scrollView),
        "_UIQueuingScrollView": .view(.scrollView), "UIPickerTableView": .view(.scrollView),
        // Labels.
        "UIButtonLabel": .view(.label), "UITableViewLabel": .view(.label), "UITableViewCellLabel": .view(.label),
        // Image views.
        "_UIImageViewExtendedStorage": .view(.imageView),
    ]

    /// What `view`'s class maps to: its own name, else its printed `baseClass`, else a plain view.
    ///
    /// A window class below the root is a plain view: a scene's windows are top-level.
    static func target(of view: DumpedView, isRoot: Bool) -> Target {
        for name in [view.className, view.baseClassName].compactMap(\.self) {
            if let target = hitKitClasses[name] ?? knownSubclasses[name] {
                return target == .window && !isRoot ? .view(.view) : target
            }
        }
        return .view(.view)
    }

    /// Whether HitKit has this exact class, so nothing about the view is unknown.
    static func isHitKitClass(_ className: String) -> Bool { hitKitClasses[className] != nil }
}
