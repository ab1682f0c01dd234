import Foundation

/// A press of a physical button — in HitKit, a key of a hardware keyboard — for the `presses…`
/// responder methods.
///
/// HitKit makes one for each key-down ``KeySample`` a host sends (see <doc:KeyboardInput>). The
/// press keeps its ``responder`` from its began phase to its end, as a touch keeps its view: its
/// `pressesEnded` goes where its `pressesBegan` went, even if the first responder changed.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phases of a press.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The kinds of button. UIKit declares this as an enumeration it may extend; HitKit gives it
    /// a raw value so that a keyboard key that is none of the named buttons has a type too.
    ///
    /// A keyboard's arrow keys are the arrow types, Page Up and Page Down the page types, Return
    /// and the keypad's Enter `.select`, and Escape `.menu`; every other key has a type that is
    /// none of the named ones (`0x10000` plus its HID usage — UIKit's own value is undocumented):
    /// read the press's ``key`` instead.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a press type from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The up arrow.
        public static let upArrow = PressType(rawValue: 0)
        /// The down arrow.
        public static let downArrow = PressType(rawValue: 1)
        /// The left arrow.
        public static let leftArrow = PressType(rawValue: 2)
        /// The right arrow.
        public static let rightArrow = PressType(rawValue: 3)
        /// The select button (a remote's touch surface click; a keyboard's Return).
        public static let select = PressType(rawValue: 4)
        /// The menu button (a keyboard's Escape).
        public static let menu = PressType(rawValue: 5)
        /// The play/pause button.
        public static let playPause = PressType(rawValue: 6)
        /// The page up button.
        public static let pageUp = PressType(rawValue: 30)
        /// The page down button.
        public static let pageDown = PressType(rawValue: 31)
        /// The 1-2-3 button of a TV remote.
        public static let tvRemoteOneTwoThree = PressType(rawValue: 32)
        /// The four-colours button of a TV remote.
        public static let tvRemoteFourColors = PressType(rawValue: 33)

        /// The type of a press of `key`.
        static func of(_ key: UIKeyboardHIDUsage) -> PressType {
            switch key {
            case .keyboardUpArrow: .upArrow
            case .keyboardDownArrow: .downArrow
            case .keyboardLeftArrow: .leftArrow
            case .keyboardRightArrow: .rightArrow
            case .keyboardPageUp: .pageUp
            case .keyboardPageDown: .pageDown
            case .keyboardReturnOrEnter, .keypadEnter: .select
            case .keyboardEscape: .menu
            default: PressType(rawValue: 0x10000 + key.rawValue)
            }
        }
    }

    /// The press's phase.
    open var phase: Phase { storedPhase }
    /// The button pressed.
    open var type: PressType { storedType }
    /// The key pressed or released on a hardware keyboard; `nil` for a press of another button.
    open var key: UIKey? { storedKey }
    /// When the press last changed, from the application's clock.
    open var timestamp: TimeInterval { storedTimestamp }
    /// The press's force (0 to 1; 0 for a button without force sensing, as every key is).
    open var force: CGFloat { 0 }
    /// The responder the press was delivered to: the first responder (or, with none, the key
    /// window's front view controller) when the press began. It stays the press's responder to
    /// its end.
    open var responder: UIResponder? { storedResponder }
    /// The window of the press's responder.
    open var window: UIWindow? { storedWindow }
    /// The gesture recognizers receiving the press: HitKit gives presses to none, so always empty.
    open var gestureRecognizers: [UIGestureRecognizer]? { [] }

    var storedPhase: Phase = .began
    var storedType: PressType = .select
    var storedKey: UIKey?
    var storedTimestamp: TimeInterval = 0
    weak var storedResponder: UIResponder?
    weak var storedWindow: UIWindow?

    /// The bookkeeping of default `presses…` forwards made with a `nil` event (see
    /// `UIResponder.forward`), made on first use.
    lazy var forwardingWithoutEvent = TouchForwarding()

    /// Creates a press with no key, in its began phase.
    public override init() {
        super.init()
    }

    init(key: UIKey, timestamp: TimeInterval) {
        storedKey = key
        storedType = PressType.of(key.keyCode)
        storedTimestamp = timestamp
        super.init()
    }

}
