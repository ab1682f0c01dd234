import Foundation

/// An arbitration decision between gesture recognizers, recorded for tracing.
@MainActor
public struct GestureDecision {
    /// The recognizer the decision is about.
    public var recognizer: UIGestureRecognizer
    /// What happened to it.
    public var outcome: String
    /// The recognizer that caused it, if any.
    public var cause: UIGestureRecognizer?
    /// Why.
    public var reason: String
}

/// Arbitration between the gesture recognizers of one application.
@MainActor
final class GestureEnvironment {
    weak var application: UIApplication?

    init(application: UIApplication) {
        self.application = application
    }

    /// Recognizers that are tracking touches or still undecided (possible with touches seen).
    var undecidedRecognizers: [UIGestureRecognizer] { [] }

    func deliver(_ touches: [UITouch], with event: UIEvent) {}

    func holdsViewDelivery(of touch: UITouch, phase: UITouch.Phase) -> Bool { false }

    func viewDidLeaveWindow(_ view: UIView) {}

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {}

    func recognizerWasRemoved(_ recognizer: UIGestureRecognizer) {}

    static func requestTransition(of recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        recognizer.stateStorage = state
    }
}
