import Foundation

/// UIKit's namespace for accessibility notifications and settings.
///
/// HitKit has no assistive technology: a notification posted here reaches no screen reader. It is
/// handed to the task's ``notificationObserver`` so a test can check that the app posts what
/// VoiceOver needs (an announcement after a save, a layout change after a row is deleted).
///
/// `post(notification:argument:)` has no receiver and its usual argument (an announcement's text)
/// names no window, so the seam is the task, as for ``HitKitDiagnostics/handler``: no state is
/// shared between tests, and nothing is recorded when no observer is bound.
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    ///
    /// Raw values are HitKit's own; compare notifications by name.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32

        /// Creates a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A notification that an app posts when a new view appears that occupies a major portion
        /// of the screen; the argument is the element VoiceOver should move to, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// A notification that an app posts when the layout of a screen changes; the argument is the
        /// element VoiceOver should move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A notification that an app posts when it needs to convey an announcement; the argument is
        /// the text to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// A notification that an app posts when a scroll action completes; the argument is the
        /// text describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// A notification that an app posts to pause an assistive technology's operations.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// A notification that an app posts to resume an assistive technology's operations.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// The task's observer of posted notifications (HitKit's, not UIKit's), or nil; bind one
    /// for a test with `UIAccessibility.$notificationObserver.withValue(observer) { … }`.
    @TaskLocal public static var notificationObserver: AccessibilityNotificationObserver?

    /// Whether VoiceOver is on: false unless the task binds it, with
    /// `UIAccessibility.$isVoiceOverRunning.withValue(true) { … }`, to test code that behaves
    /// differently under VoiceOver. A task-local value, so no test changes another's.
    @TaskLocal public static var isVoiceOverRunning = false

    /// Posts a notification to assistive technologies: in HitKit, hands it with its argument to
    /// the task's ``notificationObserver``, if one is bound, and does nothing else.
    ///
    /// - Complexity: O(1) beyond the observer's own work.
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        notificationObserver?.observe(notification, argument)
    }
}

/// A function that receives the accessibility notifications a task posts, bound with
/// `UIAccessibility.$notificationObserver` (kept in a struct, as ``DiagnosticHandler`` is, because
/// a task-local function value crashes optimized callers of `withValue`).
///
/// ```swift
/// let posted = PostedNotifications()          // a @MainActor class with an array
/// let observer = AccessibilityNotificationObserver { posted.append($0, $1) }
/// UIAccessibility.$notificationObserver.withValue(observer) { saveButton.sendActions(for: .touchUpInside) }
/// ```
public struct AccessibilityNotificationObserver: Sendable {
    /// The function that receives each notification and its argument, on the main actor.
    public let observe: @MainActor @Sendable (UIAccessibility.Notification, Any?) -> Void

    /// An observer that passes each notification and its argument to `observe`.
    public init(_ observe: @escaping @MainActor @Sendable (UIAccessibility.Notification, Any?) -> Void) {
        self.observe = observe
    }
}
