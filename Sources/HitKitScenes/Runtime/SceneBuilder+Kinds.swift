import HitKit

extension SceneBuilder {
    /// Sets a slider's, a switch's, a scroll view's, a stepper's, a segmented control's, a page
    /// control's or a table's own fields on `view`; a field set on a view of another kind is an
    /// error at the field. A table's rows are built by ``buildViews(_:in:window:path:)``.
    mutating func applyKindFields(_ spec: SceneViewSpec, to view: UIView, path: [any CodingKey]) throws(SceneFileError)
    {
        func misplaced(_ key: SceneViewSpec.CodingKeys, _ kinds: String, _ kind: String) -> SceneFileError {
            error(
                .reference, path + [AnyCodingKey(stringValue: key.stringValue)],
                "\(key.stringValue) applies to \(kinds) only (\(kind))")
        }
        // A document made in code skips the loader's checks: a number no Float holds is refused here too.
        func float(_ value: Double, _ key: SceneViewSpec.CodingKeys) throws(SceneFileError) -> Float {
            guard Float(value).isFinite else {
                throw error(
                    .schema, path + [AnyCodingKey(stringValue: key.stringValue)],
                    "expected a number a Float holds (magnitude at most \(Float.greatestFiniteMagnitude))")
            }
            return Float(value)
        }
        if let slider = view as? UISlider {
            let fields = spec.slider
            if let minimum = fields.minimumValue { slider.minimumValue = try float(minimum, .minimumValue) }
            if let maximum = fields.maximumValue { slider.maximumValue = try float(maximum, .maximumValue) }
            if let value = fields.value { slider.value = try float(value, .value) }
            if let continuous = fields.isContinuous { slider.isContinuous = continuous }
        } else if let stepper = view as? UIStepper {
            // UIStepper's limits are Double properties; the fields share the slider's Float range.
            let fields = spec.slider
            if let minimum = fields.minimumValue { stepper.minimumValue = minimum }
            if let maximum = fields.maximumValue { stepper.maximumValue = maximum }
            if let step = spec.stepper.stepValue { stepper.stepValue = step }
            if let value = fields.value { stepper.value = value }
            if let continuous = fields.isContinuous { stepper.isContinuous = continuous }
        } else if let key = spec.slider.setKeys.first {
            throw misplaced(key, "sliders and steppers", "slider, stepper")
        }
        try applyControlFields(spec, to: view, misplaced: misplaced)
        if let toggle = view as? UISwitch {
            if let isOn = spec.isOn { toggle.isOn = isOn }
        } else if spec.isOn != nil {
            throw misplaced(.isOn, "switches", "switch")
        }
        if let scrollView = view as? UIScrollView {
            let fields = spec.scrollView
            if let size = fields.contentSize { scrollView.contentSize = size.size }
            if let inset = fields.contentInset { scrollView.contentInset = inset.insets }
            if let enabled = fields.isScrollEnabled { scrollView.isScrollEnabled = enabled }
            if let delays = fields.delaysContentTouches { scrollView.delaysContentTouches = delays }
            if let cancels = fields.canCancelContentTouches { scrollView.canCancelContentTouches = cancels }
            if let paging = fields.isPagingEnabled { scrollView.isPagingEnabled = paging }
            if let bounces = fields.bounces { scrollView.bounces = bounces }
            if let lock = fields.isDirectionalLockEnabled { scrollView.isDirectionalLockEnabled = lock }
            if let offset = fields.contentOffset { scrollView.contentOffset = offset.point }
        } else if let key = spec.scrollView.setKeys.first {
            throw misplaced(key, "scroll views", "scrollView, tableView, collectionView")
        }
        if let table = view as? UITableView {
            let fields = spec.tableView
            if let height = fields.rowHeight { table.rowHeight = height }
            if let height = fields.sectionHeaderHeight { table.sectionHeaderHeight = height }
            if let height = fields.sectionFooterHeight { table.sectionFooterHeight = height }
            if let allows = fields.allowsSelection { table.allowsSelection = allows }
            if let allows = fields.allowsMultipleSelection { table.allowsMultipleSelection = allows }
        } else if !(view is UICollectionView), let key = spec.tableView.setKeys.first {
            throw misplaced(key, "table views", "tableView")
        }
        try applyCollectionFields(spec, to: view, path: path)
        try applyTextFields(spec, to: view, path: path)
    }

    /// Sets a stepper's, a segmented control's and a page control's own fields.
    private func applyControlFields(
        _ spec: SceneViewSpec, to view: UIView,
        misplaced: (SceneViewSpec.CodingKeys, String, String) -> SceneFileError
    ) throws(SceneFileError) {
        if let stepper = view as? UIStepper {
            if let wraps = spec.stepper.wraps { stepper.wraps = wraps }
            if let autorepeat = spec.stepper.autorepeat { stepper.autorepeat = autorepeat }
        } else if let key = spec.stepper.setKeys.first {
            throw misplaced(key, "steppers", "stepper")
        }
        if let segmented = view as? UISegmentedControl {
            let fields = spec.segmentedControl
            // Appending keeps building n segments O(n).
            for title in fields.segments ?? [] {
                segmented.insertSegment(withTitle: title, at: segmented.numberOfSegments, animated: false)
            }
            if let momentary = fields.isMomentary { segmented.isMomentary = momentary }
            for index in fields.disabledSegments ?? [] { segmented.setEnabled(false, forSegmentAt: index) }
            if let index = fields.selectedSegmentIndex { segmented.selectedSegmentIndex = index }
        } else if let key = spec.segmentedControl.setKeys.first {
            throw misplaced(key, "segmented controls", "segmentedControl")
        }
        if let pages = view as? UIPageControl {
            if let count = spec.pageControl.numberOfPages { pages.numberOfPages = count }
            if let page = spec.pageControl.currentPage { pages.currentPage = page }
        } else if let key = spec.pageControl.setKeys.first {
            throw misplaced(key, "page controls", "pageControl")
        }
    }
}
