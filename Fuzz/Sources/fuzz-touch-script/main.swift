import FuzzSupport
import HitKitScenes

// Any text parses to a touch script or throws a `SceneFileError`: never a crash or a hang.
FuzzDriver.run { data, size in
    _ = try? TouchScript.parse(FuzzInput.text(data, size), file: "fuzz.touches")
    return 0
}
