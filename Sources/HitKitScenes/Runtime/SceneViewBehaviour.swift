import HitKit

/// The behaviours and log lines one scene view's overrides apply, resolved from its class chain
/// and its own settings, and the scene it logs to.
@MainActor
final class SceneViewBehaviour {
    /// The scene the view belongs to (its log and its names).
    weak var scene: SceneRuntime?
    /// The view's declared class name (`BlackView`, or `UIView` for a built-in view).
    let className: String
    /// The view's scene name.
    let name: String
    let hitTest: HitTestBehaviour
    let pointInside: PointInsideBehaviour
    let touches: TouchForwarding
    let log: LogTemplates
    /// The view this behaviour belongs to.
    weak var view: UIView?
    /// The view `hitTest.redirectInside` names, resolved after the views are built.
    weak var redirectTarget: UIView?
    /// The view `pointInside: {exceptInside: …}` names, resolved after the views are built.
    weak var exceptTarget: UIView?
    /// Whether this view's `point(inside:with:)` is asking ``exceptTarget`` now.
    private var isAskingTarget = false

    init(
        className: String, name: String, hitTest: HitTestBehaviour, pointInside: PointInsideBehaviour,
        touches: TouchForwarding, log: LogTemplates
    ) {
        self.className = className
        self.name = name
        self.hitTest = hitTest
        self.pointInside = pointInside
        self.touches = touches
        self.log = log
    }

    /// Whether any override does something beyond what the base class does.
    var isPlain: Bool {
        hitTest == HitTestBehaviour() && pointInside == .bounds && touches == .default && log == LogTemplates()
    }

    private func emit(_ template: String?, result: String? = nil, optionalResult: String? = nil) {
        guard let template, let scene else { return }
        var line = template.replacingOccurrences(of: "{class}", with: className)
            .replacingOccurrences(of: "{name}", with: name)
        if let result { line = line.replacingOccurrences(of: "{result}", with: result) }
        if let optionalResult { line = line.replacingOccurrences(of: "{optionalResult}", with: optionalResult) }
        scene.log(line)
    }

    func hitTest(
        _ view: UIView, _ point: CGPoint, _ event: UIEvent?, base: (CGPoint, UIEvent?) -> UIView?
    ) -> UIView? {
        emit(log.hitTest)
        if let target = redirectTarget, target.point(inside: view.convert(point, to: target), with: event) {
            return target
        }
        let result = base(point, event)
        if log.hitTestResult != nil {
            let resultName = result.flatMap { scene?.sceneName(of: $0) }
            emit(
                log.hitTestResult, result: resultName ?? "nil",
                optionalResult: resultName.map { "Optional(\"\($0)\")" } ?? "nil")
        }
        if hitTest.passThrough, result === view { return nil }
        if let result, !hitTest.nilWhenResultIs.isEmpty, let name = scene?.sceneName(of: result),
            hitTest.nilWhenResultIs.contains(name)
        {
            return nil
        }
        return result
    }

    func pointInside(_ view: UIView, _ point: CGPoint, _ event: UIEvent?, base: (CGPoint, UIEvent?) -> Bool) -> Bool {
        let answer: Bool
        switch pointInside {
        case .bounds: answer = base(point, event)
        case .always: answer = true
        case .never: answer = false
        case .controlsOnly: answer = view.subviews.contains { $0 is UIControl && $0.frame.finiteSafeContains(point) }
        case .insets(let insets):
            let b = view.bounds
            let area = CGRect(
                x: b.minX + insets.left, y: b.minY + insets.top, width: b.width - insets.left - insets.right,
                height: b.height - insets.top - insets.bottom)
            answer = area.width >= 0 && area.height >= 0 && area.finiteSafeContains(point)
        case .exceptInside:
            // The loader refuses cycles and bounds chains (SceneFile.maximumReferenceChain); a call
            // back into this view while it asks its target answers by the bounds, never recursing.
            if !isAskingTarget, let target = exceptTarget {
                isAskingTarget = true
                let inTarget = target.point(inside: target.convert(point, from: view), with: event)
                isAskingTarget = false
                answer = inTarget ? false : base(point, event)
            } else {
                answer = base(point, event)
            }
        }
        emit(log.pointInside, result: "\(answer)")
        return answer
    }

    /// Logs a `touches…` call and calls the base class's method (or not), then the next
    /// responder's when forwarding from a control.
    func touches(_ phase: UITouch.Phase, _ view: UIView, _ touches: Set<UITouch>, _ event: UIEvent?, base: () -> Void) {
        switch phase {
        case .began: emit(log.touchesBegan)
        case .moved, .stationary: emit(log.touchesMoved)
        case .ended: emit(log.touchesEnded)
        case .cancelled: emit(log.touchesCancelled)
        }
        switch self.touches {
        case .default: base()
        case .stop: break
        case .forward:
            base()
            guard view is UIControl, let next = view.next else { return }
            switch phase {
            case .began: next.touchesBegan(touches, with: event)
            case .moved, .stationary: next.touchesMoved(touches, with: event)
            case .ended: next.touchesEnded(touches, with: event)
            case .cancelled: next.touchesCancelled(touches, with: event)
            }
        }
    }
}
