import HitKit

/// A scene prepared for explaining: its document with the `views` shorthand written out as a
/// window and every unnamed view and window given a unique name (its class name, then
/// `UIView 2`, `UIView 3`, …), so the same view has the same name in every runtime built from
/// it — before and after a change — and its log lines left out. Neither changes where a touch goes.
@MainActor
struct ExplainScene {
    /// The prepared document.
    let document: SceneDocument
    /// The file's name, for errors.
    let file: String

    /// The names given to views and windows the file leaves unnamed.
    let invented: Set<String>
    /// Whether the file uses the `views` shorthand for its one window.
    let usesShorthand: Bool

    init(_ scene: SceneFile) {
        file = scene.file
        usesShorthand = scene.document.windows == nil
        var document: SceneDocument
        (document, invented) = Self.namingEveryView(scene.document.withExplicitWindows)
        // The scene's own log lines play no part in where touches go; without them every
        // hit-test the explanation makes (thousands, for a fix's side effects) is cheaper.
        document.logTrace = nil
        for name in (document.classes ?? [:]).keys { document.classes?[name]?.log = nil }
        self.document = document
    }

    /// A fresh runtime built from `document` (the prepared one or a changed copy), or `nil` if it
    /// does not build.
    func build(_ document: SceneDocument) -> SceneRuntime? {
        var builder = SceneBuilder(document: document, file: file, index: nil)
        return try? builder.build()
    }

    /// Whether a tap at `point`, sent through a fresh runtime's `UIApplication`, binds to the view
    /// named `name`: the proof a fix is checked with.
    func tapLands(in document: SceneDocument, at point: CGPoint, on name: String) -> Bool {
        guard let runtime = build(document) else { return false }
        let bound = TouchBinding.tap(at: point, in: runtime)
        return bound.view.map { runtime.sceneName(of: $0) == name && runtime.view(named: name) === $0 } ?? false
    }

    /// `fix` with each scene-file change keyed by the field path of the view it changes
    /// (`views[0].subviews[1]: {hidden: false}`) where the file gives that view no name.
    func relabel(_ fix: TouchFix) -> TouchFix {
        var fix = fix
        for index in fix.edits.indices {
            let edit = fix.edits[index]
            guard let colon = edit.yaml.range(of: ": "), invented.contains(String(edit.yaml[..<colon.lowerBound]))
            else { continue }
            let path = [.moveBehind, .bringToFront].contains(edit.kind) ? edit.path.parent : edit.path
            var key = path.description
            if usesShorthand {
                key = path.indices.isEmpty ? "views" : String(key.dropFirst("windows[0].".count))
            }
            fix.edits[index].yaml = key + edit.yaml[colon.lowerBound...]
        }
        return fix
    }

    private static func namingEveryView(_ document: SceneDocument) -> (SceneDocument, Set<String>) {
        var used: Set<String> = []
        var invented: Set<String> = []
        var copy = document
        for window in document.windows ?? [] { if let name = window.name { used.insert(name) } }
        walk(&copy) { spec in
            if let name = spec.name ?? spec.accessibilityIdentifier { used.insert(name) }
        }
        func fresh(_ base: String) -> String {
            var name = base
            var number = 2
            while used.contains(name) {
                name = "\(base) \(number)"
                number += 1
            }
            used.insert(name)
            invented.insert(name)
            return name
        }
        for index in (copy.windows ?? []).indices where copy.windows?[index].name == nil {
            copy.windows?[index].name = fresh("UIWindow")
        }
        walk(&copy) { spec in
            guard spec.name == nil, spec.accessibilityIdentifier == nil else { return }
            let declared = spec.class ?? "view"
            spec.name = fresh(BuiltInViewKind(rawValue: declared)?.className ?? declared)
        }
        return (copy, invented)
    }

    /// Calls `body` on every view of `document`, in document order (depth first), and writes
    /// back what it changed; an explicit stack, so a deep hierarchy costs no call stack.
    private static func walk(_ document: inout SceneDocument, _ body: (inout SceneViewSpec) -> Void) {
        struct Frame {
            var specs: [SceneViewSpec]
            var index = 0
            var done: [SceneViewSpec] = []
            var pending: SceneViewSpec?
        }
        for windowIndex in (document.windows ?? []).indices {
            var stack = [Frame(specs: document.windows?[windowIndex].views ?? [])]
            var result: [SceneViewSpec] = []
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].index < stack[top].specs.count {
                    var spec = stack[top].specs[stack[top].index]
                    body(&spec)
                    if let children = spec.subviews, !children.isEmpty {
                        stack[top].pending = spec
                        stack.append(Frame(specs: children))
                    } else {
                        stack[top].done.append(spec)
                        stack[top].index += 1
                    }
                    continue
                }
                let finished = stack.removeLast()
                guard !stack.isEmpty else {
                    result = finished.done
                    break
                }
                let parent = stack.count - 1
                if var spec = stack[parent].pending {
                    spec.subviews = finished.done
                    stack[parent].done.append(spec)
                    stack[parent].pending = nil
                }
                stack[parent].index += 1
            }
            if document.windows?[windowIndex].views != nil { document.windows?[windowIndex].views = result }
        }
    }
}
