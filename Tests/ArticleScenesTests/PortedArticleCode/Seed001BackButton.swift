import HitKit

/// takehilo's "[iOS] hitTest(:with:)を具体例で解説する" (Japanese, Qiita,
/// https://qiita.com/takehilo/items/ff90c23ec83809539c3c): RootView, BlackView, FrontButton and
/// BackButton, each logging its `hitTest`, `point(inside:)` and `touchesBegan` with the article's
/// overrides.
///
/// RootView is the window's content and holds BackButton and, in front of it, BlackView, which
/// holds FrontButton. BackButton lies entirely behind BlackView, so it cannot be tapped — until
/// BlackView's `hitTest` returns `nil` for itself (the article's fix).
///
/// Frames, in window coordinates: RootView (0, 0, 320, 480); BlackView (40, 100, 240, 240);
/// FrontButton (110, 190, 100, 60); BackButton (100, 250, 120, 44).
enum Seed001BackButton {
    static let article = "001_0f255b6dad82c9e8.txt"

    static let scenes: [ArticleScene] = [
        ArticleScene(
            id: "001-touch-black-view",
            title: "Touching BlackView away from FrontButton: BlackView, then RootView, get touchesBegan",
            article: article
        ) { stage in
            build(on: stage, blackView: BlackView(frame: blackViewFrame)).tap(x: 60, y: 120)
        },
        ArticleScene(
            id: "001-tap-front-button",
            title: "Tapping FrontButton: the button gets touchesBegan and does not forward it",
            article: article
        ) { stage in
            build(on: stage, blackView: BlackView(frame: blackViewFrame)).tap(x: 160, y: 220)
        },
        ArticleScene(
            id: "001-touch-root-view",
            title: "Touching outside BlackView and BackButton: RootView gets touchesBegan",
            article: article
        ) { stage in
            build(on: stage, blackView: BlackView(frame: blackViewFrame)).tap(x: 20, y: 420)
        },
        ArticleScene(
            id: "001-touch-back-button-behind-black-view",
            title: "Touching BackButton behind BlackView is the first case again: BackButton is never asked",
            article: article
        ) { stage in
            build(on: stage, blackView: BlackView(frame: blackViewFrame)).tap(x: 160, y: 270)
        },
        ArticleScene(
            id: "001-back-button-fix",
            title: "With BlackView returning nil for itself, BackButton behind it gets the touch",
            article: article
        ) { stage in
            build(on: stage, blackView: PassThroughFix.BlackView(frame: blackViewFrame)).tap(x: 160, y: 270)
        },
    ]

    static let blackViewFrame = CGRect(x: 40, y: 100, width: 240, height: 240)

    /// Builds RootView { BackButton, BlackView { FrontButton } } in the stage's window.
    @MainActor
    private static func build(on stage: SceneStage, blackView: UIView) -> SceneStage {
        let rootView = RootView(frame: stage.window.bounds)
        let backButton = BackButton(frame: CGRect(x: 100, y: 250, width: 120, height: 44))
        let frontButton = FrontButton(frame: CGRect(x: 70, y: 90, width: 100, height: 60))
        stage.window.addSubview(rootView)
        rootView.addSubview(backButton)
        rootView.addSubview(blackView)
        blackView.addSubview(frontButton)
        return stage
    }

    // MARK: The article's classes, verbatim

    /// The window's content view; logs its hit test, `point(inside:)` and `touchesBegan`.
    class RootView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            print("RootView hitTest(:with:)")
            return super.hitTest(point, with: event)
        }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let result = super.point(inside: point, with: event)
            print("RootView point(inside:with:): \(result)")
            return result
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            print("RootView touchesBegan(:with:)")
            super.touchesBegan(touches, with: event)
        }
    }

    /// The button on BlackView; as a control, it does not forward `touchesBegan`.
    class FrontButton: UIButton {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            print("FrontButton hitTest(:with:)")
            return super.hitTest(point, with: event)
        }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let result = super.point(inside: point, with: event)
            print("FrontButton point(inside:with:): \(result)")
            return result
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            print("FrontButton touchesBegan(:with:)")
            super.touchesBegan(touches, with: event)
        }
    }

    /// The button behind BlackView; its `touchesBegan` log line is the article's, without `(:with:)`.
    class BackButton: UIButton {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            print("BackButton hitTest(:with:)")
            return super.hitTest(point, with: event)
        }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let result = super.point(inside: point, with: event)
            print("BackButton point(inside:with:): \(result)")
            return result
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            print("BackButton touchesBegan")
            super.touchesBegan(touches, with: event)
        }
    }

    /// The view in front of BackButton, holding FrontButton.
    class BlackView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            print("BlackView hitTest(:with:)")
            return super.hitTest(point, with: event)
        }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let result = super.point(inside: point, with: event)
            print("BlackView point(inside:with:): \(result)")
            return result
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            print("BlackView touchesBegan(:with:)")
            super.touchesBegan(touches, with: event)
        }
    }

    /// The article's fix: BlackView's `hitTest` returns `nil` when BlackView itself is the
    /// result, so RootView goes on to ask BackButton. `point(inside:)` and `touchesBegan` are
    /// BlackView's as before.
    enum PassThroughFix {
        /// BlackView with the article's fixed `hitTest`.
        class BlackView: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                print("BlackView hitTest(:with:)")
                let hitView = super.hitTest(point, with: event)
                if hitView == self {
                    return nil
                }
                return hitView
            }
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let result = super.point(inside: point, with: event)
                print("BlackView point(inside:with:): \(result)")
                return result
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                print("BlackView touchesBegan(:with:)")
                super.touchesBegan(touches, with: event)
            }
        }
    }
}
