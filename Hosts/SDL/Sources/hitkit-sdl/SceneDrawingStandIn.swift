// A stand-in for HitKitScenes' SceneDrawing (branch inspector-core) until that branch is merged; removed then.
import HitKit
import HitKitScenes

struct SceneDrawing {
    struct Item {
        var name: String
        var isWindow: Bool
        var corners: [CGPoint]
        var isHidden: Bool
        var isTransparent: Bool
        var isInteractionDisabled: Bool
        var isControl: Bool
    }
    var items: [Item] = []

    @MainActor
    init(runtime: SceneRuntime) {
        for window in runtime.windows {
            var stack: [(UIView, Bool, Bool)] = [(window, window.isHidden, false)]
            while let (view, h, t) = stack.popLast() {
                let hidden = h || view.isHidden
                let transparent = t || view.alpha <= 0.01
                let b = view.bounds
                let corners = [
                    CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                    CGPoint(x: b.minX, y: b.maxY),
                ].map { window.convert(view === window ? $0 : view.convert($0, to: window), to: nil as UIWindow?) }
                items.append(
                    Item(
                        name: runtime.traceName(of: view), isWindow: view is UIWindow, corners: corners,
                        isHidden: hidden, isTransparent: transparent,
                        isInteractionDisabled: !view.isUserInteractionEnabled,
                        isControl: view is UIControl))
                stack += view.subviews.reversed().map { ($0, hidden, transparent) }
            }
        }
    }
}
