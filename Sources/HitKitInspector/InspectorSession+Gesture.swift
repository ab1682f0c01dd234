import HitKit
import HitKitScenes

extension InspectorSession {
    /// The `gesture` message for a gesture whose last finger lifted: its timeline and outcome as the session's
    /// application saw them.
    ///
    /// - Complexity: O(*r*) in what was recorded.
    func gestureMessage(_ gesture: RecordedGesture) -> InspectorJSON {
        var fields: [(String, InspectorJSON)] = [
            ("type", .string("gesture")), ("timeline", .encoded(recorder.timeline)),
            ("outcome", .encoded(recorder.outcome)), ("samples", .number(Double(gesture.samples.count))),
        ]
        if gesture.leftOut > 0 { fields.append(("leftOut", .number(Double(gesture.leftOut)))) }
        return .object(fields)
    }

    /// The `whatif` message: the last gesture replayed on the scene it was recorded on and on the current one,
    /// and what changed (hit views, recognizer outcomes, control events).
    ///
    /// - Complexity: Two replays, linear in the gesture's samples plus the dispatch's own work.
    func replay() -> InspectorJSON {
        guard let gesture = lastGesture else { return InspectorError("no gesture recorded yet").json }
        guard let before = try? gesture.file.makeRuntime(), let after = try? file.makeRuntime() else {
            return InspectorError("the scene does not build").json
        }
        let diff = GestureOutcomeDiff(
            before: GestureOutcome(replaying: gesture.samples, on: before),
            after: GestureOutcome(replaying: gesture.samples, on: after))
        return .object([
            ("type", .string("whatif")), ("before", .encoded(diff.before)), ("after", .encoded(diff.after)),
            ("changes", .array(diff.changes.map(InspectorJSON.string))),
        ])
    }

    /// The `frame` message: the scene's drawing after sample `index` of the last gesture, replayed on the scene
    /// it was recorded on after the touches that scene took before the gesture, so the drawing shows the state
    /// the live scene had then (a stepper's value after earlier taps, a field still being edited).
    ///
    /// - Complexity: A replay of the *e* earlier samples and `index + 1` more, and a drawing, O(*e* + *k* + *n*).
    func frame(_ index: Int) -> InspectorJSON {
        guard let gesture = lastGesture, gesture.samples.indices.contains(index) else {
            return InspectorError("no sample \(index) in the last gesture", field: "index").json
        }
        guard let earlier = gesture.earlier else {
            return InspectorError(
                "more than \(limits.maximumRecordedSamples) samples came before the gesture: its frames cannot be "
                    + "redrawn as the scene was; load the scene again"
            ).json
        }
        guard let runtime = try? gesture.file.makeRuntime() else {
            return InspectorError("the gesture's scene does not build").json
        }
        runtime.application.send(earlier + gesture.samples[...index])
        return .object([
            ("type", .string("frame")), ("index", .number(Double(index))),
            ("t", .number(gesture.samples[index].timestamp)),
            ("items", .array(SceneDrawing(runtime: runtime).items.map(\.json))),
        ])
    }

    /// The `export` message: the last gesture as a touch script with exact times and as a Swift Testing test
    /// named `name` that builds the scene, replays the samples and expects the outcome they have.
    ///
    /// - Complexity: One replay, linear in the gesture's samples.
    func export(_ name: String) -> InspectorJSON {
        guard let gesture = lastGesture else { return InspectorError("no gesture recorded yet").json }
        let swift: String
        do {
            swift = try GestureExport.swiftTest(sceneYAML: gesture.yaml, samples: gesture.samples, testName: name)
        } catch {
            return InspectorError(sceneError: error).json
        }
        return .object([
            ("type", .string("export")), ("name", .string(name)),
            ("script", .string(GestureExport.touchScript(gesture.samples))), ("swift", .string(swift)),
        ])
    }
}
