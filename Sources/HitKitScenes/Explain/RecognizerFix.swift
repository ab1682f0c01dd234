import HitKit

/// A change to one gesture recognizer a scene file declares, that answers why a trackpad pinch or
/// rotation passed it over (HitKit's `TransformSkipReason`): turned on when it was disabled, let
/// begin when its delegate said no, let recognize with the recognizers that began first when one
/// of them prevented it. `hitkit explain --pinch` and `--rotate` keep it only once re-running the
/// gesture on the changed scene drives the recognizer.
struct RecognizerFix: Hashable, Sendable {
    /// The view whose `gestures` hold the recognizer, by scene name.
    var view: String
    /// The recognizer's index in that view's `gestures`.
    var index: Int
    /// The change in plain words.
    var text: String
    /// The change as scene-file fields.
    var yaml: String
    /// The change itself.
    var change: @Sendable (inout SceneGesture) -> Void

    static func == (a: RecognizerFix, b: RecognizerFix) -> Bool {
        (a.view, a.index, a.yaml) == (b.view, b.index, b.yaml)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(view)
        hasher.combine(index)
        hasher.combine(yaml)
    }

    /// The change that answers `reason` for the gesture at `index` of `view`'s `gestures` in
    /// `document`, or `nil` when no scene-file field does (a refusal in the app's own code, a
    /// gesture that does not move the recognizer's quantity).
    ///
    /// - Parameter began: The names of the recognizers that began, for a recognizer they prevent.
    static func answering(
        _ reason: TransformSkipReason, view: String, index: Int, in document: SceneDocument, began: [String]
    ) -> RecognizerFix? {
        guard let gesture = document.gesture(ofView: view, at: index) else { return nil }
        let label = gesture.name.map { "'\($0)'" } ?? "its \(gesture.kind.rawValue) recognizer"
        let key = "\(view): gestures[\(index)]"
        switch reason {
        case .disabled:
            return RecognizerFix(
                view: view, index: index, text: "enable \(view)'s \(label)", yaml: "\(key): {enabled: true}"
            ) { $0.enabled = true }
        case .shouldBeginFalse:
            return RecognizerFix(
                view: view, index: index, text: "let \(view)'s \(label) begin: its delegate answers shouldBegin yes",
                yaml: "\(key): {shouldBegin: true}"
            ) { $0.shouldBegin = true }
        case .prevented:
            let others = began.isEmpty ? ["all"] : began
            let list = others.joined(separator: ", ")
            return RecognizerFix(
                view: view, index: index,
                text: "let \(view)'s \(label) recognize simultaneously with \(list)",
                yaml: "\(key): {simultaneousWith: [\(list)]}"
            ) { gesture in
                for other in others where gesture.simultaneousWith?.contains(other) != true {
                    gesture.simultaneousWith = (gesture.simultaneousWith ?? []) + [other]
                }
            }
        case .busy, .viewLeftWindows, .refusedByRecognizer, .refusedByDelegate, .scaleUnchanged,
            .rotationUnchanged:
            return nil
        }
    }

    /// `document` with the change made.
    func applied(to document: SceneDocument) -> SceneDocument {
        var changed = document
        changed.modifyGesture(ofView: view, at: index, change)
        return changed
    }
}

extension SceneDocument {
    /// The gesture at `index` of the `gestures` of the view named `name`, or `nil`.
    func gesture(ofView name: String, at index: Int) -> SceneGesture? {
        var found: SceneGesture?
        var copy = self
        copy.modifyGesture(ofView: name, at: index) { found = $0 }
        return found
    }

    /// Changes the gesture at `index` of the `gestures` of the view named `name`, in any window;
    /// nothing when there is none.
    mutating func modifyGesture(ofView name: String, at index: Int, _ body: (inout SceneGesture) -> Void) {
        func visit(_ views: inout [SceneViewSpec]) {
            for position in views.indices {
                if views[position].name == name, let gestures = views[position].gestures,
                    gestures.indices.contains(index)
                {
                    body(&views[position].gestures![index])
                    return
                }
                if var subviews = views[position].subviews {
                    visit(&subviews)
                    views[position].subviews = subviews
                }
            }
        }
        if var list = views {
            visit(&list)
            views = list
        }
        for window in (windows ?? []).indices {
            if var list = windows?[window].views {
                visit(&list)
                windows?[window].views = list
            }
        }
    }
}
