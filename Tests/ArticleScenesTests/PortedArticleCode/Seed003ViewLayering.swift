import HitKit

/// jake-kim's "[iOS - swift] View Layering 테크닉 (+ gesture, Interaction, isUserInteractionEnabled
/// 처리)" (Korean, https://ios-development.tistory.com/978): layering a screen with
/// `PassThroughView`s, so buttons on a lower layer stay tappable under a full-screen upper layer;
/// and a parent with `isUserInteractionEnabled = false` silencing its subviews.
///
/// The article's `ViewController` snippet is kept verbatim: its property closures (with
/// `view.backgroundColor = .clear` and `view.translatesAutoresizingMaskIntoConstraints = false`,
/// which HitKit stores without drawing or laying out) and its `viewDidLoad` lines. The article's
/// full project pins the layers to the screen with Auto Layout constraints that the snippet does
/// not show; HitKit has no layout engine, so
/// ``Seed003ViewLayering/ViewController/layOutForScene()`` sets the frames those constraints would
/// give. The views the snippet adds but does not declare are declared here: `backgroundImageView`
/// is a `UIImageView`, whose `isUserInteractionEnabled` is `false` by default, so a touch on it
/// falls through to the layers and on to `self.view`.
///
/// The gesture scenes put a `UITapGestureRecognizer` on `someView` (the article's
/// "제스처 이벤트 수신 불가": under a parent that takes no touches, recognizers never fire).
///
/// Each scene logs `touch.view = <view>` for every touch (from HitKit's dispatch trace), then
/// `<button> tapped` when a button's action runs.
///
/// Frames, in window coordinates: `self.view`, both layers and `backgroundImageView` fill the
/// 320 × 480 window; `backgroundButton` (40, 300, 240, 50) on the first layer; `someButton`
/// (40, 100, 240, 50) on the second.
enum Seed003ViewLayering {
    static let article = "003_010d9b0ebe3b906e.txt"

    static let onBackgroundButton = CGPoint(x: 160, y: 325)
    static let onSomeButton = CGPoint(x: 160, y: 125)
    static let awayFromButtons = CGPoint(x: 160, y: 220)

    static let scenes: [ArticleScene] = [
        ArticleScene(
            id: "003-pass-through-layers-both-buttons-work",
            title: "Buttons on both PassThroughView layers get their taps; elsewhere the touch falls to self.view",
            article: article
        ) { stage in
            let controller = ViewController()
            stage.window.rootViewController = controller
            controller.layOutForScene()
            stage.logTrace(.touchView)
            stage.tap(at: onBackgroundButton)
            stage.tap(at: onSomeButton)
            stage.tap(at: awayFromButtons)
        },
        ArticleScene(
            id: "003-pass-through-layers-recognizers-work",
            title: "Recognizers on both PassThroughView layers fire, and both buttons still get their taps",
            article: article
        ) { stage in
            let controller = ViewController()
            stage.window.rootViewController = controller
            controller.layOutForScene()
            controller.addRecognizersForScene()
            stage.logTrace(.touchView)
            stage.tap(at: awayFromButtons)
            stage.drag(from: onSomeButton, to: CGPoint(x: 160, y: 225))
            stage.tap(at: onSomeButton)
            stage.tap(at: onBackgroundButton)
        },
        ArticleScene(
            id: "003-plain-upper-layer-blocks-lower-button",
            title: "Without PassThroughView, a full-screen upper layer takes the tap meant for the button under it",
            article: article
        ) { stage in
            let view = UIView(frame: stage.window.bounds)
            let lowerLayer = UIView(frame: view.bounds)
            let upperLayer = UIView(frame: view.bounds)
            upperLayer.accessibilityIdentifier = "topView"
            stage.window.addSubview(view)
            view.addSubview(lowerLayer)
            lowerLayer.addSubview(
                loggingButton("backgroundButton", frame: CGRect(x: 40, y: 300, width: 240, height: 50)))
            view.addSubview(upperLayer)
            stage.logTrace(.touchView)
            stage.tap(at: onBackgroundButton)
        },
        ArticleScene(
            id: "003-user-interaction-disabled-parent-silences-button",
            title: "self.view.isUserInteractionEnabled = false: its button gets no touch, the window does",
            article: article
        ) { stage in
            let controller = DisabledViewController()
            stage.window.rootViewController = controller
            stage.logTrace(.touchView)
            stage.tap(at: onSomeButton)
        },
        ArticleScene(
            id: "003-tap-gesture-on-subview-recognized",
            title: "A tap recognizer on a subview of an interactive self.view recognizes the tap",
            article: article
        ) { stage in
            tapGestureScene(on: stage, parentInteractionEnabled: true)
        },
        ArticleScene(
            id: "003-user-interaction-disabled-parent-silences-tap-gesture",
            title: "self.view.isUserInteractionEnabled = false: the tap recognizer on its subview never fires",
            article: article
        ) { stage in
            tapGestureScene(on: stage, parentInteractionEnabled: false)
        },
    ]

    /// The article's "gesture" prior knowledge: `someView`, a subview of `self.view`, has a
    /// `UITapGestureRecognizer` whose action logs `tap recognized on someView`; `self.view` takes
    /// touches or not; then someView is tapped.
    @MainActor
    private static func tapGestureScene(on stage: SceneStage, parentInteractionEnabled: Bool) {
        let view = UIView(frame: stage.window.bounds)
        view.accessibilityIdentifier = "self.view"
        let someView = UIView(frame: CGRect(x: 40, y: 100, width: 240, height: 50))
        someView.accessibilityIdentifier = "someView"
        someView.addGestureRecognizer(UITapGestureRecognizer { _ in print("tap recognized on someView") })
        stage.window.addSubview(view)
        view.isUserInteractionEnabled = parentInteractionEnabled
        view.addSubview(someView)
        stage.logTrace(.touchView)
        stage.tap(at: onSomeButton)
    }

    /// A button named `name` whose `touchUpInside` logs `<name> tapped`.
    @MainActor
    static func loggingButton(_ name: String, frame: CGRect) -> UIButton {
        let button = UIButton(frame: frame)
        button.accessibilityIdentifier = name
        button.addAction(UIAction { _ in print("\(name) tapped") }, for: .touchUpInside)
        return button
    }

    /// The article's pass-through view: a touch that would stop at the view itself goes on to the
    /// views behind it; its subviews still get theirs.
    class PassThroughView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hitView = super.hitTest(point, with: event)
            // superview가 터치 이벤트를 받을 수 있도록,
            // 해당 뷰 (subview)가 터치되면 nil을 반환하고 다른 뷰일경우 UIView를 반환
            return hitView == self ? nil : hitView
        }
    }

    /// The article's two-layer screen.
    class ViewController: UIViewController {
        // fist layer
        private let firstLayerView: PassThroughView = {
            let view = PassThroughView()
            view.backgroundColor = .clear
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }()
        // second layer
        private let secondLayerView: PassThroughView = {
            let view = PassThroughView()
            view.backgroundColor = .clear
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }()

        /// The first layer's image, which (as a `UIImageView`) takes no touches.
        private let backgroundImageView: UIImageView = {
            let view = UIImageView()
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }()
        /// The first layer's button, under the second layer.
        private let backgroundButton = loggingButton("backgroundButton", frame: .zero)
        /// The second layer's button.
        private let someButton = loggingButton("someButton", frame: .zero)

        override func viewDidLoad() {
            super.viewDidLoad()

            self.view.addSubview(self.firstLayerView)
            self.view.addSubview(self.secondLayerView)

            self.firstLayerView.addSubview(self.backgroundImageView)
            self.firstLayerView.addSubview(self.backgroundButton)
            self.secondLayerView.addSubview(self.someButton)
        }

        /// Sizes the layers and the image to the view and places the buttons, as the article's
        /// Auto Layout constraints (not in its snippet) would, and names the views for the log.
        func layOutForScene() {
            view.accessibilityIdentifier = "self.view"
            firstLayerView.accessibilityIdentifier = "firstLayerView"
            secondLayerView.accessibilityIdentifier = "secondLayerView"
            backgroundImageView.accessibilityIdentifier = "backgroundImageView"
            for layer in [firstLayerView, secondLayerView, backgroundImageView] {
                layer.frame = view.bounds
            }
            backgroundButton.frame = CGRect(x: 40, y: 300, width: 240, height: 50)
            someButton.frame = CGRect(x: 40, y: 100, width: 240, height: 50)
        }
    }

    /// The article's "prior knowledge" snippet: a view controller whose view takes no touches.
    class DisabledViewController: UIViewController {
        private let someButton = loggingButton("someButton", frame: CGRect(x: 40, y: 100, width: 240, height: 50))

        override func viewDidLoad() {
            super.viewDidLoad()
            self.view.isUserInteractionEnabled = false  // self.view에 추가되는 뷰들은 제스처 이벤트 수신 불가

            self.view.addSubview(self.someButton)
        }
    }
}

/// The article's "gesture" section applied to the layered screen: the first layer's image takes
/// touches (`isUserInteractionEnabled = true`, the usual way to make a `UIImageView` tappable)
/// and gets a tap recognizer; the second layer gets a pan recognizer, which sees the touches
/// that land on its subviews (`someButton`) — the layer itself passes the others through.
extension Seed003ViewLayering.ViewController {
    func addRecognizersForScene() {
        backgroundImageView.isUserInteractionEnabled = true
        backgroundImageView.addGestureRecognizer(
            UITapGestureRecognizer { _ in print("tap recognized on backgroundImageView") })
        secondLayerView.addGestureRecognizer(
            UIPanGestureRecognizer { recognizer in
                switch recognizer.state {
                case .began: print("pan began on secondLayerView")
                case .ended: print("pan ended on secondLayerView")
                default: break
                }
            })
    }
}
