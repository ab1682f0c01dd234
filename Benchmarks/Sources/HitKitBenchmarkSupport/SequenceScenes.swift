import Foundation
import HitKit

#if canImport(Glibc)
    import Glibc
#endif

/// A screen for the touch-sequence benchmarks: a leaf view under `recognizers` nested containers,
/// each with one gesture recognizer (tap, long press and pan in turn), so every touch's path
/// carries that many recognizers.
@MainActor
public final class RecognizerPathScene {
    /// The application.
    public let application: UIApplication
    /// Where sequences start, in screen coordinates.
    public let start = CGPoint(x: 100, y: 200)
    /// The virtual time of the next sample.
    public private(set) var time: TimeInterval = 0
    /// How many `touchesEnded` / `touchesCancelled` calls reached the leaf's chain end.
    public let chainEnd = ChainEndResponder()

    /// Builds the window, the containers and their recognizers.
    public init(recognizers: Int) {
        let (application, window) = ViewHierarchies.makeWindow(size: CGSize(width: 320, height: 480))
        self.application = application
        application.delegate = chainEnd
        var parent: UIView = window
        for index in 0..<recognizers {
            let container = UIView(frame: parent.bounds)
            switch index % 3 {
            case 0: container.addGestureRecognizer(UITapGestureRecognizer { _ in })
            case 1: container.addGestureRecognizer(UILongPressGestureRecognizer { _ in })
            default: container.addGestureRecognizer(UIPanGestureRecognizer { _ in })
            }
            parent.addSubview(container)
            parent = container
        }
        parent.addSubview(UIView(frame: parent.bounds))
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

    /// A whole sequence: `fingers` fingers down, `moves` moves of 2 points each, up.
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

    /// Puts one finger down, for the move-only benchmark.
    public func holdDown() {
        send(.down, fingers: 1, offset: 0)
    }

    /// One move of the finger held down, alternating between two places 2 points apart.
    public func moveHeldFinger(_ step: Int) {
        time += 1.0 / 120.0
        send(.move, fingers: 1, offset: step.isMultiple(of: 2) ? 2 : 4)
    }
}

/// Adding and removing many views.
@MainActor
public final class HierarchyChurnScene {
    /// The container the views go into.
    public let container: UIView
    /// The views, built once.
    public let views: [UIView]

    /// Builds a window with a container, and `count` views to add and remove.
    public init(count: Int) {
        let (_, window) = ViewHierarchies.makeWindow(size: CGSize(width: 320, height: 480))
        container = UIView(frame: window.bounds)
        window.addSubview(container)
        views = (0..<count).map {
            UIView(frame: CGRect(x: Double($0 % 80) * 4, y: Double($0 / 80) * 4, width: 4, height: 4))
        }
    }

    /// Adds every view to the container (in the window), then removes them front to back.
    public func addAndRemoveAll() {
        for view in views { container.addSubview(view) }
        for view in views.reversed() { view.removeFromSuperview() }
    }
}

/// Measures what a plain `UIView` costs in memory: the growth of the process's resident memory
/// (`/proc/self/statm`) while `count` views are created and kept, divided by `count`. That counts
/// everything a view brings (the object, malloc's overhead, anything it allocates), to within a
/// page over the whole batch. Only a process's first measurement is meaningful (later batches
/// reuse the memory the earlier ones freed), so the benchmark takes one sample.
@MainActor
public func measuredBytesPerPlainView(count: Int = 200_000) -> Int {
    var views: [UIView] = []
    views.reserveCapacity(count)
    let before = residentBytes()
    for _ in 0..<count { views.append(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
    let after = residentBytes()
    withExtendedLifetime(views) {}
    return (after - before) / count
}

/// The instance size of `UIView` that the Swift runtime allocates, read from its class metadata
/// (the 32-bit field after the kind, superclass, flags and address point words).
@MainActor
public func instanceSizeOfUIView() -> Int {
    let metadata = unsafeBitCast(UIView.self as AnyClass, to: UnsafeRawPointer.self)
    return Int(metadata.load(fromByteOffset: 24, as: UInt32.self))
}

private func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
