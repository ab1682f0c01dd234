import Foundation

/// The delegate of a ``UIContextMenuInteraction``: it says what menu to show where, and hears
/// the menu appear and go. Only `contextMenuInteraction(_:configurationForMenuAtLocation:)` is
/// required; the others default to doing nothing. An `NSObject` subclass can adopt it.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu to show for a press or secondary click at `location` (in the
    /// interaction's view), or `nil` for none — then nothing is shown.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?

    /// The menu of `configuration` is about to be shown.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    )

    /// The menu of `configuration` is about to go away: an action was chosen, or it was dismissed.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    )
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

/// The animator a context menu's delegate gets: it adds animations and completions to the menu's
/// appearing or going. HitKit animates nothing, so they run as soon as the delegate returns —
/// animations first, then completions, each in the order added.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, as the configuration's preview provider made it.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a closure to run once the menu's animation is done.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// HitKit's animator: it keeps what is added and runs it when the delegate returns.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Runs the animations, then the completions; each once.
    func run() {
        let (animations, completions) = (self.animations, self.completions)
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}
