import HitKit

/// The shapes ``SceneRenderer`` draws inside a switch and a slider, over their outline: a switch's rounded
/// track and its thumb (right when on), a slider's track (`trackRect(forBounds:)`) and thumb
/// (`thumbRect(forBounds:trackRect:value:)`). They are drawn in the view's bounds coordinates, mapped to the
/// screen by the affine map through its converted corners, so transformed controls are exact too.
@MainActor
enum ControlShapes {
    static let stroke = "stroke=\"#1f5fbf\" stroke-width=\"0.7\""

    /// The SVG for `view`'s own shapes, or `nil` if it is not a switch, a slider or one of
    /// ``ListControlShapes``' kinds; `corners` are its bounds' corners on screen (top-left, top-right,
    /// bottom-right, bottom-left).
    static func svg(for view: UIView, corners: [CGPoint]) -> String? {
        guard view is UISwitch || view is UISlider || ListControlShapes.draws(view), corners.count == 4 else {
            return nil
        }
        let b = view.bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return nil }
        let xAxis = CGPoint(x: (corners[1].x - corners[0].x) / b.width, y: (corners[1].y - corners[0].y) / b.width)
        let yAxis = CGPoint(x: (corners[3].x - corners[0].x) / b.height, y: (corners[3].y - corners[0].y) / b.height)
        let matrix = [xAxis.x, xAxis.y, yAxis.x, yAxis.y, corners[0].x, corners[0].y].map { SVGText.number($0) }
        var shapes: [String] = []
        if let toggle = view as? UISwitch {
            let radius = b.height / 2
            let fill = toggle.isOn ? "#4cd964" : "#e5e5ea"
            shapes.append(
                "<rect x=\"0\" y=\"0\" width=\"\(SVGText.number(b.width))\" height=\"\(SVGText.number(b.height))\" "
                    + "rx=\"\(SVGText.number(radius))\" fill=\"\(fill)\" \(stroke)/>")
            let centerX = toggle.isOn ? b.width - radius : radius
            shapes.append(circle(x: centerX, y: radius, radius: max(0, radius - 2)))
        } else if let slider = view as? UISlider {
            let local = CGRect(origin: .zero, size: b.size)
            let track = slider.trackRect(forBounds: local)
            let thumb = slider.thumbRect(forBounds: local, trackRect: track, value: slider.value)
            shapes.append(
                "<rect x=\"\(SVGText.number(track.minX))\" y=\"\(SVGText.number(track.minY))\" "
                    + "width=\"\(SVGText.number(track.width))\" height=\"\(SVGText.number(track.height))\" "
                    + "rx=\"\(SVGText.number(track.height / 2))\" fill=\"#1f5fbf\" fill-opacity=\"0.5\"/>")
            shapes.append(circle(x: thumb.midX, y: thumb.midY, radius: min(thumb.width, thumb.height) / 2))
        } else if let own = ListControlShapes.shapes(for: view, size: b.size) {
            shapes = own
        }
        let numbers = [b.width, b.height, xAxis.x, xAxis.y, yAxis.x, yAxis.y, corners[0].x, corners[0].y]
        if let slider = view as? UISlider {
            let local = CGRect(origin: .zero, size: b.size)
            let track = slider.trackRect(forBounds: local)
            let thumb = slider.thumbRect(forBounds: local, trackRect: track, value: slider.value)
            guard track.hasFiniteEdges, thumb.hasFiniteEdges else { return nil }
        }
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        return "<g class=\"control-shape\" transform=\"matrix(\(matrix.joined(separator: " ")))\">"
            + shapes.joined() + "</g>"
    }

    private static func circle(x: CGFloat, y: CGFloat, radius: CGFloat) -> String {
        "<circle cx=\"\(SVGText.number(x))\" cy=\"\(SVGText.number(y))\" r=\"\(SVGText.number(radius))\" "
            + "fill=\"#ffffff\" \(stroke)/>"
    }
}
