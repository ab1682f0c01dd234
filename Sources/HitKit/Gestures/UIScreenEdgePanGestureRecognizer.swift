import Foundation

/// A pan that starts at an edge of the screen — in HitKit, of the touch's window — like the
/// system's swipe back.
///
/// Set ``edges`` (default none, so nothing is recognized until you do). The first touch must
/// begin within ``HitKitDefaults/screenEdgeRegionWidth`` points of one of those edges, or the
/// recognizer fails at once; the pan must then move away from that edge (more inwards than
/// along it) to begin, or it fails. It follows one finger: touches beyond the first are ignored.
/// Otherwise it behaves as its superclass ``UIPanGestureRecognizer``: translation, velocity,
/// ending and cancellation.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (default none).
    open var edges: UIRectEdge = []

    /// The accepted edges the first touch began near.
    private var startEdges: UIRectEdge = []

    /// Creates an edge pan that follows one finger.
    public override init() {
        super.init()
        maximumNumberOfTouches = 1
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let earlier = trackedTouches.filter { $0.isActive && !touches.contains($0) }
        var accepted = touches.sorted { $0.pointerID < $1.pointerID }
        if !earlier.isEmpty || state != .possible || startEdges != [] {
            for touch in accepted { ignore(touch, for: event) }
            return
        }
        for touch in accepted.dropFirst() { ignore(touch, for: event) }
        accepted = Array(accepted.prefix(1))
        guard let first = accepted.first else { return }
        startEdges = Self.edges(near: first).intersection(edges)
        if startEdges.isEmpty {
            state = .failed
            return
        }
        super.touchesBegan(Set(accepted), with: event)
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }

    override func mayBegin(withTranslation translation: CGPoint) -> Bool {
        let across = abs(translation.x)
        let along = abs(translation.y)
        if startEdges.contains(.left) && translation.x > 0 && across >= along { return true }
        if startEdges.contains(.right) && translation.x < 0 && across >= along { return true }
        if startEdges.contains(.top) && translation.y > 0 && along >= across { return true }
        if startEdges.contains(.bottom) && translation.y < 0 && along >= across { return true }
        return false
    }

    /// The edges of its window that `touch` began within ``HitKitDefaults/screenEdgeRegionWidth``
    /// points of.
    static func edges(near touch: UITouch) -> UIRectEdge {
        guard let window = touch.window else { return [] }
        let point = window.convertFromSuperview(touch.startScreenLocation)
        let bounds = window.bounds
        let width = HitKitDefaults.screenEdgeRegionWidth
        var near: UIRectEdge = []
        if point.x - bounds.minX <= width { near.insert(.left) }
        if bounds.maxX - point.x <= width { near.insert(.right) }
        if point.y - bounds.minY <= width { near.insert(.top) }
        if bounds.maxY - point.y <= width { near.insert(.bottom) }
        return near
    }
}
