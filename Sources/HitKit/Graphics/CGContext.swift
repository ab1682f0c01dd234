import Foundation

#if !canImport(Darwin)
    /// A drawing destination, as Core Graphics names it: the context ``CALayer/draw(in:)`` and
    /// ``CALayerDelegate/draw(_:in:)`` receive.
    ///
    /// HitKit is renderer-agnostic and draws nothing, so its context is opaque: it has no drawing
    /// operations and cannot be made outside HitKit. It exists so that drawing code's signatures
    /// compile and its hooks can be called (by a renderer, or a test through
    /// ``CALayer/display()``); on Apple platforms Core Graphics' own type is used.
    public final class CGContext {
        init() {}
    }
#endif
