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
    /// The configuration's identifier; by default a fresh string unique to it.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Counter behind the default identifiers: deterministic and unique within the process.
    private static var nextSerial = 0

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
        if let identifier {
            self.identifier = identifier
        } else {
            Self.nextSerial += 1
            self.identifier = NSString(string: "com.hitkit.contextmenu.\(Self.nextSerial)")
        }
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
