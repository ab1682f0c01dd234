import Foundation

/// Every tunable threshold HitKit uses, in one place, each with where its value comes from.
///
/// Values marked *documented* are stated in Apple's UIKit documentation; values marked *observed*
/// are not documented by Apple and follow widely reported UIKit behaviour. Change them here only.
public enum HitKitDefaults {
    /// Views with an alpha at or below this value are skipped by hit-testing.
    ///
    /// *Documented* as "alpha level less than 0.01" by Apple (`UIView.hitTest(_:with:)`); the
    /// articles of sweetfood-dev and 我帮你打水 (<doc:Sources>) write `alpha <= 0.01`. HitKit follows
    /// the articles: exactly 0.01 is skipped (`alpha <= 0.01`).
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

    /// How many responders deep the default `touches…` forwarding nests calls before it goes on
    /// iteratively. *Chosen*: UIKit forwards by plain nested calls, which HitKit does too for any
    /// realistic responder chain; past this depth (a hierarchy thousands of views deep) HitKit
    /// continues the chain from a loop instead, so it cannot overflow the stack. The only visible
    /// difference that far up is that an override's code *after* its `super` call runs before the
    /// responders further up the chain instead of after them.
    public static let maximumNestedForwardingDepth = 1_000

    /// The most times one layout pass (``UIView/layoutIfNeeded()``, and the pass before each
    /// touch-down is hit-tested) goes over a hierarchy while `layoutSubviews()` overrides keep
    /// asking for more layout: 10. A HitKit choice, so that two views that keep invalidating each
    /// other cannot hang dispatch; UIKit documents no number.
    public static let maximumLayoutPasses = 10

    /// What ``UITouch/majorRadius`` reports, in points: 20.0, a fingertip's contact radius as
    /// UIKit commonly reports it for a finger on an iPhone (Apple documents no fixed value; host
    /// samples carry no contact size).
    public static let touchMajorRadius: CGFloat = 20

    /// How many subviews a view needs before hit-testing keeps a grid over their boxes
    /// (``UIView/hitTest(_:with:)``). *Chosen*: below it, reading each subview's box in turn is as
    /// fast as a lookup; the index only narrows which subviews are asked, never the answer.
    public static let spatialIndexMinimumSubviews = 64
}

// MARK: Gesture recognizers

/// The thresholds of the built-in gesture recognizers. Besides *documented* and *observed* values,
/// values marked *chosen* are HitKit's own: UIKit has the threshold but neither documents it nor
/// has a widely reported value, so HitKit picks one that fits the documented behaviour.
///
/// The tap recognizer also uses ``tapMovementTolerance`` (how far a tapping finger may move),
/// ``multiTapInterval`` (the longest gap between the taps of a multi-tap) and
/// ``multiTapDistance`` (how far from the first tap a later tap may land).
extension HitKitDefaults {
    /// How long, in seconds, a finger may stay down and still count as a tap for
    /// `UITapGestureRecognizer` (and for the preliminary taps of a long press). *Observed* that the
    /// limit exists (UIKit's tap recognizer has an undocumented maximum tap duration and fails a
    /// finger held longer); the value is *chosen*: 0.75 s, comfortably longer than a deliberate tap.
    public static let tapMaximumPressDuration: TimeInterval = 0.75

    /// `UILongPressGestureRecognizer.minimumPressDuration`'s default, in seconds. *Documented*: 0.5 s.
    public static let longPressMinimumPressDuration: TimeInterval = 0.5

    /// `UILongPressGestureRecognizer.allowableMovement`'s default, in points. *Documented*: 10 points.
    public static let longPressAllowableMovement: CGFloat = 10

    /// How far, in points, the touches' centroid must move before a `UIPanGestureRecognizer`
    /// begins (its hysteresis). *Observed*: about 10 points (see <doc:Sources>).
    public static let panStartDistance: CGFloat = 10

    /// How far, in points, a swipe must travel along its direction when it is made instantly.
    /// *Observed*: UIKit's swipe recognizer has an undocumented minimum primary movement; 50 points
    /// is the value Apple's own copy of that recognizer in another framework uses.
    public static let swipeMinimumDistance: CGFloat = 50

    /// How far, in points, a swipe must travel along its direction when it takes the whole
    /// ``swipeMaximumDuration``; in between, the required distance falls linearly from
    /// ``swipeMinimumDistance``. *Chosen*, following Apple's documentation: "a slow swipe requires
    /// high directional precision but a small distance; a fast swipe requires low directional
    /// precision but a large distance".
    public static let swipeSlowMinimumDistance: CGFloat = 25

    /// The largest ratio of sideways to forward movement an instant swipe may have (1 is 45°).
    /// *Chosen* (see ``swipeSlowMinimumDistance``): a fast swipe needs little precision.
    public static let swipeMaximumDeviation: CGFloat = 1

    /// The largest ratio of sideways to forward movement a swipe that takes the whole
    /// ``swipeMaximumDuration`` may have (0.5 is about 27°); in between, the ratio falls
    /// linearly. *Chosen*: a slow swipe needs high precision.
    public static let swipeSlowMaximumDeviation: CGFloat = 0.5

    /// How long, in seconds after its first touch began, a swipe has to be recognized before the
    /// swipe recognizer fails. *Observed*: UIKit's swipe recognizer has an undocumented maximum
    /// duration; 0.5 s is the value Apple's own copy of that recognizer in another framework uses.
    public static let swipeMaximumDuration: TimeInterval = 0.5

    /// How much, in points, the distance between a pinch's two fingers must change before a
    /// `UIPinchGestureRecognizer` begins. *Chosen*: the same hysteresis as a pan's
    /// ``panStartDistance``.
    public static let pinchStartDistance: CGFloat = 10

    /// How far, in radians, the line between two fingers must turn before a
    /// `UIRotationGestureRecognizer` begins. *Chosen*: 5° (π/36), about 4 points of travel for
    /// fingers 100 points apart.
    public static let rotationStartAngle: CGFloat = .pi / 36

    /// How far apart, in points, the two touches are that act out a trackpad pinch or rotation
    /// for an application without indirect input events (their distance is this times the
    /// pinch's scale). *Chosen*: Apple's `UIApplicationSupportsIndirectInputEvents` page says
    /// only "touches a fixed distance apart"; 200 points makes a 5 % pinch cross
    /// ``pinchStartDistance``, as a trackpad pinch is small, and keeps both touches near the
    /// pointer.
    public static let trackpadTouchDistance: CGFloat = 200

    /// How far, in points, from a window edge a touch may begin and still start a
    /// `UIScreenEdgePanGestureRecognizer` for that edge. *Chosen*: about a fingertip's width.
    public static let screenEdgeRegionWidth: CGFloat = 20

    /// How far back, in seconds from the newest sample, ``VelocityTracker`` looks. *Chosen*, as
    /// Flutter's velocity tracker: 100 ms.
    public static let velocityHorizon: TimeInterval = 0.1

    /// The most samples ``VelocityTracker`` fits at once. *Chosen*, as Flutter's: 20.
    public static let velocityMaximumSampleCount = 20

    /// A pause between two samples, in seconds, after which ``VelocityTracker`` treats the
    /// pointer as having stopped and forgets the older samples. *Chosen*, as Flutter's: 40 ms.
    public static let velocityStoppedInterval: TimeInterval = 0.04
}

// MARK: Controls

/// The sizes and distances of ``UISlider`` and ``UISwitch``, marked *documented*, *observed* or
/// *chosen* as above. HitKit draws nothing: these numbers matter only where a touch lands (on a
/// slider's thumb or not) and how far a finger moves a thumb.
extension HitKitDefaults {
    /// The size, in points, of a ``UISlider`` thumb that has no thumb image (an image gives its own
    /// size). *Chosen*: 31 × 31, close to UIKit's default round thumb (about 28 points across, with
    /// its shadow); Apple documents no size.
    public static let sliderThumbSize = CGSize(width: 31, height: 31)

    /// The height, in points, of a ``UISlider``'s track (``UISlider/trackRect(forBounds:)``),
    /// centred vertically in its bounds. *Chosen*: 4 points; it does not affect touches.
    public static let sliderTrackHeight: CGFloat = 4

    /// The gap, in points, between a ``UISlider``'s value images and its track. *Chosen*.
    public static let sliderValueImageSpacing: CGFloat = 8

    /// The smallest width and height, in points, of the area around a ``UISlider``'s thumb where a
    /// touch-down grabs it: the thumb's rectangle grown evenly on each side up to this size (a
    /// larger thumb keeps its own rectangle). *Documented* as the minimum touch target, 44 × 44
    /// points, in Apple's Human Interface Guidelines; UIKit grabs its thumb in a larger area than it
    /// draws but documents no number for it.
    public static let sliderThumbMinimumTouchSize: CGFloat = 44

    /// The size, in points, of a ``UISwitch``: 51 × 31. *Documented* that a switch "enforces a size
    /// appropriate for the control" and ignores the size given to `init(frame:)`; the value is
    /// *observed* (UIKit's switch frame since iOS 7).
    public static let switchSize = CGSize(width: 51, height: 31)

    /// How far, in points, a finger on a ``UISwitch`` must move before it drags the thumb rather
    /// than tapping the switch. *Chosen*: the same distance as a pan's ``panStartDistance``.
    public static let switchDragStartDistance: CGFloat = 10

    /// How long, in seconds, a press on a ``UIStepper`` is held before its first autorepeat step.
    /// *Chosen*: Apple's `UIStepper` page says only that the rate "depends on how long the user
    /// continues pressing"; `NSStepper`'s `autorepeat` page documents "a delay of 0.5 seconds".
    public static let stepperAutorepeatDelay: TimeInterval = 0.5

    /// The time, in seconds, between a held ``UIStepper``'s later autorepeat steps. *Chosen*:
    /// `NSStepper`'s `autorepeat` page documents "a rate of ten times per second".
    public static let stepperAutorepeatInterval: TimeInterval = 0.1

    /// The distance, in points, between the centres of neighbouring ``UIPageControl`` page
    /// indicators. *Observed*: a 7-point dot and a 9-point gap, UIKit's layout before iOS 14.
    public static let pageIndicatorSpacing: CGFloat = 16

    /// How far, in points, a press on a ``UIPageControl`` must move sideways before it scrubs
    /// (with `allowsContinuousInteraction`). *Chosen*: Apple documents the scrub but no distance;
    /// 10 points is the distance a pan begins after, so a tap that wobbles still moves one page.
    public static let pageControlScrubStartDistance: CGFloat = 10

    /// The largest angle, in radians, between a parent's pan or swipe and a slider's track or a
    /// switch's axis for the gesture to count as *parallel* to the control (which then keeps the
    /// touch; see ``UISlider/gestureRecognizerShouldBegin(_:)``). *Chosen*: 45° (π/4), strictly
    /// below — a drag nearer the control's axis than its perpendicular is parallel. Apple's
    /// documentation says "in a direction parallel to the slider" and gives no tolerance.
    public static let controlParallelDragMaximumAngle: CGFloat = .pi / 4
}

// MARK: Scroll views

/// The thresholds of ``UIScrollView``. Values are *observed* (widely reported UIKit behaviour,
/// not documented by Apple) or *chosen* (HitKit's own, where UIKit has the behaviour but no
/// reported number).
extension HitKitDefaults {
    /// How far, in points, a drag must pull a scroll view's content down past its top for its
    /// ``UIScrollView/refreshControl`` to start refreshing. *Chosen*: Apple gives no number; 60
    /// points is the refresh control's own height (the distance at which it is fully shown), and
    /// with the rubber band it takes about 125 points of finger travel on a 480-point-high scroll
    /// view — a deliberate pull, not a bounce at the end of a flick.
    public static let refreshControlTriggerDistance: CGFloat = 60

    /// How long, in seconds, a scroll view with `delaysContentTouches` holds its content's
    /// `touchesBegan` while it finds out whether the touch is a drag. *Observed*: about 150 ms
    /// (UIKit's private delayed-touches recognizer; Apple documents the delay, not its length).
    public static let scrollViewContentTouchDelay: TimeInterval = 0.15

    /// How long, in seconds, `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`,
    /// `setZoomScale(_:animated:)` and `zoom(to:animated:)` animate. *Observed*: about 0.3 s.
    public static let scrollViewAnimationDuration: TimeInterval = 0.3

    /// A drag whose smaller component is less than this fraction of its larger one locks to the
    /// larger one's axis when `isDirectionalLockEnabled` (0.5 is about 27°). *Chosen*.
    public static let scrollViewDirectionalLockRatio: CGFloat = 0.5
}

/// The constants of scroll views' motion: deceleration after a fling, bounce at the content's
/// edges, rubber-banding while dragged past them, and paging. Values are *documented*, *observed*
/// or *chosen* as above.
extension HitKitDefaults {
    /// `UIScrollView.DecelerationRate.normal`'s raw value: the fraction of its velocity a scroll
    /// view keeps each millisecond while it decelerates, 0.998. *Observed*: Apple documents the
    /// constant ("the default deceleration rate for a scroll view") but not its value; 0.998 is
    /// the value UIKit returns, widely reported and repeated by other frameworks' documentation of
    /// the same constant.
    public static let scrollDecelerationRateNormal: CGFloat = 0.998

    /// `UIScrollView.DecelerationRate.fast`'s raw value, 0.99 per millisecond. *Observed*, as
    /// ``scrollDecelerationRateNormal``: Apple documents the constant ("a fast deceleration rate
    /// for a scroll view"), not its value.
    public static let scrollDecelerationRateFast: CGFloat = 0.99

    /// The speed, in points per second, below which a decelerating scroll view counts as at rest.
    /// *Chosen*: half a point per second, far below what the eye follows. A fling slower than
    /// this does not decelerate at all; a faster one ends when UIKit's exponential decay would
    /// have slowed to this speed, within a fraction of a point of its projected rest (0.25 points
    /// at the normal rate), and HitKit's motion lands on that rest exactly at that moment.
    public static let scrollDecelerationStopSpeed: CGFloat = 0.5

    /// The fastest fling, in points per second, a scroll view's deceleration takes; faster
    /// (finite) velocities are reduced to it. *Chosen*: far beyond any finger (hard flings reach
    /// about 10,000 points per second), it only keeps the arithmetic finite.
    public static let scrollMaximumSpeed: CGFloat = 1_000_000

    /// The time constant, in seconds, of the critically damped spring that brings a scroll view
    /// back to its content's edge after a bounce, or after it is released while rubber-banded.
    /// *Chosen* to match the observed feel of UIKit's bounce (back at the edge in about half a
    /// second): a spring released 100 points past the edge is within half a point of it after
    /// 0.6 s.
    public static let scrollBounceTimeConstant: TimeInterval = 0.08

    /// The farthest, in points, a fling carries a scroll view past its content's edge before the
    /// bounce brings it back. *Chosen*: UIKit's bounce visibly overshoots further for faster
    /// flings, but only up to a fraction of the screen.
    public static let scrollBounceMaximumOverscroll: CGFloat = 120

    /// How close, in points, a bouncing scroll view must be to the content's edge to count as
    /// back; HitKit's spring lands on the edge exactly at that moment. *Chosen*: half a point.
    public static let scrollBounceRestingDistance: CGFloat = 0.5

    /// The rubber-band constant *c* of the offset a scroll view shows when dragged `x` points past
    /// its content's edge, `(1 − 1 / (x · c / d + 1)) · d` for a scroll view `d` points long.
    /// *Observed*: 0.55, the widely reported value of UIKit's rubber-banding.
    public static let scrollRubberBandCoefficient: CGFloat = 0.55

    /// The speed, in points per second, above which a paging scroll view's fling goes on to the
    /// next page in its direction instead of settling on the nearest page. *Chosen*: any
    /// deliberate flick turns the page, a finger that stops before it lifts does not.
    public static let scrollPagingFlickSpeed: CGFloat = 50

    /// The deceleration rate, per millisecond, at which a paging scroll view settles on its page
    /// (a slower rate set by the app is not used for paging; a faster one is). *Chosen*: the fast
    /// rate, 0.99, so that a page settles in about half a second as UIKit's paging visibly does,
    /// rather than in the seconds of a free fling.
    public static let scrollPagingDecelerationRate: CGFloat = 0.99
}
