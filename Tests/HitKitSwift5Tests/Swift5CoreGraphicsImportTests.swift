// The test of Swift5PortedDial.swift, a Swift 5 file that imports CoreGraphics and QuartzCore.
#if os(Linux)
    import HitKit
    import HitKitTesting
    import Testing

    @MainActor
    @Suite("Swift 5 language mode: a file importing CoreGraphics and QuartzCore")
    struct Swift5CoreGraphicsImportTests {
        @Test("A dial written against CoreGraphics and QuartzCore takes touches on its circle only")
        func dial() throws {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let dial = Swift5Dial(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            root.addSubview(dial)
            var changes = 0
            dial.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            let generator = try EventGenerator(view: root)
            try generator.fingerTap(at: CGPoint(x: 52, y: 52))  // the square's corner, off the circle
            #expect(changes == 0)
            try generator.fingerTap(at: CGPoint(x: 140, y: 100))  // on the circle, right of the centre
            #expect(changes == 1)
            #expect(abs(dial.angle) < 1e-9)
            #expect(dial.knobLayer.position == CGPoint(x: 50, y: 10))
            try generator.assertNoLeftovers()
        }
    }
#endif
