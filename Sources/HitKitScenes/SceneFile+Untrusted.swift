import HitKit

extension SceneFile {
    /// The most samples of a scene's own script that ``exercise(_:)`` sends, so that one input is
    /// bounded work.
    public static let exerciseSampleLimit = 2_000

    /// Does with `text` what the `fuzz-scene-file` fuzz target does with each input: reads it as a
    /// YAML and as a JSON scene file and, for each reading that loads, builds the scene and runs its
    /// own touches (if it has at most ``exerciseSampleLimit`` samples).
    ///
    /// It must return for every input, whatever it holds: a file that does not load, or whose
    /// scene or script does not build, is skipped. The replay tests send every input kept in
    /// `Fuzz/Findings/fuzz-scene-file/` through it.
    @MainActor
    public static func exercise(_ text: String) {
        for file in ["fuzz.yaml", "fuzz.json"] {
            guard let scene = try? SceneFile.load(text, file: file),
                let runtime = try? scene.makeRuntime(), let script = try? scene.script(),
                script.samples.count <= exerciseSampleLimit
            else { continue }
            runtime.run(script)
        }
    }
}

extension SceneFile {
    /// The largest input read: a scene file, a dump or a touch script, from a file, a pipe or standard input.
    public static let maximumInputSize = 16 * 1024 * 1024
}
