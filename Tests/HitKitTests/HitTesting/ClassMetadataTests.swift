import Testing

@testable import HitKit

/// The class-metadata reading behind the walk's shortcuts is one function, and every answer built
/// on it falls back to the safe side when the words are not what it expects.
@MainActor
@Suite("Class metadata and the override layout")
struct ClassMetadataTests {
    final class Plain: UIView {}

    final class PassThrough: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    final class Enlarged: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    final class AlwaysHidden: UIView {
        override var isHidden: Bool {
            get { true }
            set {}
        }
    }

    @Test("A word of class metadata is read only inside the class object, past its header")
    func wordsAreBounded() throws {
        #expect(ClassMetadata.word(-1, of: UIView.self) == nil)
        #expect(ClassMetadata.word(0, of: UIView.self) == nil)
        #expect(ClassMetadata.word(1, of: UIView.self) == nil)
        #expect(ClassMetadata.word(1 << 20, of: UIView.self) == nil)
        let entry = try #require(HitTestOverrides.hitTestEntryIndex)
        #expect(ClassMetadata.word(entry, of: UIView.self) != nil)
        #expect(ClassMetadata.word(entry, of: Plain.self) == ClassMetadata.word(entry, of: UIView.self))
        #expect(ClassMetadata.word(entry, of: PassThrough.self) != ClassMetadata.word(entry, of: UIView.self))
    }

    @Test("The layout read from this runtime tells overrides apart")
    func liveLayout() {
        let layout = HitTestOverrides.live
        #expect(layout.hitTestEntry != nil && layout.indexSensitiveEntries != nil && layout.skipReasonEntries != nil)
        #expect(!layout.overridesHitTest(Plain.self) && layout.overridesHitTest(PassThrough.self))
        #expect(layout.usesDefaultPointInside(Plain.self) && !layout.usesDefaultPointInside(Enlarged.self))
        #expect(layout.usesDefaultSkipReason(Plain.self) && !layout.usesDefaultSkipReason(AlwaysHidden.self))
    }

    /// The answers when the layout is unknown: each one on the safe side.
    private func expectSafeFallback(_ layout: HitTestOverrides.Layout) {
        #expect(layout.hitTestEntry == nil && layout.indexSensitiveEntries == nil && layout.skipReasonEntries == nil)
        // HitKit's own classes are still walked in place ...
        for viewClass: UIView.Type in [UIView.self, UIWindow.self, UIControl.self, UIButton.self, UILabel.self] {
            #expect(!layout.overridesHitTest(viewClass))
        }
        #expect(layout.usesDefaultPointInside(UIView.self))
        // ... and every other class is called, asked for point(inside:with:) and for its flags.
        for viewClass: UIView.Type in [Plain.self, PassThrough.self, Enlarged.self, AlwaysHidden.self] {
            #expect(layout.overridesHitTest(viewClass))
            #expect(layout.isAlwaysAsked(viewClass))
            #expect(!layout.usesDefaultPointInside(viewClass))
            #expect(!layout.usesDefaultSkipReason(viewClass))
        }
        #expect(!layout.usesDefaultSkipReason(UIView.self))
    }

    @Test("A reader that cannot read the metadata leaves every answer on the safe side")
    func unreadableMetadata() {
        expectSafeFallback(HitTestOverrides.Layout(reading: { _, _ in nil }))
    }

    @Test("Metadata whose words single nothing out (another runtime layout) leaves every answer on the safe side")
    func unrecognisedMetadata() {
        // Every class looks the same: no word tells an override apart.
        expectSafeFallback(HitTestOverrides.Layout(reading: { index, _ in index < 64 ? UInt(index) : nil }))
        // Every class looks different in every word: too many candidates for any entry.
        expectSafeFallback(
            HitTestOverrides.Layout(reading: { index, viewClass in
                index < 64 ? UInt(bitPattern: ObjectIdentifier(viewClass).hashValue) &+ UInt(index) : nil
            }))
    }
}
