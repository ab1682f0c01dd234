import HitKit

/// worldligang's "HitTestMaster" (Chinese, https://github.com/worldligang/HitTestMaster):
/// LGSecondView covers LGFirstView, so a tap on LGSecondView over `buttonFirst` never reaches the
/// button — until LGSecondView lets it through, by method 1 (`hitTest` returns `nil` for itself) or
/// method 2 (`pointInside` says YES only on its own controls).
///
/// The article's code is Objective-C and prints nothing; its prose walks through the
/// `pointInside` answers step by step. These scenes log those answers from HitKit's dispatch
/// trace (`<view> point(inside:with:): true|false`, front to back as asked), then
/// `touch.view = <view>`, then `<button> tapped` when a button's action runs.
///
/// Frames, in window coordinates: `self.view` (0, 0, 320, 480); LGFirstView and LGSecondView
/// both (20, 100, 280, 200); `buttonFirst` (40, 120, 120, 44) on LGFirstView; `buttonSecond`
/// (180, 230, 100, 44) on LGSecondView. The tap at (100, 140) is on LGSecondView, over
/// `buttonFirst`, not on `buttonSecond`.
enum Seed002HitTestMaster {
    static let article = "002_85ac8fdb86f9699f.txt"

    /// The article's tap: on LGSecondView, over buttonFirst, away from buttonSecond.
    static let overButtonFirst = CGPoint(x: 100, y: 140)
    /// A tap on buttonSecond.
    static let onButtonSecond = CGPoint(x: 230, y: 250)

    static let scenes: [ArticleScene] = [
        ArticleScene(
            id: "002-second-view-covers-first-button",
            title: "Normally LGSecondView takes the tap over buttonFirst, whose action never runs",
            article: article
        ) { stage in
            build(on: stage, secondView: LGSecondView(frame: viewFrame)).tap(at: overButtonFirst)
        },
        ArticleScene(
            id: "002-method-1-hit-test-returns-nil-for-self",
            title:
                "Method 1: LGSecondView's hitTest returns nil for itself, so buttonFirst gets the tap; buttonSecond still works",
            article: article
        ) { stage in
            let stage = build(on: stage, secondView: Method1.LGSecondView(frame: viewFrame))
            stage.tap(at: overButtonFirst)
            stage.tap(at: onButtonSecond)
        },
        ArticleScene(
            id: "002-method-2-point-inside-only-on-controls",
            title:
                "Method 2: LGSecondView's pointInside says YES only on its controls, so buttonFirst gets the tap; buttonSecond still works",
            article: article
        ) { stage in
            let stage = build(on: stage, secondView: Method2.LGSecondView(frame: viewFrame))
            stage.tap(at: overButtonFirst)
            stage.tap(at: onButtonSecond)
        },
        ArticleScene(
            id: "002-user-interaction-disabled-silences-second-button",
            title: "Unlike method 1, isUserInteractionEnabled = NO on LGSecondView also silences buttonSecond",
            article: article
        ) { stage in
            let secondView = LGSecondView(frame: viewFrame)
            let stage = build(on: stage, secondView: secondView)
            secondView.isUserInteractionEnabled = false
            stage.tap(at: overButtonFirst)
            stage.tap(at: onButtonSecond)
        },
    ]

    static let viewFrame = CGRect(x: 20, y: 100, width: 280, height: 200)

    /// Builds the view controller's view { LGFirstView { buttonFirst }, `secondView` { buttonSecond } }.
    @MainActor
    private static func build(on stage: SceneStage, secondView: UIView) -> SceneStage {
        let controller = UIViewController()
        controller.view.accessibilityIdentifier = "self.view"
        stage.window.rootViewController = controller
        let firstView = LGFirstView(frame: viewFrame)
        let buttonFirst = button("buttonFirst", frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        let buttonSecond = button("buttonSecond", frame: CGRect(x: 160, y: 130, width: 100, height: 44))
        controller.view.addSubview(firstView)
        firstView.addSubview(buttonFirst)
        controller.view.addSubview(secondView)
        secondView.addSubview(buttonSecond)
        stage.logTrace([.pointInside, .skips, .touchView])
        return stage
    }

    @MainActor
    private static func button(_ name: String, frame: CGRect) -> UIButton {
        let button = UIButton(frame: frame)
        button.accessibilityIdentifier = name
        button.addAction(UIAction { _ in print("\(name) tapped") }, for: .touchUpInside)
        return button
    }

    /// The view under LGSecondView.
    final class LGFirstView: UIView {}

    /// The covering view, as the article starts: no overrides.
    final class LGSecondView: UIView {}

    /// Method 1 (方法一).
    enum Method1 {
        /// LGSecondView whose `hitTest` returns `nil` when it is itself the result.
        final class LGSecondView: UIView {
            // #pragma mark - 方法一
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hitView = super.hitTest(point, with: event)
                if hitView == self {
                    return nil
                } else {
                    return hitView
                }
            }
        }
    }

    /// Method 2 (方法二).
    enum Method2 {
        /// LGSecondView that remembers its controls and says it contains a point only when one of
        /// them does: "set self not response action and self subviews response action".
        final class LGSecondView: UIView {
            private var subControlsArray: [UIView]

            override init(frame: CGRect) {
                subControlsArray = []
                super.init(frame: frame)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            // #pragma mark - 方法二
            override func addSubview(_ view: UIView) {
                super.addSubview(view)
                if view is UIControl {
                    subControlsArray.append(view)
                }
            }

            // set self not response action and self subviews response action
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                var toNext = true
                for view in subControlsArray {
                    if view.frame.contains(point) {
                        toNext = false
                        break
                    }
                }
                return !toNext
            }
        }
    }
}
