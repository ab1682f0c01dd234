import HitKit

/// A view under a touch that the drawing puts in front of the hit view although hit-testing asks it after the
/// hit view: a sibling (`raised`, the view or its ancestor) whose higher `zPosition` draws it over the sibling
/// (`over`, the hit view or its ancestor) that comes later in their superview's `subviews`.
///
/// ``SceneRenderer`` marks such views and says so in its caption; `hitkit explain` tells the same story for a
/// view that should get the touch.
@MainActor
struct DrawnInFront {
    /// The view under the point drawn in front of the hit view.
    let view: UIView
    /// The view or its ancestor whose `zPosition` raises it: a sibling of ``over``, before it in `subviews`.
    let raised: UIView
    /// The hit view or its ancestor: the sibling drawn behind ``raised``, hit-tested before it.
    let over: UIView

    /// The views drawn (in `entries`' order) after `hit` whose bounds hold `screenPoint`, visible, neither the hit
    /// view's ancestors nor its descendants, that are drawn in front of it by `zPosition` only; one per raised
    /// sibling, back to front.
    ///
    /// - Complexity: O(*n* · *d*) for *n* entries and views *d* deep.
    static func find(hit: UIView, at screenPoint: CGPoint, in entries: [SceneDrawing.Entry]) -> [DrawnInFront] {
        guard let window = hit.window, let start = entries.firstIndex(where: { $0.view === hit }) else { return [] }
        var hitChain: Set<ObjectIdentifier> = []
        var next: UIView? = hit
        while let view = next {
            hitChain.insert(ObjectIdentifier(view))
            next = view.superview
        }
        let local = window.convert(screenPoint, from: nil as UIWindow?)
        var found: [DrawnInFront] = []
        for entry in entries[(start + 1)...] {
            let view = entry.view
            guard entry.isDrawable, !entry.item.isHidden, !entry.item.isTransparent, view.window === window,
                !hitChain.contains(ObjectIdentifier(view)), !view.isDescendant(of: hit),
                view.bounds.finiteSafeContains(view.convert(local, from: window))
            else { continue }
            // The child of the common ancestor on the view's side, then on the hit view's.
            var raised = view
            while let parent = raised.superview, !hitChain.contains(ObjectIdentifier(parent)) { raised = parent }
            guard let parent = raised.superview,
                let over = parent.subviews.first(where: { hitChain.contains(ObjectIdentifier($0)) }),
                let raisedIndex = parent.subviews.firstIndex(where: { $0 === raised }),
                let overIndex = parent.subviews.firstIndex(where: { $0 === over }), raisedIndex < overIndex,
                SceneDrawing.zPosition(of: raised) > SceneDrawing.zPosition(of: over),
                !found.contains(where: { $0.raised === raised })
            else { continue }
            found.append(DrawnInFront(view: view, raised: raised, over: over))
        }
        return found
    }
}
