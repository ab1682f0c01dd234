import HitKit
import HitKitScenes

extension InspectorSession {
    /// The `gesture` message for a gesture whose last finger lifted.
    func gestureMessage(_ gesture: RecordedGesture) -> InspectorJSON {
        .object([
            ("type", .string("gesture")), ("samples", .number(Double(gesture.samples.count))),
            ("leftOut", .number(Double(gesture.leftOut))),
        ])
    }

    /// The `whatif` message: the last gesture replayed on the current scene.
    func replay() -> InspectorJSON {
        guard lastGesture != nil else { return InspectorError("no gesture recorded yet").json }
        return InspectorError("what-if replay is not available yet").json
    }

    /// The `frame` message: the scene's drawing after sample `index` of the last gesture.
    func frame(_ index: Int) -> InspectorJSON {
        guard let gesture = lastGesture, gesture.samples.indices.contains(index) else {
            return InspectorError("no sample \(index) in the last gesture", field: "index").json
        }
        guard let runtime = try? gesture.file.makeRuntime() else {
            return InspectorError("the gesture's scene no longer builds").json
        }
        runtime.application.send(Array(gesture.samples[...index]))
        return .object([
            ("type", .string("frame")), ("index", .number(Double(index))),
            ("t", .number(gesture.samples[index].timestamp)),
            ("items", .array(SceneDrawing(runtime: runtime).items.map(\.json))),
        ])
    }

    /// The `export` message: the last gesture as a touch script and a Swift Testing test.
    func export(_ name: String) -> InspectorJSON {
        guard lastGesture != nil else { return InspectorError("no gesture recorded yet").json }
        return InspectorError("export is not available yet").json
    }
}
