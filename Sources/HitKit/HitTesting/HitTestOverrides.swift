import Foundation

/// Tells which view classes override ``UIView/hitTest(_:with:)`` (and the other methods the walk
/// reads), so that ``HitTestEngine`` walks every other class itself and only an override adds a
/// stack frame.
///
/// Swift on Linux has no Objective-C runtime to ask whether a class implements a method, and no
/// call can tell "no override" from "an override that calls `super`" (a pass-through view calls
/// `super.hitTest` and then changes the answer). What does tell them apart is the class's method
/// table: a subclass's metadata starts with a copy of its superclass's table, and an override
/// replaces its entry. So the entry for `hitTest(_:with:)` holds `UIView`'s implementation exactly
/// when no class between `UIView` and the class overrides it.
///
/// The metadata is read only through ``ClassMetadata/word(_:of:)``, and which words hold the
/// entries is not hard-coded: ``Layout`` finds them once, by comparing `UIView` with private probe
/// subclasses that each override one method. If a comparison does not find what it expects
/// (another runtime layout, or a reader that cannot read), the answers fall back to the safe side:
/// every class but HitKit's own is called for `hitTest(_:with:)`, asked for `point(inside:with:)`
/// and for its flags, which is always correct and only costs a frame per subclass on the path.
@MainActor
enum HitTestOverrides {
    /// A subclass that overrides nothing.
    private final class PlainProbe: UIView {}

    /// A subclass that overrides `hitTest(_:with:)` only.
    private final class OverridingProbe: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            super.hitTest(point, with: event)
        }
    }

    /// A subclass that overrides `point(inside:with:)` only: its entry must not be taken for the
    /// `hitTest(_:with:)` one.
    private final class PointInsideProbe: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            super.point(inside: point, with: event)
        }
    }

    /// A subclass that overrides `bounds`: the default `point(inside:with:)` reads it, so the
    /// spatial index cannot describe such a view by its stored geometry.
    private final class BoundsProbe: UIView {
        override var bounds: CGRect {
            get { super.bounds }
            set { super.bounds = newValue }
        }
    }

    /// A subclass that overrides the flags hit-testing reads, and the reason to skip a view.
    private final class FlagsProbe: UIView {
        override var isHidden: Bool {
            get { super.isHidden }
            set { super.isHidden = newValue }
        }
        override var alpha: CGFloat {
            get { super.alpha }
            set { super.alpha = newValue }
        }
        override var isUserInteractionEnabled: Bool {
            get { super.isUserInteractionEnabled }
            set { super.isUserInteractionEnabled = newValue }
        }
        override var hitTestSkipReason: HitTestSkipReason? { super.hitTestSkipReason }
    }

    /// HitKit's classes that do not override `hitTest(_:with:)`, for when the entry is not found.
    private static let knownWalkableClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self),
        ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self),
        ObjectIdentifier(UIImageView.self), ObjectIdentifier(UILabel.self),
    ]

    /// Where the entries are in this runtime's class metadata, read through
    /// ``ClassMetadata/word(_:of:)``.
    static let live = Layout(reading: { index, viewClass in ClassMetadata.word(index, of: viewClass) })

    /// The index of the word of class metadata that holds the `hitTest(_:with:)` entry, or nil if
    /// it could not be found.
    static var hitTestEntryIndex: Int? { live.hitTestEntry }

    /// The words of class metadata that a `point(inside:with:)` override or a `bounds` override
    /// changes, or nil if they could not be found.
    static var indexSensitiveEntries: [Int]? { live.indexSensitiveEntries }

    /// The words of class metadata that the flags probe changes, or nil if none were found.
    static var skipReasonEntries: [Int]? { live.skipReasonEntries }

    /// Whether instances of `viewClass` run code of their own in `hitTest(_:with:)`. O(1).
    static func overridesHitTest(_ viewClass: UIView.Type) -> Bool { live.overridesHitTest(viewClass) }

    /// Whether a ``SubviewSpatialIndex`` must ask instances of `viewClass` in their place rather
    /// than trust a box around their bounds: the class overrides `hitTest(_:with:)`,
    /// `point(inside:with:)` or `bounds` (or, on an unknown runtime layout, is not HitKit's own).
    static func isAlwaysAsked(_ viewClass: UIView.Type) -> Bool { live.isAlwaysAsked(viewClass) }

    /// Whether `viewClass` keeps `UIView`'s `point(inside:with:)` and `bounds` (on an unknown
    /// runtime layout: whether it is one of HitKit's own classes).
    static func usesDefaultPointInside(_ viewClass: UIView.Type) -> Bool { live.usesDefaultPointInside(viewClass) }

    /// Whether `viewClass` keeps `UIView`'s `isHidden`, `alpha`, `isUserInteractionEnabled` and
    /// reason to skip a view (on an unknown runtime layout: never).
    static func usesDefaultSkipReason(_ viewClass: UIView.Type) -> Bool { live.usesDefaultSkipReason(viewClass) }

    /// Which words of class metadata hold the entries hit-testing cares about, found by comparing
    /// the probes through a word reader, and the answers built on them. A reader that answers nil
    /// (a word it cannot read) or words that do not single the entries out leave an entry list nil,
    /// and the answers that need it take their safe fallback.
    @MainActor
    struct Layout {
        /// Reads word `index` of a class's metadata, or nil.
        typealias Reader = (_ index: Int, _ viewClass: UIView.Type) -> UInt?

        private let word: Reader
        /// The word that holds the `hitTest(_:with:)` entry.
        let hitTestEntry: Int?
        /// The words that a `point(inside:with:)` or `bounds` override changes.
        let indexSensitiveEntries: [Int]?
        /// The words that overriding the flags or the reason to skip a view changes.
        let skipReasonEntries: [Int]?

        /// Finds the entries through `word`.
        init(reading word: @escaping Reader) {
            self.word = word
            let plain: [UIView.Type] = [UIView.self, PlainProbe.self]
            hitTestEntry =
                Self.entries(
                    changedBy: OverridingProbe.self, keptBy: plain + [PointInsideProbe.self], count: 1...1, word
                )?.first
            let sensitivePlain = plain + [OverridingProbe.self]
            let pointInside = Self.entries(changedBy: PointInsideProbe.self, keptBy: sensitivePlain, count: 1...4, word)
            let bounds = Self.entries(changedBy: BoundsProbe.self, keptBy: sensitivePlain, count: 1...4, word)
            if let pointInside, let bounds {
                indexSensitiveEntries = pointInside + bounds
            } else {
                indexSensitiveEntries = nil
            }
            skipReasonEntries = Self.entries(
                changedBy: FlagsProbe.self, keptBy: plain + [OverridingProbe.self, PointInsideProbe.self],
                count: 4...16, word)
        }

        /// Whether instances of `viewClass` run code of their own in `hitTest(_:with:)`.
        func overridesHitTest(_ viewClass: UIView.Type) -> Bool {
            guard let entry = hitTestEntry else { return !knownWalkableClasses.contains(ObjectIdentifier(viewClass)) }
            guard let mine = word(entry, viewClass), let base = word(entry, UIView.self) else { return true }
            return mine != base
        }

        /// See ``HitTestOverrides/isAlwaysAsked(_:)``.
        func isAlwaysAsked(_ viewClass: UIView.Type) -> Bool {
            overridesHitTest(viewClass) || !usesDefaultPointInside(viewClass)
        }

        /// See ``HitTestOverrides/usesDefaultPointInside(_:)``.
        func usesDefaultPointInside(_ viewClass: UIView.Type) -> Bool {
            guard let entries = indexSensitiveEntries else {
                return knownWalkableClasses.contains(ObjectIdentifier(viewClass))
            }
            return !differs(viewClass, at: entries)
        }

        /// See ``HitTestOverrides/usesDefaultSkipReason(_:)``.
        func usesDefaultSkipReason(_ viewClass: UIView.Type) -> Bool {
            guard let entries = skipReasonEntries else { return false }
            return !differs(viewClass, at: entries)
        }

        /// Whether `viewClass`'s word differs from `UIView`'s at any of `entries` (a word that
        /// cannot be read differs).
        private func differs(_ viewClass: UIView.Type, at entries: [Int]) -> Bool {
            for index in entries {
                guard let mine = word(index, viewClass), let base = word(index, UIView.self), mine == base else {
                    return true
                }
            }
            return false
        }

        /// The most words of metadata read: a class object is far smaller than 1 MiB.
        private static let maximumWords = 1 << 17

        /// The words that `probe` changes and every class of `plain` keeps (compared with
        /// `UIView`'s), if there are `count` of them; nil otherwise. Reads the words from 2 (past
        /// the header's kind and superclass) until one cannot be read, at most ``maximumWords``.
        private static func entries(
            changedBy probe: UIView.Type, keptBy plain: [UIView.Type], count: ClosedRange<Int>, _ word: Reader
        ) -> [Int]? {
            var found: [Int] = []
            var index = 2
            while index < maximumWords, let base = word(index, UIView.self) {
                let kept = plain.allSatisfy { word(index, $0) == base }
                guard let changed = word(index, probe) else { break }
                if kept, changed != base { found.append(index) }
                guard found.count <= count.upperBound else { return nil }
                index += 1
            }
            return count.contains(found.count) ? found : nil
        }
    }
}
