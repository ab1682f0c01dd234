import HitKit

/// The shapes ``SceneRenderer`` draws inside a stepper, a segmented control, a page control and a table, in
/// the view's bounds coordinates (``ControlShapes`` maps them to the screen): a stepper's − and + halves (a
/// half greyed when a press on it would change nothing), a segmented control's segments with the selected one
/// filled and disabled ones greyed, a page control's indicators with the current one filled, and a table's
/// separators under its visible rows.
///
/// However many segments, pages or rows a view has, only what can show is drawn: dividers when segments are
/// at least a point wide, the indicators inside the control, the visible rows' separators — so the SVG grows
/// with the drawing, not with the counts.
@MainActor
enum ListControlShapes {
    static let stroke = ControlShapes.stroke
    static let grey = "#c6c6c8"

    /// Whether `view` is one of the kinds drawn here.
    static func draws(_ view: UIView) -> Bool {
        view is UIStepper || view is UISegmentedControl || view is UIPageControl || view is UITableView
    }

    /// The shapes for `view` of bounds size `size`, or `nil` if it is none of these kinds.
    static func shapes(for view: UIView, size: CGSize) -> [String]? {
        switch view {
        case let stepper as UIStepper: stepperShapes(stepper, size)
        case let segmented as UISegmentedControl: segmentShapes(segmented, size)
        case let pages as UIPageControl: pageShapes(pages, size)
        case let table as UITableView: separatorShapes(table, size)
        default: nil
        }
    }

    private static func stepperShapes(_ stepper: UIStepper, _ size: CGSize) -> [String] {
        let (w, h) = (size.width, size.height)
        let arm = max(0, min(w / 8, h / 4))
        let (value, low, high) = (stepper.value, stepper.minimumValue, stepper.maximumValue)
        let canDecrease = value > low || (stepper.wraps && value < high)
        let canIncrease = value < high || (stepper.wraps && value > low)
        let (left, right) = (CGPoint(x: w / 4, y: h / 2), CGPoint(x: 3 * w / 4, y: h / 2))
        return [
            rect(CGRect(x: 0, y: 0, width: w, height: h), radius: min(4, h / 2), fill: "#f2f2f7"),
            line(from: CGPoint(x: w / 2, y: h * 0.2), to: CGPoint(x: w / 2, y: h * 0.8), color: grey),
            line(
                from: CGPoint(x: left.x - arm, y: left.y), to: CGPoint(x: left.x + arm, y: left.y),
                color: canDecrease ? "#1f5fbf" : grey),
            line(
                from: CGPoint(x: right.x - arm, y: right.y), to: CGPoint(x: right.x + arm, y: right.y),
                color: canIncrease ? "#1f5fbf" : grey),
            line(
                from: CGPoint(x: right.x, y: right.y - arm), to: CGPoint(x: right.x, y: right.y + arm),
                color: canIncrease ? "#1f5fbf" : grey),
        ]
    }

    private static func segmentShapes(_ segmented: UISegmentedControl, _ size: CGSize) -> [String] {
        let count = segmented.numberOfSegments
        var shapes = [rect(CGRect(origin: .zero, size: size), radius: min(4, size.height / 2), fill: "#f2f2f7")]
        guard count > 0 else { return shapes }
        let width = size.width / CGFloat(count)
        let selected = segmented.selectedSegmentIndex
        if selected >= 0, selected < count {
            let box = CGRect(x: CGFloat(selected) * width, y: 0, width: width, height: size.height)
            let inset = box.width > 3 && box.height > 3 ? box.insetBy(dx: 1.5, dy: 1.5) : box
            shapes.append(rect(inset, radius: 3, fill: "#ffffff"))
        }
        guard width >= 1 else { return shapes }
        for index in 0..<count {
            let x = CGFloat(index) * width
            if index > 0 {
                shapes.append(line(from: CGPoint(x: x, y: size.height * 0.2), to: CGPoint(x: x, y: size.height * 0.8)))
            }
            let title = segmented.titleForSegment(at: index) ?? ""
            guard !title.isEmpty, width >= 12 else { continue }
            let color = segmented.isEnabledForSegment(at: index) ? "#111111" : "#9a9a9a"
            shapes.append(
                "<text x=\"\(SVGText.number(x + width / 2))\" y=\"\(SVGText.number(size.height / 2 + 2.5))\" "
                    + "text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"7\" fill=\"\(color)\">"
                    + "\(SVGText.escape(title))</text>")
        }
        return shapes
    }

    private static func pageShapes(_ pages: UIPageControl, _ size: CGSize) -> [String] {
        let count = pages.numberOfPages
        guard count > 0 else { return [] }
        let spacing = HitKitDefaults.pageIndicatorSpacing
        let middle = Double(count - 1) / 2
        let reach = Double(size.width / 2 / spacing)
        // Only the indicators inside the control: at most its width over the spacing, however many pages.
        let first = max(0, (middle - reach).rounded(.up))
        let last = min(Double(count - 1), (middle + reach).rounded(.down))
        guard first <= last, last - first < 4096, last < 9e18 else { return [] }
        var shapes: [String] = []
        for index in Int(first)...Int(last) {
            let x = size.width / 2 + CGFloat(Double(index) - middle) * spacing
            let fill = index == pages.currentPage ? "#1f5fbf" : "#c6c6c8"
            shapes.append(
                "<circle cx=\"\(SVGText.number(x))\" cy=\"\(SVGText.number(size.height / 2))\" r=\"3.5\" "
                    + "fill=\"\(fill)\"/>")
        }
        return shapes
    }

    private static func separatorShapes(_ table: UITableView, _ size: CGSize) -> [String] {
        let origin = table.bounds.origin
        var shapes: [String] = []
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let row = table.rectForRow(at: indexPath)
            let y = row.maxY - origin.y
            guard y.isFinite, abs(y) <= SceneRenderer.drawableLimit, y >= 0, y <= size.height else { continue }
            shapes.append(line(from: CGPoint(x: 16, y: y), to: CGPoint(x: size.width, y: y), color: grey))
        }
        return shapes
    }

    private static func rect(_ box: CGRect, radius: CGFloat, fill: String) -> String {
        "<rect x=\"\(SVGText.number(box.minX))\" y=\"\(SVGText.number(box.minY))\" "
            + "width=\"\(SVGText.number(max(0, box.width)))\" height=\"\(SVGText.number(max(0, box.height)))\" "
            + "rx=\"\(SVGText.number(max(0, radius)))\" fill=\"\(fill)\" \(stroke)/>"
    }

    private static func line(from start: CGPoint, to end: CGPoint, color: String = "#1f5fbf") -> String {
        "<line x1=\"\(SVGText.number(start.x))\" y1=\"\(SVGText.number(start.y))\" "
            + "x2=\"\(SVGText.number(end.x))\" y2=\"\(SVGText.number(end.y))\" stroke=\"\(color)\" stroke-width=\"1\"/>"
    }
}
