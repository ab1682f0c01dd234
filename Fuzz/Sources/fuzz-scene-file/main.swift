import FuzzSupport
import HitKitScenes

// Any text, read as a YAML and as a JSON scene file, loads or throws a `SceneFileError`; a scene
// that loads is built and runs its own touches (`SceneFile.exercise`). Never a crash or a hang.
FuzzDriver.run { data, size in
    let text = FuzzInput.text(data, size)
    MainActor.assumeIsolated { SceneFile.exercise(text) }
    return 0
}
