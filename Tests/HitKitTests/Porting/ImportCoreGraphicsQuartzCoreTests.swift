// The test of PortedProgressRing.swift, a file that imports CoreGraphics and QuartzCore.
#if os(Linux)
    import HitKit
    import Testing

    @MainActor
    @Suite("A file importing CoreGraphics and QuartzCore compiles (Porting)")
    struct ImportCoreGraphicsQuartzCoreTests {
        @Test("Layer code written against CoreGraphics and QuartzCore builds and keeps its values")
        func progressRing() {
            let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            ring.progress = 0.5
            let color: CGColor = makeRingColor()
            let path = makeRingHitArea()
            #expect(path.contains(CGPoint(x: 5, y: 5)))
            #expect(color.alpha == 1)
            #expect(ring.layer.sublayers?.count == 2)
            #expect(abs(ring.frame.width - 100) < 1e-9 && abs(ring.frame.minX) < 1e-9)  // turned half a turn
        }
    }
#endif
