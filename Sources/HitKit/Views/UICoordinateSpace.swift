import Foundation

/// A coordinate system that points and rectangles convert between: a view, or a screen's
/// ``UIScreen/coordinateSpace``. As in UIKit, ``UIView`` adopts it, so `convert(_:to:)` takes a
/// view or any other coordinate space.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The bounds of the coordinate space, in its own coordinates.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// How HitKit's coordinate spaces reach each other: through screen coordinates, the space a
/// window's frame is expressed in (a view outside any window: its top-most ancestor's).
@MainActor
protocol ScreenRelativeCoordinateSpace: UICoordinateSpace {
    /// Converts a point from this space into screen coordinates.
    func pointToScreen(_ point: CGPoint) -> CGPoint
    /// Converts a point from screen coordinates into this space.
    func pointFromScreen(_ point: CGPoint) -> CGPoint
}

extension ScreenRelativeCoordinateSpace {
    func convertPoint(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        guard let space = space as? any ScreenRelativeCoordinateSpace else { return point }
        return space.pointFromScreen(pointToScreen(point))
    }

    func convertPoint(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
        guard let space = space as? any ScreenRelativeCoordinateSpace else { return point }
        return pointFromScreen(space.pointToScreen(point))
    }

    /// The bounding box of `rect`'s corners, each converted by `convert`.
    func convertRect(_ rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(convert)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension UIView: ScreenRelativeCoordinateSpace {
    func pointToScreen(_ point: CGPoint) -> CGPoint { convertToRootSpace(point).point }
    func pointFromScreen(_ point: CGPoint) -> CGPoint { convertFromRootSpace(point) }

    /// Converts `point` from this view's coordinates to `coordinateSpace` (a view, or a screen's
    /// coordinate space). A view in a window meets the screen's space in screen coordinates.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return convertPoint(point, to: coordinateSpace)
    }

    /// Converts `point` from `coordinateSpace` to this view's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return convertPoint(point, from: coordinateSpace)
    }

    /// Converts `rect` from this view's coordinates to `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return convertRect(rect) { convertPoint($0, to: coordinateSpace) }
    }

    /// Converts `rect` from `coordinateSpace` to this view's coordinates.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return convertRect(rect) { convertPoint($0, from: coordinateSpace) }
    }
}
