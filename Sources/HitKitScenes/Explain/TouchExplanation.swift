import HitKit

/// Why a touch at a point lands where it does: the view it lands on and the path to it, the first
/// reason each other view under the point (or the expected view) does not get it, the smallest
/// change that would make the expected view get it — proved by re-running the touch — and, with
/// a touch script, the gesture side.
///
/// ```swift
/// let scene = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view")
/// let why = try scene.explain(at: CGPoint(x: 160, y: 270), expecting: "BackButton")
/// why.hitView          // "blackView"
/// why.skipped[0].text  // "covered by front sibling blackView: …"
/// why.fix?.text        // "move blackView behind backButton in rootView's subviews"
/// ```
public struct TouchExplanation: Sendable {
    /// The scene file's name.
    public var scene: String
    /// The touch's point, in screen coordinates.
    public var point: CGPoint
    /// The window the touch goes to, or `nil` if no window hits a view.
    public var window: String?
    /// The view the touch lands on (its hit-test view), or `nil`.
    public var hitView: String?
    /// The hit view's declared class, when the scene declares one (`BlackView`).
    public var hitViewClass: String?
    /// The views from the window down to the hit view.
    public var path: [String]
    /// What UIKit does with a touch on the hit view, when it is (or is in) a control or a list
    /// that handles touches its own way — a stepper, a segmented control, a page control, a text
    /// field or view, a refresh control, a table or collection view and their cells: `in row Alice
    /// of table contacts: a tap highlights the row and selects it on lift …`; `nil` for other views
    /// (a view inside a button, a switch or a slider too: the control's own story is the gesture
    /// side's).
    public var hitViewRole: String? = nil
    /// The expected view's scene name, if one was given.
    public var expected: String?
    /// For the expected view, the first reason it does not get the touch (empty if it does);
    /// without one, the first reason for every other view under the point, front to back.
    public var skipped: [HitMissReason]
    /// Declared classes of the views in ``skipped``, by name.
    public var classes: [String: String]
    /// The best fix found, or `nil` when the expected view gets the touch, none was asked for,
    /// or no change within reach works (``searchedForFix`` tells which).
    public var fix: TouchFix?
    /// Other fixes that also work, with as many edits, best first.
    public var alternatives: [TouchFix]
    /// Whether a fix was looked for (an expected view that does not get the touch).
    public var searchedForFix: Bool
    /// The gesture side of the touch script, if one was given.
    public var events: [GestureNote]
    /// The touch script's text, if one was given.
    public var touches: String?
    /// When the touch is VoiceOver's activation of a view (`hitkit explain --activate`), that view
    /// and its accessibility values; `nil` for a plain touch.
    public var activation: VoiceOverActivation? = nil
    /// When the point is a hovering pointer's (`hitkit explain --hover`), the hover recognizers it
    /// reaches; `nil` for a touch.
    public var hover: HoverReach? = nil

    /// Whether the expected view gets the touch (`nil` without an expected view).
    public var landed: Bool? { expected.map { $0 == hitView } }
}

extension SceneFile {
    /// Explains who gets a touch at `point` (screen coordinates) and why, naming views by their
    /// scene names.
    ///
    /// - Parameters:
    ///   - point: The touch's location.
    ///   - expected: A view that should get the touch: a scene name, else the one view whose
    ///     name ends with `:` and this (`0x7fb2c0d0a3e0` for an imported `UIButton:0x7fb2c0d0a3e0`),
    ///     else the one view of this declared class.
    ///   - touches: A touch script whose gesture side to explain as well.
    ///   - scriptText: The script's text, shown in the explanation.
    /// - Throws: The scene's errors, and a `reference` error for an unknown `expected`.
    /// - Complexity: One hit-test walk per view under the point; the fix search rebuilds the
    ///   scene once per candidate change (a few dozen at most) and hit-tests a grid of points for
    ///   each fix found.
    @MainActor
    public func explain(
        at point: CGPoint, expecting expected: String? = nil, touches: TouchScript? = nil, scriptText: String? = nil
    ) throws(SceneFileError) -> TouchExplanation {
        var check = SceneBuilder(document: document, file: file, index: nil)
        if (try? check.build()) == nil {
            _ = try makeRuntime()  // the scene's own error, at its place in the file
        }
        let scene = ExplainScene(self)
        guard let runtime = scene.build(scene.document), let tapped = scene.build(scene.document) else {
            throw SceneFileError(
                code: .reference, file: file, line: 0, column: 0, path: "", message: "the scene does not build")
        }
        let target = try expected.map { name throws(SceneFileError) in try resolve(name, in: runtime) }
        let binding = TouchBinding.tap(at: point, in: tapped)
        let hit = binding.view.flatMap { runtime.counterpart(of: $0, in: tapped) }
        var path: [String] = []
        var current = hit
        while let view = current {
            path.insert(runtime.traceName(of: view), at: 0)
            current = view.superview
        }
        var explanation = TouchExplanation(
            scene: file, point: point, window: binding.window.map { tapped.traceName(of: $0) },
            hitView: hit.map { runtime.traceName(of: $0) }, hitViewClass: hit.flatMap(runtime.declaredClass),
            path: path, hitViewRole: hit.flatMap { TouchRole.of($0, in: runtime) },
            expected: target.map { runtime.traceName(of: $0) }, skipped: [], classes: [:], fix: nil,
            alternatives: [], searchedForFix: false, events: [], touches: scriptText)
        let finder = MissFinder(runtime: runtime)
        let views = target.map { [$0] } ?? views(under: point, in: runtime, excluding: hit)
        for view in views where view !== hit {
            let cause = finder.firstCause(for: view, at: point) ?? .unexplained(hit: hit)
            explanation.skipped.append(cause.reason(for: view, in: runtime))
            if let declared = runtime.declaredClass(of: view) {
                explanation.classes[runtime.traceName(of: view)] = declared
            }
        }
        if let target, target !== hit, let name = runtime.sceneName(of: target) {
            explanation.searchedForFix = true
            let fixes = FixSearch(scene: scene, targetName: name, point: point).fixes().map(scene.relabel)
            explanation.fix = fixes.first
            explanation.alternatives = Array(fixes.dropFirst())
        }
        if let touches, let played = scene.build(scene.document) {
            let story = GestureStory(runtime: played)
            played.application.addObserver(story)
            played.run(touches)
            played.application.removeObserver(story)
            explanation.events = story.notes() + RowSelectionStory.notes(scene: scene, touches: touches)
        }
        return explanation
    }

    /// The view `name` means: an exact scene name, else the one view whose name ends with
    /// `:name` (an imported dump's `UIButton:0x…`), else the one view of declared class `name`.
    @MainActor
    func resolve(_ name: String, in runtime: SceneRuntime) throws(SceneFileError) -> UIView {
        if let view = runtime.view(named: name) { return view }
        let views = runtime.allViews
        let suffixed = views.filter { runtime.sceneName(of: $0)?.hasSuffix(":" + name) == true }
        let ofClass = views.filter { runtime.declaredClass(of: $0) == name }
        for matches in [suffixed, ofClass] where !matches.isEmpty {
            guard matches.count == 1 else {
                let names = matches.map { runtime.traceName(of: $0) }.joined(separator: ", ")
                throw SceneFileError(
                    code: .reference, file: file, line: 0, column: 0, path: "--expect",
                    message: "'\(name)' matches \(matches.count) views (\(names)); give one of their names")
            }
            return matches[0]
        }
        throw SceneFileError(
            code: .reference, file: file, line: 0, column: 0, path: "--expect",
            message: "no view named '\(name)' (nor ending ':\(name)', nor of class '\(name)')")
    }

    /// The views (not windows) of the visible windows whose bounds hold `point`, front to back —
    /// the order UIKit's walk meets them — leaving out `hit` and its ancestors.
    @MainActor
    private func views(under point: CGPoint, in runtime: SceneRuntime, excluding hit: UIView?) -> [UIView] {
        var result: [UIView] = []
        for window in runtime.application.visibleWindowsFrontToBack {
            var preorder: [UIView] = []
            var stack: [UIView] = window.subviews.reversed()
            while let view = stack.popLast() {
                preorder.append(view)
                stack.append(contentsOf: view.subviews.reversed())
            }
            let local = window.convert(point, from: nil as UIWindow?)
            for view in preorder.reversed() where view.bounds.finiteSafeContains(view.convert(local, from: window)) {
                if let hit, hit === view || hit.isDescendant(of: view) { continue }
                result.append(view)
            }
        }
        return result
    }
}
