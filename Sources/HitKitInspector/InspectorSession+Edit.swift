import HitKit
import HitKitScenes

extension InspectorSession {
    /// Replaces the scene with `yaml`: a `scene` message (and a `whatif` when a gesture was recorded), or an
    /// `error` at the text's line and column, the scene left as it was.
    ///
    /// - Complexity: O(*n*) to read and build the scene, plus a replay of the last gesture.
    func replaceScene(yaml: String, name: String? = nil) -> [InspectorJSON] {
        do {
            let (file, runtime) = try Self.load(yaml, name: name ?? self.name)
            if let name { self.name = name }
            install(file, runtime: runtime, yaml: yaml)
        } catch {
            return [InspectorError(sceneError: error).json]
        }
        var replies = [sceneMessage()]
        if lastGesture != nil { replies.append(replay()) }
        return replies
    }

    /// Replaces the scene with `document`, written back as YAML (the file's comments and layout are not kept).
    func replaceScene(document: SceneDocument) -> [InspectorJSON] {
        let text = document.yaml
        guard !text.isEmpty else { return [InspectorError("the changed scene could not be written").json] }
        return replaceScene(yaml: text)
    }

    /// Loads the built-in example `id`.
    func example(_ id: String) -> [InspectorJSON] {
        guard let path = BuiltInScenes.path(of: id), let text = try? SceneFile.readText(atPath: path) else {
            return [InspectorError("no built-in scene '\(id.prefix(80))'; see 'hitkit examples'", field: "id").json]
        }
        lastGesture = nil
        lastHitMap = nil
        return replaceScene(yaml: text, name: "\(id).yaml")
    }

    /// Applies the last hover's fix `index` (0: the best, then its alternatives).
    func fix(_ index: Int) -> [InspectorJSON] {
        guard offeredFixes.indices.contains(index) else {
            return [InspectorError("no fix \(index) was offered by the last hover", field: "index").json]
        }
        return replaceScene(document: offeredFixes[index].applied(to: file).document)
    }

    /// Changes one field of a view or recognizer in the scene's document, then like `edit`.
    func toggle(_ toggle: InspectorToggle) -> [InspectorJSON] {
        var document = file.document
        var found = false
        switch toggle.target {
        case .view(let name):
            SceneDocumentWalk.forEachView(in: &document) { spec in
                guard !found, spec.name == name || (spec.name == nil && spec.accessibilityIdentifier == name) else {
                    return
                }
                found = true
                Self.apply(toggle, to: &spec)
            }
        case .recognizer(let name):
            SceneDocumentWalk.forEachView(in: &document) { spec in
                guard !found, let index = spec.gestures?.firstIndex(where: { $0.name == name }) else { return }
                found = true
                if case .bool(let enabled) = toggle.value { spec.gestures?[index].enabled = enabled }
            }
        }
        guard found else {
            switch toggle.target {
            case .view(let name):
                return [InspectorError("no view named '\(name.prefix(80))'", field: "view").json]
            case .recognizer(let name):
                return [InspectorError("no gesture recognizer named '\(name.prefix(80))'", field: "recognizer").json]
            }
        }
        return replaceScene(document: document)
    }

    private static func apply(_ toggle: InspectorToggle, to spec: inout SceneViewSpec) {
        switch (toggle.field, toggle.value) {
        case ("alpha", .number(let alpha)): spec.alpha = alpha
        case ("hidden", .bool(let flag)): spec.hidden = flag
        case ("userInteractionEnabled", .bool(let flag)): spec.userInteractionEnabled = flag
        case ("enabled", .bool(let flag)): spec.isEnabled = flag
        case ("passThrough", .bool(let flag)):
            var behaviour = spec.hitTest ?? HitTestBehaviour()
            behaviour.passThrough = flag
            spec.hitTest = behaviour
        default: break
        }
    }

    /// The `hitmap` message, with a `diff` against the last map when the scene changed since.
    ///
    /// - Complexity: O(*c* · *h*) for *c* ≤ ``InspectorLimits/maximumHitMapCells`` cells and a hit test costing
    ///   *h*.
    func hitMap(step: Double) -> InspectorJSON {
        guard let map = file.hitMap(step: step, maximumCells: limits.maximumHitMapCells) else {
            return InspectorError("the scene has no visible window with a finite area to map").json
        }
        var fields: [(String, InspectorJSON)] = [
            ("type", .string("hitmap")), ("step", .number(map.step)), ("origin", .point(map.origin)),
            ("columns", .number(Double(map.columns))), ("rows", .number(Double(map.rows))),
            ("names", .array(map.names.map(InspectorJSON.string))),
            ("cells", .array(map.cells.map { .number(Double($0)) })),
        ]
        if let (previous, version) = lastHitMap, version != sceneVersion {
            let differences = previous.differences(to: map)
            if previous.columns == map.columns, previous.rows == map.rows {
                var counts: [String: Int] = [:]
                var order: [String] = []
                for difference in differences {
                    let key = "\(difference.before ?? "nothing") → \(difference.after ?? "nothing")"
                    if counts[key] == nil { order.append(key) }
                    counts[key, default: 0] += 1
                }
                fields.append(
                    (
                        "diff",
                        .object([
                            ("cells", .array(differences.map { .number(Double($0.cell)) })),
                            (
                                "changes",
                                .array(order.map { .object([("change", .string($0)), ("cells", .number(Double(counts[$0]!)))]) })
                            ),
                        ])
                    ))
            }
        }
        lastHitMap = (map, sceneVersion)
        return .object(fields)
    }
}

/// Walks a document's views depth first, letting a closure change each one.
enum SceneDocumentWalk {
    /// Calls `body` on every view of `document` (its `views` shorthand, then every window's), in document order.
    static func forEachView(in document: inout SceneDocument, _ body: (inout SceneViewSpec) -> Void) {
        if var views = document.views {
            walk(&views, body)
            document.views = views
        }
        guard var windows = document.windows else { return }
        for index in windows.indices {
            if var views = windows[index].views {
                walk(&views, body)
                windows[index].views = views
            }
        }
        document.windows = windows
    }

    private static func walk(_ views: inout [SceneViewSpec], _ body: (inout SceneViewSpec) -> Void) {
        for index in views.indices {
            body(&views[index])
            if var subviews = views[index].subviews {
                walk(&subviews, body)
                views[index].subviews = subviews
            }
        }
    }
}
