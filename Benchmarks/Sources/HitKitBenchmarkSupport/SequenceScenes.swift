import Foundation
import HitKit

#if canImport(Glibc)
    import Glibc
#endif

/// Adding and removing many views.
@MainActor
public final class HierarchyChurnScene {
    /// The window, held here: an application holds its windows weakly.
    public let window: UIWindow
    /// The container the views go into.
    public let container: UIView
    /// The views, built once.
    public let views: [UIView]

    /// Builds a window with a container, and `count` views to add and remove.
    public init(count: Int) {
        let (_, window) = ViewHierarchies.makeWindow(size: CGSize(width: 320, height: 480))
        self.window = window
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
