import Foundation

/// Turns host pointer samples into touches and events: the application's event queue, the first
/// stage of ``EventPipeline``.
///
/// It owns the `UITouch` of every pointer that is down, binds each new touch to its window and
/// hit-test view once, counts taps, and decides which touches a view must not get
/// (`isMultipleTouchEnabled`, `isExclusiveTouch`) — and has view delivery keep them from it
/// (``TouchWithholding``). Then it hands each event to `UIApplication.sendEvent(_:)`.
///
/// Events are handled one at a time, as UIKit's event queue does: input that arrives while an
/// event is being dispatched, or while timers fire (``UIApplication/advanceTime(to:)``), waits
/// in ``pendingInput`` and is handled, in arrival order, once the current event is done.
@MainActor
final class EventQueue: InputGate {
    /// Input that waits for the current event to finish.
    private enum PendingInput {
        /// Host samples, as one `send` call gave them.
        case samples([PointerSample])
        /// One host sample (`send(_:)` with one sample), kept without an array.
        case sample(PointerSample)
        /// Cancel every touch that is down (`cancelAllTouches()`).
        case cancelAll
        /// Cancel the touches that began in a window (it left the application).
        case cancel(UIWindow)
        /// One sample of another kind (a key, a scroll, a transform, a hover): an event of its own.
        case single(InputSample)
        /// Host input of every kind, in the order it happened.
        case inputs([InputSample])
        /// Cancel every press (`cancelAllPresses()`).
        case cancelPresses
    }

    /// The most queued inputs handled after one outermost call: a handler that sends input on
    /// every event it gets would otherwise never let the queue empty.
    static let maximumNestedInputCount = 10_000

    /// The most lifted touches kept for reuse: more than a hand's fingers.
    static let maximumSpareTouches = 16

    unowned let application: UIApplication
    private unowned let withholding: any TouchWithholding
    /// The keyboard's stage, which each key sample goes to.
    private unowned let keyboard: KeyboardDelivery
    /// The scroll stage, which each scroll sample goes to.
    private lazy var scrolling = ScrollDelivery(application: application)
    /// The hover stage, which each hover sample goes to.
    private unowned let hover: HoverDelivery
    @exclusivity(unchecked)
    private(set) var activeTouches: [UITouch] = []
    /// Lifted touches kept for reuse, oldest first (see ``makeTouch(for:at:)``).
    private var spareTouches: [UITouch] = []
    /// The visible windows of the touch-down being hit-tested, front to back (emptied after).
    private var windowsFrontToBack: [UIWindow] = []
    private var taps = TapCounter()
    private lazy var event = UIEvent(application: application)
    @exclusivity(unchecked)
    private var pendingInput: [PendingInput] = []
    /// The samples of the event being built, reused from event to event.
    @exclusivity(unchecked)
    private var batch: [PointerSample] = []
    /// How many events, timer runs and other entries are in progress; input arriving while it is
    /// positive waits.
    @exclusivity(unchecked)
    private var eventDepth = 0

    /// The application's reused touch event.
    var currentEvent: UIEvent { event }

    init(
        application: UIApplication, withholding: any TouchWithholding, keyboard: KeyboardDelivery,
        hover: HoverDelivery
    ) {
        self.application = application
        self.withholding = withholding
        self.keyboard = keyboard
        self.hover = hover
    }

    /// The stage of trackpad pinches and rotations.
    private lazy var transforms = TransformDelivery(application: application, queue: self)
    /// Where the touch-downs being dispatched are hit-tested, when not at their own locations:
    /// the pointer's location, for the touches that act out a trackpad gesture.
    private var actedOutHitPoint: CGPoint?

    /// Whether an event is being dispatched or timers are firing: input now would be nested.
    var isInEvent: Bool { eventDepth > 0 }

    /// Handles host samples now, or — when an event is in progress — after it.
    func handle(_ samples: [PointerSample]) {
        enqueue(.samples(samples))
    }

    /// Handles one host sample now, or — when an event is in progress — after it.
    func handle(_ sample: PointerSample) {
        enqueue(.sample(sample))
    }

    /// Handles one sample of any kind now, or — when an event is in progress — after it: a
    /// pointer sample as ``handle(_:)-(PointerSample)`` does, any other as an event of its own.
    func handle(_ input: InputSample) {
        if case .pointer(let sample) = input {
            enqueue(.sample(sample))
        } else {
            enqueue(.single(input))
        }
    }

    /// Handles host input of every kind now, or — when an event is in progress — after it.
    func handle(_ inputs: [InputSample]) {
        enqueue(.inputs(inputs))
    }

    /// Dispatches the touches that act out a trackpad gesture, the touch-downs hit-tested at
    /// `point` (the pointer) when it is given.
    func dispatchActedOutTouches(_ samples: [PointerSample], hitTestingAt point: CGPoint?) {
        guard !samples.isEmpty else { return }
        actedOutHitPoint = point
        defer { actedOutHitPoint = nil }
        dispatch(samples)
    }

    /// Cancels every press now, or — when an event is in progress — after it.
    func cancelPresses() {
        enqueue(.cancelPresses)
    }

    /// Cancels the touches that are down (those that began in `window`, or all of them), now or —
    /// when an event is in progress — after it, so no view is cancelled before its began.
    func cancelTouches(in window: UIWindow?) {
        enqueue(window.map { .cancel($0) } ?? .cancelAll)
    }

    /// Runs `body` as one entry (see ``UIApplication/performAsEntry(of:_:_:_:)``): input sent
    /// meanwhile waits until it returns, and the outermost entry dispatches it before returning.
    func performAsEvent(_ body: () -> Void) {
        beginEntry()
        body()
        endEntry()
    }

    /// Starts an entry: until the matching ``endEntry()``, input waits.
    func beginEntry() {
        eventDepth += 1
    }

    /// Ends an entry; the outermost dispatches the input that arrived meanwhile.
    func endEntry() {
        eventDepth -= 1
        if eventDepth == 0, !pendingInput.isEmpty { drainPendingInput() }
    }

    // MARK: The queue

    private func enqueue(_ input: PendingInput) {
        pendingInput.append(input)
        if eventDepth > 0 { return }
        drainPendingInput()
    }

    private func drainPendingInput() {
        eventDepth += 1
        defer { eventDepth -= 1 }
        var handled = 0
        while !pendingInput.isEmpty {
            // The first input is the outermost call's own; the rest arrived while it was handled.
            guard handled <= Self.maximumNestedInputCount else {
                report(
                    .inputQueueOverflow,
                    "handlers kept sending input while their events were dispatched; the queued input was dropped",
                    "\(pendingInput.count) inputs after \(Self.maximumNestedInputCount) nested ones")
                pendingInput.removeAll()
                break
            }
            let input = pendingInput.removeFirst()
            handled += 1
            switch input {
            case .samples(let samples): dispatchGrouped(samples)
            case .sample(let sample): dispatchGrouped(CollectionOfOne(sample))
            case .cancelAll: dispatchCancellation(of: activeTouches)
            case .cancel(let window): dispatchCancellation(of: activeTouches.filter { $0.window === window })
            case .single(let input): dispatchSingle(input)
            case .inputs(let inputs): dispatchTimeline(inputs)
            case .cancelPresses: keyboard.cancelAll()
            }
        }
    }

    /// Dispatches `samples` as events: consecutive samples of one time and distinct pointers
    /// make one event. Events never nest (input sent meanwhile waits), so ``batch`` is reused.
    private func dispatchGrouped(_ samples: some Collection<PointerSample>) {
        batch.removeAll(keepingCapacity: true)
        for sample in samples {
            if let first = batch.first,
                !Self.isSameTime(first.timestamp, sample.timestamp)
                    || batch.contains(where: { $0.pointerID == sample.pointerID })
            {
                dispatchBatch()
                batch.removeAll(keepingCapacity: true)
            }
            batch.append(sample)
        }
        if !batch.isEmpty { dispatchBatch() }
        batch.removeAll(keepingCapacity: true)
    }

    private func dispatchBatch() {
        let samples = batch
        dispatch(samples)
    }

    /// Dispatches a timeline of host input in order: each run of consecutive pointer samples as
    /// ``dispatchGrouped(_:)`` does, each key sample as an event of its own.
    private func dispatchTimeline(_ inputs: [InputSample]) {
        var pointerRun: [PointerSample] = []
        for input in inputs {
            switch input {
            case .pointer(let sample):
                pointerRun.append(sample)
            case .key, .scroll, .transform, .hover:
                // Input of another kind ends the run of pointer samples before it: it is an event of its own.
                if !pointerRun.isEmpty { dispatchGrouped(pointerRun) }
                pointerRun.removeAll(keepingCapacity: true)
                dispatchSingle(input)
            }
        }
        if !pointerRun.isEmpty { dispatchGrouped(pointerRun) }
    }

    /// Dispatches one key, scroll, transform or hover sample as an event of its own: the clock first
    /// advances to its time, then the sample goes to its stage.
    private func dispatchSingle(_ input: InputSample) {
        let time = sanitizedTime(input.timestamp)
        application.clock.advance(to: time)
        switch input {
        case .pointer(let sample): dispatchGrouped([sample])
        case .key(let sample): keyboard.handle(sample, at: time)
        case .scroll(let sample): scrolling.handle(sample, at: time)
        case .transform(let sample): transforms.handle(sample, at: time)
        case .hover(let sample):
            hover.handle(sample, at: time, isDown: activeTouches.contains { $0.pointerID == sample.pointerID })
        }
    }

    /// Whether two samples' timestamps are the same time: equal, or both not finite (NaN is not
    /// equal to itself, but every non-finite timestamp becomes the clock's current time).
    private static func isSameTime(_ a: TimeInterval, _ b: TimeInterval) -> Bool {
        a == b || (!a.isFinite && !b.isFinite)
    }

    private func dispatchCancellation(of touches: [UITouch]) {
        let now = application.clock.now
        let samples = touches.map {
            PointerSample(
                pointerID: $0.pointerID, phase: .cancel, location: $0.screenLocation, timestamp: now,
                kind: $0.pointerKind)
        }
        if !samples.isEmpty { dispatch(samples) }
    }

    // MARK: One event

    private func dispatch(_ batch: [PointerSample]) {
        let time = sanitizedTime(batch[0].timestamp)
        application.clock.advance(to: time)
        for touch in activeTouches { touch.phase = .stationary }
        event.timestamp = time
        for sample in batch { apply(sample, at: time) }
        event.orderedTouches = activeTouches
        var buttons: UIEvent.ButtonMask = []
        for touch in activeTouches where touch.type == .indirectPointer { buttons.formUnion(touch.buttons) }
        event.storedButtonMask = buttons
        var moving = false
        for touch in activeTouches where touch.phase != .stationary { moving = true }
        guard moving else { return }
        application.sendEvent(event)
        for touch in activeTouches where touch.phase == .ended { taps.remember(touch, at: time) }
        if hover.awaitsLifts {
            for touch in activeTouches where !touch.isActive {
                hover.pointerLifted(touch.pointerID, at: touch.screenLocation, cancelled: touch.phase == .cancelled)
            }
        }
        if activeTouches.containsInactive {
            // Let go of the event's share of the array first, so it is changed in place.
            event.orderedTouches = []
            if !application.isTracing { keepLiftedTouchesForReuse() }
            activeTouches.removeAll { !$0.isActive }
        }
        event.orderedTouches = activeTouches
    }

    private func sanitizedTime(_ timestamp: TimeInterval) -> TimeInterval {
        let now = application.clock.now
        guard timestamp.isFinite else {
            report(
                .nonFiniteInput, "a sample's timestamp is not finite; the clock's current time was used", "\(timestamp)"
            )
            return now
        }
        return max(timestamp, now)
    }

    private func apply(_ sample: PointerSample, at time: TimeInterval) {
        var existing: UITouch?
        for touch in activeTouches where touch.pointerID == sample.pointerID {
            existing = touch
            break
        }
        if let touch = existing { applyKindAndButtons(of: sample, to: touch) }
        switch (sample.phase, existing) {
        case (.down, nil):
            hover.pointerWentDown(sample.pointerID, at: sample.location)
            begin(sample, at: time)
        case (.down, let touch?):
            report(
                .unexpectedPointerPhase, "a down for a pointer that is already down was treated as a move",
                "pointer \(sample.pointerID)")
            move(touch, to: sample.location, phase: .moved, at: time)
        case (.move, let touch?):
            move(touch, to: sample.location, phase: .moved, at: time)
        case (.up, let touch?):
            move(touch, to: sample.location, phase: .ended, at: time)
        case (.cancel, let touch?):
            move(touch, to: sample.location, phase: .cancelled, at: time)
        case (.move, nil), (.up, nil), (.cancel, nil):
            report(
                .unexpectedPointerPhase, "a \(sample.phase.rawValue) for a pointer that is not down was ignored",
                "pointer \(sample.pointerID)")
        }
    }

    private func move(_ touch: UITouch, to location: CGPoint, phase: UITouch.Phase, at time: TimeInterval) {
        if location.isFinite {
            touch.previousScreenLocation = touch.screenLocation
            touch.screenLocation = location
        } else {
            report(
                .nonFiniteInput, "a sample's location is not finite; the touch kept its last location",
                "pointer \(touch.pointerID)")
        }
        touch.timestamp = time
        touch.phase = (phase == .moved && !location.isFinite) ? .stationary : phase
        application.trace(.touchPhase(touch: touch, phase: touch.phase, location: touch.screenLocation))
    }

    // MARK: Reusing touches

    /// A touch for a new finger: a spare one (see ``keepLiftedTouchesForReuse()``), or a new one.
    /// Never while the application has an observer, whose trace may tell touches apart by identity.
    private func makeTouch(for sample: PointerSample, at time: TimeInterval) -> UITouch {
        if !application.isTracing {
            for index in spareTouches.indices where isKnownUniquelyReferenced(&spareTouches[index]) {
                let touch = spareTouches.remove(at: index)
                touch.reuse(pointerID: sample.pointerID, screenLocation: sample.location, timestamp: time)
                return touch
            }
        }
        return UITouch(pointerID: sample.pointerID, screenLocation: sample.location, timestamp: time)
    }

    /// Keeps, for later fingers, the lifted touches that nobody but this queue holds once their
    /// event is over (`isKnownUniquelyReferenced`: no app code, recognizer or view kept one): each
    /// lets go of its window, view and recognizers at once, as it would have when freed, and
    /// starts its delivery state afresh. A touch someone holds is never reused, so its holder never
    /// sees it change. Deterministic: who holds a touch depends only on the program.
    private func keepLiftedTouchesForReuse() {
        for index in activeTouches.indices {
            guard !activeTouches[index].isActive else { continue }
            guard isKnownUniquelyReferenced(&activeTouches[index]) else { continue }
            let touch = activeTouches[index]
            touch.window = nil
            touch.view = nil
            withholding.startAfresh(touch)
            if spareTouches.count >= Self.maximumSpareTouches { spareTouches.removeFirst() }
            spareTouches.append(touch)
        }
    }

    private func begin(_ sample: PointerSample, at time: TimeInterval) {
        let touch = makeTouch(for: sample, at: time)
        touch.pointerKind = sample.kind
        touch.type = PointerButtons.touchType(for: sample.kind, indirectInput: application.supportsIndirectInputEvents)
        applyKindAndButtons(of: sample, to: touch)
        // Let go of the event's share of the array first, so it is changed in place.
        event.orderedTouches = []
        activeTouches.append(touch)
        event.orderedTouches = activeTouches
        application.trace(.touchPhase(touch: touch, phase: .began, location: sample.location))
        guard sample.location.isFinite else {
            report(
                .nonFiniteInput, "a touch began at a non-finite location; it hits nothing",
                "pointer \(sample.pointerID)")
            withhold(touch, .nonFiniteLocation)
            return
        }
        // UIKit's run loop has laid out since the last frame: layout code that positions
        // subviews runs before the hit-test (see UIView+Layout.swift). O(1) when nothing is due.
        application.layOutVisibleWindowsIfNeeded()
        // Touch-downs never nest (input sent meanwhile waits), so the list is reused.
        application.collectVisibleWindowsFrontToBack(into: &windowsFrontToBack)
        for window in windowsFrontToBack {
            let point = window.convertFromSuperview(actedOutHitPoint ?? sample.location)
            if let view = hitTest(window, at: point) {
                touch.window = window
                touch.view = view
                application.trace(.windowSelected(window: window, touch: touch))
                break
            }
        }
        windowsFrontToBack.removeAll(keepingCapacity: true)
        application.trace(.touchBound(touch: touch, view: touch.view))
        guard let view = touch.view else {
            withhold(touch, .noHitView)
            return
        }
        touch.tapCount = taps.count(at: sample.location, time: time)
        let others = activeTouches.filter {
            $0 !== touch && $0.window === touch.window && !$0.delivery.isWithheld
        }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) {
            withhold(touch, .multipleTouchDisabled)
        } else if others.contains(where: { $0.view !== view && $0.view?.isExclusiveTouch == true })
            || (view.isExclusiveTouch && others.contains(where: { $0.view !== view }))
        {
            withhold(touch, .exclusiveTouch)
        }
    }

    private func hitTest(_ window: UIWindow, at point: CGPoint) -> UIView? {
        let first = tracedHitTest(window, at: point)
        guard application.verifiesHitTestPurity else { return first }
        let second = tracedHitTest(window, at: point)
        if first !== second {
            report(
                .impureHitTest, "two hit-test passes for one touch disagreed; the first result was kept",
                "\(String(describing: first)) vs \(String(describing: second))")
        }
        return first
    }

    private func tracedHitTest(_ window: UIWindow, at point: CGPoint) -> UIView? {
        application.trace(.hitTestEntered(view: window, point: point))
        if application.isTracing { application.setPendingHitTestEntry(window) }
        let result = window.hitTest(point, with: event)
        application.clearPendingHitTestEntry(window)
        application.trace(.hitTestReturned(view: window, result: result))
        return result
    }

    private func withhold(_ touch: UITouch, _ reason: TouchWithholdReason) {
        withholding.withhold(touch, reason)
        application.trace(.touchWithheld(touch: touch, view: touch.view, reason: reason))
    }

    /// Checks a sample's kind against its touch's and gives a mouse's touch the sample's buttons
    /// (see ``PointerButtons``); an `.indirectPointer` touch alone keeps them.
    private func applyKindAndButtons(of sample: PointerSample, to touch: UITouch) {
        if sample.kind != touch.pointerKind {
            report(
                .invalidPointerButtons,
                "a \(sample.kind.rawValue) sample for a \(touch.pointerKind.rawValue) pointer was taken as the "
                    + "\(touch.pointerKind.rawValue)'s", "pointer \(sample.pointerID)")
        }
        guard touch.pointerKind == .mouse else { return }
        let (buttons, problem) = PointerButtons.buttons(after: sample, current: touch.buttons)
        if let problem { report(.invalidPointerButtons, problem, "pointer \(sample.pointerID)") }
        if touch.type == .indirectPointer { touch.buttons = buttons }
    }

    private func report(_ code: HitKitDiagnostic.Code, _ message: String, _ context: String) {
        HitKitDiagnostics.report(HitKitDiagnostic(code: code, message: message, context: context), in: application)
    }
}
