import HitKit

/// Draws a built scene to scale as SVG: every window and view an outlined box labelled with its scene name, in
/// z-order (front on top); with a point, the hit path and the views hit-testing skipped.
///
/// ```swift
/// let runtime = try SceneFile.load(contentsOf: "card.yaml").makeRuntime()
/// let svg = SceneRenderer(runtime: runtime).svg(at: CGPoint(x: 160, y: 260))
/// ```
///
/// Each view is drawn as the polygon of its bounds' four corners converted to screen coordinates with
/// `convert(_:to:)`, so rotated and scaled views are exact. Hidden views (or views in a hidden superview) are
/// dashed; views with `alpha <= 0.01` (or in such a superview) are faded; views with
/// `isUserInteractionEnabled == false` are grey; controls are blue, a switch with its rounded track and thumb and
/// a slider with its track and thumb (`ControlShapes`), a stepper, a segmented control, a page control and a
/// table's separators with theirs (`ListControlShapes`); a scroll view's content is drawn where its
/// `contentOffset` (the bounds' origin) puts it. With a point, ``SceneHitProbe`` sends one
/// touch through the application: the point is marked, the hit view filled and its path to the window drawn in
/// red, and each view hit-testing skipped drawn in orange and labelled with the reason; a caption says the
/// same in words. Siblings are drawn in layer order (`zPosition`, then subview order; ``SceneDrawing``) while
/// hit-testing keeps to subview order: a view under the point drawn in front of the hit view only by its (or
/// an ancestor's) `zPosition` is outlined in purple, and the caption says which sibling hit-testing asked
/// first. One SVG unit is one point; the picture is drawn at twice that size (smaller if that would
/// pass ``maximumPixels`` on a side).
///
/// A view whose corners on screen are not finite (scaled by 1e308, a frame at 1e308, a transform whose
/// products overflow) or lie beyond ±``drawableLimit`` points is left out, its subviews too when theirs are:
/// the SVG never holds `inf` or `nan`, and names what it left out in a comment and a caption line
/// (``leftOutViewNames``).
@MainActor
public struct SceneRenderer {
    /// The scene drawn.
    public let runtime: SceneRuntime
    /// A line shown above the caption, e.g. the scene's title.
    public var title: String?

    /// A renderer for `runtime`'s windows and views, as they are now.
    public init(runtime: SceneRuntime, title: String? = nil) {
        self.runtime = runtime
        self.title = title
    }

    private struct Box {
        let view: UIView
        let corners: [CGPoint]
        let isHidden: Bool
        let isTransparent: Bool
        let isDrawable: Bool
        let drawn: [CGPoint]?
    }

    /// The farthest from the origin, in points, that a drawn coordinate may be.
    nonisolated public static let drawableLimit = 1e9
    /// The most pixels the picture's width or height may be.
    nonisolated public static let maximumPixels = 16_384.0

    nonisolated static func isDrawable(_ point: CGPoint) -> Bool {
        point.x.isFinite && point.y.isFinite && abs(point.x) <= drawableLimit && abs(point.y) <= drawableLimit
    }

    /// The views ``svg(at:)`` leaves out because their geometry is not finite or lies beyond
    /// ±``drawableLimit`` points, by their trace names, back to front.
    public var leftOutViewNames: [String] {
        collectBoxes().filter { !$0.isDrawable }.map { runtime.traceName(of: $0.view) }
    }

    static let fontSize = 7.0
    static let captionFontSize = 8.0
    static let margin = 12.0

    /// The SVG picture; with `point` (screen coordinates), the result of one hit test there.
    public func svg(at point: CGPoint? = nil) -> String {
        let probe = point.map { SceneHitProbe(runtime: runtime, point: $0) }
        let entries = SceneDrawing.entries(of: runtime)
        let collected = collectBoxes(entries)
        let inFront =
            probe.flatMap { probe in
                probe.hitView.map { DrawnInFront.find(hit: $0, at: probe.point, in: entries) }
            } ?? []
        let boxes = collected.filter(\.isDrawable)
        let leftOut = collected.filter { !$0.isDrawable }.map { runtime.traceName(of: $0.view) }
        let path = probe?.path ?? []
        let skipped = probe?.skipped ?? []
        let marked = point.flatMap { Self.isDrawable($0) ? $0 : nil }
        let animated = boxes.contains { $0.drawn != nil }
        let all = boxes.flatMap { $0.corners + ($0.drawn ?? []) } + (marked.map { [$0] } ?? [])
        let minX = (all.map { Double($0.x) }.min() ?? 0) - Self.margin
        let minY = (all.map { Double($0.y) }.min() ?? 0) - Self.margin
        let maxX = (all.map { Double($0.x) }.max() ?? 0) + Self.margin
        let drawingMaxY = (all.map { Double($0.y) }.max() ?? 0) + Self.margin
        let caption = captionLines(probe: probe, leftOut: leftOut, inFront: inFront, animated: animated)
        let lineHeight = Self.captionFontSize * 1.4
        let captionWidth = (caption.map { Double($0.count) }.max() ?? 0) * Self.captionFontSize * 0.6
        let width = max(maxX - minX, captionWidth + 2 * Self.margin)
        let height = drawingMaxY - minY + Double(caption.count) * lineHeight + (caption.isEmpty ? 0 : Self.margin)

        let scale = min(2, Self.maximumPixels / max(width, height, 1))
        var out: [String] = []
        out.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGText.number(width * scale))\" "
                + "height=\"\(SVGText.number(height * scale))\" viewBox=\"\(SVGText.number(minX)) "
                + "\(SVGText.number(minY)) \(SVGText.number(width)) \(SVGText.number(height))\">")
        // The drawn-in-front outline's rule only where it is used, so other pictures keep their style.
        out.append(
            "<style>\(Self.style)\(inFront.isEmpty ? "" : Self.drawnInFrontStyle)"
                + "\(animated ? Self.presentationStyle : "")</style>")
        if !leftOut.isEmpty {
            let names = leftOut.joined(separator: ", ").replacingOccurrences(of: "--", with: "- -")
            out.append("<!-- left out: \(leftOut.count) views whose geometry is \(Self.notDrawable): \(names) -->")
        }
        out.append(
            "<rect class=\"background\" x=\"\(SVGText.number(minX))\" y=\"\(SVGText.number(minY))\" "
                + "width=\"\(SVGText.number(width))\" height=\"\(SVGText.number(height))\"/>")
        var labels = LabelPlacer()
        var labelTexts: [String] = []
        var overlays: [String] = []
        for box in boxes {
            let name = runtime.traceName(of: box.view)
            var classes = [box.view is UIWindow ? "window" : "view"]
            if box.view is UIControl { classes.append("control") }
            if !box.view.isUserInteractionEnabled { classes.append("inert") }
            if box.isHidden { classes.append("hidden") }
            if box.isTransparent { classes.append("transparent") }
            var label = name
            var labelClasses = ["label"]
            if let skip = skipped.first(where: { $0.view === box.view }) {
                classes.append("skipped")
                labelClasses.append("skipped-label")
                label += " — skipped: \(skip.reason)"
            }
            if let hit = probe?.hitView, hit === box.view {
                classes.append("hit")
                labelClasses.append("path-label")
                label += " — hit"
            } else if path.contains(where: { $0 === box.view }) {
                classes.append("path")
                labelClasses.append("path-label")
            }
            if box.isHidden || box.isTransparent { labelClasses.append("faint") }
            out.append(SVGText.polygon(box.corners, classes: classes, title: label))
            if let shapes = ControlShapes.svg(for: box.view, corners: box.corners) { out.append(shapes) }
            // The hit path's and the skipped views' outlines again on top, so views in front do not hide them.
            if let marked = classes.last(where: { ["skipped", "path", "hit"].contains($0) }) {
                let dashes = box.isHidden ? ["hidden"] : (box.isTransparent ? ["transparent"] : [])
                overlays.append(SVGText.polygon(box.corners, classes: ["outline", marked] + dashes, title: label))
            }
            if let front = inFront.first(where: { $0.view === box.view }) {
                let over = runtime.traceName(of: front.over)
                let title = "\(name) — drawn in front of \(over) by zPosition, hit-tested after it"
                overlays.append(SVGText.polygon(box.corners, classes: ["outline", "drawn-in-front"], title: title))
            }
            if let drawn = box.drawn {
                let title = "\(name) — drawn here now by its animation (presentation layer); its box is its model frame"
                overlays.append(SVGText.polygon(drawn, classes: ["outline", "presentation"], title: title))
            }
            let anchor = CGPoint(
                x: Double(box.corners.map(\.x).min() ?? 0) + 2, y: Double(box.corners.map(\.y).min() ?? 0) + 2)
            let origin = labels.place(at: anchor, characters: label.count, fontSize: Self.fontSize)
            labelTexts.append(SVGText.text(label, at: origin, classes: labelClasses))
        }
        out += overlays
        out += labelTexts
        if let point = marked {
            let (x, y) = (SVGText.number(point.x), SVGText.number(point.y))
            out.append(
                "<g class=\"point\"><line x1=\"\(SVGText.number(point.x - 6))\" y1=\"\(y)\" "
                    + "x2=\"\(SVGText.number(point.x + 6))\" y2=\"\(y)\"/><line x1=\"\(x)\" "
                    + "y1=\"\(SVGText.number(point.y - 6))\" x2=\"\(x)\" y2=\"\(SVGText.number(point.y + 6))\"/>"
                    + "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"2.5\"/></g>")
        }
        for (offset, line) in caption.enumerated() {
            let y = drawingMaxY + Double(offset + 1) * lineHeight
            out.append(
                SVGText.text(
                    line, at: CGPoint(x: minX + Self.margin, y: y), classes: [offset == 0 ? "caption" : "note"]))
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Every window and view of `entries` (all of them by default), back to front, as ``SceneDrawing`` orders and
    /// styles them.
    private func collectBoxes(_ entries: [SceneDrawing.Entry]? = nil) -> [Box] {
        (entries ?? SceneDrawing.entries(of: runtime)).map { entry in
            Box(
                view: entry.view, corners: entry.item.corners, isHidden: entry.item.isHidden,
                isTransparent: entry.item.isTransparent, isDrawable: entry.isDrawable, drawn: entry.item.drawnCorners)
        }
    }

    /// Why a view is left out, as the SVG and the command say it.
    nonisolated public static let notDrawable = "not finite or beyond ±1e9 points"

    private func captionLines(
        probe: SceneHitProbe?, leftOut: [String], inFront: [DrawnInFront], animated: Bool
    ) -> [String] {
        var lines: [String] = []
        if let title { lines.append(title) }
        if !leftOut.isEmpty {
            lines.append("left out (geometry not finite or beyond ±1e9 points): " + leftOut.joined(separator: ", "))
        }
        guard let probe else { return lines }
        let at = "(\(SVGText.number(probe.point.x)), \(SVGText.number(probe.point.y)))"
        if let hit = probe.hitView {
            let window = probe.window.map { " in \(runtime.traceName(of: $0))" } ?? ""
            lines.append("touch at \(at) → \(runtime.traceName(of: hit))\(window)")
            lines.append("hit path: \(probe.path.map { runtime.traceName(of: $0) }.joined(separator: " ← "))")
        } else {
            lines.append("touch at \(at) → no view was hit")
        }
        for (view, reason) in probe.skipped {
            lines.append("skipped \(runtime.traceName(of: view)): \(reason)")
        }
        for front in inFront {
            let name = { (view: UIView) in runtime.traceName(of: view) }
            let z = { (view: UIView) in ExplanationFormat.number(SceneDrawing.zPosition(of: view)) }
            let parent = front.over.superview.map(name) ?? "their superview"
            lines.append(
                "drawn in front: \(name(front.raised)) (zPosition \(z(front.raised))) is drawn over "
                    + "\(name(front.over)) (zPosition \(z(front.over))), but hit-testing follows subview order: "
                    + "\(name(front.over)) comes after \(name(front.raised)) in \(parent)'s subviews")
        }
        lines.append("dashed: hidden · faded: alpha ≤ 0.01 · grey: isUserInteractionEnabled = false")
        lines.append("blue: control · red: the hit path (filled: the hit view) · orange: skipped by hit-testing")
        if !inFront.isEmpty {
            lines.append("purple: drawn in front of the hit view by zPosition, hit-tested after it")
        }
        if animated {
            lines.append("green dashed: where an animation draws a view now (presentation layer); its box: model frame")
        }
        return lines
    }

    static let presentationStyle = ".presentation{stroke:#1e8449;stroke-width:1.4;stroke-dasharray:3 2}"

    static let drawnInFrontStyle = ".drawn-in-front{stroke:#7d3c98;stroke-width:1.4;stroke-dasharray:5 2}"

    static let style = """
        .background{fill:#ffffff}\
        .window{fill:#eef0f3;stroke:#333;stroke-width:1}\
        .view{fill:#ffffff;fill-opacity:0.55;stroke:#555;stroke-width:0.6}\
        .control{stroke:#1f5fbf;stroke-width:0.9}\
        .inert{stroke:#9a9a9a}\
        .hidden{stroke-dasharray:4 2;fill-opacity:0.15}\
        .transparent{opacity:0.4;stroke-dasharray:1 1.5}\
        .skipped{stroke:#e08a00;stroke-width:1.2}\
        .path{stroke:#d0342c;stroke-width:1.6}\
        .hit{stroke:#d0342c;stroke-width:1.8;fill:#f7c6c2;fill-opacity:0.85}\
        .outline{fill:none}\
        .label{font-family:sans-serif;font-size:7px;fill:#222}\
        .faint{fill:#888}\
        .skipped-label{fill:#a35f00}\
        .path-label{fill:#b0281f;font-weight:bold}\
        .point line{stroke:#d0342c;stroke-width:0.8}\
        .point circle{fill:#d0342c}\
        .caption{font-family:sans-serif;font-size:8px;fill:#111;font-weight:bold}\
        .note{font-family:sans-serif;font-size:8px;fill:#333}
        """
}
