import Foundation

/// Builds a context menu's menu from the actions UIKit suggests (HitKit suggests none).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller a context menu previews; HitKit draws no preview, but calls it once
/// when the menu is shown, as UIKit does, and hands the result to the delegate's animator.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as a ``UIContextMenuInteractionDelegate`` returns it from
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)`: an identifier, a preview provider
/// and the provider of its menu.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier: the one it was created with, or a string made from the
    /// configuration's identity (unique among the configurations that exist at the same time; no
    /// process-wide counter).
    public var identifier: any NSCopying {
        let address = String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
        return givenIdentifier ?? NSString(string: "com.hitkit.contextmenu.\(address)")
    }
    private let givenIdentifier: (any NSCopying)?
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - identifier: Identifies the configuration; by default a fresh string.
    ///   - previewProvider: Makes the preview's view controller (`nil`: the view itself).
    ///   - actionProvider: Builds the menu from the suggested actions (`nil`: no menu).
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.givenIdentifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
