import Foundation

/// The thresholds of a table row's swipe actions (see "Lists and touches", "Swipe actions"). Apple
/// documents none of them; each value says whether it follows observed UIKit behaviour or is
/// HitKit's choice.
extension HitKitDefaults {
    /// The width of each revealed action's button, in points, when the row rests open. *Chosen*:
    /// 74, about the width UIKit gives a one-word title such as "Delete" (UIKit sizes each button
    /// to its title, which HitKit does not draw).
    public static let swipeActionButtonWidth: CGFloat = 74

    /// How much of its buttons' width a released row must show to stay open, as a fraction.
    /// *Observed*: a row let go with less than about half its buttons showing slides shut, one
    /// let go past that stays open. HitKit decides by the position at the lift alone (UIKit also
    /// lets a quick flick open or close the row).
    public static let swipeActionsOpenFraction: CGFloat = 0.5

    /// How far across its width a row must be swiped, as a fraction, for the lift to perform its
    /// configuration's first action (``UISwipeActionsConfiguration/performsFirstActionWithFullSwipe``),
    /// and never less than its buttons' width. *Observed*: UIKit commits a full swipe when the row
    /// is dragged across most of its width and the finger lifts there; *chosen*: 0.6.
    public static let swipeActionsFullSwipeFraction: CGFloat = 0.6
}
