import HitKit

/// Drawing a chaos world from its ``ChaosRandom``: its windows, views, scroll views, gesture
/// recognizers and their relations, and — in a mutating mode — its handlers and app code, each
/// described in the world's summary as it is drawn.
extension ChaosWorld {
    func makeWindows(_ random: inout ChaosRandom) {
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

    func makeView(_ random: inout ChaosRandom) {
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
    func makeScrollView(frame: CGRect, _ random: inout ChaosRandom, notes: inout [String]) -> UIScrollView {
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

    func makeRecognizer(_ random: inout ChaosRandom) {
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
    func relateRecognizers(_ random: inout ChaosRandom) {
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

    func drawHandlers(_ random: inout ChaosRandom) {
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

    func drawAppCode(_ random: inout ChaosRandom) {
        for index in 0..<Self.appCodeActionCount {
            // App code between events changes the hierarchy and the recognizers; its handlers send.
            let action = ChaosAction.random(
                &random, mode: .mutating, views: views.count, windows: windows.count, recognizers: recognizers.count)
            appCodeActions.append(action)
            descriptions.append("app code #\(index): \(action)")
        }
    }

    func drawActions(
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
