import HitKit

/// A view a scene builds for one of its kinds, applying the behaviour its declared class and its
/// own fields resolve to (``SceneViewBehaviour``): every class ``BuiltInViewKind/makeView(behaviour:tableStyle:)``
/// makes. `explain` reads a view's overrides and declared class through it, so a control or a list
/// (`UIStepper`, `UITableView`, …) is explained as a plain view is, and a scene drawing names each
/// view by its declared class.
@MainActor
protocol SceneBehavingView: UIView {
    /// The behaviour the view's overrides apply.
    var behaviour: SceneViewBehaviour! { get }
}

extension SceneView: SceneBehavingView {}
extension SceneButton: SceneBehavingView {}
extension SceneControl: SceneBehavingView {}
extension SceneLabel: SceneBehavingView {}
extension SceneImageView: SceneBehavingView {}
extension SceneSlider: SceneBehavingView {}
extension SceneSwitch: SceneBehavingView {}
extension SceneScrollView: SceneBehavingView {}
extension SceneStepper: SceneBehavingView {}
extension SceneSegmentedControl: SceneBehavingView {}
extension ScenePageControl: SceneBehavingView {}
extension SceneTableView: SceneBehavingView {}
extension SceneCollectionView: SceneBehavingView {}
extension SceneTextField: SceneBehavingView {}
extension SceneTextView: SceneBehavingView {}
