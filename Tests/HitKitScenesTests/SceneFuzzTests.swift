import Foundation
import HitKitScenes
import Testing

/// Random and mutated scene files and scripts: every input gives a scene or a positioned error,
/// never a crash or a hang. Seeded, so a failure names an input that can be replayed.
@Suite("Scene and script fuzzing")
struct SceneFuzzTests {
    /// SplitMix64: a small seeded generator.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces: [String] = [
        "[", "]", "{", "}", ":", ",", "-", " ", "\n", "  ", "\"", "'", "#", "&a", "*a", "!!str", "|", ">",
        "views", "frame", "name", "class", "button", "hitTest", "passThrough", "pointInside", "never",
        "gestures", "kind", "tap", "subviews", "1e999", "-5", "0.5", "nan", "true", "null", "~", "\t", "é", "\u{0}",
        "zPosition", "anchorPoint", "masksToBounds", "cornerRadius",
    ]

    /// `text` with `count` random edits: a character deleted or replaced, a piece inserted.
    static func mutate(_ text: String, count: Int, using generator: inout Generator) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<count {
            let position = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where !scalars.isEmpty: scalars.remove(at: position)
            case 1 where !scalars.isEmpty:
                scalars[position] = pieces.randomElement(using: &generator)!.unicodeScalars.first ?? " "
            default: scalars.insert(contentsOf: pieces.randomElement(using: &generator)!.unicodeScalars, at: position)
            }
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    @Test("Mutated built-in scenes, as YAML and as JSON, load or fail with a positioned error", arguments: 0..<4)
    @MainActor
    func mutatedScenes(round: Int) throws {
        var generator = Generator(state: UInt64(round) &* 7919 &+ 17)
        let ids = BuiltInScenes.ids
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        for iteration in 0..<60 {
            let scene = try BuiltInScenes.scene(id: ids[Int.random(in: 0..<ids.count, using: &generator)])
            let json = String(decoding: try encoder.encode(scene.document), as: UTF8.self)
            for (file, source) in [("fuzz.yaml", scene.text), ("fuzz.json", json)] {
                let mutated = Self.mutate(source, count: Int.random(in: 1...6, using: &generator), using: &generator)
                do {
                    _ = try SceneFile.load(mutated, file: file).run()
                } catch {
                    #expect(error.file == file)
                    #expect(error.line >= 1 && error.column >= 1, "round \(round) #\(iteration): \(error)\n\(mutated)")
                }
            }
        }
    }

    @Test("Random bytes and random piece soups never crash the loader")
    @MainActor
    func randomText() {
        var generator = Generator(state: 42)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<40, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            do {
                _ = try SceneFile.load(text, file: "soup.yaml").run()
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "\(error)\n\(text)")
            }
        }
    }

    @Test("Random touch scripts parse or fail with a line and column")
    func randomScripts() {
        var generator = Generator(state: 7)
        let words = [
            "tap", "double-tap", "long-press", "drag", "pinch", "rotate", "down", "move", "up", "wait", "1", "2",
            "10,10", "->", "0.3s", "300ms", "at", ";", "\n", "#", "x", "-1", "1e308,1", "5,", ",5", "90°",
        ]
        for _ in 0..<500 {
            let count = Int.random(in: 0..<12, using: &generator)
            let text = (0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
            do {
                _ = try TouchScript.parse(text)
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "\(text): \(error)")
            }
        }
    }
}
