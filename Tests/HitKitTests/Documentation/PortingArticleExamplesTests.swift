// porting test example begin
import HitKit
import HitKitTesting
import Testing

@MainActor
@Test("A tap on Save runs its action once")
func tapOnSaveRunsItsAction() throws {
    var saves = 0
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let save = UIButton(primaryAction: UIAction(title: "Save") { _ in saves += 1 })
    save.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
    root.addSubview(save)

    let generator = try EventGenerator(view: root)
    try generator.fingerTap(at: save)  // the button's visible centre, checked to be hittable
    #expect(saves == 1)
    try generator.assertNoLeftovers()
}
// porting test example end

// porting editor begin
final class EditorViewController: UIViewController {
    let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        saveButton.setTitle("Save", for: .normal)
        // UIKit: saveButton.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)
        saveButton.addTarget(self, action: EditorViewController.save, for: .touchUpInside)
        view.addSubview(saveButton)

        // UIKit: UITapGestureRecognizer(target: self, action: #selector(backgroundTapped(_:)))
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: EditorViewController.backgroundTapped)
        view.addGestureRecognizer(tap)

        // Or closures, as UIKit allows since iOS 14 for controls:
        saveButton.addAction(UIAction { _ in print("saving") }, for: .touchUpInside)
    }

    func save(_ sender: UIButton) { print("save tapped:", sender.currentTitle ?? "") }

    func backgroundTapped(_ recognizer: UIGestureRecognizer) { print("background tapped") }
}
// porting editor end

// porting photo view begin
final class PhotoView: UIView {
    let photo = UIView(frame: .zero)
    private(set) var chromeHidden = true
    private var hideTimer: ClockTimer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(photo)
        // UIKit: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        photo.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PhotoView.handlePan))
        // UIKit: UITapGestureRecognizer(target: self, action: #selector(showChrome))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PhotoView.showChrome))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { NotificationCenter.default.removeObserver(self) }

    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = bounds.insetBy(dx: 20, dy: 20)
    }

    // UIKit: @objc func handlePan(_ recognizer: UIPanGestureRecognizer)
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: self)
        photo.center = CGPoint(x: photo.center.x + translation.x, y: photo.center.y + translation.y)
        recognizer.setTranslation(.zero, in: self)
    }

    // UIKit: @objc func showChrome()
    func showChrome() {
        chromeHidden = false
        hideTimer?.invalidate()
        guard let clock = window?.application?.clock else { return }
        // UIKit: hideTimer = Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { [weak self] _ in … }
        hideTimer = ClockTimer.scheduledTimer(withTimeInterval: 3, repeats: false, on: clock) { [weak self] _ in
            self?.chromeHidden = true
        }
    }
}
// porting photo view end

// porting nil target declaration begin
final class DocumentViewController: UIViewController {
    func save(_ sender: Any?) { print("document saved") }
}
// porting nil target declaration end

/// The code blocks of the porting article (PortingUIKitCode.md), compiled and run here between
/// begin/end markers; tests read the article and check it shows exactly this code.
@MainActor
@Suite("Porting article examples (Documentation)")
struct PortingArticleExamplesTests {
    private let articleName = "PortingUIKitCode"

    private func tap(_ app: UIApplication, at point: CGPoint, time: TimeInterval) {
        app.send(PointerSample(pointerID: 1, phase: .down, location: point, timestamp: time))
        app.send(PointerSample(pointerID: 1, phase: .up, location: point, timestamp: time + 0.05))
    }

    @Test("The editor's button runs its target–action and closure; a background tap runs the recognizer's")
    func editorExampleRuns() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let editor = EditorViewController()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        let onButton = PrintedLines.capture { tap(app, at: CGPoint(x: 70, y: 62), time: 1) }
        #expect(onButton == ["save tapped: Save", "saving"])
        let onBackground = PrintedLines.capture {
            tap(app, at: CGPoint(x: 200, y: 300), time: 3)
            app.advanceTime(to: 4)
        }
        #expect(onBackground == ["background tapped"])
    }

    @Test("PortingUIKitCode.md shows exactly the editor controller this test compiles")
    func editorCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName)
            .block(startingWith: "final class EditorViewController: UIViewController {")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("porting editor", in: #filePath)))
    }

    @Test("The nil-targeted action and sendAction(_:to:from:for:) both reach the button's view controller")
    func nilTargetExampleRuns() {
        let printed = PrintedLines.capture {
            // porting nil target usage begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let document = DocumentViewController()
            window.rootViewController = document
            let saveButton = UIButton(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
            document.view.addSubview(saveButton)
            window.makeKeyAndVisible()

            // UIKit: saveButton.addTarget(nil, action: #selector(DocumentViewController.save(_:)), for: .touchUpInside)
            saveButton.addTarget(nil, action: DocumentViewController.save, for: .touchUpInside)
            saveButton.sendActions(for: .touchUpInside)  // prints "document saved"

            // UIKit: UIApplication.shared.sendAction(#selector(DocumentViewController.save(_:)), to: nil, from: saveButton, for: nil)
            app.sendAction(DocumentViewController.save, to: nil, from: saveButton, for: nil)  // prints "document saved"
            // porting nil target usage end
        }
        #expect(printed == ["document saved", "document saved"])
    }

    @Test("PortingUIKitCode.md shows exactly the nil-targeted action code this test runs")
    func nilTargetCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName)
            .block(startingWith: "final class DocumentViewController: UIViewController {")
        let tested =
            try DocumentationText.markedCode("porting nil target declaration", in: #filePath) + [""]
            + DocumentationText.markedCode("porting nil target usage", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
    }

    @Test("The transform example prints true: the frame is the transformed bounding box")
    func transformExampleRuns() {
        let printed = PrintedLines.capture {
            // porting transform begin
            let badge = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            badge.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 2)
            print(badge.frame.width > 40)  // true: the frame is the transformed bounding box
            // porting transform end
        }
        #expect(printed == ["true"])
    }

    @Test("PortingUIKitCode.md shows exactly the transform code this test runs")
    func transformCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName)
            .block(startingWith: "let badge = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("porting transform", in: #filePath)))
    }

    @Test("The fresh-application example makes a key window of its own application")
    func freshApplicationExampleRuns() {
        // porting fresh application begin
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        // porting fresh application end
        #expect(app.keyWindow === window)
        #expect(app !== UIApplication.shared)
    }

    @Test("PortingUIKitCode.md shows exactly the fresh-application code this test runs")
    func freshApplicationCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(
            startingWith: "let app = UIApplication()")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("porting fresh application", in: #filePath)))
    }

    @Test("PortingUIKitCode.md shows exactly the test function this file compiles and runs")
    func testExampleMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "import HitKit")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("porting test example", in: #filePath)))
    }

    @Test("The ported photo view lays out before the first touch, pans its photo and hides its chrome on the clock")
    func photoViewExampleRuns() throws {
        let view = PhotoView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let generator = try EventGenerator(view: view)
        try generator.fingerDrag(from: CGPoint(x: 160, y: 240), to: CGPoint(x: 200, y: 260), duration: 0.2)
        #expect(view.photo.frame == CGRect(x: 60, y: 40, width: 280, height: 440))
        #expect(view.chromeHidden)
        generator.wait(1)
        try generator.fingerTap(at: CGPoint(x: 10, y: 10))
        #expect(!view.chromeHidden)
        generator.wait(2.9)
        #expect(!view.chromeHidden)
        generator.wait(0.2)
        #expect(view.chromeHidden)
        try generator.assertNoLeftovers()
    }

    @Test("PortingUIKitCode.md shows exactly the photo view this test compiles and runs")
    func photoViewCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "final class PhotoView: UIView {")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("porting photo view", in: #filePath)))
    }

    @Test("The round button of the Layers section is hit only inside its circle")
    func roundButtonExampleRuns() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = CircularButton(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === button)
    }

    @Test("PortingUIKitCode.md shows exactly the round button this test compiles and runs")
    func roundButtonCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(
            startingWith: "final class CircularButton: UIButton {")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("porting round button", in: #filePath)))
    }

    @Test("The porting article's scene delegate makes its key window when the application connects a scene")
    func sceneDelegateExampleRuns() throws {
        // porting connect scene begin
        let host = UIApplication()
        let scene = host.connectScene(delegate: SceneDelegate())  // willConnectTo, willEnterForeground, didBecomeActive
        // porting connect scene end
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.keyWindow?.rootViewController != nil)
        #expect(host.connectedScenes == [scene])
    }

    @Test("PortingUIKitCode.md shows exactly the scene delegate and connection this test compiles and runs")
    func sceneDelegateCodeMatchesArticle() throws {
        let article = try DocumentationText.article(articleName)
        let delegate = try article.block(
            startingWith: "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {")
        #expect(delegate.lines == (try DocumentationText.markedCode("porting scene delegate", in: #filePath)))
        let connect = try article.block(startingWith: "let host = UIApplication()")
        #expect(connect.lines == (try DocumentationText.markedCode("porting connect scene", in: #filePath)))
    }

    @Test("PortingUIKitCode.md has exactly the ten Swift blocks these tests check")
    func articleHasNoUncheckedBlocks() throws {
        // The seventh, the table view cell, is checked by TableArticleExamplesTests.
        #expect(try DocumentationText.article(articleName).blocks().count == 10)
    }
}

// porting scene delegate begin
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
}
// porting scene delegate end

// porting round button begin
final class CircularButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}
// porting round button end

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
