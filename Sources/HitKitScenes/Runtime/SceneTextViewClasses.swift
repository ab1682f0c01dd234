import HitKit

/// A scene view whose base is `UITextField`.
final class SceneTextField: UITextField {
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

/// A scene view whose base is `UITextView`.
final class SceneTextView: UITextView {
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

/// The delegate a scene's runtime gives each `textView`: it reports the editing calls UIKit makes
/// (`textViewDidBeginEditing(_:)`, `textViewDidEndEditing(_:)`) to ``SceneRuntime/onTextViewEvent``, so
/// `hitkit trace` shows them as it shows a text field's `editingDidBegin` and `editingDidEnd`.
@MainActor
final class SceneTextViewDelegate: UITextViewDelegate {
    weak var runtime: SceneRuntime?

    func textViewDidBeginEditing(_ textView: UITextView) { report(.textViewDidBeginEditing, textView) }

    func textViewDidEndEditing(_ textView: UITextView) { report(.textViewDidEndEditing, textView) }

    private func report(_ call: SceneTextViewEvent.Call, _ textView: UITextView) {
        guard let runtime else { return }
        runtime.onTextViewEvent?(SceneTextViewEvent(textView: runtime.traceName(of: textView), call: call))
    }
}

/// A call UIKit makes on a scene text view's delegate when editing begins or ends; the scene's
/// runtime reports each through ``SceneRuntime/onTextViewEvent``, so `hitkit trace` shows it among
/// the dispatch trace's lines: `textView <notes> textViewDidBeginEditing`.
public struct SceneTextViewEvent: Sendable, Hashable {
    /// The delegate method, as UIKit names it.
    public enum Call: String, Sendable, Hashable, CaseIterable {
        case textViewDidBeginEditing, textViewDidEndEditing
    }

    /// The text view's trace name.
    public var textView: String
    /// The delegate method called.
    public var call: Call

    /// The trace line: `textView <notes> textViewDidBeginEditing`.
    public var line: String { "textView <\(textView)> \(call.rawValue)" }
}
