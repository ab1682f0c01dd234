import HitKit

/// sweetfood-dev's "[iOS] Hit-Test" (Korean, https://sweetfood-dev.github.io/ios/hittest/): the
/// reverse depth-first order of `hitTest(_:with:)`.
///
/// Views A to E are `HitTestView`s, each logging the result of its `super.hitTest` with the
/// article's own override. A is the window's content; A holds B and C (C in front); C holds D and
/// E (E in front). Touching D logs E → D → C → A: E is asked first and misses, D is hit, and the
/// result climbs back through C and A. B, behind C, is never asked.
///
/// **Two passes.** The article's log shows every line twice: UIKit on a device hit-tests each
/// touch-down more than once (observed; Apple documents no number of passes). HitKit hit-tests once
/// by default; with ``HitKit/UIApplication/verifiesHitTestPurity`` on it runs the hit test twice,
/// as UIKit does, and reports an `impureHitTest` diagnostic if the passes disagree. The scenes that
/// reproduce the article's log turn it on; `000-hit-test-order-single-pass` shows HitKit's default
/// single pass.
enum Seed000HitTestOrder {
    static let article = "000_118954ff0710c1b6.txt"

    static let scenes: [ArticleScene] = [
        ArticleScene(
            id: "000-hit-test-order",
            title: "Touching View D logs E, D, C, A — twice, as UIKit's two hit-test passes do",
            article: article
        ) { stage in
            stage.application.verifiesHitTestPurity = true
            touchViewD(on: stage, with: LoggedResult.HitTestView.self)
        },
        ArticleScene(
            id: "000-hit-test-order-single-pass",
            title: "With HitKit's default single hit-test pass, touching View D logs E, D, C, A once",
            article: article
        ) { stage in
            touchViewD(on: stage, with: LoggedResult.HitTestView.self)
        },
        ArticleScene(
            id: "000-return-nil-for-view-d",
            title: "View C gets the touch when every view returns nil for a View D result",
            article: article
        ) { stage in
            stage.application.verifiesHitTestPurity = true
            touchViewD(on: stage, with: ReturnNilForViewD.HitTestView.self)
        },
    ]

    /// Builds A { B, C { D, E } } with views of `kind` and touches the middle of View D.
    @MainActor
    private static func touchViewD<View: NamedHitTestView>(on stage: SceneStage, with kind: View.Type) {
        let viewA = kind.init(viewName: "View A", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let viewB = kind.init(viewName: "View B", frame: CGRect(x: 20, y: 40, width: 280, height: 120))
        let viewC = kind.init(viewName: "View C", frame: CGRect(x: 20, y: 200, width: 280, height: 240))
        let viewD = kind.init(viewName: "View D", frame: CGRect(x: 20, y: 20, width: 120, height: 120))
        let viewE = kind.init(viewName: "View E", frame: CGRect(x: 150, y: 100, width: 110, height: 120))
        stage.window.addSubview(viewA)
        viewA.addSubview(viewB)
        viewA.addSubview(viewC)
        viewC.addSubview(viewD)
        viewC.addSubview(viewE)
        // View D's centre, in window coordinates: (20 + 20 + 60, 200 + 20 + 60).
        stage.tap(x: 100, y: 280)
    }

    /// The article's first override: each view logs the view its hit test found.
    enum LoggedResult {
        /// A view with a name that logs the result of its hit test.
        final class HitTestView: UIView, NamedHitTestView {
            let viewName: String

            init(viewName: String, frame: CGRect) {
                self.viewName = viewName
                super.init(frame: frame)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let result = super.hitTest(point, with: event) as? HitTestView
                if let name = result?.viewName {
                    print("\(viewName): hitTest Result : \(name)")
                } else {
                    print("\(viewName): hitTest Result : nil")
                }
                return result
            }
        }
    }

    /// The article's variant: every view returns `nil` when the result is View D, so View C,
    /// whose subviews then all return `nil`, returns itself.
    ///
    /// The override is the article's text; interpolating the optional `result?.viewName` is what
    /// prints `Optional("View D")` (and makes the compiler warn, as it does for the article).
    enum ReturnNilForViewD {
        /// A view with a name that logs its hit-test result and hides View D from its superview.
        final class HitTestView: UIView, NamedHitTestView {
            let viewName: String

            init(viewName: String, frame: CGRect) {
                self.viewName = viewName
                super.init(frame: frame)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let result = super.hitTest(point, with: event) as? HitTestView
                print("\(viewName): hitTest Result : \(String(describing: result?.viewName))")
                if let name = result?.viewName,
                    name == "View D"
                {
                    return nil
                }
                return result
            }
        }
    }
}

/// A view of sweetfood-dev's article, made from its name and frame.
@MainActor
protocol NamedHitTestView: UIView {
    init(viewName: String, frame: CGRect)
}
