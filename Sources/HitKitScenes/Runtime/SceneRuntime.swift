import HitKit

/// A scene built and running: a real `UIApplication` on a `ManualClock`, its windows and views,
/// and the log the views' declared lines write to.
///
/// ```swift
/// let scene = try SceneFile.load(contentsOf: "card.yaml")
/// let runtime = try scene.makeRuntime()
/// try runtime.perform(scene.script())
/// runtime.finish()
/// runtime.lines   // the scene's log
/// ```
@MainActor
public final class SceneRuntime {
    /// The application the scene runs in; touches go through its `send(_:)`.
    public let application: UIApplication
    /// The scene's windows, in the file's order.
    public internal(set) var windows: [UIWindow] = []
    /// The log so far: the views' declared lines, chosen trace lines, `diagnostic:` and `leftover:` lines.
    public private(set) var lines: [String] = []

    var viewsByName: [String: UIView] = [:]
    var namesByView: [ObjectIdentifier: String] = [:]
    var logNamesByView: [ObjectIdentifier: String] = [:]
    var recognizersByName: [String: UIGestureRecognizer] = [:]
    /// Where each view was declared in the document (`views`/`windows`, indices, `subviews`).
    var documentPaths: [ObjectIdentifier: [any CodingKey]] = [:]
    /// The `animation:` each animated view was declared with, for the fixes `explain` offers.
    var sceneAnimations: [ObjectIdentifier: SceneAnimation] = [:]
    /// Objects the scene keeps alive: gesture delegates, view controllers, the trace-line observer.
    var retained: [AnyObject] = []
    var traceObserver: SceneTraceLines?

    init(application: UIApplication) {
        self.application = application
    }

    /// Called with every line as it is logged, in order with the dispatch (for interleaving the
    /// log with a trace).
    public var onLog: ((String) -> Void)?

    /// Called with every call UIKit makes on a scene table's delegate in response to the user
    /// (highlight, un-highlight, select, deselect), in order with the dispatch.
    public var onTableEvent: ((SceneTableEvent) -> Void)?

    /// Called with every call UIKit makes on a scene collection view's delegate in response to the
    /// user (highlight, un-highlight, select, deselect), in order with the dispatch.
    public var onCollectionEvent: ((SceneCollectionEvent) -> Void)?

    /// Called with every editing call UIKit makes on a scene text view's delegate
    /// (`textViewDidBeginEditing`, `textViewDidEndEditing`), in order with the dispatch.
    public var onTextViewEvent: ((SceneTextViewEvent) -> Void)?

    /// Appends a line to the log.
    public func log(_ line: String) {
        lines.append(line)
        onLog?(line)
    }

    /// The view with scene name `name`.
    public func view(named name: String) -> UIView? { viewsByName[name] }

    /// The gesture recognizer with name `name`.
    public func gestureRecognizer(named name: String) -> UIGestureRecognizer? { recognizersByName[name] }

    /// A view's scene name, or `nil` if it is not one of the scene's views.
    public func sceneName(of view: UIView) -> String? { namesByView[ObjectIdentifier(view)] }

    /// How the article-style log names a responder: the view's accessibility identifier if the
    /// file gave one, else its scene name, else its class name (`BlackView`, `UIButton`,
    /// `UIWindow`, `UIApplication`).
    public func logName(of responder: UIResponder?) -> String {
        guard let responder else { return "nil" }
        if let name = logNamesByView[ObjectIdentifier(responder)] { return name }
        if let view = responder as? UIView, let identifier = view.accessibilityIdentifier { return identifier }
        return String(describing: type(of: responder))
    }

    /// How traces name a responder: `<name>`, the scene name (or the window's name) in angle
    /// brackets, else the class.
    public func traceName(of responder: UIResponder) -> String {
        if let view = responder as? UIView {
            if let name = sceneName(of: view) { return name }
            if let identifier = view.accessibilityIdentifier { return identifier }
        }
        return String(describing: type(of: responder))
    }

    /// Ends the scene: adds a `leftover:` line for every touch still down and every gesture
    /// recognizer still undecided, and stops adding trace lines.
    public func finish() {
        for touch in application.activeTouches {
            log("leftover: touch \(touch.pointerID) still down")
        }
        for recognizer in application.undecidedGestureRecognizers {
            log("leftover: \(type(of: recognizer)) undecided")
        }
        if let traceObserver { application.removeObserver(traceObserver) }
        traceObserver = nil
    }
}

/// Turns the trace events a scene's `logTrace` chooses into log lines.
@MainActor
final class SceneTraceLines: DispatchObserver {
    weak var scene: SceneRuntime?
    let pointInside: Bool
    let skips: Bool
    let touchView: Bool
    let tableSelection: Bool
    let scrolls: Bool

    init(scene: SceneRuntime, lines: [String]) {
        self.scene = scene
        pointInside = lines.contains("pointInside")
        skips = lines.contains("skips")
        touchView = lines.contains("touchView")
        tableSelection = lines.contains("tableSelection")
        scrolls = lines.contains("scrolls")
    }

    func dispatch(_ event: DispatchTraceEvent) {
        guard let scene else { return }
        switch event {
        case .pointInside(let view, _, let result) where pointInside:
            scene.log("\(scene.logName(of: view)) point(inside:with:): \(result)")
        case .hitTestSkipped(let view, let reason) where skips:
            scene.log("\(scene.logName(of: view)) skipped: \(reason)")
        case .touchBound(_, let view) where touchView:
            scene.log("touch.view = \(scene.logName(of: view))")
        case .scrollRouted(let sample, let recognizer) where scrolls && sample.phase != .began:
            let device = sample.source == .wheel ? "wheel" : "trackpad \(sample.phase.rawValue)"
            let delta = ExplanationFormat.point(CGPoint(x: sample.delta.dx, y: sample.delta.dy))
            let target = recognizer?.view.map { scene.logName(of: $0) } ?? "nothing"
            scene.log("\(device) \(delta) → \(target)")
        default:
            break
        }
    }
}
