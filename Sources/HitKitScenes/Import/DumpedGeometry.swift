import Foundation
import HitKit
import HitKitDumps

/// A dumped view's geometry as a scene view's: `frame` (and `bounds` when the dump shows a bounds origin), or,
/// for a transformed view, `center`, `bounds` and `transform`.
struct DumpedGeometry {
    var frame: SceneRect?
    var center: ScenePoint?
    var bounds: SceneRect?
    var transform: SceneTransform?
    /// Set when the bounds size had to be assumed (a singular transform); says what was assumed.
    var assumption: String?

    /// Reads `view`'s geometry, moved by `offset` (the origin of a window added around the root).
    ///
    /// A dump's `frame` is the bounding box of the transformed bounds, so a transformed view's bounds size and
    /// center come from ``DumpedView/boundsSize`` and ``DumpedView/center``. When the transform maps many
    /// sizes to the frame (a rotation by 45°, a scale by 0), the bounds are assumed square, and
    /// ``assumption`` says so.
    ///
    /// - Throws: ``SceneFileError`` at the view's line when a number is not finite or no bounds size fits.
    init(of view: DumpedView, offset: CGPoint = .zero, file: String) throws(SceneFileError) {
        let numbers =
            [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height]
            + (view.printedBounds.map { [$0.minX, $0.minY, $0.width, $0.height] } ?? [])
        let transformNumbers = view.transform.map { [$0.a, $0.b, $0.c, $0.d, $0.tx, $0.ty] } ?? []
        guard numbers.allSatisfy(\.isFinite), transformNumbers.allSatisfy(\.isFinite) else {
            throw Self.error(view, file: file, "the frame, bounds or transform holds a number that is not finite")
        }
        let frame = view.frame.standardized.offsetBy(dx: -offset.x, dy: -offset.y)
        guard let dumped = view.transform, !dumped.isIdentity else {
            self.frame = SceneRect(frame)
            if let printed = view.printedBounds { bounds = SceneRect(printed.standardized) }
            return
        }
        transform = SceneTransform(
            CGAffineTransform(a: dumped.a, b: dumped.b, c: dumped.c, d: dumped.d, tx: dumped.tx, ty: dumped.ty))
        center = ScenePoint(CGPoint(x: Self.round(frame.midX - dumped.tx), y: Self.round(frame.midY - dumped.ty)))
        do {
            let size = try view.boundsSize
            let origin = view.printedBounds?.origin ?? .zero
            bounds = SceneRect(
                CGRect(x: origin.x, y: origin.y, width: Self.round(size.width), height: Self.round(size.height)))
        } catch {
            let (p, q, r, s) = (abs(dumped.a), abs(dumped.c), abs(dumped.b), abs(dumped.d))
            let scale = max(p, q, r, s)
            guard abs(p * s - q * r) <= 1e-6 * scale * scale else {
                throw Self.error(view, file: file, error.description)
            }
            // Singular: only w·(|a|+|c|)… is known; take w = h.
            let side = p + q > 0 ? Double(frame.width) / (p + q) : (r + s > 0 ? Double(frame.height) / (r + s) : 0)
            bounds = SceneRect(CGRect(x: 0, y: 0, width: Self.round(side), height: Self.round(side)))
            assumption =
                "\(view.className) \(view.address) (line \(view.line)): its transform maps many bounds sizes to its "
                + "frame, so its bounds were taken to be square (\(Self.format(Self.round(side))) × "
                + "\(Self.format(Self.round(side))))"
        }
    }

    /// A derived number rounded to 3 decimal places, about the precision a dump's 6 significant digits allow.
    static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func error(_ view: DumpedView, file: String, _ message: String) -> SceneFileError {
        SceneFileError(
            code: .schema, file: file, line: view.line, column: view.column, path: "",
            message: "\(view.className) \(view.address): \(message)")
    }
}
