import FuzzSupport
import HitKitScenes

/// The most samples of a scene's own script that one input sends, so that an input is bounded work.
let maximumSamples = 2_000

// Any text, read as a YAML and as a JSON scene file, loads or throws a `SceneFileError`; a scene
// that loads is built and runs its own touches. Never a crash or a hang.
FuzzDriver.run { data, size in
    let text = FuzzInput.text(data, size)
    for file in ["fuzz.yaml", "fuzz.json"] {
        guard let scene = try? SceneFile.load(text, file: file) else { continue }
        MainActor.assumeIsolated {
            guard let runtime = try? scene.makeRuntime(), let script = try? scene.script(),
                script.samples.count <= maximumSamples
            else { return }
            runtime.run(script)
        }
    }
    return 0
}
