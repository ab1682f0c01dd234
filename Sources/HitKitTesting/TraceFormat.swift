@_spi(HitKitTools) import HitKit

/// How ``TraceRecorder`` and ``EventGenerator`` write points, responders, touches and
/// recognizers in their lines: HitKit's own trace text (`TraceText`), which the `hitkit` command
/// shares.
@MainActor
enum TraceFormat {
    /// `(12.0, 30.5)`: each coordinate rounded to two decimals.
    static func point(_ point: CGPoint) -> String { TraceText.point(point) }

    /// A coordinate rounded to two decimals, without a negative zero.
    static func number(_ value: CGFloat) -> String { TraceText.number(value) }

    /// `<identifier>` for a view with an accessibility identifier, otherwise `<ClassName>`.
    static func name(_ responder: UIResponder) -> String { TraceText.name(responder) }

    /// ``name(_:)``, or `nothing` for nil.
    static func viewName(_ view: UIView?) -> String { TraceText.viewName(view) }

    /// `<traceName>` of a recognizer.
    static func name(_ recognizer: UIGestureRecognizer) -> String { TraceText.name(recognizer) }

    /// `touch 1` or `touches 1, 2`, by pointer id.
    static func touches(_ touches: Set<UITouch>) -> String { TraceText.touches(touches) }

    /// `touchesBegan`, `touchesMoved`, …
    static func method(_ phase: UITouch.Phase) -> String { TraceText.method(phase) }
}
