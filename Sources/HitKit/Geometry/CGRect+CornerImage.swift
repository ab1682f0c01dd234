import Foundation

extension CGRect {
    /// The bounding box of this rectangle's four corners after `transform`: how a rectangle is
    /// converted between coordinate spaces (views', layers', the screen's). A null rectangle stays
    /// null, and so does one whose corners have no finite image (converted into a space flattened
    /// by a singular transform).
    func boundingBoxOfCorners(_ transform: (CGPoint) -> CGPoint) -> CGRect {
        if isNull { return self }
        let corners = [
            transform(CGPoint(x: minX, y: minY)), transform(CGPoint(x: maxX, y: minY)),
            transform(CGPoint(x: minX, y: maxY)), transform(CGPoint(x: maxX, y: maxY)),
        ]
        if corners.contains(where: { $0.x.isNaN || $0.y.isNaN }) { return .null }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
