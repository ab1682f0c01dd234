import Foundation
import HitKit

extension TouchExplanation {
    /// The explanation as one JSON object, keys sorted, pretty-printed — `hitkit explain
    /// --format json`:
    ///
    /// ```json
    /// {"scene": "…", "at": [160, 270], "window": "UIWindow", "hitView": "blackView",
    ///  "hitViewClass": "BlackView", "hitViewRole": null, "path": ["UIWindow", "rootView", "blackView"],
    ///  "expect": "backButton", "landed": false,
    ///  "skipped": [{"view": "backButton", "class": "BackButton", "reason": "coveredBySibling",
    ///               "culprit": "blackView", "takenBy": "blackView", "text": "covered by …"}],
    ///  "fix": {"text": "…", "changes": [{"change": "moveBehind", "view": "blackView",
    ///          "relativeTo": "backButton", "text": "…", "yaml": "…"}],
    ///          "sampledPoints": 2400, "sideEffects": [{"from": "…", "to": "…", "points": 12}]},
    ///  "alternatives": [ …fixes… ], "searchedForFix": true,
    ///  "touches": null, "events": [{"kind": "failed", "subject": "…", "cause": null, "text": "…"}]}
    /// ```
    ///
    /// A skipped view drawn in front of the sibling that takes the touch, by `zPosition`, has `"drawnInFront":
    /// true` (the key is absent otherwise).
    ///
    /// With `--activate`, an `"activation"` key too: `{"element": "saveButton", "label": "Save",
    /// "isAccessibilityElement": true, "activationPoint": [80, 122], "takerIsAccessibilityElement": false}`
    /// (the key is left out otherwise).
    ///
    /// Absent values are `null`; `reason`, `change` and `kind` are the raw values of
    /// ``HitMissReason/Kind``, ``SceneEdit/Kind`` and ``GestureNote/Kind``.
    public var json: String {
        var root: [String: Any] = [
            "scene": scene,
            "at": [Double(point.x), Double(point.y)],
            "window": window ?? NSNull(),
            "hitView": hitView ?? NSNull(),
            "hitViewClass": hitViewClass ?? NSNull(),
            "hitViewRole": hitViewRole ?? NSNull(),
            "path": path,
            "expect": expected ?? NSNull(),
            "landed": landed ?? NSNull(),
            "skipped": skipped.map { reason -> [String: Any] in
                var entry: [String: Any] = [
                    "view": reason.view, "class": classes[reason.view] ?? NSNull(), "reason": reason.kind.rawValue,
                    "culprit": reason.culprit ?? NSNull(), "takenBy": reason.takenBy ?? NSNull(), "text": reason.text,
                ]
                if reason.drawnInFront { entry["drawnInFront"] = true }
                return entry
            },
            "fix": fix.map(Self.object) ?? NSNull(),
            "alternatives": alternatives.map(Self.object),
            "searchedForFix": searchedForFix,
            "touches": touches ?? NSNull(),
            "events": events.map { note -> [String: Any] in
                [
                    "kind": note.kind.rawValue, "subject": note.subject, "cause": note.cause ?? NSNull(),
                    "text": note.text,
                ]
            },
        ]
        if let hover {
            root["hover"] = [
                "point": [Double(point.x), Double(point.y)], "recognizers": hover.recognizers,
                "expectedRecognizers": hover.expectedRecognizers,
            ]
        }
        if let activation {
            root["activation"] = [
                "element": activation.element, "label": activation.label.map { $0 as Any } ?? NSNull(),
                "isAccessibilityElement": activation.isAccessibilityElement,
                "activationPoint": [Double(point.x), Double(point.y)],
                "takerIsAccessibilityElement": activation.takerIsAccessibilityElement.map { $0 as Any } ?? NSNull(),
            ]
        }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func object(_ fix: TouchFix) -> [String: Any] {
        [
            "text": fix.text,
            "changes": fix.edits.map { edit -> [String: Any] in
                [
                    "change": edit.kind.rawValue, "view": edit.view, "relativeTo": edit.relativeTo ?? NSNull(),
                    "text": edit.text, "yaml": edit.yaml,
                ]
            },
            "sampledPoints": fix.sampledPoints,
            "sideEffects": fix.sideEffects.map {
                ["from": $0.from, "to": $0.to, "points": $0.points] as [String: Any]
            },
        ]
    }
}
