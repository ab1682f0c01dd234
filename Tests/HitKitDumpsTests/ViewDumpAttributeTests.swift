import Foundation
import Testing

@testable import HitKitDumps

@Suite("Reading a view's attributes")
struct ViewDumpAttributeTests {
    private func only(_ extra: String, frame: String = "0 0; 10 10") throws -> DumpedView {
        try ViewDump.parse(line("UIView", extra, frame: frame)).root
    }

    @Test("Class name and address are read from the description's head")
    func classAndAddress() throws {
        let view = try ViewDump.parse("<UIView: 0x7fb2c0d0a3e0; frame = (0 0; 375 667)>").root
        #expect(view.className == "UIView")
        #expect(view.address == "0x7fb2c0d0a3e0")
        #expect(view.line == 1 && view.column == 1)
        #expect(view.displayName == "UIView 0x7fb2c0d0a3e0 (line 1)")
    }

    @Test("Frames with fractional and negative numbers")
    func frames() throws {
        #expect(
            try only("", frame: "137.5 -20; 0.333333 44").frame == CGRect(x: 137.5, y: -20, width: 0.333333, height: 44)
        )
        #expect(try only("", frame: "-12.5 -12.5; 25 25").frame == CGRect(x: -12.5, y: -12.5, width: 25, height: 25))
        #expect(try only("", frame: "0 1e+03; 10 10").frame.minY == 1000)
    }

    @Test("A printed bounds gives the bounds origin")
    func bounds() throws {
        let view = try only("bounds = {{0, -64}, {375, 667}}")
        #expect(view.printedBounds == CGRect(x: 0, y: -64, width: 375, height: 667))
        #expect(try only("").printedBounds == nil)
    }

    @Test("Flags take UIKit's defaults when not printed")
    func defaults() throws {
        let view = try only("")
        #expect(!view.isHidden && view.alpha == 1 && view.isUserInteractionEnabled && view.isOpaque)
        #expect(!view.clipsToBounds && view.transform == nil && view.tag == 0 && view.autoresizing.isEmpty)
        #expect(view.text == nil && view.gestureRecognizersAddress == nil && view.baseClassName == nil)
    }

    @Test("hidden, userInteractionEnabled, opaque and clipsToBounds are read as YES or NO")
    func flags() throws {
        let view = try only("hidden = YES; userInteractionEnabled = NO; opaque = NO; clipsToBounds = YES")
        #expect(view.isHidden && !view.isUserInteractionEnabled && !view.isOpaque && view.clipsToBounds)
    }

    @Test("alpha takes any number")
    func alpha() throws {
        #expect(try only("alpha = 0").alpha == 0)
        #expect(try only("alpha = 0.5").alpha == 0.5)
        #expect(try only("alpha = 0.01").alpha == 0.01)
    }

    @Test("transform is read as [a, b, c, d, tx, ty]")
    func transform() throws {
        let view = try only("transform = [0.866025, 0.5, -0.5, 0.866025, 10, -4.5]")
        #expect(view.transform == DumpedTransform(a: 0.866025, b: 0.5, c: -0.5, d: 0.866025, tx: 10, ty: -4.5))
        #expect(view.transform?.isIdentity == false)
    }

    @Test("tag and autoresize are read")
    func tagAndAutoresize() throws {
        let view = try only("autoresize = LM+W+RM+TM+H+BM; tag = 1886548836")
        #expect(view.tag == 1_886_548_836)
        #expect(
            view.autoresizing == [
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
                .flexibleBottomMargin,
            ])
        #expect(try only("autoresize = W+H").autoresizing == [.flexibleWidth, .flexibleHeight])
        #expect(try only("tag = -3").tag == -3)
    }

    @Test("gestureRecognizers and layer give their class and address")
    func references() throws {
        let view = try ViewDump.parse(
            "<UIWindow: 0x1; frame = (0 0; 1 1); gestureRecognizers = <NSArray: 0x600000c4e2b0>; "
                + "layer = <UIWindowLayer: 0x600000c4e1f0>>"
        ).root
        #expect(view.gestureRecognizersAddress == "0x600000c4e2b0")
        #expect(view.layerClassName == "UIWindowLayer" && view.layerAddress == "0x600000c4e1f0")
    }

    @Test("Quoted text may hold semicolons, angle brackets and quotes")
    func quotedText() throws {
        #expect(try only("text = 'Hello'").text == "Hello")
        #expect(try only("text = 'Status: ready; tap <Save>'").text == "Status: ready; tap <Save>")
        #expect(try only("text = 'Don't stop'").text == "Don't stop")
        #expect(try only("text = ''").text == "")
        let end = try ViewDump.parse("<UILabel: 0x1; frame = (0 0; 1 1); text = 'last'>").root
        #expect(end.text == "last")
    }

    @Test("baseClass names the UIKit class of a custom class")
    func baseClass() throws {
        #expect(try only("baseClass = UIWindow").baseClassName == "UIWindow")
    }

    @Test("Scroll views' colon attributes are read")
    func scrollViewAttributes() throws {
        let view = try ViewDump.parse(
            "<UITableView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x2>; contentOffset: {0, -64}; "
                + "contentSize: {375, 533.5}; adjustedContentInset: {64, 0, 0, 0}; contentInset: {1, 2, 3, 4}>"
        ).root
        #expect(view.contentOffset == CGPoint(x: 0, y: -64))
        #expect(view.contentSize == CGSize(width: 375, height: 533.5))
        #expect(view.adjustedContentInset == DumpedEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(view.contentInset == DumpedEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.attribute("contentOffset")?.separator == .colon)
        #expect(view.attribute("frame")?.separator == .equals)
    }

    @Test("animations in braces are kept whole, semicolons and all")
    func animations() throws {
        let view = try only(
            "animations = { position=<CABasicAnimation: 0x600000a3c1e0>; bounds.size=<CABasicAnimation: 0x600000a3c2a0>; }; tag = 3"
        )
        #expect(
            view.attribute("animations")?.rawValue
                == "{ position=<CABasicAnimation: 0x600000a3c1e0>; bounds.size=<CABasicAnimation: 0x600000a3c2a0>; }")
        #expect(view.tag == 3)
        let motion = try only("animations = { <UIMotionEffectGroup: 0x78f8e9e0>=<CAAnimationGroup: 0x78eb4890>; }")
        #expect(motion.attribute("animations") != nil)
    }

    @Test("animations name the key paths a view was animating when dumped; motion effects and odd entries are not")
    func animatedKeyPaths() throws {
        let view = try only(
            "animations = { position=<CABasicAnimation: 0x600000a3c1e0>; bounds.size=<CABasicAnimation: 0x600000a3c2a0>; }"
        )
        #expect(view.animatedKeyPaths == ["position", "bounds.size"])
        #expect(view.unknownAttributes.isEmpty)
        let motion = try only(
            "animations = { <UIMotionEffectGroup: 0x78f8e9e0>=<CAAnimationGroup: 0x78eb4890>; opacity=<CABasicAnimation: 0x1>; }"
        )
        #expect(motion.animatedKeyPaths == ["opacity"])
        for odd in [
            "animations = none", "animations = { position; =<CABasicAnimation: 0x1>; a b=<X: 0x2>; }",
            "animations = { position=CABasicAnimation; }",
        ] {
            #expect(try only(odd).animatedKeyPaths.isEmpty, "\(odd)")
        }
        #expect(try only("tag = 1").animatedKeyPaths.isEmpty)
    }

    @Test("Colours with spaces are kept as written")
    func colours() throws {
        let view = try only(
            "backgroundColor = UIExtendedGrayColorSpace 0 0; tintColor = UIExtendedSRGBColorSpace 1 1 1 1")
        #expect(view.attribute("backgroundColor")?.rawValue == "UIExtendedGrayColorSpace 0 0")
        #expect(view.attribute("tintColor")?.rawValue == "UIExtendedSRGBColorSpace 1 1 1 1")
    }

    @Test("Unknown attributes are kept in order with their position, and ignored")
    func unknownAttributes() throws {
        let view = try only("layout = BackButtonLeading; _privateThing = <Foo: 0x1; bar = (1; 2)>")
        #expect(view.unknownAttributes.map(\.key) == ["layout", "_privateThing"])
        #expect(view.unknownAttributes.map(\.rawValue) == ["BackButtonLeading", "<Foo: 0x1; bar = (1; 2)>"])
        #expect(view.attributes.map(\.key) == ["frame", "layout", "_privateThing", "layer"])
        #expect(view.attribute("layout")?.line == 1)
        #expect(view.attribute("layout")?.column == 46)
        #expect(view.attribute("layout")?.text == "layout = BackButtonLeading")
    }

    @Test("A description of a description takes the inner class and address")
    func descriptionOfDescription() throws {
        let view = try ViewDump.parse(
            "<<UINavigationItemView: 0x7fb2c0e13c20>: frame = (150.5 8; 74 27); opaque = NO; layer = <CALayer: 0x2>>"
        ).root
        #expect(view.className == "UINavigationItemView" && view.address == "0x7fb2c0e13c20")
        #expect(view.frame == CGRect(x: 150.5, y: 8, width: 74, height: 27) && !view.isOpaque)
        let addressed = try ViewDump.parse("<<UIView: 0x1>: 0x2; frame = (0 0; 1 1)>").root
        #expect(addressed.className == "UIView" && addressed.address == "0x1")
    }

    @Test("Swift class names with modules and generic arguments")
    func swiftClassNames() throws {
        let dump = try parseFixture("po-value-for-key")
        #expect(dump.root.className == "MyApp.CardView" && dump.root.baseClassName == "UIView")
        #expect(
            dump.views[3].className
                == "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<MyApp.BadgeView, "
                + "SwiftUI._EnvironmentKeyWritingModifier<Swift.Optional<SwiftUI.Color>>>>")
        #expect(dump.views[3].frame == CGRect(x: -12.5, y: -12.5, width: 25, height: 25))
        #expect(dump.views[2].text == "€4.99" && dump.views[2].tag == 42)
    }

    @Test("An old description ending with '; >' is accepted")
    func emptyLastAttribute() throws {
        let view = try ViewDump.parse("<UIWebView: 0x68220e0; frame = (0 0; 320 460); >").root
        #expect(view.frame.width == 320 && view.attributes.count == 1)
    }
}
