import HitKit

/// The desktop input of a chaos world: whether its applications support indirect input events,
/// and whether it takes mouse and pen samples (``ChaosInputKinds/mouse``), wheel and trackpad
/// scrolls (``ChaosInputKinds/scroll``) and trackpad pinches and rotations
/// (``ChaosInputKinds/transform``). Its taps may require other buttons, its pans admit scrolls,
/// and a world that scrolls may get a pair of nested scroll views. ``ChaosDesktopLedger`` checks
/// the delivery rules.
extension ChaosWorld {
    private static func describe(_ rect: CGRect) -> String {
        let n = ChaosStep.number
        return "(\(n(rect.minX)), \(n(rect.minY)); \(n(rect.width)) × \(n(rect.height)))"
    }

    private static func describe(_ size: CGSize) -> String {
        "\(ChaosStep.number(size.width))×\(ChaosStep.number(size.height))"
    }

    static func hash(_ text: String, salt: UInt64) -> UInt64 {
        var hash = salt
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// Draws the desktop input from a generator seeded by the world's summary and a salt: the same
    /// seed draws the same desktop, and every earlier draw — the world, its animations, its
    /// keyboard — is as it was before desktop input was added.
    ///
    /// Its summary lines follow the world's own (they describe the world's views and
    /// recognizers), before the animations' and the keyboard's.
    func drawDesktopInput() {
        var random = ChaosRandom(seed: Self.hash(summary, salt: 0x6d6f_7573_6573_6372))
        let start = descriptions.count
        defer {
            let lines = descriptions[start...]
            descriptions.removeSubrange(start...)
            descriptions.insert(contentsOf: lines, at: worldLineCount)
        }
        let indirect = random.chance(0.5)
        for app in [application, otherApplication] { app.supportsIndirectInputEvents = indirect }
        descriptions.append("indirect input events: \(indirect)")
        let hasScrolling =
            views.contains { $0 is UIScrollView } || recognizers.contains { $0 is UIPanGestureRecognizer }
        let hasTransforming = recognizers.contains {
            $0 is UIPinchGestureRecognizer || $0 is UIRotationGestureRecognizer
        }
        if random.chance(0.45) { drawMouse(&random) }
        if random.chance(hasScrolling ? 0.7 : 0.4) { drawScrolling(&random) }
        if random.chance(hasTransforming ? 0.7 : 0.35) {
            inputKinds.insert(.transform)
            descriptions.append("transform: the host sends trackpad pinches and rotations")
        }
    }

    private func drawMouse(_ random: inout ChaosRandom) {
        inputKinds.insert(.mouse)
        descriptions.append("mouse: the host sends mouse and pen samples")
        // The chaos views tell the desktop ledger the events they get (they run no handler more).
        for case let view as ChaosView in views { view.handlers.world = self }
        for (index, recognizer) in recognizers.enumerated() {
            guard let tap = recognizer as? UITapGestureRecognizer, random.chance(0.5) else { continue }
            tap.buttonMaskRequired = random.pick([.secondary, .secondary, [.primary, .secondary], .button(3)])
            descriptions.append("g\(index) buttonMaskRequired \(tap.buttonMaskRequired.rawValue)")
        }
    }

    private func drawScrolling(_ random: inout ChaosRandom) {
        inputKinds.insert(.scroll)
        descriptions.append("scroll: the host sends wheel ticks and trackpad scrolls")
        let masks: [UIScrollTypeMask] = [.discrete, .continuous, .all]
        for (index, recognizer) in recognizers.enumerated() {
            guard let pan = recognizer as? UIPanGestureRecognizer, random.chance(0.6) else { continue }
            pan.allowedScrollTypesMask = random.pick(masks)
            descriptions.append("g\(index) allowedScrollTypesMask \(pan.allowedScrollTypesMask.rawValue)")
        }
        for (index, view) in views.enumerated() {
            guard let scrollView = view as? UIScrollView, !(view is UITableView), random.chance(0.3) else { continue }
            scrollView.transfersVerticalScrollingToParent = random.chance(0.5)
            scrollView.transfersHorizontalScrollingToParent = random.chance(0.5)
            descriptions.append(
                "v\(index) transfers vertical \(scrollView.transfersVerticalScrollingToParent), horizontal "
                    + "\(scrollView.transfersHorizontalScrollingToParent)")
        }
        guard random.chance(0.5) else { return }
        // A page that scrolls vertically around a carousel that scrolls sideways, or a nested
        // vertical list, and a pan that admits scrolls inside them.
        let outer = UIScrollView(
            frame: CGRect(
                x: random.double(-20...120), y: random.double(-20...200), width: random.double(80...320),
                height: random.double(80...400)))
        outer.contentSize = CGSize(width: outer.bounds.width, height: outer.bounds.height * random.double(1...4))
        let inner = UIScrollView(
            frame: CGRect(x: 0, y: random.double(0...100), width: outer.bounds.width, height: random.double(40...200)))
        let sideways = random.chance(0.5)
        inner.contentSize =
            sideways
            ? CGSize(width: inner.bounds.width * random.double(1...3), height: inner.bounds.height)
            : CGSize(width: inner.bounds.width, height: inner.bounds.height * random.double(1...3))
        inner.transfersVerticalScrollingToParent = random.chance(0.7)
        inner.bounces = random.chance(0.7)
        let content = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = random.pick(masks)
        pan.name = "g\(recognizers.count) UIPanGestureRecognizer"
        content.addGestureRecognizer(pan)
        let parent = random.pick(windows.filter { !$0.isHidden })
        parent.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(content)
        let first = views.count
        for (offset, view) in [outer, inner, content].enumerated() {
            view.accessibilityIdentifier = "v\(first + offset)"
            views.append(view)
        }
        recognizers.append(pan)
        descriptions.append(
            "v\(first) = view \(first): UIScrollView in \(parent.accessibilityIdentifier ?? "?") frame "
                + "\(Self.describe(outer.frame)), content \(Self.describe(outer.contentSize)); v\(first + 1) = view \(first + 1): "
                + "UIScrollView in v\(first) frame \(Self.describe(inner.frame)), content \(Self.describe(inner.contentSize)), transfers "
                + "vertical \(inner.transfersVerticalScrollingToParent), bounces \(inner.bounces); "
                + "v\(first + 2) = view \(first + 2): UIView in v\(first + 1); g\(recognizers.count - 1) = "
                + "UIPanGestureRecognizer on v\(first + 2), allowedScrollTypesMask "
                + "\(pan.allowedScrollTypesMask.rawValue)"
        )
    }
}
