import Foundation

extension UIView {
    /// The gesture recognizers attached to this view, in the order they were added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to this view (moving it from another view if needed).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.storedView === self { return }
        gestureRecognizer.storedView?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.storedView = self
        gestureRecognizer.isAttached = true
    }

    /// Detaches `gestureRecognizer`; removing it mid-gesture cancels it.
    ///
    /// Input the handlers it runs send (the view's `touchesBegan` it releases, the `cancelled`
    /// action) is dispatched once the recognizer is detached, before this returns.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.storedView === self else { return }
        UIApplication.performAsEntry(of: gestureRecognizer.environment?.application) {
            gestureRecognizer.environment?.recognizerWasRemoved(gestureRecognizer)
            (gestureRecognizer as? UIHoverGestureRecognizer)?.wasRemovedFromView()
            storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
            gestureRecognizer.storedView = nil
            gestureRecognizer.isAttached = false
        }
    }
}
