import Foundation

/// The methods a layer's delegate may implement to give the layer its content and layout, as in
/// Core Animation. Every method has a default, since Swift on Linux has no optional protocol
/// requirements: ``display(_:)`` draws through ``CALayer/draw(in:)``, the others do nothing.
///
/// A view is its layer's delegate: a `UIView` subclass overrides ``UIView/draw(_:in:)`` as in UIKit.
/// Core Animation calls a delegate's `display(_:)` only when the delegate implements it; here a
/// `UIView` subclass's own `display(_:)` is not called (the view's conformance uses the default).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Gives `layer` its content; the default draws it through ``CALayer/draw(in:)``.
    func display(_ layer: CALayer)
    /// Draws `layer`'s content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `layer` draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Draws `layer` through ``CALayer/draw(in:)``.
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    /// Does nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}
