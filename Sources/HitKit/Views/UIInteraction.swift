import Foundation

/// An object that gives a view a behaviour — a context menu (``UIContextMenuInteraction``) —
/// once added to it with ``UIView/addInteraction(_:)``.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// The interaction is about to be added to `view`, or removed from its view (`nil`).
    func willMove(to view: UIView?)
    /// The interaction was added to `view`, or removed from its view (`nil`).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions where !newValue.contains(where: { $0 === interaction }) {
                removeInteraction(interaction)
            }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` to the view; an interaction on another view moves here first. Adding
    /// one twice does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view; one that is not on it is ignored.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
