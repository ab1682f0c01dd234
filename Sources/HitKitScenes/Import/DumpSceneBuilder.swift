import Foundation
import HitKit
import HitKitDumps

/// Builds a ``DumpImport``'s document from a ``ViewDump``: one scene view per dumped view, built from the last
/// view to the first, so that every view's subviews are ready before it (no recursion, whatever the depth).
struct DumpSceneBuilder {
    let dump: ViewDump
    private(set) var document = SceneDocument()
    private(set) var notes: [String] = []
    private(set) var unknownClasses: [String] = []
    /// HitKit's list classes (`UITableView`, its cells …) met, imported as scroll views and plain views on purpose.
    private var listClasses: [String] = []
    private var unknownKinds: [String: BuiltInViewKind] = [:]

    init(dump: ViewDump) { self.dump = dump }

    mutating func build() throws(SceneFileError) {
        let file = dump.fileName
        if let deep = dump.views.first(where: { $0.depth > DumpImport.maximumDepth }) {
            throw SceneFileError(
                code: .limit, file: file, line: deep.line, column: deep.column, path: "",
                message: "the hierarchy is nested too deeply (at most \(DumpImport.maximumDepth) levels of subviews)")
        }
        let root = dump.root
        let rootIsWindow = DumpClassMapping.target(of: root, isRoot: true) == .window
        let names = uniqueNames()
        var window = SceneWindowSpec()
        var assumptions: [String] = []
        var clamped: [String] = []
        var animating: [(name: String, keyPaths: [String])] = []
        let offset: CGPoint
        if rootIsWindow {
            window.name = names[0]
            window.frame = SceneRect(root.frame.standardized)
            if root.isHidden { window.hidden = true }
            offset = .zero
            noteClass(of: root, as: nil)
            var ignored: [String] = []
            if root.alpha != 1 { ignored.append("alpha") }
            if !root.isUserInteractionEnabled { ignored.append("userInteractionEnabled = NO") }
            if let transform = root.transform, !transform.isIdentity { ignored.append("transform") }
            if root.printedBounds != nil { ignored.append("bounds") }
            if root.clipsToBounds { ignored.append("clipsToBounds") }
            if root.tag != 0 { ignored.append("tag") }
            if !ignored.isEmpty {
                notes.append(
                    "the window's \(ignored.joined(separator: ", ")) are not imported: a scene's windows have a "
                        + "frame, a level and hidden only")
            }
        } else {
            let frame = root.frame.standardized
            window.frame = SceneRect(frame)
            offset = frame.origin
            notes.append(
                "the dump's top view, \(names[0]), is not a window: it was put in a window placed and sized to its "
                    + "frame, so points are in its superview's coordinates")
        }
        var specs: [SceneViewSpec?] = Array(repeating: nil, count: dump.views.count)
        let (isFolded, subtreeSizes) = foldedParts()
        var folded: [(control: String, count: Int)] = []
        for view in dump.views.reversed() where !(rootIsWindow && view.id == 0) && !isFolded[view.id] {
            var spec = SceneViewSpec()
            spec.name = names[view.id]
            let kind: BuiltInViewKind
            switch DumpClassMapping.target(of: view, isRoot: false) {
            case .view(let viewKind): kind = viewKind
            case .window: kind = .view
            }
            spec.class = noteClass(of: view, as: kind) ?? kind.rawValue
            let geometry = try DumpedGeometry(of: view, offset: view.id == 0 ? offset : .zero, file: file)
            if let assumption = geometry.assumption { assumptions.append(assumption) }
            spec.frame = geometry.frame
            spec.center = geometry.center
            spec.bounds = geometry.bounds
            spec.transform = geometry.transform
            if view.isHidden { spec.hidden = true }
            if view.alpha != 1 {
                let alpha = view.alpha.isFinite ? min(max(view.alpha, 0), 1) : 1
                if alpha != view.alpha { clamped.append(names[view.id]) }
                spec.alpha = alpha
            }
            let interactsByDefault = kind != .label && kind != .imageView
            if view.isUserInteractionEnabled != interactsByDefault {
                spec.userInteractionEnabled = view.isUserInteractionEnabled
            }
            if view.clipsToBounds { spec.clipsToBounds = true }
            if view.tag != 0 { spec.tag = view.tag }
            if !view.animatedKeyPaths.isEmpty { animating.append((names[view.id], view.animatedKeyPaths)) }
            Self.readKindFields(of: view, as: kind, into: &spec)
            if kind == .segmentedControl {
                // Each private UISegment stands for a segment, titled by its label's text.
                let views = dump.views
                let segments = view.subviewIDs.map { views[$0] }.filter { $0.className == "UISegment" }
                if !segments.isEmpty {
                    spec.segmentedControl.segments = segments.map { segment in
                        segment.subviewIDs.lazy.compactMap { views[$0].text }.first ?? ""
                    }
                }
            }
            let partCount = view.subviewIDs.reduce(0) { $0 + (isFolded[$1] ? subtreeSizes[$1] : 0) }
            if partCount > 0 { folded.append((names[view.id], partCount)) }
            let kept = view.subviewIDs.filter { !isFolded[$0] }
            if !kept.isEmpty {
                spec.subviews = kept.map { id in
                    defer { specs[id] = nil }
                    return specs[id] ?? SceneViewSpec()
                }
            }
            specs[view.id] = spec
        }
        window.views = rootIsWindow ? root.subviewIDs.compactMap { specs[$0] } : specs[0].map { [$0] }
        document.title = "Imported from \(file): \(dump.views.count) views"
        document.windows = [window]
        // Built last to first: list the classes in the dump's order.
        var firstSeen: [String: Int] = [:]
        for view in dump.views where firstSeen[view.className] == nil { firstSeen[view.className] = view.id }
        unknownClasses.sort { firstSeen[$0, default: 0] < firstSeen[$1, default: 0] }
        if !unknownKinds.isEmpty {
            document.classes = unknownKinds.mapValues { SceneClass(base: $0.rawValue) }
        }
        appendNotes(assumptions: assumptions, clamped: clamped, names: names, isFolded: isFolded)
        if !animating.isEmpty { notes.append(Self.animationNote(animating.reversed())) }
        if !folded.isEmpty {
            let listed = folded.reversed().map { "\($0.count) in \($0.control)" }
            notes.append(
                "the private subviews that draw a control were folded into it, so a touch on them reaches the "
                    + "control, which tracks it in UIKit too: \(listed.joined(separator: ", "))")
        }
    }

    /// The note on views dumped mid-animation: the dump prints model layers, and not the animation's options.
    private static func animationNote(_ animating: [(name: String, keyPaths: [String])]) -> String {
        let shown = animating.prefix(5).map { "\($0.name) (\($0.keyPaths.joined(separator: ", ")))" }
        let more = animating.count > 5 ? " and \(animating.count - 5) more" : ""
        return "\(animating.count == 1 ? "a view was" : "\(animating.count) views were") animating when dumped: "
            + "\(shown.joined(separator: ", "))\(more); a dump prints each view's model layer, where its animation "
            + "ends, so the scene hit-tests it there, as UIKit does for an animation with .allowUserInteraction; "
            + "without that option UIKit skips the view until the animation ends, which a dump does not show: give it "
            + "an `animation:` in the scene to reproduce that"
    }

    /// Which views are folded into a control (a private part of it, or in one, or any subview of a control HitKit
    /// draws itself: see ``DumpClassMapping``), and how many views each view's subtree holds, itself included.
    /// Two passes over the dump, first to last (a parent comes before its subviews) and back.
    private func foldedParts() -> (isFolded: [Bool], subtreeSizes: [Int]) {
        var isFolded = Array(repeating: false, count: dump.views.count)
        for view in dump.views where !view.subviewIDs.isEmpty {
            var drawsItself = false
            if view.id != 0, case .view(let kind) = DumpClassMapping.target(of: view, isRoot: false) {
                drawsItself = DumpClassMapping.drawsItsOwnParts.contains(kind)
            }
            for id in view.subviewIDs {
                isFolded[id] =
                    isFolded[view.id] || drawsItself || DumpClassMapping.privateParts.contains(dump.views[id].className)
            }
        }
        var sizes = Array(repeating: 1, count: dump.views.count)
        for view in dump.views.reversed() {
            for id in view.subviewIDs { sizes[view.id] += sizes[id] }
        }
        return (isFolded, sizes)
    }

    /// A slider's `value`, a switch's `on`, a text field's `text` and `placeholder`, a text view's `text`, and a
    /// scroll view's or a text view's `contentSize`, `contentOffset` and content inset, when the dump prints them
    /// (UIKit's defaults otherwise). The offset is the bounds' origin, so the content is
    /// hit-tested where it was on screen.
    static func readKindFields(of view: DumpedView, as kind: BuiltInViewKind, into spec: inout SceneViewSpec) {
        switch kind {
        case .slider:
            if let text = view.attribute("value")?.rawValue, let value = Double(text), Float(value).isFinite {
                spec.slider.value = value
            }
        case .switch:
            switch view.attribute("on")?.rawValue ?? view.attribute("isOn")?.rawValue {
            case "YES", "1", "true": spec.isOn = true
            case "NO", "0", "false": spec.isOn = false
            default: break
            }
        case .textField:
            spec.textFields.text = view.text.flatMap { $0.isEmpty ? nil : $0 }
            spec.textFields.placeholder = view.attribute("placeholder")?.rawValue
        case .scrollView, .textView:
            if kind == .textView { spec.textFields.text = view.text.flatMap { $0.isEmpty ? nil : $0 } }
            if let size = view.contentSize, size.width.isFinite, size.height.isFinite {
                spec.scrollView.contentSize = SceneSize(CGSize(width: max(0, size.width), height: max(0, size.height)))
            }
            if let offset = view.contentOffset, offset.x.isFinite, offset.y.isFinite {
                spec.scrollView.contentOffset = ScenePoint(offset)
            }
            // HitKit has no safe areas or bars: the adjusted inset a modern dump prints is the inset to scroll with.
            if let inset = view.contentInset ?? view.adjustedContentInset,
                [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite),
                inset != DumpedEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            {
                spec.scrollView.contentInset = SceneInsets(
                    UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right))
            }
        default:
            break
        }
    }

    /// Records `view`'s class if HitKit does not have it; returns the scene class to use for it (`nil`: the
    /// built-in kind's own name).
    @discardableResult
    private mutating func noteClass(of view: DumpedView, as kind: BuiltInViewKind?) -> String? {
        let name = view.className
        guard !DumpClassMapping.isHitKitClass(name) else { return nil }
        if DumpClassMapping.importedListClasses.contains(name) {
            if !listClasses.contains(name) { listClasses.append(name) }
        } else if !unknownClasses.contains(name) {
            unknownClasses.append(name)
        }
        guard let kind, BuiltInViewKind(rawValue: name) == nil else { return nil }
        unknownKinds[name] = kind
        return name
    }

    private mutating func appendNotes(assumptions: [String], clamped: [String], names: [String], isFolded: [Bool]) {
        if !unknownClasses.isEmpty {
            let listed = unknownClasses.map { name in
                unknownKinds[name].map { "\(name) (as \($0.rawValue))" } ?? "\(name) (as window)"
            }
            notes.append(
                "\(unknownClasses.count) \(unknownClasses.count == 1 ? "class" : "classes") HitKit does not have "
                    + "became the class they derive from: \(listed.joined(separator: ", ")). A dump shows no code: "
                    + "overrides of hitTest(_:with:), point(inside:with:) or touches… in these classes (the app's "
                    + "own code, or UIKit's private classes) are invisible, and hit-testing here uses UIKit's "
                    + "defaults for them")
        }
        if !listClasses.isEmpty {
            let listed = listClasses.map { name in unknownKinds[name].map { "\(name) (as \($0.rawValue))" } ?? name }
            notes.append(
                "\(listed.joined(separator: ", ")) \(listClasses.count == 1 ? "is a HitKit class" : "are HitKit classes") "
                    + "imported as a scroll view and plain views on purpose: a dump shows only the cells on screen, "
                    + "without index paths or sections, so the list's data cannot be rebuilt; as a scroll view with "
                    + "the dump's content size and offset, every cell stays where it was on screen, which is what "
                    + "hit-testing needs")
        }
        let withRecognizers = dump.views.filter { $0.gestureRecognizersAddress != nil && !isFolded[$0.id] }.map {
            names[$0.id]
        }
        if !withRecognizers.isEmpty {
            notes.append(
                "\(withRecognizers.count) \(withRecognizers.count == 1 ? "view has" : "views have") gesture "
                    + "recognizers the dump does not describe, so none were imported: "
                    + withRecognizers.joined(separator: ", "))
        }
        notes += assumptions
        if !clamped.isEmpty {
            notes.append("alpha outside 0…1 was clamped for: \(clamped.joined(separator: ", "))")
        }
    }

    /// Every view's scene name, `ClassName:0xADDRESS`; a name seen before gets ` #2`, ` #3` … in line order.
    private func uniqueNames() -> [String] {
        var seen: [String: Int] = [:]
        return dump.views.map { view in
            let name = DumpImport.sceneName(of: view)
            let count = (seen[name] ?? 0) + 1
            seen[name] = count
            return count == 1 ? name : "\(name) #\(count)"
        }
    }
}
