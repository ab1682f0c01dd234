import Foundation

#if !canImport(Darwin)
    /// How Core Graphics composites a drawing onto what is below it, with Core Graphics' cases and
    /// raw values, so that drawing calls that name one (``UIImage/draw(in:blendMode:alpha:)``)
    /// compile. HitKit draws nothing, so a blend mode changes nothing; on Apple platforms Core
    /// Graphics' own type is used.
    public enum CGBlendMode: Int32, Sendable {
        // swift-format-ignore
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        // swift-format-ignore
        case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
        // swift-format-ignore
        case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker
        // swift-format-ignore
        case plusLighter
    }
#endif
