import Foundation

/// The resistance of a scroll view dragged past its content's edge: the further the finger goes,
/// the less the content follows, never further than the scroll view's own length.
///
/// A finger `x` points past the edge shows the content `(1 − 1 / (x·c / d + 1)) · d` points past
/// it, for a scroll view `d` points long along that axis and
/// `c = ` ``HitKitDefaults/scrollRubberBandCoefficient`` (0.55, UIKit's widely reported value).
/// Near the edge the content follows at `c` of the finger's speed; far past it, it approaches `d`.
enum ScrollRubberBand {
    /// How far past the edge the content shows for a finger `overscroll` points past it (negative
    /// past the leading edge, positive past the trailing one). A `dimension` that is not a
    /// positive finite number allows no travel (0); a NaN overscroll is 0 and an infinite one
    /// reaches ±`dimension`.
    static func offset(forOverscroll overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension.isFinite, dimension > 0, !overscroll.isNaN else { return 0 }
        guard overscroll.isFinite else { return overscroll < 0 ? -dimension : dimension }
        let c = HitKitDefaults.scrollRubberBandCoefficient
        let distance = abs(overscroll)
        // (1 − 1 / (x·c/d + 1))·d, written as x·c·d / (x·c + d) so that it stays exact near 0.
        let shown = distance * c * dimension / (distance * c + dimension)
        return overscroll < 0 ? -shown : shown
    }

    /// The inverse of ``offset(forOverscroll:dimension:)``: how far past the edge the finger is
    /// for the content to show `offset` points past it, `x = y·d / (c·(d − y))`. A scroll view
    /// that takes over an already rubber-banded offset (a new drag during a bounce) continues the
    /// finger from here. An offset at or beyond ±`dimension` is taken as just short of it.
    static func overscroll(forOffset offset: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension.isFinite, dimension > 0, offset.isFinite else { return 0 }
        let c = HitKitDefaults.scrollRubberBandCoefficient
        let shown = min(abs(offset), dimension * (1 - 1e-9))
        let finger = shown * dimension / (c * (dimension - shown))
        return offset < 0 ? -finger : finger
    }

    /// The offset a scroll view shows while dragged to `offset`: `offset` itself within `range`,
    /// else the edge plus ``offset(forOverscroll:dimension:)`` of how far past it the finger is.
    static func offset(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        let range = ScrollMotionInput.range(range)
        let offset = ScrollMotionInput.offset(offset)
        if offset < range.lowerBound {
            return range.lowerBound + Self.offset(forOverscroll: offset - range.lowerBound, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + Self.offset(forOverscroll: offset - range.upperBound, dimension: dimension)
        }
        return offset
    }
}
