import Foundation
import HitKit

/// A screen for the touch-sequence and moved-event benchmarks: a leaf view 10 containers deep in
/// a window, with `recognizers` gesture recognizers on the leaf (the hit view) and its nearest
/// ancestors, one per view, a realistic mix cycling pan, long press, tap and swipe from the leaf
/// outwards. The path is as deep for every count, so the counts differ only by the recognizers.
///
/// Each recognizer counts the touch phases it is given (``RecognizerTally``), and the benchmarks
/// check those counts after every iteration: the recognizers really are on the touch's path and
/// see every move.
@MainActor
public final class RecognizerPathScene {
    /// The application.
    public let application: UIApplication
    /// The window. The scene must hold it: an application holds its windows weakly, as UIKit's
    /// does (the scene that an earlier version of these benchmarks used did not, so its window was
    /// gone before the first touch, which hit nothing and reached no recognizer).
    public let window: UIWindow
    /// The hit view.
    public let leaf: UIView
    /// The recognizers, from the leaf's outwards.
    public let recognizers: [UIGestureRecognizer]
    /// What the recognizers were given, all together.
    public let tally = RecognizerTally()
    /// Where sequences start, in screen coordinates.
    public let start = CGPoint(x: 100, y: 200)
    /// The virtual time of the next sample.
    public private(set) var time: TimeInterval = 0
    /// How many `touchesEnded` / `touchesCancelled` calls reached the leaf's chain end.
    public let chainEnd = ChainEndResponder()
    /// The moves since the held finger went down (see ``moveHeldFinger()``).
    private var movesSinceDown = 0

    /// How many containers are above the leaf.
    public static let depth = 10
    /// How many moves a held finger makes before ``moveHeldFinger()`` lifts it and puts it down
    /// again: 24 moves at 120 Hz is 0.2 s, within every recognizer's time limit (the long press's
    /// 0.5 s, the swipe's 0.5 s, the tap's 0.75 s), so none of them decides while it is down.
    public static let movesPerPress = 24

    /// Builds the window, the containers, the leaf and the recognizers.
    public init(recognizers count: Int) {
        precondition(count <= Self.depth + 1, "one recognizer per view of the path")
        let (application, window) = ViewHierarchies.makeWindow(size: CGSize(width: 320, height: 480))
        self.application = application
        self.window = window
        application.delegate = chainEnd
        var path: [UIView] = []
        var parent: UIView = window
        for _ in 0..<Self.depth {
            let container = UIView(frame: parent.bounds)
            parent.addSubview(container)
            path.append(container)
            parent = container
        }
        leaf = UIView(frame: parent.bounds)
        parent.addSubview(leaf)
        path.append(leaf)
        var recognizers: [UIGestureRecognizer] = []
        for (index, view) in path.reversed().prefix(count).enumerated() {
            let recognizer: UIGestureRecognizer
            switch index % 4 {
            case 0: recognizer = CountingPanGestureRecognizer(tally: tally)
            case 1: recognizer = CountingLongPressGestureRecognizer(tally: tally)
            case 2: recognizer = CountingTapGestureRecognizer(tally: tally)
            default: recognizer = CountingSwipeGestureRecognizer(tally: tally)
            }
            recognizer.addTarget { [tally] recognizer in
                guard recognizer is UIPanGestureRecognizer else { return }
                switch recognizer.state {
                case .began: tally.pansBegan += 1
                case .changed: tally.panChanges += 1
                default: break
                }
            }
            view.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
        }
        self.recognizers = recognizers
        time = application.clock.now
    }

    /// Sends one sample of each of `fingers` fingers (pointer IDs 1…), `offset` points to the right
    /// of where each finger started (fingers are 20 points apart vertically).
    public func send(_ phase: PointerSample.Phase, fingers: Int, offset: CGFloat) {
        for finger in 0..<fingers {
            let location = CGPoint(x: start.x + offset, y: start.y + CGFloat(finger) * 20)
            application.send(PointerSample(pointerID: finger + 1, phase: phase, location: location, timestamp: time))
        }
    }

    /// A whole sequence: `fingers` fingers down, `moves` moves of 2 points each, up, then a pause
    /// of a second. With 2 or more recognizers, one finger and 20 moves, the leaf's pan begins at
    /// the sixth move (12 points) and the others fail: one recognizer recognizing.
    public func sequence(fingers: Int, moves: Int) {
        send(.down, fingers: fingers, offset: 0)
        for move in 1...moves {
            time += 1.0 / 120.0
            send(.move, fingers: fingers, offset: CGFloat(move) * 2)
        }
        time += 1.0 / 120.0
        send(.up, fingers: fingers, offset: CGFloat(moves) * 2)
        time += 1
    }

    // MARK: One moved event, no recognizer deciding

    /// Puts one finger down, for the moved-event benchmark.
    public func holdDown() {
        send(.down, fingers: 1, offset: 0)
        movesSinceDown = 0
    }

    /// Readies the next ``moveHeldFinger()``: after ``movesPerPress`` moves, lifts the finger and
    /// puts it down again a second later, so the recognizers never run out of time. Not measured.
    public func prepareMove() {
        guard movesSinceDown >= Self.movesPerPress else { return }
        time += 1.0 / 120.0
        send(.up, fingers: 1, offset: 0)
        time += 1
        holdDown()
    }

    /// One move of the finger held down, alternating between 2 and 4 points from where it went
    /// down: under every recognizer's movement threshold (the pan's 10 points, the long press's
    /// 10, the tap's 45, the swipe's 50), so every recognizer stays possible and gets the move.
    public func moveHeldFinger() {
        movesSinceDown += 1
        time += 1.0 / 120.0
        send(.move, fingers: 1, offset: movesSinceDown.isMultiple(of: 2) ? 2 : 4)
    }

    // MARK: One moved event, the pan recognizing

    /// Puts one finger down and drags it 14 points: the leaf's pan begins (and the other
    /// recognizers fail, prevented by it, or, for the long press, moved too far).
    public func holdDownPanning() {
        send(.down, fingers: 1, offset: 0)
        for step in 1...7 {
            time += 1.0 / 120.0
            send(.move, fingers: 1, offset: CGFloat(step) * 2)
        }
        movesSinceDown = 0
    }

    /// One move of the panning finger, alternating between 14 and 16 points from where it went
    /// down: the pan changes and sends its action once.
    public func movePanningFinger() {
        movesSinceDown += 1
        time += 1.0 / 120.0
        send(.move, fingers: 1, offset: movesSinceDown.isMultiple(of: 2) ? 14 : 16)
    }
}

/// The touch phases a scene's recognizers were given, all together.
@MainActor
public final class RecognizerTally {
    /// `touchesBegan` calls.
    public var began = 0
    /// `touchesMoved` calls.
    public var moved = 0
    /// `touchesEnded` calls.
    public var ended = 0
    /// How many pans began (their actions saw `.began`).
    public var pansBegan = 0
    /// How many `.changed` actions the pans sent.
    public var panChanges = 0
    nonisolated init() {}
}

final class CountingPanGestureRecognizer: UIPanGestureRecognizer {
    let tally: RecognizerTally
    init(tally: RecognizerTally) {
        self.tally = tally
        super.init()
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.began += 1
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.moved += 1
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.ended += 1
        super.touchesEnded(touches, with: event)
    }
}

final class CountingLongPressGestureRecognizer: UILongPressGestureRecognizer {
    let tally: RecognizerTally
    init(tally: RecognizerTally) {
        self.tally = tally
        super.init()
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.began += 1
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.moved += 1
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.ended += 1
        super.touchesEnded(touches, with: event)
    }
}

final class CountingTapGestureRecognizer: UITapGestureRecognizer {
    let tally: RecognizerTally
    init(tally: RecognizerTally) {
        self.tally = tally
        super.init()
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.began += 1
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.moved += 1
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.ended += 1
        super.touchesEnded(touches, with: event)
    }
}

final class CountingSwipeGestureRecognizer: UISwipeGestureRecognizer {
    let tally: RecognizerTally
    init(tally: RecognizerTally) {
        self.tally = tally
        super.init()
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.began += 1
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.moved += 1
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        tally.ended += 1
        super.touchesEnded(touches, with: event)
    }
}
