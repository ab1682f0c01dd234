import HitKit

extension SceneBuilder {
    /// Sets a slider's, a switch's or a scroll view's own fields on `view`; a field set on a view of
    /// another kind is an error at the field.
    func applyKindFields(_ spec: SceneViewSpec, to view: UIView, path: [any CodingKey]) throws(SceneFileError) {
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
        } else if let key = spec.slider.setKeys.first {
            throw misplaced(key, "sliders", "slider")
        }
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
            throw misplaced(key, "scroll views", "scrollView")
        }
    }
}
