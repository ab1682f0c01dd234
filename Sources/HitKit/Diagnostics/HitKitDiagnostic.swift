import Foundation
import Logging

/// A problem that HitKit refused or survived — an impossible hierarchy operation, a non-finite
/// host coordinate — reported instead of crashing.
///
/// Like SwiftNIO's `FileSystemError`, this is a struct with a code, a message and context, so new
/// codes do not break users.
public struct HitKitDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String
        private init(_ name: String) { self.name = name }
        /// The code's name.
        public var description: String { name }

        /// A view was added to itself or to one of its own descendants.
        public static let cyclicHierarchy = Code("cyclicHierarchy")
        /// A subview operation named a view that is not a subview, or an index out of range.
        public static let invalidSubviewOperation = Code("invalidSubviewOperation")
        /// A view controller presentation or dismissal that UIKit refuses (a controller presenting
        /// itself, one already presented, a presenter whose view is not in a window, …).
        public static let invalidPresentation = Code("invalidPresentation")
        /// A host sample had a NaN or infinite coordinate or timestamp, or a slider a NaN value or a
        /// NaN or infinite bound.
        public static let nonFiniteInput = Code("nonFiniteInput")
        /// A host sample's value lay outside its documented range (a pen's hover `zOffset` outside
        /// 0…1); it was clamped into it.
        public static let outOfRangeInput = Code("outOfRangeInput")
        /// A host sample did not fit the pointer's state (a move for an unknown pointer, …).
        public static let unexpectedPointerPhase = Code("unexpectedPointerPhase")
        /// A mouse sample's buttons held bits no host can send (beyond button 32, or a negative
        /// mask), or a pointer's later sample named another kind than its down: the bits, or
        /// the kind, were ignored.
        public static let invalidPointerButtons = Code("invalidPointerButtons")
        /// A key sample did not fit the key's state: a down for a key that is already down (a host's
        /// auto-repeat), or an up for a key that is not down. The sample was ignored.
        public static let unexpectedKeyPhase = Code("unexpectedKeyPhase")
        /// A key sample's key code is no `UIKeyboardHIDUsage`: the sample was dropped.
        public static let unknownKey = Code("unknownKey")
        /// A scroll sample's phase did not fit its sequence: a trackpad `changed` with no `began`
        /// (it began the scroll), a `began` during a scroll (read as `changed`), an `ended` or
        /// `cancelled` with no scroll (ignored), or a wheel tick whose phase is not `changed`
        /// (read as a tick).
        public static let unexpectedScrollPhase = Code("unexpectedScrollPhase")
        /// Two hit-test passes for one touch disagreed: a `hitTest` override has side effects.
        public static let impureHitTest = Code("impureHitTest")
        /// A responder chain did not end: a `next` override makes it loop back on itself.
        public static let endlessResponderChain = Code("endlessResponderChain")
        /// A gesture recognizer asked for a state change UIKit does not allow.
        public static let illegalGestureTransition = Code("illegalGestureTransition")
        /// Gesture recognizers required each other's failure in a cycle (through `require(toFail:)`,
        /// the delegate or subclass overrides), so each would wait for ever: the requirement that
        /// closes the cycle is refused or, at recognition time, ignored.
        public static let failureRequirementCycle = Code("failureRequirementCycle")
        /// A timer's delay is too short to represent at the clock's time (beyond about 1e13 s the
        /// gap between consecutive `Double`s exceeds a millisecond): the timer fires at the first
        /// representable time after the delay instead, never earlier.
        public static let unrepresentableDelay = Code("unrepresentableDelay")
        /// Handlers kept sending input from inside the events it caused, past the queue's limit of
        /// nested input: the rest of the queued input was dropped.
        public static let inputQueueOverflow = Code("inputQueueOverflow")
        /// A view controller was added as a child of itself or of one of its own descendants.
        public static let cyclicViewControllerHierarchy = Code("cyclicViewControllerHierarchy")
        /// `UIApplication.makeShared(_:)` was called after another application became `shared`.
        public static let sharedApplicationInUse = Code("sharedApplicationInUse")
        /// A window given an application was shown after that application had been released (a
        /// window holds its application weakly): it joined `UIApplication.shared` instead.
        public static let windowApplicationReleased = Code("windowApplicationReleased")
        /// A gesture recognizer was given a delegate it cannot have: a scroll view is the delegate
        /// of its own pan and pinch recognizers (UIKit raises an exception for any other), so the
        /// new delegate was refused and the scroll view stays.
        public static let invalidGestureRecognizerDelegate = Code("invalidGestureRecognizerDelegate")
        /// A table or collection view was asked for a cell with a reuse identifier nothing was
        /// registered for (UIKit raises an exception), or given a class to register that is not a
        /// `UITableViewCell` (`UICollectionViewCell`): a plain cell was made instead, or the
        /// registration was refused.
        public static let unregisteredReuseIdentifier = Code("unregisteredReuseIdentifier")
        /// A property animator was asked for something UIKit refuses with an exception: setting
        /// `isUserInteractionEnabled` or `isInterruptible` while it is active, starting or pausing it
        /// while stopped, finishing it when not stopped, pausing or stopping one that is not
        /// interruptible. The call changed nothing.
        public static let invalidAnimatorOperation = Code("invalidAnimatorOperation")
        /// A transform sample's scale was not finite or not positive, or its rotation not finite:
        /// the trackpad gesture was cancelled.
        public static let invalidTransform = Code("invalidTransform")
        /// A transform sample's phase did not follow from the last one: a `changed` or `ended`
        /// with no gesture in progress (ignored), or a second `began` (taken as a `changed`).
        public static let unexpectedTransformPhase = Code("unexpectedTransformPhase")
    }

    /// What kind of problem this is.
    public var code: Code
    /// A sentence saying what happened and what HitKit did instead.
    public var message: String
    /// Where it happened (a view's description, a pointer id, …).
    public var context: String

    /// Creates a diagnostic.
    public init(code: Code, message: String, context: String = "") {
        self.code = code
        self.message = message
        self.context = context
    }

    /// `code: message [context]`, the form logged and traced.
    public var description: String {
        context.isEmpty ? "\(code): \(message)" : "\(code): \(message) [\(context)]"
    }
}

/// Where HitKit reports the problems it refuses or survives.
///
/// Reports go to the swift-log logger labelled `"HitKit"` as warnings (or to a task's
/// ``HitKitDiagnostics/handler`` instead) and, when the problem
/// happens inside an application, to that application's dispatch observers. Tests can collect them
/// for one task with ``HitKitDiagnostics/$handler``.
public enum HitKitDiagnostics {
    /// A per-task collector of diagnostics; when set, it receives them instead of the logger (a
    /// test that collects diagnostics asserts on them rather than printing them).
    @TaskLocal public static var handler: DiagnosticHandler?

    static let logger = Logger(label: "HitKit")

    @MainActor
    static func report(_ diagnostic: HitKitDiagnostic, in application: UIApplication?) {
        if let handler {
            handler(diagnostic)
        } else {
            logger.warning("\(diagnostic.description)")
        }
        application?.trace(.diagnostic(diagnostic))
    }
}
