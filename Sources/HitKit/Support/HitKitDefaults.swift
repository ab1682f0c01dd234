import Foundation

/// Every tunable threshold HitKit uses, in one place, each with where its value comes from.
///
/// Values marked *documented* are stated in Apple's UIKit documentation; values marked *observed*
/// are not documented by Apple and follow widely reported UIKit behaviour. Change them here only.
public enum HitKitDefaults {
    /// Views with an alpha at or below this value are skipped by hit-testing.
    ///
    /// *Documented* as "alpha level less than 0.01" by Apple; the seed articles write
    /// `alpha <= 0.01`. HitKit follows the articles: exactly 0.01 is skipped (`alpha <= 0.01`).
    public static let minimumHitTestableAlpha: CGFloat = 0.01

    /// The longest pause, in seconds, between one touch's end and the next touch's start for the
    /// second to count as a repeated tap (`UITouch.tapCount`). *Observed*: about 0.35 s.
    public static let multiTapInterval: TimeInterval = 0.35

    /// How far, in points, a repeated tap may land from the previous one and still count up
    /// `tapCount`. *Observed*: a few tens of points.
    public static let multiTapDistance: CGFloat = 45

    /// How far, in points, a touch may move from where it began and still count as a tap for
    /// `tapCount` purposes. *Observed*.
    public static let tapMovementTolerance: CGFloat = 45

    /// How far, in points, outside a tracking control's bounds a finger may drag and still count as
    /// inside (touchDragInside, touchUpInside). *Observed*: about 70 points on every side.
    public static let controlTrackingMargin: CGFloat = 70

    /// The step used by duration-based synthesised gestures in `HitKitTesting`, in seconds
    /// (one 60 Hz display frame).
    public static let synthesizedFrameInterval: TimeInterval = 1.0 / 60.0
}
