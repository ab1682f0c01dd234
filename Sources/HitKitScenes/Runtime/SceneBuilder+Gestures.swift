import HitKit

/// The names a scene file uses for control events.
enum ControlEventNames {
    static let all: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter),
        ("touchDragExit", .touchDragExit), ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered), ("allTouchEvents", .allTouchEvents),
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
        ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
        ("allEditingEvents", .allEditingEvents), ("allEvents", .allEvents),
    ]

    static func event(named name: String) -> UIControl.Event? {
        all.first { $0.0 == name }?.1
    }
}

/// A gesture recognizer's delegate answering as the scene file declares.
@MainActor
final class SceneGestureDelegate: UIGestureRecognizerDelegate {
    var shouldReceive: ReceiveRule?
    var receiveExceptViews: [UIView] = []
    var shouldBegin: Bool?
    var simultaneousWith: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin ?? true }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        switch shouldReceive {
        case nil: return true
        case .always(let answer): return answer
        case .exceptIn:
            var view = touch.view
            while let current = view {
                if receiveExceptViews.contains(where: { $0 === current }) { return false }
                view = current.superview
            }
            return true
        }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        simultaneousWith.contains("all") || otherGestureRecognizer.name.map(simultaneousWith.contains) == true
    }
}

extension SceneBuilder {
    /// A recognizer of the gesture's kind with its parameters and its logging action.
    func makeRecognizer(_ gesture: SceneGesture, path: [any CodingKey]) throws(SceneFileError) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        func key(_ name: String) -> [any CodingKey] { path + [AnyCodingKey(stringValue: name)] }
        switch gesture.kind {
        case .tap:
            let tap = UITapGestureRecognizer()
            if let taps = gesture.taps { tap.numberOfTapsRequired = max(1, taps) }
            if let touches = gesture.touches { tap.numberOfTouchesRequired = max(1, touches) }
            if let buttons = gesture.buttonMaskRequired {
                tap.buttonMaskRequired = buttons.reduce(into: []) { mask, button in
                    switch button {
                    case .primary: mask.insert(.primary)
                    case .secondary: mask.insert(.secondary)
                    case .middle: mask.insert(.button(3))
                    }
                }
            }
            recognizer = tap
        case .longPress:
            let press = UILongPressGestureRecognizer()
            if let taps = gesture.taps { press.numberOfTapsRequired = max(0, taps) }
            if let touches = gesture.touches { press.numberOfTouchesRequired = max(1, touches) }
            if let duration = gesture.minimumPressDuration { press.minimumPressDuration = max(0, duration) }
            if let movement = gesture.allowableMovement { press.allowableMovement = max(0, movement) }
            recognizer = press
        case .pan, .screenEdgePan:
            let pan = gesture.kind == .pan ? UIPanGestureRecognizer() : UIScreenEdgePanGestureRecognizer()
            if let minimum = gesture.minimumTouches { pan.minimumNumberOfTouches = max(1, minimum) }
            if let maximum = gesture.maximumTouches { pan.maximumNumberOfTouches = max(1, maximum) }
            if let edgePan = pan as? UIScreenEdgePanGestureRecognizer {
                var edges: UIRectEdge = []
                for (offset, name) in (gesture.edges ?? []).enumerated() {
                    let table: [String: UIRectEdge] = [
                        "top": .top, "left": .left, "bottom": .bottom, "right": .right, "all": .all,
                    ]
                    guard let edge = table[name] else {
                        throw error(
                            .schema, key("edges") + [AnyCodingKey(intValue: offset)],
                            "unknown edge '\(name)'; expected top, left, bottom, right or all")
                    }
                    edges.insert(edge)
                }
                edgePan.edges = edges
            }
            recognizer = pan
        case .swipe:
            let swipe = UISwipeGestureRecognizer()
            if let touches = gesture.touches { swipe.numberOfTouchesRequired = max(1, touches) }
            if let names = gesture.direction {
                var direction: UISwipeGestureRecognizer.Direction = []
                for (offset, name) in names.enumerated() {
                    let table: [String: UISwipeGestureRecognizer.Direction] = [
                        "right": .right, "left": .left, "up": .up, "down": .down,
                    ]
                    guard let value = table[name] else {
                        throw error(
                            .schema, key("direction") + [AnyCodingKey(intValue: offset)],
                            "unknown direction '\(name)'; expected right, left, up or down")
                    }
                    direction.insert(value)
                }
                swipe.direction = direction
            }
            recognizer = swipe
        case .pinch:
            recognizer = UIPinchGestureRecognizer()
        case .rotation:
            recognizer = UIRotationGestureRecognizer()
        case .hover:
            recognizer = UIHoverGestureRecognizer()
        }
        if gesture.buttonMaskRequired != nil, gesture.kind != .tap {
            throw error(.schema, key("buttonMaskRequired"), "buttonMaskRequired applies to tap recognizers only")
        }
        recognizer.name = gesture.name
        if let enabled = gesture.enabled { recognizer.isEnabled = enabled }
        if let cancels = gesture.cancelsTouchesInView { recognizer.cancelsTouchesInView = cancels }
        if let delays = gesture.delaysTouchesBegan { recognizer.delaysTouchesBegan = delays }
        if let delays = gesture.delaysTouchesEnded { recognizer.delaysTouchesEnded = delays }
        if gesture.log != nil || gesture.action != nil {
            let log = gesture.log
            let action = gesture.action
            recognizer.addTarget { [weak runtime] recognizer in
                switch log {
                case .every(let line): runtime?.log(line)
                case .perState(let lines):
                    if let line = lines[Self.stateName(recognizer.state)] { runtime?.log(line) }
                case nil: break
                }
                switch action {
                case .endEditing: recognizer.view?.endEditing(true)
                case nil: break
                }
            }
        }
        if let name = gesture.name {
            guard runtime.recognizersByName[name] == nil else {
                throw error(.reference, key("name"), "a gesture recognizer named '\(name)' already exists")
            }
            runtime.recognizersByName[name] = recognizer
        }
        return recognizer
    }

    static func stateName(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    /// `requireToFail`, `simultaneousWith` and the delegate's rules, once every recognizer and view exists.
    func configureRelationships(_ recognizer: UIGestureRecognizer, _ gesture: SceneGesture, path: [any CodingKey])
        throws(SceneFileError)
    {
        for (offset, name) in (gesture.requireToFail ?? []).enumerated() {
            guard let other = runtime.recognizersByName[name] else {
                throw error(
                    .reference, path + [AnyCodingKey(stringValue: "requireToFail"), AnyCodingKey(intValue: offset)],
                    "no gesture recognizer named '\(name)'")
            }
            recognizer.require(toFail: other)
        }
        for (offset, name) in (gesture.simultaneousWith ?? []).enumerated() where name != "all" {
            guard runtime.recognizersByName[name] != nil else {
                throw error(
                    .reference, path + [AnyCodingKey(stringValue: "simultaneousWith"), AnyCodingKey(intValue: offset)],
                    "no gesture recognizer named '\(name)'")
            }
        }
        guard gesture.shouldReceive != nil || gesture.shouldBegin != nil || gesture.simultaneousWith != nil else {
            return
        }
        let delegate = SceneGestureDelegate()
        delegate.shouldReceive = gesture.shouldReceive
        delegate.shouldBegin = gesture.shouldBegin
        delegate.simultaneousWith = gesture.simultaneousWith ?? []
        if case .exceptIn(let names) = gesture.shouldReceive {
            for (offset, name) in names.enumerated() {
                guard let view = runtime.viewsByName[name] else {
                    throw error(
                        .reference,
                        path + [
                            AnyCodingKey(stringValue: "shouldReceive"), AnyCodingKey(stringValue: "exceptIn"),
                            AnyCodingKey(intValue: offset),
                        ], "no view named '\(name)'")
                }
                delegate.receiveExceptViews.append(view)
            }
        }
        recognizer.delegate = delegate
        runtime.retained.append(delegate)
    }
}
