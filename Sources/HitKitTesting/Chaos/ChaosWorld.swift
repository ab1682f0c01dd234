@_spi(HitKitTools) import HitKit

/// A random application for a chaos run: two windows of random hierarchies, random gesture
/// recognizers with random failure requirements and delegates, and — depending on the
/// ``ChaosMode`` — handlers that change the hierarchy or re-enter the application while events
/// are delivered.
///
/// A world is drawn entirely from its ``ChaosRandom`` when it is created, so the same seed builds
/// the same world, and a failing run can be replayed with fewer steps to find the smallest input
/// that still fails (``ChaosRunner``).
@MainActor
@_spi(Chaos) public final class ChaosWorld {
    /// The size of the screen the windows are placed on.
    public static let screenSize = CGSize(width: 320, height: 480)

    /// How many handler actions one step may run, all nesting included.
    static let actionsPerStep = 64
    /// How deeply handlers may run from inside other handlers.
    static let maximumHandlerDepth = 4
    /// How many actions app code may perform between events (``ChaosStep/appCode(_:)``).
    nonisolated static let appCodeActionCount = 8

    /// How many samples handlers may send, re-entrantly, in one step.
    static let reentrantSamplesPerStep = 4

    /// How hard the world pushes.
    public let mode: ChaosMode
    /// The application the windows start in; the steps are sent to it.
    public let application: UIApplication
    /// A second application that a re-entrant handler may move a window to.
    public let otherApplication: UIApplication
    /// Every window, the key window first.
    public internal(set) var windows: [UIWindow] = []
    /// Every view, windows included, in the order they were made; handlers name views by index.
    public internal(set) var views: [UIView] = []
    /// Every gesture recognizer, in the order they were made.
    public internal(set) var recognizers: [UIGestureRecognizer] = []

    let delegate = ChaosDelegate()
    /// The tables' data sources, which the tables hold weakly.
    var tableData: [ChaosTableData] = []
    /// The collection views' data sources, which the collection views hold weakly.
    var collectionData: [ChaosCollectionData] = []
    var recognizerHandlers: [ChaosHandlers] = []
    var descriptions: [String] = []
    /// The UIView animations handlers started, and the rules they must keep.
    let animationLedger = ChaosAnimationLedger()
    /// What app code does between steps to animations, in a world whose handlers mutate.
    var betweenStepAnimations: [ChaosAction] = []
    /// The checker of the mouse's, scrolls' and transforms' rules during a run, which the chaos
    /// views tell the events they get.
    weak var desktopLedger: ChaosDesktopLedger?
    /// The kinds of host input besides fingers the world takes; its steps carry them.
    public internal(set) var inputKinds: ChaosInputKinds = []
    /// The seed of the desktop kinds' steps (``ChaosStep/script(count:mode:kinds:desktopSeed:random:)``):
    /// drawn from the world's summary before hover was drawn, so the same world draws the same
    /// desktop steps.
    public internal(set) var desktopSeed: UInt64 = 0
    /// The hover recognizers of a world that takes hovers (apart from ``recognizers``, which app
    /// code names by index).
    public internal(set) var hoverRecognizers: [UIHoverGestureRecognizer] = []
    var stepCount = 0
    /// How many summary lines describe the world itself — its windows, views, recognizers,
    /// handlers and app code — before the lines of what is drawn after it.
    var worldLineCount = 0
    /// How deeply ``start(_:)`` calls are nested; handlers do nothing while one runs.
    var startingDepth = 0
    /// What completions that ran inside a block do, once the block is committed.
    var deferredCompletionActions: [() -> Void] = []
    private(set) var handlersEnabled = false
    private var depth = 0
    private var actionBudget = 0
    private var sampleBudget = 0
    /// What app code does between events, in a re-entrant world.
    var appCodeActions: [ChaosAction] = []
    private var waitCount = 0

    /// Draws a world for `mode` from `random`.
    public init(mode: ChaosMode, random: inout ChaosRandom) {
        self.mode = mode
        application = UIApplication(clock: ManualClock())
        otherApplication = UIApplication(clock: ManualClock())
        makeWindows(&random)
        let viewCount = random.int(2...24)
        for _ in 0..<viewCount { makeView(&random) }
        let recognizerCount = random.int(0...6)
        for _ in 0..<recognizerCount { makeRecognizer(&random) }
        relateRecognizers(&random)
        if mode.mutates { drawHandlers(&random) }
        if mode.reenters { drawAppCode(&random) }
        worldLineCount = descriptions.count
        if mode.mutates { drawAnimations() }
        drawKeyboard()
        let beforeDesktop = descriptions.count
        drawDesktopInput()
        desktopSeed = Self.hash(summary, salt: 0x6465_736b_7374_6570)
        drawHover(linesAt: worldLineCount + descriptions.count - beforeDesktop)
        handlersEnabled = true
    }

    /// What the world holds, one line per window, view and recognizer, with its handlers: printed
    /// with a failing run so it can be rebuilt by hand.
    public var summary: String { descriptions.joined(separator: "\n") }

    // MARK: Running

    /// Performs one step of a run.
    public func perform(_ step: ChaosStep) {
        actionBudget = Self.actionsPerStep
        sampleBudget = Self.reentrantSamplesPerStep
        switch step {
        case .samples(let samples): application.send(samples)
        case .wait(let interval):
            waitCount += 1
            if mode.reenters && waitCount % 2 == 0 {
                // A host that drives the clock itself: timers fire outside any event.
                application.clock.advance(to: application.clock.now + interval)
            } else {
                application.advanceTime(to: application.clock.now + interval)
            }
        case .cancelAllTouches: application.cancelAllTouches()
        case .appCode(let index):
            if !appCodeActions.isEmpty { perform([appCodeActions[index % appCodeActions.count]]) }
        case .inputs(let inputs): application.send(inputs)
        case .cancelAllPresses: application.cancelAllPresses()
        }
        stepCount += 1
        performBetweenSteps()
    }

    /// Ends the run: handlers stop, windows return to the first application, every finger lifts,
    /// and both clocks pass every timeout.
    public func settle() {
        handlersEnabled = false
        stopRepeatingAnimations()
        for window in windows where window.application !== application {
            application.attach(window)
        }
        for app in [application, otherApplication] {
            let time = app.clock.now + HitKitDefaults.synthesizedFrameInterval
            // The host ends its trackpad's scroll and transform, if one is in progress (HitKit
            // ignores, with a diagnostic, an end of none).
            if inputKinds.contains(.scroll) {
                app.send(ScrollSample(source: .trackpad, phase: .ended, location: .zero, delta: .zero, timestamp: time))
            }
            if inputKinds.contains(.transform) {
                app.send(TransformSample(phase: .ended, location: .zero, timestamp: time))
            }
            let lifts = app.activeTouches.map { touch in
                let location = touch.window?.convert(touch.location(in: nil), to: nil) ?? .zero
                return PointerSample(
                    pointerID: touch.pointerID, phase: .up,
                    location: location.x.isFinite && location.y.isFinite ? location : .zero, timestamp: time,
                    kind: ChaosMouseModel.kind(of: touch.pointerID))
            }
            if !lifts.isEmpty { app.send(lifts) }
            // The host's mouse and pen stop hovering (a leave of no hover does nothing).
            if inputKinds.contains(.hover) {
                app.send(
                    [ChaosMouseModel.mouseID, ChaosMouseModel.penID].map {
                        .hover(HoverSample(pointerID: $0, phase: .leave, location: .zero, timestamp: time))
                    })
            }
            let keyUps = app.activePresses.compactMap { press in
                press.key.map { InputSample.key(USKeyboardLayout.sample($0.keyCode, .up, modifiers: [], at: time)) }
            }
            if !keyUps.isEmpty { app.send(keyUps) }
            app.advanceTime(to: app.clock.now + 10)
        }
        // A completion on one clock may start an animation on the other (its view's window moved):
        // a few more rounds pass those too.
        for _ in 0..<3 where application.clock.pendingTimerCount + otherApplication.clock.pendingTimerCount > 0 {
            for app in [application, otherApplication] { app.advanceTime(to: app.clock.now + 10) }
        }
    }

    /// Runs handler actions, within the step's budget and the nesting limit.
    ///
    /// - Parameter owner: The view whose handlers run them (a recognizer's view for its
    ///   handlers): their input goes to the application of its window, as an app's code sends
    ///   to its own application, and `sendDownHere` touches it.
    func perform(_ actions: [ChaosAction], from owner: UIView? = nil) {
        guard handlersEnabled, startingDepth == 0, depth < Self.maximumHandlerDepth else { return }
        depth += 1
        defer { depth -= 1 }
        for action in actions {
            guard actionBudget > 0 else { return }
            actionBudget -= 1
            apply(action, in: owner?.window?.application ?? application, owner: owner)
        }
    }

    private func apply(_ action: ChaosAction, in application: UIApplication, owner: UIView?) {
        switch action {
        case .removeFromSuperview(let v): views[v].removeFromSuperview()
        case .addSubview(let v, let parent): views[parent].addSubview(views[v])
        case .insertSubview(let v, let parent, let index): views[parent].insertSubview(views[v], at: index)
        case .bringToFront(let v): views[v].superview?.bringSubviewToFront(views[v])
        case .setHidden(let v, let hidden): views[v].isHidden = hidden
        case .setUserInteraction(let v, let enabled): views[v].isUserInteractionEnabled = enabled
        case .setAlpha(let v, let alpha): views[v].alpha = alpha
        case .setTransform(let v, let t): views[v].transform = t.affineTransform
        case .setControlEnabled(let v, let enabled): (views[v] as? UIControl)?.isEnabled = enabled
        case .setRecognizerEnabled(let r, let enabled): recognizers[r].isEnabled = enabled
        case .removeRecognizer(let r): recognizers[r].view?.removeGestureRecognizer(recognizers[r])
        case .addRecognizer(let r, let v): views[v].addGestureRecognizer(recognizers[r])
        case .requireToFail(let r, let other): recognizers[r].require(toFail: recognizers[other])
        case .send(let pointer, let phase, let x, let y):
            guard sampleBudget > 0 else { return }
            sampleBudget -= 1
            application.send(
                PointerSample(
                    pointerID: pointer, phase: phase, location: CGPoint(x: x, y: y), timestamp: application.clock.now))
        case .sendToTouch(let index, let phase):
            let touches = application.activeTouches
            guard !touches.isEmpty, sampleBudget > 0 else { return }
            sampleBudget -= 1
            let touch = touches[index % touches.count]
            let location = touch.window?.convert(touch.location(in: nil), to: nil) ?? .zero
            application.send(
                PointerSample(
                    pointerID: touch.pointerID, phase: phase,
                    location: location.x.isFinite && location.y.isFinite ? location : .zero,
                    timestamp: application.clock.now))
        case .sendDown(let pointer, let v), .sendDownHere(let pointer, let v):
            let target = action.isHere ? owner ?? views[v] : views[v]
            guard sampleBudget > 0, let window = target.window else { return }
            sampleBudget -= 1
            let bounds = target.bounds
            let center = target.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
            let location = window.convert(center, to: nil)
            application.send(
                PointerSample(
                    pointerID: pointer, phase: .down,
                    location: location.x.isFinite && location.y.isFinite ? location : .zero,
                    timestamp: application.clock.now))
        case .cancelAllTouches: application.cancelAllTouches()
        case .advanceTime(let interval): application.advanceTime(to: application.clock.now + interval)
        case .advanceClock(let interval): application.clock.advance(to: application.clock.now + interval)
        case .moveWindowToOtherApplication(let w): otherApplication.attach(windows[w])
        case .returnWindow(let w): self.application.attach(windows[w])
        case .setWindowHidden(let w, let hidden): windows[w].isHidden = hidden
        case .animate(let animation): start(animation)
        case .removeAllAnimations(let v):
            animationLedger.willRemoveAllAnimations(of: views[v])
            views[v].layer.removeAllAnimations()
        case .becomeFirstResponder(let v): views[v].becomeFirstResponder()
        case .resignFirstResponder(let v): views[v].resignFirstResponder()
        case .cancelAllPresses: application.cancelAllPresses()
        case .sendKey(let code, let phase):
            guard sampleBudget > 0 else { return }
            sampleBudget -= 1
            let time = application.clock.now
            application.send(
                UIKeyboardHIDUsage(rawValue: code).map { USKeyboardLayout.sample($0, phase, modifiers: [], at: time) }
                    ?? KeySample(keyCode: code, phase: phase, timestamp: time))
        }
    }
}
