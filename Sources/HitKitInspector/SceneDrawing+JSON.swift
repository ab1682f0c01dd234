import HitKit
import HitKitScenes

extension SceneDrawing.Item {
    /// The item as the `scene` and `frame` messages send it.
    var json: InspectorJSON {
        var fields: [(String, InspectorJSON)] = [
            ("name", .string(name)), ("class", .string(className)), ("window", .bool(isWindow)),
            ("corners", .array(corners.map(InspectorJSON.point))), ("hidden", .bool(isHidden)),
            ("transparent", .bool(isTransparent)), ("interactionDisabled", .bool(isInteractionDisabled)),
            ("control", .bool(isControl)), ("controlDisabled", .bool(isControlDisabled)),
            ("depth", .number(Double(depth))),
            (
                "recognizers",
                .array(
                    recognizers.map {
                        .object([
                            ("name", .string($0.name)), ("kind", .string($0.kind)), ("enabled", .bool($0.isEnabled)),
                        ])
                    })
            ),
        ]
        if let windowLevel { fields.append(("level", .number(windowLevel))) }
        if zPosition != 0 { fields.append(("zPosition", .number(zPosition))) }
        if let drawnCorners { fields.append(("drawnCorners", .array(drawnCorners.map(InspectorJSON.point)))) }
        if let isOn { fields.append(("on", .bool(isOn))) }
        if let sliderFraction { fields.append(("fraction", .number(sliderFraction))) }
        if let stepperValue { fields.append(("value", .number(stepperValue))) }
        if let selectedSegmentIndex { fields.append(("selectedSegment", .number(Double(selectedSegmentIndex)))) }
        if let currentPage { fields.append(("currentPage", .number(Double(currentPage)))) }
        if let text { fields.append(("text", .string(text))) }
        if let isEditing { fields.append(("editing", .bool(isEditing))) }
        if let selectedIndexPaths {
            let paths = selectedIndexPaths.map { path in InspectorJSON.array(path.map { .number(Double($0)) }) }
            fields.append(("selectedIndexPaths", .array(paths)))
        }
        if let isSelected { fields.append(("selected", .bool(isSelected))) }
        if let isHighlighted { fields.append(("highlighted", .bool(isHighlighted))) }
        return .object(fields)
    }
}

extension SceneDrawing {
    /// `[x, y, width, height]`: the box around every item's corners and drawn corners (zeros when there are none).
    var boundsJSON: InspectorJSON {
        let points = items.flatMap { $0.corners + ($0.drawnCorners ?? []) }
        guard let first = points.first else { return .array([.number(0), .number(0), .number(0), .number(0)]) }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return .array([minX, minY, maxX - minX, maxY - minY].map { .number(Double($0)) })
    }
}
