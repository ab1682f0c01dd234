import Foundation

/// The application's touch pipeline, and the one owner of its stages.
///
/// ```
/// host samples
///     │  UIApplication.send(_:)
///     ▼
/// [queue] EventQueue ── one event at a time; input sent meanwhile waits
///     │  a touch-down:
///     ├──▶ [hit-test] UIWindow.hitTest(_:with:), front window first
///     ├──▶ [window] the touch is bound to its window and view, once
///     │  UIApplication.sendEvent(_:) → UIWindow.sendEvent(_:) → EventPipeline.deliver(_:in:)
///     ▼
/// [recognizers] GestureEnvironment ── every phase, before any view
///     │      ▲
///     │      │ re-entry (ViewDeliveryReentry): release held phases, cancel, keep from view
///     ▼      │
/// [view delivery] ViewDeliveryStage ── what no recognizer holds or cancelled
///     │
///     ▼
/// [responder chain] UIResponder's default touches… forward to the next responder
///     │
///     ▼
/// [controls] UIControl tracking, control events and actions
/// ```
///
/// The pipeline creates the queue, the view-delivery stage and the recognizer stage, and hands
/// each only the narrow interface it needs:
/// - the queue (``EventQueue``) may ask view delivery to keep a touch from its view
///   (``TouchWithholding``), and hands each event to `UIApplication.sendEvent(_:)`;
/// - view delivery (``ViewDeliveryStage``) may give the recognizers an event's touches and ask
///   whether one holds a phase (``RecognizerDelivery``), nothing else;
/// - the recognizer stage (``GestureEnvironment``) may hold back the queue's input while its
///   follow-up work runs (``InputGate``) and re-enter view delivery through one seam,
///   ``ViewDeliveryReentry``, which this type implements: it adds the event in progress, so no
///   stage reads another's state.
///
/// Re-entry is UIKit's order, kept synchronous: a recognizer that recognizes or fails while the
/// recognizers are being given an event (view delivery of that event still to come) releases
/// or cancels view delivery at once, through the seam. View delivery therefore checks each call
/// again when it makes it (see ``ViewDeliveryStage``).
@MainActor
final class EventPipeline {
    unowned let application: UIApplication
    /// The application's event queue.
    private lazy var queue = EventQueue(
        application: application, withholding: viewDelivery, keyboard: keyboard, hover: hover)
    /// The keyboard's stage: key samples to presses, key commands and text input.
    private lazy var keyboard = KeyboardDelivery(application: application)
    /// The hover stage: hover samples to hover recognizers.
    private lazy var hover = HoverDelivery(application: application)
    /// Delivers a window's touches to recognizers, then to views.
    private lazy var viewDelivery = ViewDeliveryStage(
        application: application, recognizers: recognizers, singleTouch: singleTouch)
    /// The recognizer stage: delivery to recognizers and their arbitration.
    private lazy var recognizers = GestureEnvironment(
        application: application, viewDelivery: self, inputGate: self, singleTouch: singleTouch)
    /// The one-touch lists both delivery stages pass on for an event with one moving touch.
    private let singleTouch = SingleTouchCache()

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: What the application asks

    /// Delivers the touches of `event` that belong to `window`: recognizers first, then views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        viewDelivery.deliver(event, in: window)
    }

    /// Handles host samples now, or — when an event is in progress — after it.
    func handle(_ samples: [PointerSample]) { queue.handle(samples) }

    /// Handles one host sample now, or — when an event is in progress — after it.
    func handle(_ sample: PointerSample) { queue.handle(sample) }

    /// Handles one sample of any kind now, or — when an event is in progress — after it.
    func handle(_ input: InputSample) { queue.handle(input) }

    /// Handles host input of every kind now, or — when an event is in progress — after it.
    func handle(_ inputs: [InputSample]) { queue.handle(inputs) }

    /// Cancels every press, now or after the event in progress.
    func cancelPresses() { queue.cancelPresses() }

    /// The presses of the keys that are down, in the order they went down.
    var activePresses: [UIPress] { keyboard.activePresses }

    /// The modifier keys held, as the last key sample said.
    var modifierFlags: UIKeyModifierFlags { keyboard.modifierFlags }

    /// `responder` stopped being its window's first responder: presses delivered to it are
    /// cancelled.
    func firstResponderDidEnd(_ responder: UIResponder) {
        keyboard.cancelPresses { $0 === responder }
    }

    /// Runs `body` as one entry: input sent meanwhile waits until it returns.
    func performAsEvent(_ body: () -> Void) { queue.performAsEvent(body) }

    /// Cancels the touches that are down (those that began in `window`, or all), now or after
    /// the event in progress.
    func cancelTouches(in window: UIWindow?) { queue.cancelTouches(in: window) }

    /// `window` is leaving the application: the hovers over its views are cancelled.
    func cancelHovers(in window: UIWindow) { hover.windowWillLeaveApplication(window) }

    /// The touches that are down, in the order their fingers touched down.
    var activeTouches: [UITouch] { queue.activeTouches }

    /// Recognizers that are tracking touches or still undecided.
    var undecidedRecognizers: [UIGestureRecognizer] { recognizers.undecidedRecognizers }

    /// Starts an entry (see ``UIApplication/performAsEntry(of:_:_:_:)``): input waits until the
    /// matching ``endEntry()``.
    func beginEntry() { queue.beginEntry() }

    /// Ends an entry; the outermost dispatches the input that arrived meanwhile.
    func endEntry() { queue.endEntry() }

    /// `view` is about to leave its window: its touches are cancelled for their views now.
    func viewWillLeaveWindow(_ view: UIView) {
        keyboard.viewWillLeaveWindow(view)
        viewDelivery.cancelTouches(boundInto: view, activeTouches: queue.activeTouches, with: queue.currentEvent)
    }

    /// `view` has left its window: touches still bound into it are cancelled, and recognizers no
    /// longer in a window stop.
    func viewDidLeaveWindow(_ view: UIView) {
        viewDelivery.cancelTouches(boundInto: view, activeTouches: queue.activeTouches, with: queue.currentEvent)
        recognizers.viewDidLeaveWindow(view)
        hover.viewDidLeaveWindow(view)
    }
}

// MARK: - The re-entry seam

extension EventPipeline: ViewDeliveryReentry {
    func releaseHeldPhases(of touches: [UITouch]) {
        viewDelivery.releaseHeldPhases(of: touches, with: queue.currentEvent)
    }

    func cancelViewDelivery(of touches: [UITouch]) {
        viewDelivery.cancelViewDelivery(of: touches, with: queue.currentEvent)
    }

    func keepFromView(_ touch: UITouch) {
        viewDelivery.keepFromView(touch)
    }

    func recordRecognizers(of touch: UITouch, _ fill: (inout [UIGestureRecognizer]) -> Void) {
        viewDelivery.recordRecognizers(of: touch, fill)
    }
}

// MARK: - The recognizer stage's hold on input

/// The recognizer stage holds the queue's input back through the pipeline (its
/// ``beginEntry()`` and ``endEntry()``), never through the queue itself.
extension EventPipeline: InputGate {}
