import Foundation
import HitKit

extension EventGenerator {
    /// The point, in window coordinates, where a finger touches `view`: the centre of the part of
    /// the view that lies inside all its ancestors' bounds (the only part that can take touches),
    /// checked by hit-testing the application's windows front to back, as a touch-down does.
    ///
    /// The check calls `hitTest(_:with:)` with a `nil` event; ``TraceRecorder``s of the
    /// application do not record it, so traces show only the real touch's hit-test.
    ///
    /// - Throws: ``EventGeneratorError/Code/viewNotInWindow`` if the view is not in the
    ///   generator's window; ``EventGeneratorError/Code/viewNotHittable`` if no part of it is
    ///   visible, or a touch at that point would reach another view (one in front of it, its
    ///   superview because it is hidden or disabled, …) or nothing.
    /// - Complexity: O(*d*) in the view's depth, plus one hit-test.
    public func hitPoint(for view: UIView) throws(EventGeneratorError) -> CGPoint {
        guard view.window === window else {
            throw EventGeneratorError(
                code: .viewNotInWindow,
                message: view.window == nil
                    ? "the view is not in any window"
                    : "the view is in another window than the generator's",
                context: "\(view)")
        }
        guard let visible = visibleRect(of: view) else {
            throw EventGeneratorError(
                code: .viewNotHittable,
                message: "no part of the view lies inside its superviews' bounds, so it can take no touch",
                context: "\(view)")
        }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        let hit = withTraceRecordingSuspended { hitTestWindows(at: screenPoint(fromWindowPoint: point)) }
        guard let hit, hit.isDescendant(of: view) else {
            throw EventGeneratorError(
                code: .viewNotHittable,
                message: "a touch at the view's visible centre (\(point.x), \(point.y)) would reach "
                    + (hit.map { "\($0)" } ?? "no view") + ", not the view or one of its subviews",
                context: "\(view)")
        }
        return point
    }

    /// Finds the view in the generator's window whose `accessibilityIdentifier` is `identifier`
    /// (depth-first, back to front; the window itself included).
    ///
    /// - Throws: ``EventGeneratorError/Code/identifierNotFound`` if there is none.
    /// - Complexity: O(*n*) in the views of the window.
    public func viewWithIdentifier(_ identifier: String) throws(EventGeneratorError) -> UIView {
        guard let view = window.firstInSubtree(where: { $0.accessibilityIdentifier == identifier }) else {
            throw EventGeneratorError(
                code: .identifierNotFound,
                message: "no view in the window has the accessibility identifier \"\(identifier)\"",
                context: identifier)
        }
        return view
    }

    /// Finds the view in the generator's window whose `accessibilityIdentifier` is `identifier`,
    /// as a `T`.
    ///
    /// - Throws: ``EventGeneratorError/Code/identifierNotFound`` if there is none;
    ///   ``EventGeneratorError/Code/wrongViewType`` if it is not a `T`.
    /// - Complexity: O(*n*) in the views of the window.
    public func viewWithIdentifier<T: UIView>(_ identifier: String, ofType type: T.Type)
        throws(EventGeneratorError) -> T
    {
        let view = try viewWithIdentifier(identifier)
        guard let typed = view as? T else {
            throw EventGeneratorError(
                code: .wrongViewType,
                message: "the view with the accessibility identifier \"\(identifier)\" is a "
                    + "\(Swift.type(of: view)), not a \(T.self)",
                context: "\(view)")
        }
        return typed
    }

    // MARK: Helpers

    /// The part of `view`'s bounds that lies inside every ancestor's bounds, in window
    /// coordinates, or nil if it is empty.
    private func visibleRect(of view: UIView) -> CGRect? {
        var rect = view.bounds
        var current = view
        while let superview = current.superview {
            rect = current.convert(rect, to: superview).finiteSafeIntersection(superview.bounds)
            if rect.isNull || rect.width <= 0 || rect.height <= 0 { return nil }
            current = superview
        }
        if rect.isNull || rect.width <= 0 || rect.height <= 0 { return nil }
        return rect
    }

    /// Hit-tests the application's visible windows front to back, as a touch-down does, and
    /// returns the first view hit.
    private func hitTestWindows(at screenPoint: CGPoint) -> UIView? {
        for candidate in application.visibleWindowsFrontToBack {
            let point = windowPoint(fromScreenPoint: screenPoint, in: candidate)
            if let hit = candidate.hitTest(point, with: nil) { return hit }
        }
        return nil
    }

    /// Converts a screen point into `window`'s coordinates.
    private func windowPoint(fromScreenPoint point: CGPoint, in window: UIWindow) -> CGPoint {
        let center = window.center
        var local = CGPoint(x: point.x - center.x, y: point.y - center.y)
        if !window.transform.isIdentity { local = local.applying(window.transform.inverted()) }
        let bounds = window.bounds
        return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }

    /// Runs `body` while the application's ``TraceRecorder``s ignore what happens.
    private func withTraceRecordingSuspended<Result>(_ body: () -> Result) -> Result {
        let recorders = TraceRecorder.liveRecorders(of: application)
        for recorder in recorders { recorder.suspensionCount += 1 }
        defer { for recorder in recorders { recorder.suspensionCount -= 1 } }
        return body()
    }
}
