import HitKit
import HitKitScenes

extension InspectorSession {
    /// The `hover` message: where a touch at `point` lands by the real hit test, its hit path, every other view
    /// under the point (occluded ones too) with the first rule that excluded it, and `explain`'s verified
    /// smallest fix for the front-most of them.
    ///
    /// The scene is explained as the file describes it (`SceneFile.explain(at:expecting:)`), on fresh
    /// applications: hovering never disturbs the session's touches.
    ///
    /// - Complexity: O(*n*) per view under the point, for *n* views; the fix search rebuilds the scene a few
    ///   dozen times and is skipped for scenes over ``InspectorLimits/maximumViewsForFixSearch`` views.
    func hover(at point: CGPoint) -> InspectorJSON {
        if let last = lastHover, last.point == point, last.version == sceneVersion {
            offeredFixes = last.fixes
            return last.reply
        }
        let reply = explainHover(at: point)
        lastHover = (point, sceneVersion, reply, offeredFixes)
        return reply
    }

    private func explainHover(at point: CGPoint) -> InspectorJSON {
        offeredFixes = []
        let explanation: TouchExplanation
        do {
            explanation = try file.explain(at: point)
        } catch {
            return InspectorError(sceneError: error).json
        }
        var fixJSON: InspectorJSON = .null
        var fixNote: String?
        var explanationText = explanation.text
        if let target = explanation.skipped.first?.view {
            if viewCount <= limits.maximumViewsForFixSearch {
                if let expected = try? file.explain(at: point, expecting: target) {
                    if let fix = expected.fix {
                        offeredFixes = [fix] + expected.alternatives
                        fixJSON = fixObject(fix, for: target)
                    }
                    explanationText = expected.text
                }
            } else {
                fixNote =
                    "no fix searched: the scene has more than \(limits.maximumViewsForFixSearch) views"
            }
        }
        let under = explanation.skipped.map { reason -> InspectorJSON in
            var entry: [(String, InspectorJSON)] = [
                ("view", .string(reason.view)), ("reason", .string(reason.text)),
                ("kind", .string(reason.kind.rawValue)),
                ("culprit", .string(reason.culprit)), ("takenBy", .string(reason.takenBy)),
            ]
            if reason.drawnInFront { entry.append(("drawnInFront", .bool(true))) }
            return .object(entry)
        }
        var fields: [(String, InspectorJSON)] = [
            ("type", .string("hover")), ("x", .number(Double(point.x))), ("y", .number(Double(point.y))),
            ("hit", .string(explanation.hitView)), ("window", .string(explanation.window)),
            ("path", .array(explanation.path.map(InspectorJSON.string))), ("under", .array(under)),
            ("fix", fixJSON),
            (
                "alternatives",
                .array(offeredFixes.dropFirst().map { fixObject($0, for: explanation.skipped.first?.view ?? "") })
            ),
            ("explanation", .string(explanationText)),
        ]
        if let fixNote { fields.append(("fixNote", .string(fixNote))) }
        return .object(fields)
    }

    private func fixObject(_ fix: TouchFix, for view: String) -> InspectorJSON {
        .object([
            ("view", .string(view)), ("text", .string(fix.text)),
            ("yaml", .string(fix.edits.map(\.yaml).joined(separator: "\n"))),
            ("changedPoints", .number(Double(fix.changedPoints))),
        ])
    }

    /// The running scene's views and windows.
    var viewCount: Int {
        var count = 0
        var stack: [UIView] = runtime.windows
        while let view = stack.popLast() {
            count += 1
            stack += view.subviews
        }
        return count
    }
}
