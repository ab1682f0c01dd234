import HitKitDumps

/// Which HitKit class a dumped view's class becomes.
///
/// A dump's `UIWindow`, `UIView`, `UIControl`, `UIButton`, `UILabel`, `UIImageView`, `UISlider`, `UISwitch`,
/// `UIScrollView`, `UIStepper`, `UISegmentedControl`, `UIPageControl`, `UITextField` and `UITextView` become that
/// HitKit class. A well-known UIKit subclass of one of them (`UIRoundedRectButton`, `UIButtonLabel`,
/// `UISearchTextField`, `WKScrollView` …) and a class whose dump prints `baseClass = UIButton` (an app's Swift
/// subclass) become the HitKit class they derive from. Every other class, UIKit's private ones
/// (`UITransitionView`, `UITableViewCellContentView`) or the app's (`MyApp.CardView`), becomes a plain view.
///
/// HitKit has `UITableView`, `UICollectionView` and their cells too, but a dump imports them on purpose
/// (``importedListClasses``, noted as such, not as classes HitKit lacks) as a scroll view and plain views.
/// A dumped `UITableView` imports as a scroll view holding its cells as plain views, not as a scene `tableView`:
/// a dump shows only the cells on screen, without their index paths, sections, headers or the rows scrolled
/// away, so the table's data cannot be rebuilt — and a scene table whose data source knew only the visible
/// rows would lay them out again and change the content size the dump prints. As a scroll view with the
/// dump's `contentSize` and `contentOffset`, the cells stay exactly where they were on screen, which is what
/// hit-testing needs. The same holds for `UICollectionView`.
///
/// The private subviews that are parts of a control (``privateParts``), and every subview of a control HitKit
/// draws and tracks itself (``drawsItsOwnParts``: a slider, a switch, a stepper, a segmented control, a page
/// control), are folded into the control: they are not imported, so a touch on them reaches the control, as
/// in UIKit, where the control tracks the touch and they only draw it.
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
        "UISwitch": .view(.switch), "UIScrollView": .view(.scrollView), "UIStepper": .view(.stepper),
        "UISegmentedControl": .view(.segmentedControl), "UIPageControl": .view(.pageControl),
        "UITextField": .view(.textField), "UITextView": .view(.textView),
    ]

    /// Well-known UIKit subclasses and the HitKit class they derive from.
    static let knownSubclasses: [String: Target] = [
        // Windows.
        "UITextEffectsWindow": .window, "UIRemoteKeyboardWindow": .window, "UIStatusBarWindow": .window,
        // Buttons (the rounded-rect button of iOS 6 and earlier, navigation bar buttons).
        "UIRoundedRectButton": .view(.button), "UINavigationButton": .view(.button),
        // Other controls.
        "UISearchTextField": .view(.textField),
        "UIDatePicker": .view(.control), "UIRefreshControl": .view(.control),
        "UIColorWell": .view(.control), "_UIButtonBarButton": .view(.control),
        // Scroll views: table and collection views, web views' scroll views, and the private scroll views UIKit
        // puts inside them and around SwiftUI's lists.
        "UITableView": .view(.scrollView), "UICollectionView": .view(.scrollView),
        "WKScrollView": .view(.scrollView), "UITableViewWrapperView": .view(.scrollView),
        "_UIQueuingScrollView": .view(.scrollView), "UIPickerTableView": .view(.scrollView),
        // Labels.
        "UIButtonLabel": .view(.label), "UITableViewLabel": .view(.label), "UITableViewCellLabel": .view(.label),
        // Image views.
        "_UIImageViewExtendedStorage": .view(.imageView),
        // Cells and their content views: plain views in the scroll view their table or collection view becomes.
        "UITableViewCell": .view(.view), "UITableViewCellContentView": .view(.view),
        "UICollectionViewCell": .view(.view), "UICollectionViewListCell": .view(.view),
    ]

    /// The kinds HitKit draws and tracks itself, whose dumped subviews are all folded into them.
    static let drawsItsOwnParts: Set<BuiltInViewKind> = [.slider, .switch, .stepper, .segmentedControl, .pageControl]

    /// UIKit's private views that stand for a part of their control and are folded into it wherever they are: a
    /// segmented control's segments and their labels, a text field's background, field editor, placeholder label
    /// and text canvas, a text view's text container and layout views, a stepper's buttons, a page control's
    /// indicators, a switch's and a slider's visual elements. A text field's clear button and its app-given left
    /// and right views are not among them: they take their own touches, as in UIKit.
    static let privateParts: Set<String> = [
        "UISegment", "UISegmentLabel", "_UISegmentedControlBackgroundView",
        "_UITextFieldRoundedRectBackgroundView", "_UITextFieldRoundedRectBackgroundViewNeue",
        "_UITextFieldSystemBackgroundView", "UIFieldEditor", "_UITextFieldCanvasView", "_UITextLayoutCanvasView",
        "_UITextFieldContentView", "UITextFieldLabel", "_UITextContainerView", "_UITextLayoutView",
        "_UITextLayoutFragmentView",
        "_UIStepperButton", "_UIPageControlContentView", "_UIPageControlIndicatorContentView",
        "UISwitchModernVisualElement", "_UISlideriOSVisualElement",
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

    /// HitKit's list classes, which a dump imports as a scroll view and plain views on purpose (not as classes
    /// HitKit lacks): a dump has no index paths to rebuild the list's data from.
    static let importedListClasses: Set<String> = [
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell",
    ]
}
