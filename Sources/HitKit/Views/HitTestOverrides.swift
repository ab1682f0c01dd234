import Foundation

/// Tells which view classes override ``UIView/hitTest(_:with:)``, so that ``HitTestEngine`` walks
/// every other class itself and only an override adds a stack frame.
///
/// Swift on Linux has no Objective-C runtime to ask whether a class implements a method, and no
/// call can tell "no override" from "an override that calls `super`" (a pass-through view calls
/// `super.hitTest` and then changes the answer). What does tell them apart is the class's method
/// table: a subclass's metadata starts with a copy of its superclass's table, and an override
/// replaces its entry. So the entry for `hitTest(_:with:)` holds `UIView`'s implementation exactly
/// when no class between `UIView` and the class overrides it.
///
/// Which word of the metadata holds that entry is not hard-coded: it is found once, by comparing
/// `UIView` with two private probe subclasses, one overriding `hitTest(_:with:)` and one not; it
/// is the only word that the overriding probe changes and the plain one keeps. If that comparison
/// does not find exactly one such word (another runtime layout), ``overridesHitTest(_:)`` answers
/// `true` for every class but HitKit's own, which is always correct and only costs a frame per
/// subclass on the path, as before.
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

    /// The index of the word of class metadata that holds the `hitTest(_:with:)` entry, or nil if
    /// it could not be found.
    static let hitTestEntryIndex: Int? = findHitTestEntry()

    /// Whether instances of `viewClass` run code of their own in `hitTest(_:with:)`. O(1).
    static func overridesHitTest(_ viewClass: UIView.Type) -> Bool {
        guard let index = hitTestEntryIndex else {
            return !knownWalkableClasses.contains(ObjectIdentifier(viewClass))
        }
        return word(index, of: viewClass) != word(index, of: UIView.self)
    }

    /// The words of class metadata that a `point(inside:with:)` override or a `bounds` override
    /// changes, or nil if they could not be found.
    static let indexSensitiveEntries: [Int]? = findIndexSensitiveEntries()

    /// Whether a ``SubviewSpatialIndex`` must ask instances of `viewClass` in their place rather
    /// than trust a box around their bounds: the class overrides `hitTest(_:with:)`,
    /// `point(inside:with:)` or `bounds` (or, on an unknown runtime layout, is not HitKit's own).
    static func isAlwaysAsked(_ viewClass: UIView.Type) -> Bool {
        if overridesHitTest(viewClass) { return true }
        guard let entries = indexSensitiveEntries else {
            return !knownWalkableClasses.contains(ObjectIdentifier(viewClass))
        }
        for index in entries where word(index, of: viewClass) != word(index, of: UIView.self) { return true }
        return false
    }

    /// Whether `viewClass` keeps `UIView`'s `point(inside:with:)` and `bounds` (on an unknown
    /// runtime layout: whether it is one of HitKit's own classes).
    static func usesDefaultPointInside(_ viewClass: UIView.Type) -> Bool {
        guard let entries = indexSensitiveEntries else {
            return knownWalkableClasses.contains(ObjectIdentifier(viewClass))
        }
        for index in entries where word(index, of: viewClass) != word(index, of: UIView.self) { return false }
        return true
    }

    /// The words of class metadata that the flags probe changes, or nil if none were found.
    static let skipReasonEntries: [Int]? = findSkipReasonEntries()

    private static func findSkipReasonEntries() -> [Int]? {
        let plain: [UIView.Type] = [UIView.self, PlainProbe.self, OverridingProbe.self, PointInsideProbe.self]
        let wordCount = (plain + [FlagsProbe.self]).map(metadataWordCount(of:)).min() ?? 0
        let found = (2..<max(wordCount, 2)).filter { index in
            let base = word(index, of: UIView.self)
            return plain.allSatisfy { word(index, of: $0) == base } && word(index, of: FlagsProbe.self) != base
        }
        return (4...16).contains(found.count) ? found : nil
    }

    /// Whether `viewClass` keeps `UIView`'s `isHidden`, `alpha`, `isUserInteractionEnabled` and
    /// reason to skip a view (on an unknown runtime layout: never).
    static func usesDefaultSkipReason(_ viewClass: UIView.Type) -> Bool {
        guard let entries = skipReasonEntries else { return false }
        for index in entries where word(index, of: viewClass) != word(index, of: UIView.self) { return false }
        return true
    }

    private static func findIndexSensitiveEntries() -> [Int]? {
        let probes: [UIView.Type] = [PointInsideProbe.self, BoundsProbe.self]
        let plain: [UIView.Type] = [UIView.self, PlainProbe.self, OverridingProbe.self]
        let wordCount = (probes + plain).map(metadataWordCount(of:)).min() ?? 0
        var entries: [Int] = []
        for probe in probes {
            let found = (2..<max(wordCount, 2)).filter { index in
                let base = word(index, of: UIView.self)
                return plain.allSatisfy { word(index, of: $0) == base } && word(index, of: probe) != base
            }
            guard (1...4).contains(found.count) else { return nil }
            entries += found
        }
        return entries
    }

    private static func findHitTestEntry() -> Int? {
        let classes: [UIView.Type] = [UIView.self, PlainProbe.self, OverridingProbe.self, PointInsideProbe.self]
        let wordCount = classes.map(metadataWordCount(of:)).min() ?? 0
        // Past the header (kind and superclass words), whose description word every class changes.
        let candidates = (2..<max(wordCount, 2)).filter { index in
            let base = word(index, of: UIView.self)
            return word(index, of: PlainProbe.self) == base && word(index, of: PointInsideProbe.self) == base
                && word(index, of: OverridingProbe.self) != base
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The metadata of a class, as a pointer to its address point.
    private static func metadata(of viewClass: UIView.Type) -> UnsafeRawPointer {
        unsafeBitCast(viewClass as AnyClass, to: UnsafeRawPointer.self)
    }

    private static func word(_ index: Int, of viewClass: UIView.Type) -> UInt {
        metadata(of: viewClass).load(fromByteOffset: index * MemoryLayout<UInt>.stride, as: UInt.self)
    }

    /// How many words of the class's metadata follow its address point: the class object's size
    /// minus its address point, both recorded in the metadata header.
    private static func metadataWordCount(of viewClass: UIView.Type) -> Int {
        guard MemoryLayout<UInt>.size == 8 else { return 0 }
        #if _runtime(_ObjC)
            let sizeOffset = 56  // kind, superclass, two cache words, data; then flags and sizes.
        #else
            let sizeOffset = 32  // kind, superclass, flags (8), instance size and alignment (8).
        #endif
        let base = metadata(of: viewClass)
        let classSize = Int(base.load(fromByteOffset: sizeOffset, as: UInt32.self))
        let addressPoint = Int(base.load(fromByteOffset: sizeOffset + 4, as: UInt32.self))
        guard classSize > addressPoint, classSize - addressPoint < 1 << 20 else { return 0 }
        return (classSize - addressPoint) / MemoryLayout<UInt>.stride
    }
}
