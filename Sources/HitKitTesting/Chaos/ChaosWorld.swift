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
    public private(set) var windows: [UIWindow] = []
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
    private var appCodeActions: [ChaosAction] = []
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

    // MARK: Drawing the world

    private func makeWindows(_ random: inout ChaosRandom) {
        let main = UIWindow(frame: CGRect(origin: .zero, size: Self.screenSize), application: application)
        main.accessibilityIdentifier = "w0"
        main.makeKeyAndVisible()
        windows.append(main)
        views.append(main)
        descriptions.append("w0 = view 0: key window \(main.frame.chaosDescription)")
        guard random.chance(0.6) else { return }
        let frame = CGRect(
            x: random.double(-40...200), y: random.double(-40...300), width: random.double(40...320),
            height: random.double(40...480))
        let second = UIWindow(frame: frame, application: application)
        second.accessibilityIdentifier = "w1"
        second.windowLevel = random.pick([.normal, .alert, UIWindow.Level(5)])
        second.isHidden = random.chance(0.2)
        windows.append(second)
        views.append(second)
        descriptions.append(
            "w1 = view 1: window \(frame.chaosDescription), level \(second.windowLevel.rawValue), "
                + "hidden \(second.isHidden)")
    }

    private func makeView(_ random: inout ChaosRandom) {
        let index = views.count
        // Later views are likelier parents, which makes deep chains as well as wide ones.
        let parentIndex = random.chance(0.5) ? random.int(max(0, index - 3)...(index - 1)) : random.int(0...(index - 1))
        let parent = views[parentIndex]
        let size = parent.bounds.size
        let frame = CGRect(
            x: random.double(-20...max(-20, Double(size.width))), y: random.double(-20...max(-20, Double(size.height))),
            width: random.double(4...max(4, Double(size.width))), height: random.double(4...max(4, Double(size.height)))
        )
        let kind = random.int(0...30)
        var notes: [String] = []
        let view: UIView =
            switch kind {
            case 0...4: UIView(frame: frame)
            case 5...9: ChaosView(frame: frame)
            case 10...11: ChaosPassThroughView(frame: frame)
            case 12...13: ChaosEnlargedView(frame: frame)
            case 14...15: UIButton(frame: frame)
            case 16...17: ChaosControl(frame: frame)
            case 18: UIImageView(frame: frame)
            case 19: UILabel(frame: frame)
            case 20...21: makeScrollView(frame: frame, &random, notes: &notes)
            case 22: UISlider(frame: frame)
            case 23: UISwitch(frame: frame)
            case 24: makeStepper(frame: frame, &random, notes: &notes)
            case 25: makeSegmentedControl(frame: frame, &random, notes: &notes)
            case 26: makePageControl(frame: frame, &random, notes: &notes)
            case 27: makeTableView(frame: frame, &random, notes: &notes)
            case 28: makeCollectionView(frame: frame, &random, notes: &notes)
            case 29: makeTextField(frame: frame, &random, notes: &notes)
            default: makeTextView(frame: frame, &random, notes: &notes)
            }
        view.accessibilityIdentifier = "v\(index)"
        if random.chance(0.25) {
            let transform = ChaosTransform.random(&random)
            view.transform = transform.affineTransform
            notes.append("transform \(transform)")
        }
        if random.chance(0.1) {
            view.bounds.origin = CGPoint(x: random.double(-30...30), y: random.double(-30...30))
            notes.append("bounds origin \(view.bounds.origin.chaosDescription)")
        }
        if random.chance(0.05) {
            view.isHidden = true
            notes.append("hidden")
        }
        if random.chance(0.15) {
            view.alpha = random.pick([0, 0.005, 0.01, 0.011, 0.5])
            notes.append("alpha \(view.alpha)")
        }
        if random.chance(0.07) {
            view.isUserInteractionEnabled = false
            notes.append("interaction off")
        }
        if random.chance(0.4) {
            view.isMultipleTouchEnabled = true
            notes.append("multiple touch")
        }
        if random.chance(0.05) {
            view.isExclusiveTouch = true
            notes.append("exclusive")
        }
        if let control = view as? UIControl, random.chance(0.1) {
            control.isEnabled = false
            notes.append("disabled")
        }
        parent.addSubview(view)
        views.append(view)
        descriptions.append(
            "v\(index) = view \(index): \(type(of: view)) in \(parent.accessibilityIdentifier ?? "?") "
                + "frame \(frame.chaosDescription)"
                + (notes.isEmpty ? "" : ", " + notes.joined(separator: ", ")))
    }

    /// A scroll view with random content and content-touch settings; its content is whatever later
    /// views are added to it.
    private func makeScrollView(frame: CGRect, _ random: inout ChaosRandom, notes: inout [String]) -> UIScrollView {
        let scrollView = UIScrollView(frame: frame)
        scrollView.contentSize = CGSize(
            width: random.double(0...(3 * Double(frame.width))), height: random.double(0...(3 * Double(frame.height))))
        scrollView.delaysContentTouches = random.chance(0.7)
        scrollView.canCancelContentTouches = random.chance(0.7)
        scrollView.isPagingEnabled = random.chance(0.2)
        scrollView.bounces = random.chance(0.8)
        scrollView.isDirectionalLockEnabled = random.chance(0.3)
        if random.chance(0.2) {
            scrollView.refreshControl = UIRefreshControl()
            notes.append("refresh control")
        }
        notes.append(
            "content \(scrollView.contentSize.width.rounded())×\(scrollView.contentSize.height.rounded()), "
                + "delays \(scrollView.delaysContentTouches), cancels \(scrollView.canCancelContentTouches), "
                + "paging \(scrollView.isPagingEnabled), bounces \(scrollView.bounces), "
                + "lock \(scrollView.isDirectionalLockEnabled)")
        return scrollView
    }

    private func makeRecognizer(_ random: inout ChaosRandom) {
        let index = recognizers.count
        let view = random.pick(views)
        let recognizer: UIGestureRecognizer
        var notes: [String] = []
        switch random.int(0...6) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = random.int(1...3)
            tap.numberOfTouchesRequired = random.int(1...2)
            notes.append("taps \(tap.numberOfTapsRequired), touches \(tap.numberOfTouchesRequired)")
            recognizer = tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = random.double(0.05...1)
            press.allowableMovement = random.double(5...30)
            press.numberOfTouchesRequired = random.int(1...2)
            press.numberOfTapsRequired = random.int(0...1)
            notes.append("duration \(press.minimumPressDuration), taps \(press.numberOfTapsRequired)")
            recognizer = press
        case 2:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = random.int(1...2)
            pan.maximumNumberOfTouches = random.int(pan.minimumNumberOfTouches...3)
            recognizer = pan
        case 3:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = random.pick([.right, .left, .up, .down, [.left, .right]])
            swipe.numberOfTouchesRequired = random.int(1...2)
            recognizer = swipe
        case 4: recognizer = UIPinchGestureRecognizer()
        case 5: recognizer = UIRotationGestureRecognizer()
        default:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = random.pick([.left, .right, .top, .bottom, .all])
            recognizer = edge
        }
        recognizer.name = "g\(index) \(type(of: recognizer))"
        recognizer.cancelsTouchesInView = random.chance(0.8)
        recognizer.delaysTouchesBegan = random.chance(mode.reenters ? 0.5 : 0.2)
        recognizer.delaysTouchesEnded = random.chance(0.8)
        notes.append(
            "cancels \(recognizer.cancelsTouchesInView), delaysBegan \(recognizer.delaysTouchesBegan), "
                + "delaysEnded \(recognizer.delaysTouchesEnded)")
        let handlers = ChaosHandlers()
        handlers.world = self
        handlers.recognizer = recognizer
        recognizer.addTarget { recognizer in
            handlers.run(.recognizerAction)
            if recognizer.state == .cancelled { handlers.run(.recognizerCancelled) }
        }
        delegate.index[ObjectIdentifier(recognizer)] = index
        if random.chance(0.5) {
            recognizer.delegate = delegate
            notes.append("delegate")
        }
        view.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        recognizerHandlers.append(handlers)
        descriptions.append(
            "g\(index) = recognizer \(index): \(type(of: recognizer)) on \(view.accessibilityIdentifier ?? "?"), "
                + notes.joined(separator: ", "))
    }

    /// Failure requirements (cycles included), simultaneity and delegate refusals.
    private func relateRecognizers(_ random: inout ChaosRandom) {
        for (i, recognizer) in recognizers.enumerated() {
            for (j, other) in recognizers.enumerated() where i != j {
                if random.chance(0.2) {
                    recognizer.require(toFail: other)
                    descriptions.append("g\(i) requires g\(j) to fail")
                }
                if random.chance(0.15) {
                    delegate.simultaneousPairs.insert([i, j])
                    descriptions.append("delegate: g\(i) simultaneous with g\(j)")
                }
                if random.chance(0.05) {
                    delegate.requiresFailurePairs.insert([i, j])
                    descriptions.append("delegate: g\(i) should require failure of g\(j)")
                }
            }
            if random.chance(0.05) {
                delegate.refusesToReceive.insert(i)
                descriptions.append("delegate: g\(i) refuses touches")
            }
            if random.chance(0.05) {
                delegate.refusesToBegin.insert(i)
                descriptions.append("delegate: g\(i) refuses to begin")
            }
        }
    }

    private func drawHandlers(_ random: inout ChaosRandom) {
        for (index, view) in views.enumerated() {
            let handlers: ChaosHandlers
            var hooks: [ChaosHook]
            if let chaosView = view as? ChaosView {
                handlers = chaosView.handlers
                hooks = [
                    .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .willMoveToSuperview,
                    .didMoveToWindow, .didAddSubview, .willRemoveSubview,
                ]
            } else if let control = view as? ChaosControl {
                handlers = control.handlers
                hooks = [.controlTouchDown, .controlTouchUpInside, .willMoveToSuperview, .didMoveToWindow]
                if mode.reenters { hooks.append(.controlTouchCancel) }
            } else {
                continue
            }
            handlers.world = self
            handlers.view = view
            drawActions(into: handlers, hooks: hooks, owner: "v\(index)", &random)
        }
        for (index, handlers) in recognizerHandlers.enumerated() {
            let hooks: [ChaosHook] = mode.reenters ? [.recognizerAction, .recognizerCancelled] : [.recognizerAction]
            drawActions(into: handlers, hooks: hooks, owner: "g\(index)", &random)
        }
    }

    private func drawAppCode(_ random: inout ChaosRandom) {
        for index in 0..<Self.appCodeActionCount {
            // App code between events changes the hierarchy and the recognizers; its handlers send.
            let action = ChaosAction.random(
                &random, mode: .mutating, views: views.count, windows: windows.count, recognizers: recognizers.count)
            appCodeActions.append(action)
            descriptions.append("app code #\(index): \(action)")
        }
    }

    private func drawActions(
        into handlers: ChaosHandlers, hooks: [ChaosHook], owner: String, _ random: inout ChaosRandom
    ) {
        guard random.chance(mode.reenters ? 0.7 : 0.4) else { return }
        for _ in 0..<random.int(1...(mode.reenters ? 3 : 2)) {
            let hook = random.pick(hooks)
            let actions = (0..<random.int(1...2)).map { _ in
                ChaosAction.random(
                    &random, mode: mode, views: views.count, windows: windows.count,
                    recognizers: recognizers.count)
            }
            handlers.actions[hook, default: []].append(contentsOf: actions)
            descriptions.append("\(owner) on \(hook): " + actions.map(\.description).joined(separator: "; "))
        }
    }
}

extension CGFloat {
    /// Short enough to read in a failure report; the seed, not the printout, reproduces the run.
    fileprivate var chaosDescription: String {
        let rounded = (self * 100).rounded() / 100
        return rounded == rounded.rounded() && rounded.magnitude < 1e15 ? String(Int(rounded)) : String(Double(rounded))
    }
}

extension CGPoint {
    fileprivate var chaosDescription: String { "(\(x.chaosDescription), \(y.chaosDescription))" }
}

extension CGRect {
    /// `(x, y; w × h)`, to two decimals.
    fileprivate var chaosDescription: String {
        "(\(origin.x.chaosDescription), \(origin.y.chaosDescription); "
            + "\(size.width.chaosDescription) × \(size.height.chaosDescription))"
    }
}
