import Foundation

/// A box around each of a view's subviews and, for a wide view, a uniform grid over them, in the
/// view's own (bounds) coordinates, that tell hit-testing which subviews can contain a point: a
/// subview whose box misses the point is passed over without reading the subview at all, and a
/// canvas of a million views asks a handful.
///
/// It never changes an answer. For each subview it keeps a box that contains every point the
/// default `point(inside:with:)` could accept after converting the point into the subview
/// (its bounds through its transform, about its centre, widened by far more than the rounding of
/// the conversion). A subview the box cannot describe is *always asked*: one whose class overrides
/// `hitTest(_:with:)`, `point(inside:with:)` or `bounds` (see ``HitTestOverrides``), one whose box
/// is not finite or covers many cells, and one whose transform is badly conditioned. A subview
/// that can never be hit (empty bounds, or a transform without an inverse) is left out. The
/// candidates for a point, the always-asked ones and those of the point's cell, are then asked in
/// the order of ``UIView/subviews`` from front to back, exactly as the plain walk asks them; the
/// plain walk would only also ask subviews that answer `nil`.
///
/// The boxes are built lazily, when hit-testing reaches a view with at least
/// ``minimumSubviews`` subviews (the grid only from ``HitKitDefaults/spatialIndexMinimumSubviews``),
/// in O(*n*), and dropped when the view's subviews change or one of them changes its centre,
/// bounds or transform. Flags (hidden, alpha, user interaction, enabled) are not part of them: the
/// walk checks them on every candidate whose box holds the point.
@MainActor
final class SubviewSpatialIndex {
    /// A subview's box: every point its default `point(inside:with:)` could accept lies in
    /// `[minX, maxX] × [minY, maxY]`. An always-asked subview's box is the whole plane, a subview
    /// that can never be hit has an empty one.
    struct Box {
        var minX: Double
        var minY: Double
        var maxX: Double
        var maxY: Double

        static let everywhere = Box(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
        static let nowhere = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

        /// Whether the box holds `point` (a finite point: NaN is in no box).
        @inline(__always)
        func contains(_ point: CGPoint) -> Bool {
            point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
        }
    }

    /// The fewest subviews for which a view gets an index: with one subview, reading the box costs
    /// about what asking the subview does.
    static let minimumSubviews = 2

    /// The subviews the index was built over, back to front; the index holds them.
    let children: [UIView]
    /// Each subview's box, by its index in the subviews.
    let boxes: [Box]
    /// ``children`` as unretained references, and ``boxes``, in memory the index owns, so the
    /// walk reads them through a pointer with no reference taken and no closure.
    let childElements: UnsafeMutablePointer<Unmanaged<UIView>>
    let boxElements: UnsafeMutablePointer<Box>
    /// Whether there is a grid (``cellRange(at:)``); without one, the walk reads every box.
    let hasGrid: Bool
    /// The always-asked subviews' indices, ascending.
    let always: [Int32]
    /// For each cell, where its entries start in ``cellItems``; one more entry at the end.
    let cellStarts: [Int32]
    /// The subviews' indices, cell by cell, ascending within a cell.
    let cellItems: [Int32]
    private let minX: Double
    private let minY: Double
    private let maxX: Double
    private let maxY: Double
    private let columnsPerPoint: Double
    private let rowsPerPoint: Double
    private let columns: Int
    private let rows: Int

    /// The most cells one subview may cover before it is always asked instead.
    private static let maximumCellsPerSubview = 64

    /// Builds the boxes over `children`, the view's subviews from back to front, and the grid when
    /// there are at least ``HitKitDefaults/spatialIndexMinimumSubviews`` of them.
    init(children: [UIView]) {
        self.children = children
        let hasGrid = children.count >= HitKitDefaults.spatialIndexMinimumSubviews
        self.hasGrid = hasGrid
        var childBoxes = [Box](repeating: .nowhere, count: children.count)
        var boxes: [(index: Int32, box: CGRect)] = []
        var always: [Int32] = []
        var extent = CGRect.null
        for (index, child) in children.enumerated() {
            child.isInSuperviewSpatialIndex = true
            switch Self.classify(child) {
            case .never: continue
            case .always:
                childBoxes[index] = .everywhere
                if hasGrid { always.append(Int32(index)) }
            case .box(let box):
                childBoxes[index] = Box(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
                if hasGrid {
                    boxes.append((Int32(index), box))
                    extent = extent.union(box)
                }
            }
        }
        self.boxes = childBoxes
        childElements = .allocate(capacity: max(children.count, 1))
        boxElements = .allocate(capacity: max(children.count, 1))
        for (index, child) in children.enumerated() {
            (childElements + index).initialize(to: Unmanaged.passUnretained(child))
            (boxElements + index).initialize(to: childBoxes[index])
        }
        let count = max(boxes.count, 1)
        let width = extent.isNull ? 0 : extent.width
        let height = extent.isNull ? 0 : extent.height
        var columns = 1
        var rows = 1
        if width > 0, height > 0 {
            let aspect = width / height
            columns = min(max(Int((Double(count) * aspect).squareRoot().rounded()), 1), 4_096)
            rows = min(max(count / columns, 1), 4_096)
        } else if width > 0 {
            columns = min(count, 4_096)
        } else if height > 0 {
            rows = min(count, 4_096)
        }
        self.columns = columns
        self.rows = rows
        minX = extent.isNull ? 0 : extent.minX
        minY = extent.isNull ? 0 : extent.minY
        maxX = extent.isNull ? -1 : extent.maxX
        maxY = extent.isNull ? -1 : extent.maxY
        columnsPerPoint = width > 0 ? Double(columns) / width : 0
        rowsPerPoint = height > 0 ? Double(rows) / height : 0

        // Counting sort of (cell, subview) pairs: count, prefix sums, fill in ascending order.
        var spans: [(index: Int32, c0: Int, c1: Int, r0: Int, r1: Int)] = []
        spans.reserveCapacity(boxes.count)
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        let (originX, originY) = (minX, minY)
        let (perX, perY) = (columnsPerPoint, rowsPerPoint)
        for (index, box) in boxes {
            let c0 = Self.slot(box.minX, from: originX, perPoint: perX, count: columns)
            let c1 = Self.slot(box.maxX, from: originX, perPoint: perX, count: columns)
            let r0 = Self.slot(box.minY, from: originY, perPoint: perY, count: rows)
            let r1 = Self.slot(box.maxY, from: originY, perPoint: perY, count: rows)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maximumCellsPerSubview {
                always.append(index)
                continue
            }
            spans.append((index, c0, c1, r0, r1))
            for r in r0...r1 { for c in c0...c1 { counts[r * columns + c + 1] += 1 } }
        }
        for cell in 0..<columns * rows { counts[cell + 1] += counts[cell] }
        var fill = counts
        var items = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        for span in spans {
            for r in span.r0...span.r1 {
                for c in span.c0...span.c1 {
                    let cell = r * columns + c
                    items[Int(fill[cell])] = span.index
                    fill[cell] += 1
                }
            }
        }
        always.sort()
        self.always = always
        cellStarts = counts
        cellItems = items
    }

    isolated deinit {
        childElements.deallocate()
        boxElements.deallocate()
    }

    /// The range of ``cellItems`` of the cell holding `point` (empty when it is off the grid).
    @inline(__always)
    func cellRange(at point: CGPoint) -> (start: Int, end: Int) {
        guard point.x >= minX, point.x <= maxX, point.y >= minY, point.y <= maxY else { return (0, 0) }
        let cell =
            Self.slot(point.y, from: minY, perPoint: rowsPerPoint, count: rows) * columns
            + Self.slot(point.x, from: minX, perPoint: columnsPerPoint, count: columns)
        return (Int(cellStarts[cell]), Int(cellStarts[cell + 1]))
    }

    /// The column (or row) of `value`: the same rounding at build and at lookup, so a box and a
    /// point inside it always meet in a cell.
    @inline(__always)
    private static func slot(_ value: Double, from origin: Double, perPoint: Double, count: Int) -> Int {
        let position = ((value - origin) * perPoint).rounded(.down)
        return position <= 0 ? 0 : position >= Double(count - 1) ? count - 1 : Int(position)
    }

    private enum Placement {
        case never
        case always
        case box(CGRect)
    }

    /// Where `child` goes: a box in its superview's bounds coordinates, the always-asked list, or
    /// nowhere (it can never be hit through the default methods).
    private static func classify(_ child: UIView) -> Placement {
        if HitTestOverrides.isAlwaysAsked(type(of: child)) { return .always }
        // Hit-tested where a property animator draws it: its model frame says nothing.
        if child.isHitTestedWhereDrawn { return .always }
        let transform = child.storedTransform
        if !transform.isIdentity, !child.storedTransformIsInvertible { return .never }
        let bounds = child.storedBounds
        guard bounds.width > 0, bounds.height > 0 else {
            // Empty bounds contain no point (and a non-finite size is asked, to be safe).
            return bounds.width.isNaN || bounds.height.isNaN ? .always : .never
        }
        let center = child.storedCenter
        // The bounds about the anchor point (the centre of the bounds unless the layer moved it).
        let anchor = child.storedViewTransform?.anchor(in: bounds) ?? CGPoint(x: bounds.midX, y: bounds.midY)
        var local = CGRect(
            x: bounds.minX - anchor.x, y: bounds.minY - anchor.y, width: bounds.width, height: bounds.height)
        if !transform.isIdentity {
            // Rounding in the inverse grows with the transform's condition number: ask badly
            // conditioned ones instead of trusting a box.
            let norm =
                transform.a * transform.a + transform.b * transform.b + transform.c * transform.c
                + transform.d * transform.d
            let determinant = abs(transform.a * transform.d - transform.b * transform.c)
            guard norm.isFinite, determinant > 0, norm / determinant < 1_000 else { return .always }
            local = local.applying(transform)
        }
        var box = local.offsetBy(dx: center.x, dy: center.y)
        let scale =
            1 + abs(center.x) + abs(center.y) + abs(bounds.minX) + abs(bounds.maxX) + abs(bounds.minY)
            + abs(bounds.maxY) + abs(transform.tx) + abs(transform.ty) + abs(anchor.x) + abs(anchor.y)
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite, scale.isFinite,
            scale < 1e12
        else { return .always }
        let margin = scale * 1e-9
        box = box.insetBy(dx: -margin, dy: -margin)
        return .box(box)
    }
}
