import Foundation

/// What ``UIView/description`` prints, and how it knows whether it may read the view's state.
extension UIView {
    /// Whether the caller runs on the main actor. `Thread.isMainThread` alone is not enough: on
    /// Linux the main actor's jobs run on the main dispatch queue, which a host or a test runner
    /// may drain from another thread, so the queue also carries a marker.
    nonisolated static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker) == true
    }

    /// A marker set on the main dispatch queue, read by ``isOnMainActor``.
    private nonisolated static let mainQueueMarker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// The description's text on the main actor: the class, the accessibility identifier, the
    /// frame and the tag.
    var hitKitDescription: String {
        var text = "<\(type(of: self))"
        if let accessibilityIdentifier { text += " '\(accessibilityIdentifier)'" }
        let f = frame
        text += "; frame = (\(f.origin.x) \(f.origin.y); \(f.size.width) \(f.size.height))"
        if tag != 0 { text += "; tag = \(tag)" }
        return text + ">"
    }
}
