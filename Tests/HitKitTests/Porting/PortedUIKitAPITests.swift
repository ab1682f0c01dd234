import Foundation
import HitKit
import HitKitTesting
import Testing

// Each class below is written the way public UIKit code is, compiled with `import HitKit` only.

/// A rating control laid out in `layoutSubviews()`, as most custom controls are: its stars have no
/// frames until the first layout pass, which HitKit runs before the touch is hit-tested.
private final class StarRatingView: UIView {
    private(set) var stars: [UIButton] = []
    private(set) var rating = 0
    private(set) var layoutCount = 0
    private(set) var awoke = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    private func setUp() {
        for index in 0..<5 {
            let star = UIButton(type: .custom)
            star.tag = index + 1
            star.addTarget(self, action: StarRatingView.starTapped, for: .touchUpInside)
            addSubview(star)
            stars.append(star)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        let side = bounds.height
        for (index, star) in stars.enumerated() {
            star.frame = CGRect(x: CGFloat(index) * side, y: 0, width: side, height: side)
        }
    }

    func starTapped(_ sender: UIButton) {
        rating = sender.tag
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {}
}

/// An image view subclass with its own designated initialiser calling `super.init(image:)`.
private final class AvatarView: UIImageView {
    let initials: String
    init(initials: String) {
        self.initials = initials
        super.init(image: UIImage(named: "avatar", in: .main, compatibleWith: nil))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view that reads everything UIKit's touches offer.
private final class SketchView: UIView {
    private(set) var readings: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.preciseLocation(in: self)
        let coalesced = event?.coalescedTouches(for: touch) ?? []
        let predicted = event?.predictedTouches(for: touch) ?? []
        readings.append("began \(point.x),\(point.y) type \(touch.type) radius \(touch.majorRadius)")
        readings.append(
            "force \(touch.force)/\(touch.maximumPossibleForce) coalesced \(coalesced.count) predicted \(predicted.count)"
        )
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let previous = touch.precisePreviousLocation(in: self)
        readings.append("moved from \(previous.x),\(previous.y)")
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesBegan(presses, with: event)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { readings.append("shake") }
    }
}

private final class SettingsViewController: UIViewController {
    let slider = UIControl(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    private(set) var log: [String] = []
    private(set) var memoryWarnings = 0

    let section: String

    init(section: String) {
        self.section = section
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(slider)
        slider.addTarget(self, action: SettingsViewController.valueChanged, for: .valueChanged)
        slider.addTarget(self, action: SettingsViewController.touchedDown, for: .touchDown)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        memoryWarnings += 1
    }

    func valueChanged(_ sender: UIControl) { log.append("valueChanged") }
    func touchedDown(_ sender: UIControl, _ event: UIEvent?) { log.append("touchDown") }
}

@MainActor
@Suite("UIKit API that ported code reaches for (Porting)")
struct PortedUIKitAPITests {
    @Test("layoutSubviews() positions the stars before the first touch is hit-tested")
    func layoutRunsBeforeHitTesting() throws {
        let rating = StarRatingView(frame: CGRect(x: 10, y: 100, width: 250, height: 50))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(rating)
        let generator = try EventGenerator(view: root)
        #expect(rating.stars[3].frame == .zero)
        try generator.fingerTap(at: CGPoint(x: 10 + 175, y: 125))
        #expect(rating.rating == 4)
        #expect(rating.stars[3].frame == CGRect(x: 150, y: 0, width: 50, height: 50))
        try generator.fingerTap(at: CGPoint(x: 10 + 25, y: 125))
        #expect(rating.rating == 1)
        #expect(rating.layoutCount == 1)  // nothing asked for layout again
        try generator.assertNoLeftovers()
    }

    @Test("setNeedsLayout(), a new size and layoutIfNeeded() lay out again, at once or before the next touch")
    func layoutTriggers() throws {
        let rating = StarRatingView(frame: CGRect(x: 0, y: 0, width: 250, height: 50))
        rating.layoutIfNeeded()
        #expect(rating.layoutCount == 1)
        rating.layoutIfNeeded()
        #expect(rating.layoutCount == 1)
        rating.setNeedsLayout()
        rating.layoutIfNeeded()
        #expect(rating.layoutCount == 2)
        rating.frame = CGRect(x: 0, y: 0, width: 500, height: 100)
        let generator = try EventGenerator(view: rating)
        try generator.fingerTap(at: CGPoint(x: 450, y: 50))
        #expect(rating.layoutCount == 3)
        #expect(rating.rating == 5)
    }

    @Test("init?(coder:) and super.init(coder:) compile and give UIKit's defaults; awakeFromNib is overridable")
    func coderInitialiser() throws {
        let rating = try #require(StarRatingView(coder: NSCoder()))
        #expect(rating.stars.count == 5)
        #expect(rating.frame == .zero)
        rating.awakeFromNib()
        #expect(rating.awoke)
        let label = try #require(UILabel(coder: NSCoder()))
        #expect(!label.isUserInteractionEnabled)
    }

    @Test("A UIImageView subclass calls super.init(image:), sized to the image and not interactive")
    func imageViewDesignatedInitialiser() {
        let avatar = AvatarView(initials: "AB")
        #expect(avatar.image?.name == "avatar")
        #expect(!avatar.isUserInteractionEnabled)
    }

    @Test("Touch properties: type, radius, force, precise locations, coalesced and predicted touches")
    func touchProperties() throws {
        let sketch = SketchView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let generator = try EventGenerator(view: sketch)
        try generator.fingerDrag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 20), duration: 1.0 / 60)
        #expect(
            sketch.readings == [
                "began 10.0,20.0 type direct radius 20.0", "force 0.0/0.0 coalesced 1 predicted 0",
                "moved from 10.0,20.0",
            ])
        sketch.motionBegan(.motionShake, with: UIEvent())
        sketch.pressesBegan([], with: nil)
        #expect(sketch.readings.last == "shake")
    }

    @Test("UITouch() and UIEvent() can be made by hand to call a responder directly")
    func handMadeTouchAndEvent() {
        let sketch = SketchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let touch = UITouch()
        sketch.touchesBegan([touch], with: UIEvent())
        #expect(sketch.readings.first == "began 0.0,0.0 type direct radius 20.0")
        #expect(UIEvent().allTouches?.isEmpty == true)
        #expect(UIEvent().coalescedTouches(for: touch) == nil)
    }

    @Test(
        "A controller made with init(nibName:bundle:) wires typed actions; removeTarget, sendAction and actions(forTarget:) work"
    )
    func controlActionQueries() throws {
        let controller = SettingsViewController(section: "Display")
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerTap(at: controller.slider)
        #expect(controller.log == ["touchDown"])
        #expect(controller.slider.actions(forTarget: controller, forControlEvent: .valueChanged)?.count == 1)
        #expect(controller.slider.actions(forTarget: controller, forControlEvent: .touchDown)?.count == 1)
        #expect(controller.slider.actions(forTarget: nil, forControlEvent: .valueChanged) == nil)
        // UIKit: if !slider.allTargets.contains(self) { slider.addTarget(self, action: …, for: …) }
        #expect(controller.slider.allTargets.contains(controller))
        #expect(controller.slider.allTargets == [controller])

        // UIKit: slider.sendAction(#selector(valueChanged(_:)), to: self, for: nil)
        controller.slider.sendAction(SettingsViewController.valueChanged, to: controller, for: nil)
        // A nil target goes up the responder chain, to the slider's view controller.
        controller.slider.sendAction(SettingsViewController.valueChanged, to: nil, for: nil)
        #expect(controller.log == ["touchDown", "valueChanged", "valueChanged"])

        // UIKit: slider.removeTarget(self, action: #selector(touchedDown(_:_:)), for: .touchDown)
        controller.slider.removeTarget(controller, action: SettingsViewController.touchedDown, for: .touchDown)
        #expect(controller.slider.actions(forTarget: controller, forControlEvent: .touchDown) == nil)
        #expect(controller.slider.actions(forTarget: controller, forControlEvent: .valueChanged)?.count == 1)
        generator.wait(1)
        try generator.fingerTap(at: controller.slider)
        #expect(controller.log.count == 3)

        controller.didReceiveMemoryWarning()
        #expect(controller.memoryWarnings == 1)
    }

    @Test("endEditing(_:) makes the subtree's first responder resign; with force even a reluctant one")
    func endEditing() throws {
        final class Field: UIView {
            var resigns = true
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { resigns }
        }
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        form.addSubview(field)
        let generator = try EventGenerator(view: form)
        #expect(field.becomeFirstResponder())
        field.resigns = false
        #expect(!form.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(form.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(generator.window.endEditing(false))
    }

    @Test("A recognizer whose allowedTouchTypes leave out direct touches never sees a finger")
    func allowedTouchTypes() throws {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var pencilTaps = 0
        var fingerTaps = 0
        let pencil = UITapGestureRecognizer { _ in pencilTaps += 1 }
        pencil.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        pencil.requiresExclusiveTouchType = false
        pencil.buttonMaskRequired = [.primary]
        let finger = UITapGestureRecognizer { _ in fingerTaps += 1 }
        canvas.addGestureRecognizer(pencil)
        canvas.addGestureRecognizer(finger)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        canvas.addGestureRecognizer(pan)
        let generator = try EventGenerator(view: canvas)
        try generator.fingerTap(at: CGPoint(x: 100, y: 100))
        #expect(pencilTaps == 0)
        #expect(fingerTaps == 1)
    }

    @Test("Geometry: CGVector, UIScreen.main, the window's screen and converting to a coordinate space")
    func geometryAndScreen() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        root.addSubview(inner)
        let generator = try EventGenerator(view: root)
        generator.window.frame.origin = CGPoint(x: 5, y: 5)
        let screen = UIScreen.main
        #expect(screen.bounds.width > 0 && screen.scale >= 1)
        #expect(generator.window.screen === UIScreen.main)
        let space: any UICoordinateSpace = screen.coordinateSpace
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: space) == CGPoint(x: 16, y: 26))
        #expect(inner.convert(CGPoint(x: 16, y: 26), from: space) == CGPoint(x: 1, y: 1))
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 11, y: 21))
        let otherView: any UICoordinateSpace = root
        #expect(
            inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: otherView)
                == CGRect(x: 10, y: 20, width: 10, height: 10))
        let push = CGVector(dx: 3, dy: -4)
        #expect(hypot(push.dx, push.dy) == 5)
    }

    @Test("semanticContentAttribute and userInterfaceLayoutDirection(for:)")
    func layoutDirection() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute) == .rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    }
}
