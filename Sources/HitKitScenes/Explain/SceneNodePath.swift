import HitKit

/// Where a window or view is declared in a scene document: the window's index in `windows`, then
/// the view's index in that window's `views` and in each `subviews` below (empty for the window).
struct SceneNodePath: Hashable, Sendable, CustomStringConvertible {
    var window: Int
    var indices: [Int]

    /// The path of the view's superview (the window for a top-level view).
    var parent: SceneNodePath { SceneNodePath(window: window, indices: Array(indices.dropLast())) }

    /// Reads a builder path (`windows[w].views[i].subviews[j]…`, or `views[i]…` for the shorthand);
    /// `nil` for a view in a table's row (`…sections[s].rows[r]…`), which is not in a subview list.
    init?(codingPath: [any CodingKey]) {
        guard let first = codingPath.first else { return nil }
        let listKeys: Set<String> = ["windows", "views", "subviews"]
        guard codingPath.allSatisfy({ $0.intValue != nil || listKeys.contains($0.stringValue) }) else { return nil }
        var rest = codingPath[...]
        if first.stringValue == "windows" {
            guard codingPath.count >= 2, let index = codingPath[1].intValue else { return nil }
            window = index
            rest = codingPath.dropFirst(2)
        } else {
            window = 0
        }
        indices = rest.compactMap(\.intValue)
    }

    init(window: Int, indices: [Int]) {
        self.window = window
        self.indices = indices
    }

    var description: String {
        "windows[\(window)]" + indices.enumerated().map { $0 == 0 ? ".views[\($1)]" : ".subviews[\($1)]" }.joined()
    }
}

extension SceneDocument {
    /// The same scene with the `views` shorthand written out as one window, so every view has a
    /// window index. The two build the same hierarchy.
    var withExplicitWindows: SceneDocument {
        guard windows == nil else { return self }
        var copy = self
        var window = SceneWindowSpec()
        window.views = views
        copy.windows = [window]
        copy.views = nil
        return copy
    }

    /// Changes the subview list of the window or view at `parent` (the document must have
    /// explicit windows). Walks down and back up with a list, not recursion, so a deep
    /// hierarchy costs no stack.
    mutating func modifySubviews(of parent: SceneNodePath, _ body: (inout [SceneViewSpec]) -> Void) {
        guard var window = windows?[parent.window] else { return }
        var list = window.views ?? []
        guard let first = parent.indices.first else {
            body(&list)
            window.views = list
            windows?[parent.window] = window
            return
        }
        var chain: [SceneViewSpec] = [list[first]]
        for index in parent.indices.dropFirst() {
            chain.append((chain[chain.count - 1].subviews ?? [])[index])
        }
        var children = chain[chain.count - 1].subviews ?? []
        body(&children)
        chain[chain.count - 1].subviews = children
        for level in stride(from: chain.count - 1, to: 0, by: -1) {
            let child = chain[level]
            chain[level - 1].subviews?[parent.indices[level]] = child
        }
        list[first] = chain[0]
        window.views = list
        windows?[parent.window] = window
    }

    /// Changes the view at `path`.
    mutating func modifyView(at path: SceneNodePath, _ body: (inout SceneViewSpec) -> Void) {
        guard let index = path.indices.last else { return }
        modifySubviews(of: path.parent) { body(&$0[index]) }
    }

    /// Changes the window at `index`.
    mutating func modifyWindow(at index: Int, _ body: (inout SceneWindowSpec) -> Void) {
        guard var window = windows?[index] else { return }
        body(&window)
        windows?[index] = window
    }
}
