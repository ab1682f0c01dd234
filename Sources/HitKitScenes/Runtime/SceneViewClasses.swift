import HitKit

// The real UIKit subclasses a scene's declared classes are built from: one per built-in kind,
// each overriding hitTest, point(inside:) and the touches methods to apply its
// ``SceneViewBehaviour``. (Swift cannot make classes at run time; the declared class name is
// carried by the behaviour and used in logs and traces.)

/// A scene view whose base is `UIView`.
final class SceneView: UIView {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UIButton`.
final class SceneButton: UIButton {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UIControl`.
final class SceneControl: UIControl {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UILabel`.
final class SceneLabel: UILabel {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UIImageView`.
final class SceneImageView: UIImageView {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UISlider`.
final class SceneSlider: UISlider {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UISwitch`.
final class SceneSwitch: UISwitch {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UIScrollView`.
final class SceneScrollView: UIScrollView {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UIStepper`.
final class SceneStepper: UIStepper {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UISegmentedControl`.
final class SceneSegmentedControl: UISegmentedControl {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UIPageControl`.
final class ScenePageControl: UIPageControl {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// A scene view whose base is `UITableView`.
final class SceneTableView: UITableView {
    var behaviour: SceneViewBehaviour!
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

extension BuiltInViewKind {
    /// A new view of this kind applying `behaviour`; a table is made with `tableStyle`, a
    /// collection view with a new `UICollectionViewFlowLayout`.
    @MainActor
    func makeView(behaviour: SceneViewBehaviour, tableStyle: UITableView.Style = .plain) -> UIView {
        switch self {
        case .collectionView:
            let view = SceneCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            view.behaviour = behaviour
            return view
        case .textField:
            let view = SceneTextField(frame: .zero)
            view.behaviour = behaviour
            return view
        case .textView:
            let view = SceneTextView(frame: .zero)
            view.behaviour = behaviour
            return view
        case .view:
            let view = SceneView(frame: .zero)
            view.behaviour = behaviour
            return view
        case .button:
            let view = SceneButton(frame: .zero)
            view.behaviour = behaviour
            return view
        case .control:
            let view = SceneControl(frame: .zero)
            view.behaviour = behaviour
            return view
        case .label:
            let view = SceneLabel(frame: .zero)
            view.behaviour = behaviour
            return view
        case .imageView:
            let view = SceneImageView(frame: .zero)
            view.behaviour = behaviour
            return view
        case .slider:
            let view = SceneSlider(frame: .zero)
            view.behaviour = behaviour
            return view
        case .switch:
            let view = SceneSwitch(frame: .zero)
            view.behaviour = behaviour
            return view
        case .scrollView:
            let view = SceneScrollView(frame: .zero)
            view.behaviour = behaviour
            return view
        case .stepper:
            let view = SceneStepper(frame: .zero)
            view.behaviour = behaviour
            return view
        case .segmentedControl:
            let view = SceneSegmentedControl(frame: .zero)
            view.behaviour = behaviour
            return view
        case .pageControl:
            let view = ScenePageControl(frame: .zero)
            view.behaviour = behaviour
            return view
        case .tableView:
            let view = SceneTableView(frame: .zero, style: tableStyle)
            view.behaviour = behaviour
            return view
        }
    }
}
