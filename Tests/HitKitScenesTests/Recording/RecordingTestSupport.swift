import HitKit
import HitKitScenes

/// The samples of touch script `script`.
func samples(_ script: String) throws -> [PointerSample] {
    try TouchScript.parse(script, file: "--touches").samples
}

/// Replays `script` on a fresh runtime of `scene`.
@MainActor
func outcome(_ scene: SceneFile, _ script: String) throws -> GestureOutcome {
    GestureOutcome(replaying: try samples(script), on: try scene.makeRuntime())
}

/// A recorder that replays `script` on a fresh runtime of `scene`, settled and stopped.
@MainActor
func recording(_ scene: SceneFile, _ script: String) throws -> GestureRecorder {
    let recorder = GestureRecorder(runtime: try scene.makeRuntime(), keepsEveryGesture: true)
    recorder.send(try samples(script))
    recorder.settle()
    recorder.stop()
    return recorder
}
