import Foundation
import HitKit

/// A screen for `Dispatch/failure-chain-…`: one view with `length` single-tap recognizers, each
/// requiring the failure of the one added before it (`require(toFail:)`), so one tap runs the
/// arbitration of the whole chain: every recognizer asks to recognize, the first recognizes, the
/// others fail, and all are reset.
@MainActor
public final class FailureChainScene {
    /// The window.
    public let window: UIWindow
    /// The driver that taps.
    public let script: PointerScript
    /// Where to tap, in screen coordinates.
    public let location = CGPoint(x: 160, y: 240)
    /// How many times each recognizer's action ran, by its place in the chain.
    public private(set) var recognitions: [Int]

    /// Builds the window, the view and its chain of recognizers.
    public init(length: Int) {
        let (application, window) = ViewHierarchies.makeWindow(size: CGSize(width: 320, height: 480))
        self.window = window
        script = PointerScript(application: application)
        recognitions = Array(repeating: 0, count: length)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let taps = (0..<length).map { index in
            UITapGestureRecognizer { [unowned self] _ in recognitions[index] += 1 }
        }
        for tap in taps { view.addGestureRecognizer(tap) }
        // Linked from the end, so that each link's cycle check has nothing to walk.
        for index in taps.indices.dropFirst().reversed() { taps[index].require(toFail: taps[index - 1]) }
        window.addSubview(view)
    }
}
