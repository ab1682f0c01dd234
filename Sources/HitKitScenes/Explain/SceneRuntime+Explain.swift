import HitKit

/// What the explanation needs to know about a built scene's views: their behaviours, names and
/// places in the document.
extension SceneRuntime {
    /// The declared behaviour a scene view of any kind applies, or `nil` for a window or a view
    /// the scene made for a row (a cell, its content view).
    func behaviour(of view: UIView) -> SceneViewBehaviour? {
        (view as? any SceneBehavingView)?.behaviour
    }

    /// Where `view` (or window) is declared in the document.
    func nodePath(of view: UIView) -> SceneNodePath? {
        if let window = view as? UIWindow, let index = windows.firstIndex(where: { $0 === window }) {
            return SceneNodePath(window: index, indices: [])
        }
        return documentPaths[ObjectIdentifier(view)].flatMap(SceneNodePath.init(codingPath:))
    }

    /// A key naming `view` the same way in every runtime built from the same document: its
    /// scene name if it has one, else its place in the document.
    func key(of view: UIView) -> String {
        if let name = sceneName(of: view), viewsByName[name] === view { return name }
        return nodePath(of: view)?.description ?? traceName(of: view)
    }

    /// The view's declared class when the file declares one (`BlackView`), else `nil`.
    func declaredClass(of view: UIView) -> String? {
        guard let name = behaviour(of: view)?.className else { return nil }
        return BuiltInViewKind.allCases.contains { $0.className == name } ? nil : name
    }

    /// The view in this runtime at the place `view` has in `other`, a runtime built from the same document:
    /// by scene name when the name is that view's alone, else by its index in each superview's subviews
    /// from the window down (a view the file leaves unnamed inside a table's row may share its class name
    /// with views elsewhere).
    ///
    /// - Complexity: O(*d* × *s*) for a view *d* levels deep among at most *s* siblings.
    func counterpart(of view: UIView, in other: SceneRuntime) -> UIView? {
        if let name = other.sceneName(of: view), other.viewsByName[name] === view { return viewsByName[name] }
        var indices: [Int] = []
        var current = view
        while let parent = current.superview {
            guard let index = parent.subviews.firstIndex(where: { $0 === current }) else { return nil }
            indices.append(index)
            current = parent
        }
        guard let window = current as? UIWindow, let windowIndex = other.windows.firstIndex(where: { $0 === window }),
            windows.indices.contains(windowIndex)
        else { return nil }
        var found: UIView = windows[windowIndex]
        for index in indices.reversed() {
            let subviews = found.subviews
            guard subviews.indices.contains(index) else { return nil }
            found = subviews[index]
        }
        return found
    }

    /// The view with the same key in this runtime as `key` names.
    func view(forKey key: String) -> UIView? {
        if let view = viewsByName[key] { return view }
        var stack: [UIView] = windows.reversed()
        while let view = stack.popLast() {
            if self.key(of: view) == key { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// Every view of every window, windows included, in document order (depth first).
    var allViews: [UIView] {
        var result: [UIView] = []
        var stack: [UIView] = windows.reversed()
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
