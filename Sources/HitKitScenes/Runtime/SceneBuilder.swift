import HitKit

/// Builds a ``SceneRuntime`` from a ``SceneDocument``: the application, its windows, every view
/// (iteratively, so deep hierarchies cannot overflow the stack), its recognizers and actions, then
/// the references between them. Problems (an unknown class, a repeated name, a reference to a
/// view that does not exist) are ``SceneFileError``s at the field's position.
@MainActor
struct SceneBuilder {
    let document: SceneDocument
    let file: String
    let index: NodeIndex?
    let runtime = SceneRuntime(application: UIApplication(clock: ManualClock()))
    /// Views whose references (`redirectInside`, `exceptInside`) are resolved at the end.
    private var pendingReferences: [(SceneViewBehaviour, path: [any CodingKey], ownPointInside: Bool)] = []
    private var pendingGestures: [(UIGestureRecognizer, SceneGesture, path: [any CodingKey])] = []
    /// How many classes ``resolveClass(_:path:)`` has stepped through, for the tests of its cost.
    private(set) var classSteps = 0
    /// The tables and collection views built, laid out once the scene is complete so their visible
    /// cells are in place.
    var listViews: [UIView] = []
    /// The views the file asks to become first responder once the scene is built, in file order.
    var firstResponders: [UIView] = []
    /// The views' `animation:` and `animator:` starts, with the seconds each runs before the scene is inspected,
    /// started once the scene is in its windows.
    var animations: [(elapsed: Double, start: @MainActor () -> Void)] = []
    /// The names given to views the scene made for rows, which a name the file gives takes over.
    private var softNames: Set<String> = []
    /// The declared classes resolved so far.
    private var resolvedClasses: [String: (BuiltInViewKind, SceneClass, String)] = [:]

    init(document: SceneDocument, file: String, index: NodeIndex?) {
        self.document = document
        self.file = file
        self.index = index
    }

    /// An error at `path` in the file.
    func error(_ code: SceneFileError.Code, _ path: [any CodingKey], _ message: String) -> SceneFileError {
        let mark = index?.node(at: path).node.mark
        return SceneFileError(
            code: code, file: file, line: mark?.line ?? 0, column: mark?.column ?? 0,
            path: NodeIndex.render(path), message: message)
    }

    mutating func build() throws(SceneFileError) -> SceneRuntime {
        let application = runtime.application
        application.verifiesHitTestPurity = document.verifiesHitTestPurity ?? false
        let windowSpecs: [(SceneWindowSpec, [any CodingKey])]
        if let windows = document.windows {
            windowSpecs = windows.enumerated().map {
                ($1, [AnyCodingKey(stringValue: "windows"), AnyCodingKey(intValue: $0)])
            }
        } else {
            var window = SceneWindowSpec()
            window.views = document.views
            windowSpecs = [(window, [])]
        }
        let keyIndex = windowSpecs.firstIndex { $0.0.key == true } ?? 0
        for (offset, (spec, path)) in windowSpecs.enumerated() {
            let frame = spec.frame?.rect ?? CGRect(x: 0, y: 0, width: 320, height: 480)
            let window = UIWindow(frame: frame, application: application)
            window.windowLevel = UIWindow.Level(spec.level ?? 0)
            if let name = spec.name {
                window.accessibilityIdentifier = name
                try register(window, name: name, path: path + [AnyCodingKey(stringValue: "name")])
            }
            runtime.windows.append(window)
            let viewsPath =
                path.isEmpty ? [AnyCodingKey(stringValue: "views")] : path + [AnyCodingKey(stringValue: "views")]
            try buildViews(spec.views ?? [], in: window, path: viewsPath)
            if spec.hidden != true {
                if offset == keyIndex { window.makeKeyAndVisible() } else { window.isHidden = false }
            }
        }
        try resolveReferences()
        for list in listViews { list.layoutIfNeeded() }
        for view in firstResponders { view.becomeFirstResponder() }
        startAnimations()
        if let lines = document.logTrace, !lines.isEmpty {
            let observer = SceneTraceLines(scene: runtime, lines: lines)
            runtime.traceObserver = observer
            application.addObserver(observer)
        }
        return runtime
    }

    /// Starts the views' animations on the application's clock, the one started longest ago first, moving the clock
    /// between them so that each has run its `elapsed` seconds when the scene is inspected.
    private func startAnimations() {
        guard !animations.isEmpty else { return }
        let application = runtime.application
        let ordered = animations.enumerated().sorted {
            ($0.element.elapsed, $1.offset) > ($1.element.elapsed, $0.offset)
        }
        let start = application.clock.now
        let longest = ordered.first?.element.elapsed ?? 0
        for (_, animation) in ordered {
            application.advanceTime(to: start + longest - animation.elapsed)
            animation.start()
        }
        application.advanceTime(to: start + longest)
    }

    mutating func register(_ view: UIView, name: String, path: [any CodingKey]) throws(SceneFileError) {
        guard runtime.viewsByName[name] == nil || softNames.remove(name) != nil else {
            throw error(.reference, path, "a view named '\(name)' already exists; names must be unique")
        }
        runtime.viewsByName[name] = view
        runtime.namesByView[ObjectIdentifier(view)] = name
    }

    /// Builds `specs` and their subviews into `window`, depth first with an explicit stack; a
    /// table's rows are built as its cells, their contents pushed on the same stack.
    private mutating func buildViews(_ specs: [SceneViewSpec], in window: UIWindow, path: [any CodingKey])
        throws(SceneFileError)
    {
        var stack: [(SceneViewSpec, UIView, [any CodingKey])] = specs.enumerated().reversed().map {
            ($1, window, path + [AnyCodingKey(intValue: $0)])
        }
        while let (spec, parent, viewPath) = stack.popLast() {
            let view = try makeView(spec, path: viewPath)
            runtime.documentPaths[ObjectIdentifier(view)] = viewPath
            if spec.viewController == true {
                let controller = UIViewController()
                controller.view = view
                runtime.retained.append(controller)
                if parent === window, window.rootViewController == nil {
                    window.rootViewController = controller
                } else {
                    parent.addSubview(view)
                }
            } else {
                parent.addSubview(view)
            }
            pushSubviews(spec.subviews, of: view, path: viewPath, on: &stack)
            if let table = view as? UITableView {
                try buildRows(spec.tableView.sections ?? [], of: table, path: viewPath, on: &stack)
            } else if let collection = view as? UICollectionView {
                try buildItems(spec.tableView.sections ?? [], of: collection, path: viewPath, on: &stack)
            }
        }
    }

    /// Names a view the scene made for a row (an unnamed cell, a content view): traces and logs
    /// call it `name`, and `view(named:)` finds it unless another view has the name already.
    /// A name the file gives a view later takes it over.
    mutating func nameSoftly(_ view: UIView, _ name: String) {
        view.accessibilityIdentifier = name
        runtime.namesByView[ObjectIdentifier(view)] = name
        runtime.logNamesByView[ObjectIdentifier(view)] = name
        if runtime.viewsByName[name] == nil {
            runtime.viewsByName[name] = view
            softNames.insert(name)
        }
    }

    /// Pushes `specs` to be built into `parent`, so they pop back to front.
    func pushSubviews(
        _ specs: [SceneViewSpec]?, of parent: UIView, path: [any CodingKey],
        on stack: inout [(SceneViewSpec, UIView, [any CodingKey])]
    ) {
        for (offset, child) in (specs ?? []).enumerated().reversed() {
            let childPath = path + [AnyCodingKey(stringValue: "subviews"), AnyCodingKey(intValue: offset)]
            stack.append((child, parent, childPath))
        }
    }

    /// Makes a cell for each of the table's rows, with its accessory view, gives the table a
    /// ``SceneTableData`` serving them, and pushes the rows' contents to be built into the cells'
    /// content views.
    private mutating func buildRows(
        _ sections: [SceneTableSection], of table: UITableView, path: [any CodingKey],
        on stack: inout [(SceneViewSpec, UIView, [any CodingKey])]
    ) throws(SceneFileError) {
        let data = SceneTableData()
        data.runtime = runtime
        for (sectionIndex, section) in sections.enumerated() {
            var built = SceneTableData.Section(
                headerHeight: section.headerHeight.map { CGFloat($0) },
                footerHeight: section.footerHeight.map { CGFloat($0) })
            let sectionPath = path + [AnyCodingKey(stringValue: "sections"), AnyCodingKey(intValue: sectionIndex)]
            if section.items != nil {
                throw error(
                    .reference, sectionPath + [AnyCodingKey(stringValue: "items")],
                    "items applies to collection views only (collectionView); a table's section has rows")
            }
            for (rowIndex, row) in (section.rows ?? []).enumerated() {
                let rowPath = sectionPath + [AnyCodingKey(stringValue: "rows"), AnyCodingKey(intValue: rowIndex)]
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let name = row.name ?? "row \(rowIndex) of section \(sectionIndex)"
                if let rowName = row.name {
                    try register(cell, name: rowName, path: rowPath + [AnyCodingKey(stringValue: "name")])
                }
                runtime.documentPaths[ObjectIdentifier(cell)] = rowPath
                nameSoftly(cell, name)
                nameSoftly(cell.contentView, "contentView of \(name)")
                if let accessory = row.accessory {
                    let accessoryPath = rowPath + [AnyCodingKey(stringValue: "accessory")]
                    let view = try makeView(accessory, path: accessoryPath)
                    runtime.documentPaths[ObjectIdentifier(view)] = accessoryPath
                    cell.accessoryView = view
                    pushSubviews(accessory.subviews, of: view, path: accessoryPath, on: &stack)
                }
                pushSubviews(row.subviews, of: cell.contentView, path: rowPath, on: &stack)
                built.cells.append(cell)
                built.rowHeights.append(row.height.map { CGFloat($0) })
                built.swipeActions.append((row.leadingActions, row.trailingActions))
            }
            data.sections.append(built)
        }
        data.answers = try rowAnswers(sections, path: path)
        table.dataSource = data
        table.delegate = data
        runtime.retained.append(data)
        listViews.append(table)
    }

    /// The resolved class chain of `className`: behaviours from the nearest class that sets them,
    /// and the built-in kind at its root.
    ///
    /// - Complexity: Each declared class is resolved once and remembered, so resolving every view's
    ///   class is O(*n*) in the views and classes together, however deep the `base` chains.
    mutating func resolveClass(_ className: String, path: [any CodingKey]) throws(SceneFileError) -> (
        BuiltInViewKind, SceneClass, String
    ) {
        var visited: [String] = []
        var seen: Set<String> = []
        var current = className
        var resolved: (BuiltInViewKind, SceneClass, String)
        while true {
            classSteps += 1
            if let known = resolvedClasses[current] {
                resolved = known
                break
            }
            if let kind = BuiltInViewKind(rawValue: current) {
                var plain = SceneClass()
                plain.log = LogTemplates()
                resolved = (kind, plain, kind.className)
                break
            }
            guard let declared = document.classes?[current] else {
                let known = BuiltInViewKind.allCases.map(\.rawValue) + (document.classes?.keys.sorted() ?? [])
                let at =
                    visited.isEmpty
                    ? path
                    : [
                        AnyCodingKey(stringValue: "classes"), AnyCodingKey(stringValue: visited.last!),
                        AnyCodingKey(stringValue: "base"),
                    ]
                throw error(
                    .reference, at, "unknown class '\(current)'; expected one of: \(known.joined(separator: ", "))")
            }
            if seen.contains(current) {
                throw error(
                    .reference,
                    [
                        AnyCodingKey(stringValue: "classes"), AnyCodingKey(stringValue: current),
                        AnyCodingKey(stringValue: "base"),
                    ],
                    "class '\(current)' derives from itself (\((visited + [current]).joined(separator: " → ")))")
            }
            visited.append(current)
            seen.insert(current)
            current = declared.base
        }
        // From the root up: each class's own behaviours and log lines over its base's.
        for name in visited.reversed() {
            guard let declared = document.classes?[name] else { continue }
            var merged = SceneClass()
            merged.hitTest = declared.hitTest ?? resolved.1.hitTest
            merged.pointInside = declared.pointInside ?? resolved.1.pointInside
            merged.touches = declared.touches ?? resolved.1.touches
            merged.log = (declared.log ?? LogTemplates()).merged(over: resolved.1.log ?? LogTemplates())
            resolved = (resolved.0, merged, name)
            resolvedClasses[name] = resolved
        }
        return resolved
    }

    mutating func makeView(_ spec: SceneViewSpec, path: [any CodingKey]) throws(SceneFileError) -> UIView {
        let (kind, resolved, className) = try resolveClass(
            spec.class ?? "view", path: path + [AnyCodingKey(stringValue: "class")])
        let name = spec.name ?? spec.accessibilityIdentifier ?? className
        let behaviour = SceneViewBehaviour(
            className: className, name: name, hitTest: spec.hitTest ?? resolved.hitTest ?? HitTestBehaviour(),
            pointInside: spec.pointInside ?? resolved.pointInside ?? .bounds,
            touches: spec.touches ?? resolved.touches ?? .default, log: resolved.log ?? LogTemplates())
        behaviour.scene = runtime
        let style: UITableView.Style =
            switch spec.tableView.style {
            case "grouped": .grouped
            case "insetGrouped": .insetGrouped
            default: .plain
            }
        let view = kind.makeView(behaviour: behaviour, tableStyle: style)
        behaviour.view = view
        if spec.name != nil || spec.accessibilityIdentifier != nil {
            try register(
                view, name: name,
                path: path + [AnyCodingKey(stringValue: spec.name != nil ? "name" : "accessibilityIdentifier")])
        } else {
            runtime.namesByView[ObjectIdentifier(view)] = name
        }
        runtime.logNamesByView[ObjectIdentifier(view)] = spec.accessibilityIdentifier ?? spec.name ?? className
        view.accessibilityIdentifier = spec.accessibilityIdentifier ?? name
        if behaviour.hitTest.redirectInside != nil
            || { if case .exceptInside = behaviour.pointInside { true } else { false } }()
        {
            pendingReferences.append((behaviour, path, spec.pointInside != nil))
        }
        if let frame = spec.frame { view.frame = frame.rect }
        if let bounds = spec.bounds { view.bounds = bounds.rect }
        if let center = spec.center { view.center = center.point }
        if let transform = spec.transform { view.transform = transform.transform }
        if let hidden = spec.hidden { view.isHidden = hidden }
        if let alpha = spec.alpha { view.alpha = alpha }
        if let enabled = spec.userInteractionEnabled { view.isUserInteractionEnabled = enabled }
        if let multiple = spec.multipleTouchEnabled { view.isMultipleTouchEnabled = multiple }
        if let exclusive = spec.exclusiveTouch { view.isExclusiveTouch = exclusive }
        if let clips = spec.clipsToBounds { view.clipsToBounds = clips }
        spec.layer.apply(to: view)
        if let animation = spec.animation {
            runtime.sceneAnimations[ObjectIdentifier(view)] = animation
            animations.append((animation.elapsed ?? 0, { animation.start(on: view) }))
        }
        if let animator = spec.animator {
            let runtime = runtime
            animations.append((animator.secondsRun, { runtime.retained.append(animator.start(on: view)) }))
        }
        if let tag = spec.tag { view.tag = tag }
        if let element = spec.accessibility.isAccessibilityElement { view.isAccessibilityElement = element }
        if let label = spec.accessibility.accessibilityLabel { view.accessibilityLabel = label }
        if let point = spec.accessibility.accessibilityActivationPoint?.point {
            view.accessibilityActivationPoint = point
        }
        if let enabled = spec.isEnabled {
            guard let control = view as? UIControl else {
                throw error(
                    .reference, path + [AnyCodingKey(stringValue: "isEnabled")],
                    "isEnabled applies to controls only (\(Self.controlKinds))")
            }
            control.isEnabled = enabled
        }
        try applyKindFields(spec, to: view, path: path)
        try addActions(spec.actions ?? [], to: view, path: path + [AnyCodingKey(stringValue: "actions")])
        for (offset, gesture) in (spec.gestures ?? []).enumerated() {
            let gesturePath = path + [AnyCodingKey(stringValue: "gestures"), AnyCodingKey(intValue: offset)]
            let recognizer = try makeRecognizer(gesture, path: gesturePath)
            view.addGestureRecognizer(recognizer)
            pendingGestures.append((recognizer, gesture, gesturePath))
        }
        return view
    }

    /// The built-in kinds that are controls, for "applies to controls only" errors.
    static let controlKinds = "button, control, slider, switch, stepper, segmentedControl, pageControl, textField"

    private func addActions(_ actions: [SceneAction], to view: UIView, path: [any CodingKey]) throws(SceneFileError) {
        guard !actions.isEmpty else { return }
        guard let control = view as? UIControl else {
            throw error(.reference, path, "actions apply to controls only (\(Self.controlKinds))")
        }
        for (offset, action) in actions.enumerated() {
            guard let event = ControlEventNames.event(named: action.event) else {
                throw error(
                    .reference, path + [AnyCodingKey(intValue: offset), AnyCodingKey(stringValue: "event")],
                    "unknown control event '\(action.event)'; expected one of: \(ControlEventNames.all.map(\.0).joined(separator: ", "))"
                )
            }
            let line = action.log
            control.addAction(UIAction { [weak runtime] _ in runtime?.log(line) }, for: event)
        }
    }

    private mutating func resolveReferences() throws(SceneFileError) {
        for (behaviour, path, _) in pendingReferences {
            if let target = behaviour.hitTest.redirectInside {
                guard let view = runtime.viewsByName[target] else {
                    throw error(.reference, path + [AnyCodingKey(stringValue: "hitTest")], "no view named '\(target)'")
                }
                behaviour.redirectTarget = view
            }
            if case .exceptInside(let target) = behaviour.pointInside {
                guard let view = runtime.viewsByName[target] else {
                    throw error(
                        .reference, path + [AnyCodingKey(stringValue: "pointInside")], "no view named '\(target)'")
                }
                behaviour.exceptTarget = view
            }
        }
        try checkExceptChains(
            pendingReferences.map { reference in
                let field: [any CodingKey] = reference.ownPointInside ? [AnyCodingKey(stringValue: "pointInside")] : []
                return (reference.0, reference.path + field)
            })
        for (recognizer, gesture, path) in pendingGestures {
            try configureRelationships(recognizer, gesture, path: path)
        }
    }
}
