import Foundation

/// Constants that describe how an accessibility element behaves, UIKit's option set.
///
/// Assistive technologies read these to say what an element is ("button", "heading",
/// "dimmed"…). HitKit stores them and gives UIKit's defaults (see
/// ``UIResponder/accessibilityTraits``); it announces nothing.
///
/// Apple documents no raw values for the traits: HitKit gives each its own bit, in the order
/// UIKit introduced them. Combine and compare traits by name, never by raw value.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The trait's bits.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The accessibility element has no traits.
    public static let none = UIAccessibilityTraits([])
    /// The accessibility element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The accessibility element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The accessibility element behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The accessibility element is selected (a selected tab, a highlighted row).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The accessibility element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The accessibility element behaves like static text that can't change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The accessibility element provides summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The accessibility element isn't enabled and doesn't respond to user interaction.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The accessibility element behaves like a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The accessibility element starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The accessibility element allows continuous adjustment through a range of values.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The accessibility element behaves like a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The accessibility element is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The accessibility element behaves like a toggle button.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The accessibility element supports zooming.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}
