import Foundation

extension UIControl {
    /// The events a control sends to its actions.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The bit mask of the events (UIKit's values).
        public let rawValue: UInt
        /// Creates a set of events from its bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (``UITouch/tapCount`` > 1) inside the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged while outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged from outside the tracking area into it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged from inside the tracking area out of it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button: right after touchUpInside).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired (UIKit's menus; HitKit never sends it itself).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control because the user pressed Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events free for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        private static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
            (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
            (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The names of the single events in this set, in declaration order.
        public var names: [String] {
            Self.names.filter { contains($0.0) }.map(\.1)
        }

        /// The names of the single events, joined with `|` (for example `touchDown|touchDownRepeat`).
        public var description: String { names.joined(separator: "|") }
    }

    /// The states of a control.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit mask of the states (UIKit's values).
        public let rawValue: UInt
        /// Creates a set of states from its bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: enabled, not selected, not highlighted (the empty set).
        public static let normal = State([])
        /// A finger is down inside the control's tracking area.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (``UIControl/isEnabled`` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (``UIControl/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (HitKit has no focus system and never sets it).
        public static let focused = State(rawValue: 1 << 3)
        /// States free for the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
