import HitKit

/// A recorded gesture over time: one lane per finger (down, moves, up or cancel, with the view it is
/// bound to) and one per gesture recognizer on the touches' paths (possible → began, changed,
/// recognized, ended, failed or cancelled, each step with its cause), and under them the views'
/// touch deliveries (held, released late, cancelled).
///
/// The causes are the ones `hitkit explain --touches` tells (require-to-fail waiting and released,
/// a delegate's answer, movement past a tap's or long press's limit, prevention by another
/// recognizer, a control refusing a parent's tap, a scroll view cancelling its content's touches),
/// from HitKit's dispatch trace. Made by ``GestureRecorder/timeline``.
public struct GestureTimeline: Sendable, Hashable, Codable {
    /// One step of a lane.
    public struct Step: Sendable, Hashable, Codable {
        /// The application clock's time, in seconds.
        public var time: Double
        /// A finger's phase (`down`, `move`, `up`, `cancel`), or the recognizer's state after the step
        /// (`possible`, `began`, `changed`, `recognized`, `ended`, `failed`, `cancelled`).
        public var state: String
        /// Why, in words (`nil` when there is nothing to say): for a finger, the view it landed on.
        public var cause: String?

        /// Creates a step.
        public init(time: Double, state: String, cause: String? = nil) {
            self.time = time
            self.state = state
            self.cause = cause
        }
    }

    /// A finger's or a recognizer's row.
    public struct Lane: Sendable, Hashable, Codable {
        /// What the lane follows.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// One touch, from its finger's down to its up or cancel (a finger that goes down again
            /// is a new touch and a new lane).
            case finger
            /// A gesture recognizer on a touch's path.
            case recognizer
        }

        /// What the lane follows.
        public var kind: Kind
        /// `finger N` (the pointer id), or the recognizer's name.
        public var name: String
        /// The view: the one the touch is bound to (`nil` if nothing was hit), or the recognizer's.
        public var view: String?
        /// The steps, in time order.
        public var steps: [Step]

        /// Creates a lane.
        public init(kind: Kind, name: String, view: String?, steps: [Step]) {
            self.kind = kind
            self.name = name
            self.view = view
            self.steps = steps
        }
    }

    /// A call of a view's `touchesBegan`/`Moved`/`Ended`/`Cancelled`, or one it never got.
    public struct Delivery: Sendable, Hashable, Codable {
        /// How the delivery went.
        public enum Status: String, Sendable, Hashable, Codable {
            /// When the touch changed.
            case delivered
            /// Later than the touch changed: a recognizer held it (`delaysTouchesBegan`/`Ended`) and
            /// released it when it failed.
            case releasedLate
            /// Never: a recognizer held the touch's `touchesBegan` and recognized.
            case held
            /// `touchesCancelled`: a recognizer took the touch, or the host cancelled it.
            case cancelled
        }

        /// When (for a held delivery, when the touch went down).
        public var time: Double
        /// The view (its scene name, or its trace name).
        public var view: String
        /// `began`, `moved`, `ended` or `cancelled`.
        public var phase: String
        /// The pointer ids of the touches delivered.
        public var pointers: [Int]
        /// How it went.
        public var status: Status
        /// Why, for a delivery that was held, late or cancelled.
        public var cause: String?

        /// Creates a delivery.
        public init(time: Double, view: String, phase: String, pointers: [Int], status: Status, cause: String? = nil) {
            self.time = time
            self.view = view
            self.phase = phase
            self.pointers = pointers
            self.status = status
            self.cause = cause
        }
    }

    /// The fingers' lanes, then the recognizers', each group in order of first appearance.
    public var lanes: [Lane]
    /// The views' deliveries, in time order.
    public var deliveries: [Delivery]
    /// Each sample's time, by its index in the recording: the scrubber's stops (a session keeps, per
    /// index, what it needs to redraw the scene; see ``GestureRecorder/onSample``).
    public var sampleTimes: [Double]

    /// Creates a timeline from its parts.
    public init(lanes: [Lane] = [], deliveries: [Delivery] = [], sampleTimes: [Double] = []) {
        self.lanes = lanes
        self.deliveries = deliveries
        self.sampleTimes = sampleTimes
    }
}
