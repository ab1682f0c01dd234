import Foundation

/// The animatable properties of ``CALayer`` that HitKit's engine reads and writes by key path, with
/// the sub-paths Core Animation's key-value coding extensions define ("Key-Value Coding Extensions"
/// in Apple's Core Animation Programming Guide): `position.x`, `bounds.size.width`,
/// `transform.rotation.z`, `transform.scale`, `transform.translation.x` and so on.
///
/// Values are read as the kinds ``AnimationValue`` interpolates (points, sizes, rectangles,
/// numbers as `CGFloat`, affine transforms), and written from any value of the matching kind. A key
/// path HitKit does not know reads `nil` and writes nothing.
@MainActor
enum LayerKeyPath {
    /// The value of `keyPath` on `layer`, or `nil` for a key path HitKit does not animate.
    static func value(_ keyPath: String, of layer: CALayer) -> Any? {
        if keyPath.hasPrefix("transform") { return transformValue(keyPath, of: layer) }
        switch keyPath {
        case "position": return layer.position
        case "position.x": return layer.position.x
        case "position.y": return layer.position.y
        case "bounds": return layer.bounds
        case "bounds.origin": return layer.bounds.origin
        case "bounds.origin.x": return layer.bounds.origin.x
        case "bounds.origin.y": return layer.bounds.origin.y
        case "bounds.size": return layer.bounds.size
        case "bounds.size.width": return layer.bounds.size.width
        case "bounds.size.height": return layer.bounds.size.height
        case "anchorPoint": return layer.anchorPoint
        case "anchorPoint.x": return layer.anchorPoint.x
        case "anchorPoint.y": return layer.anchorPoint.y
        case "opacity": return CGFloat(layer.opacity)
        case "zPosition": return layer.zPosition
        case "cornerRadius": return layer.cornerRadius
        case "borderWidth": return layer.borderWidth
        case "shadowOpacity": return CGFloat(layer.shadowOpacity)
        case "shadowRadius": return layer.shadowRadius
        case "shadowOffset": return layer.shadowOffset
        case "backgroundColor": return layer.backgroundColor
        case "borderColor": return layer.borderColor
        case "shadowColor": return layer.shadowColor
        case "hidden", "isHidden": return layer.isHidden
        default: return nil
        }
    }

    /// Sets `keyPath` on `layer` to `value` when the value is of the property's kind.
    static func setValue(_ value: Any?, _ keyPath: String, of layer: CALayer) {
        if keyPath.hasPrefix("transform") {
            setTransformValue(value, keyPath, of: layer)
            return
        }
        switch keyPath {
        case "position": if let p = point(value) { layer.position = p }
        case "position.x": if let n = number(value) { layer.position.x = n }
        case "position.y": if let n = number(value) { layer.position.y = n }
        case "bounds": if let r = value as? CGRect { layer.bounds = r }
        case "bounds.origin": if let p = point(value) { layer.bounds.origin = p }
        case "bounds.origin.x": if let n = number(value) { layer.bounds.origin.x = n }
        case "bounds.origin.y": if let n = number(value) { layer.bounds.origin.y = n }
        case "bounds.size": if let s = value as? CGSize { layer.bounds.size = s }
        case "bounds.size.width": if let n = number(value) { layer.bounds.size.width = n }
        case "bounds.size.height": if let n = number(value) { layer.bounds.size.height = n }
        case "anchorPoint": if let p = point(value) { layer.anchorPoint = p }
        case "anchorPoint.x": if let n = number(value) { layer.anchorPoint.x = n }
        case "anchorPoint.y": if let n = number(value) { layer.anchorPoint.y = n }
        case "opacity": if let n = number(value) { layer.opacity = Float(n) }
        case "zPosition": if let n = number(value) { layer.zPosition = n }
        case "cornerRadius": if let n = number(value) { layer.cornerRadius = n }
        case "borderWidth": if let n = number(value) { layer.borderWidth = n }
        case "shadowOpacity": if let n = number(value) { layer.shadowOpacity = Float(n) }
        case "shadowRadius": if let n = number(value) { layer.shadowRadius = n }
        case "shadowOffset": if let s = value as? CGSize { layer.shadowOffset = s }
        case "backgroundColor": if let c = color(value) { layer.backgroundColor = c }
        case "borderColor": if let c = color(value) { layer.borderColor = c }
        case "shadowColor": if let c = color(value) { layer.shadowColor = c }
        case "hidden", "isHidden": if let b = value as? Bool { layer.isHidden = b }
        default: break
        }
    }

    // MARK: Transform and its sub-paths

    private static func transformValue(_ keyPath: String, of layer: CALayer) -> Any? {
        let affine = layer.affineTransform()
        if keyPath == "transform" { return affine }
        let parts = AffineDecomposition(affine)
        switch keyPath {
        case "transform.scale": return CGFloat((parts.scaleX + parts.scaleY) / 2)
        case "transform.scale.x": return CGFloat(parts.scaleX)
        case "transform.scale.y": return CGFloat(parts.scaleY)
        case "transform.rotation", "transform.rotation.z": return CGFloat(parts.rotation)
        case "transform.translation":
            return CGSize(width: CGFloat(parts.translationX), height: CGFloat(parts.translationY))
        case "transform.translation.x": return CGFloat(parts.translationX)
        case "transform.translation.y": return CGFloat(parts.translationY)
        default: return nil
        }
    }

    private static func setTransformValue(_ value: Any?, _ keyPath: String, of layer: CALayer) {
        if keyPath == "transform" {
            if let affine = value as? CGAffineTransform {
                layer.setAffineTransform(affine)
            } else if let full = value as? CATransform3D {
                layer.transform = full
            }
            return
        }
        var parts = AffineDecomposition(layer.affineTransform())
        if keyPath == "transform.translation" {
            guard let size = value as? CGSize else { return }
            parts.translationX = Double(size.width)
            parts.translationY = Double(size.height)
            layer.setAffineTransform(parts.transform)
            return
        }
        guard let n = number(value).map(Double.init) else { return }
        switch keyPath {
        case "transform.scale":
            parts.scaleX = n
            parts.scaleY = n
        case "transform.scale.x": parts.scaleX = n
        case "transform.scale.y": parts.scaleY = n
        case "transform.rotation", "transform.rotation.z": parts.rotation = n
        case "transform.translation.x": parts.translationX = n
        case "transform.translation.y": parts.translationY = n
        default: return
        }
        layer.setAffineTransform(parts.transform)
    }

    // MARK: Reading values

    static func number(_ value: Any?) -> CGFloat? {
        guard case .number(let n)? = AnimationValue(value) else { return nil }
        return CGFloat(n)
    }

    private static func point(_ value: Any?) -> CGPoint? { value as? CGPoint }

    private static func color(_ value: Any?) -> CGColor? {
        if let color = value as? CGColor { return color }
        return (value as? UIColor)?.cgColor
    }
}
