/// The one place HitKit reads the Swift runtime's memory layout: a word of a class's metadata.
///
/// ``HitTestOverrides`` uses it to tell, without calling anything, whether a view class replaced
/// one of `UIView`'s methods: a class's metadata ends with its method table, a subclass's starts
/// as a copy of its superclass's, and an override replaces an entry. Nothing else in HitKit
/// depends on that layout, and every answer built on it has a safe fallback for when it is not
/// what this function expects (see ``word(_:of:)``).
enum ClassMetadata {
    /// Word number `index` of `someClass`'s metadata, counted from its address point, or nil when
    /// that word cannot be read safely: on a 32-bit platform, when the header does not give a
    /// plausible size for the class object, for the header's first two words (kind and
    /// superclass), and past the end of the class object.
    ///
    /// The size comes from the class metadata's header: the class object's size and its address
    /// point, two 32-bit fields after the kind and superclass words (and, with the Objective-C
    /// runtime, after its cache and data words). O(1).
    static func word(_ index: Int, of someClass: AnyClass) -> UInt? {
        guard index >= 2, index < wordCount(of: someClass) else { return nil }
        return base(of: someClass).load(fromByteOffset: index * MemoryLayout<UInt>.stride, as: UInt.self)
    }

    /// The metadata of a class, as a pointer to its address point.
    private static func base(of someClass: AnyClass) -> UnsafeRawPointer {
        unsafeBitCast(someClass, to: UnsafeRawPointer.self)
    }

    /// How many words of the class's metadata follow its address point: the class object's size
    /// minus its address point, both recorded in the metadata header; 0 when they are implausible.
    private static func wordCount(of someClass: AnyClass) -> Int {
        guard MemoryLayout<UInt>.size == 8 else { return 0 }
        #if _runtime(_ObjC)
            let sizeOffset = 56  // kind, superclass, two cache words, data; then flags and sizes.
        #else
            let sizeOffset = 32  // kind, superclass, flags (8), instance size and alignment (8).
        #endif
        let base = base(of: someClass)
        let classSize = Int(base.load(fromByteOffset: sizeOffset, as: UInt32.self))
        let addressPoint = Int(base.load(fromByteOffset: sizeOffset + 4, as: UInt32.self))
        guard classSize > addressPoint, classSize - addressPoint < 1 << 20 else { return 0 }
        return (classSize - addressPoint) / MemoryLayout<UInt>.stride
    }
}
