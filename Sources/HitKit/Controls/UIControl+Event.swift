import Foundation

extension UIControl {
    /// The events a control sends to its actions.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
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
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        private static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]

        /// The names of the single events in this set, in declaration order.
        public var names: [String] {
            Self.names.filter { contains($0.0) }.map(\.1)
        }

        public var description: String { names.joined(separator: "|") }
    }

    /// The states of a control.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}
