import Foundation

extension CALayer {
    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws the layer now if it is marked as needing display.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
    }

    /// Whether the layer is marked as needing layout (for a view's layer, whether the view does).
    public func needsLayout() -> Bool {
        if let view = backedView { return view.storedNeedsLayout }
        return needsLayoutFlag
    }

    /// The default display: tells the delegate drawing begins, then calls ``draw(in:)`` with a
    /// context.
    func displayByDrawing() {
        delegate?.layerWillDraw(self)
        draw(in: CALayer.makeDrawingContext())
    }

    /// The context the layer draws into: an opaque one (HitKit draws nothing).
    static func makeDrawingContext() -> CGContext {
        #if canImport(Darwin)
            return CGContext(
                data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        #else
            return CGContext()
        #endif
    }
}
