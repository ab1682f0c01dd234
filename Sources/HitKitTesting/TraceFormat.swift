import Foundation
import HitKit

/// How ``TraceRecorder`` and ``EventGenerator`` write points, responders, touches and
/// recognizers in their lines.
@MainActor
enum TraceFormat {
    /// `(12.0, 30.5)`: each coordinate rounded to two decimals.
    static func point(_ point: CGPoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    /// A coordinate rounded to two decimals, without a negative zero.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(Double(value))" }
        let rounded = (Double(value) * 100).rounded() / 100
        return "\(rounded == 0 ? 0 : rounded)"
    }

    /// `<identifier>` for a view with an accessibility identifier, otherwise `<ClassName>`.
    static func name(_ responder: UIResponder) -> String {
        if let view = responder as? UIView, let identifier = view.accessibilityIdentifier {
            return "<\(identifier)>"
        }
        return "<\(type(of: responder))>"
    }

    /// ``name(_:)``, or `nothing` for nil.
    static func viewName(_ view: UIView?) -> String {
        view.map { name($0) } ?? "nothing"
    }

    /// `<traceName>` of a recognizer.
    static func name(_ recognizer: UIGestureRecognizer) -> String {
        "<\(recognizer.traceName)>"
    }

    /// `touch 1` or `touches 1, 2`, by pointer id.
    static func touches(_ touches: Set<UITouch>) -> String {
        let ids = touches.map(\.pointerID).sorted().map(String.init)
        return (ids.count == 1 ? "touch " : "touches ") + ids.joined(separator: ", ")
    }

    /// `touchesBegan`, `touchesMoved`, …
    static func method(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "touchesBegan"
        case .moved, .stationary: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }
}
