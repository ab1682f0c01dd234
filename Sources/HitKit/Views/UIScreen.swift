import Foundation

/// The screen a window is shown on: its bounds and scale, and its coordinate space.
///
/// HitKit draws nothing and knows no real screen, so ``main`` is a stand-in with the size of an
/// iPhone 15's screen in points (393 × 852) at scale 3 — values only code that reads them sees;
/// hit-testing never does. Set them (`UIScreen.main.bounds = …`) to match your host.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen of the device (a stand-in, see ``UIScreen``).
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

    /// The screen's rectangle in points.
    open var bounds: CGRect
    /// Pixels per point.
    open var scale: CGFloat
    /// Pixels per point of the physical screen; the same as ``scale`` here.
    open var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Creates a screen with the given bounds (in points) and scale.
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    /// The screen's coordinate space: screen coordinates, where windows' frames are expressed.
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

    /// The screen's fixed coordinate space; the same as ``coordinateSpace`` (HitKit does not rotate).
    open var fixedCoordinateSpace: any UICoordinateSpace { coordinateSpace }
}

/// Screen coordinates as a ``UICoordinateSpace``.
@MainActor
final class ScreenCoordinateSpace: ScreenRelativeCoordinateSpace {
    let screen: UIScreen
    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }
    func pointToScreen(_ point: CGPoint) -> CGPoint { point }
    func pointFromScreen(_ point: CGPoint) -> CGPoint { point }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertPoint(point, to: coordinateSpace)
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertPoint(point, from: coordinateSpace)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { convertPoint($0, to: coordinateSpace) }
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { convertPoint($0, from: coordinateSpace) }
    }
}
