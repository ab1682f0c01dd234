import ArgumentParser
import Foundation
import HitKit
import HitKitScenes

/// `hitkit explain`: which view gets a touch at a point, why the others (or the expected view)
/// do not, and the smallest change that makes the expected view get it.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain which view gets a touch at a point, why another does not, and the smallest fix.",
        discussion: """
            Prints the view a touch at --at lands on and the path to it; for --expect VIEW (or \
            every other view under the point) the first reason it does not get the touch, as \
            UIKit's hit-test meets it; and for --expect the smallest change to the scene that \
            makes VIEW get it, checked by re-running the touch on the changed scene. With \
            --touches it also explains the script's gestures: which recognizer took the touch, \
            which failed and why, delayed or cancelled touches, and control actions. With \
            --activate VIEW it explains VoiceOver's activation of VIEW: the tap at its accessibility \
            activation point, which view that tap lands on and why, and the fix. With --scroll DX,DY \
            (and --at) it explains a wheel tick there (--trackpad: a trackpad scroll): which pan \
            recognizer took it, why the scroll views under the pointer before it did not, what moved. \
            With --hover X,Y it explains a pointer hovering there: the view its hit-test lands on, the \
            hover recognizers it reaches, and why the --expect VIEW does not get the hover, with the fix. \
            With --pinch SCALE or --rotate RADIANS (and --at) it explains a trackpad pinch or rotation \
            there, with indirect input events: which pinch and rotation recognizers it drives, why each \
            one under the pointer it passes over does not take it, and why the --expect VIEW's recognizer \
            does not, with the fix, checked by re-running the gesture on the changed scene. \
            Exit status: 0 done (VIEW gets the touch), 1 VIEW does not get it, 2 bad input, 64 usage error.
            """)

    @Argument(help: "The scene file (.yaml, .yml or .json); '-': standard input.")
    var scene: String?

    @Option(help: "A built-in scene to explain instead of a file (see 'hitkit examples').")
    var example: String?

    @Option(help: "The touch's point X,Y in screen coordinates (default: the script's first touch).")
    var at: String?

    @Option(help: "The view that should get the touch: a scene name, or the address of an imported view.")
    var expect: String?

    @Option(help: "A view whose VoiceOver activation to explain: the tap at its accessibility activation point.")
    var activate: String?

    @Option(help: "A wheel tick's delta DX,DY at --at to explain (the way the content follows: 0,-40 scrolls down).")
    var scroll: String?

    @Flag(help: "With --scroll: a trackpad scroll, not a wheel tick.")
    var trackpad = false

    @Option(help: "A hovering pointer's point X,Y: explain which hover recognizers it reaches, and why.")
    var hover: String?

    @Option(help: "A trackpad pinch's scale at --at to explain (2 spreads the fingers to twice their distance).")
    var pinch: String?

    @Option(
        help: "A trackpad rotation's angle in radians at --at to explain (clockwise; --rotate=-0.5: the other way).")
    var rotate: String?

    @Option(help: "A touch script whose gestures to explain too ('tap 10,10; wait 1s; …').")
    var touches: String?

    @Option(help: "Output format: text or json.")
    var format: TraceCommand.Format = .text

    func validate() throws {
        if (scene == nil) == (example == nil) {
            throw ValidationError("give a scene file or --example ID (one of them)")
        }
        if let example, !BuiltInScenes.ids.contains(example) {
            throw ValidationError("unknown example '\(example)'; see 'hitkit examples'")
        }
        if activate != nil, at != nil || expect != nil {
            throw ValidationError("--activate VIEW gives the point and the expected view; leave out --at and --expect")
        }
        if hover != nil, at != nil || activate != nil {
            throw ValidationError("--hover X,Y gives the point; leave out --at and --activate")
        }
        if let hover, SceneArguments.point(hover) == nil {
            throw ValidationError("--hover takes a point X,Y (two numbers), not '\(hover)'")
        }
        if pinch != nil || rotate != nil {
            try validateTransform()
        }
        if at == nil, touches == nil, activate == nil, hover == nil {
            throw ValidationError("give the touch's point with --at X,Y")
        }
        if let scroll {
            guard SceneArguments.point(scroll) != nil else {
                throw ValidationError("--scroll takes a delta DX,DY (two numbers), not '\(scroll)'")
            }
            if at == nil || activate != nil || expect != nil || touches != nil {
                throw ValidationError("--scroll DX,DY takes --at X,Y, and no --activate, --expect or --touches")
            }
        } else if trackpad {
            throw ValidationError("--trackpad goes with --scroll DX,DY")
        }
        if let at, SceneArguments.point(at) == nil {
            throw ValidationError("--at takes a point X,Y (two numbers), not '\(at)'")
        }
    }

    /// `--pinch SCALE` or `--rotate RADIANS`: one of them, a number, with `--at` and no other gesture.
    private func validateTransform() throws {
        if pinch != nil, rotate != nil { throw ValidationError("give --pinch SCALE or --rotate RADIANS, not both") }
        let (option, value) = pinch.map { ("--pinch", $0) } ?? ("--rotate", rotate ?? "")
        guard let number = Double(value), number.isFinite else {
            throw ValidationError("\(option) takes a number, not '\(value)'")
        }
        if option == "--pinch", number <= 0 {
            throw ValidationError("--pinch takes a scale greater than 0, not '\(value)'")
        }
        if at == nil || activate != nil || touches != nil || scroll != nil || hover != nil || trackpad {
            throw ValidationError(
                "\(option) takes --at X,Y (and --expect VIEW), and no --activate, --touches, --scroll, --trackpad "
                    + "or --hover")
        }
    }

    func run() throws {
        if let point = at.flatMap(SceneArguments.point) {
            if let scale = pinch.flatMap(Double.init) {
                try runTransform(.pinch(scale: CGFloat(scale)), at: point)
                return
            }
            if let radians = rotate.flatMap(Double.init) {
                try runTransform(.rotate(radians: CGFloat(radians)), at: point)
                return
            }
        }
        if let scroll, let delta = SceneArguments.point(scroll), let point = at.flatMap(SceneArguments.point) {
            try runScroll(CGVector(dx: delta.x, dy: delta.y), at: point)
            return
        }
        let explanation: TouchExplanation
        do throws(SceneFileError) {
            let file = try SceneArguments.load(path: scene, example: example)
            var script: TouchScript?
            if let touches { script = try TouchScript.parse(touches, file: "--touches") }
            let point = at.flatMap(SceneArguments.point) ?? script?.samples.first?.location ?? .zero
            let done = MainActor.assumeIsolated {
                Result { () throws(SceneFileError) in
                    if let hover = hover.flatMap(SceneArguments.point) {
                        return try file.explainHover(
                            at: hover, expecting: expect, touches: script, scriptText: touches)
                    }
                    if let activate {
                        return try file.explainActivation(of: activate, touches: script, scriptText: touches)
                    }
                    return try file.explain(at: point, expecting: expect, touches: script, scriptText: touches)
                }
            }
            explanation = try done.get()
        } catch {
            throw reportBadInput(error)
        }
        print(format == .json ? explanation.json : explanation.text)
        if explanation.landed == false { throw ExitCode(1) }
    }

    /// `--scroll`: the scroll's story, as text; exit status 1 when nothing took it.
    private func runScroll(_ delta: CGVector, at point: CGPoint) throws {
        let explanation: ScrollExplanation
        do throws(SceneFileError) {
            let file = try SceneArguments.load(path: scene, example: example)
            let done = MainActor.assumeIsolated {
                Result { () throws(SceneFileError) in
                    try file.explainScroll(delta, at: point, source: trackpad ? .trackpad : .wheel)
                }
            }
            explanation = try done.get()
        } catch {
            throw reportBadInput(error)
        }
        print(explanation.text)
        if !explanation.taken { throw ExitCode(1) }
    }

    /// `--pinch` or `--rotate`: the gesture's story, as text; exit status 1 when the expected
    /// view's recognizer (or, without one, every recognizer) does not get it.
    private func runTransform(_ transform: TrackpadTransform, at point: CGPoint) throws {
        let explanation: TransformExplanation
        do throws(SceneFileError) {
            let file = try SceneArguments.load(path: scene, example: example)
            let done = MainActor.assumeIsolated {
                Result { () throws(SceneFileError) in try file.explainTransform(transform, at: point, expecting: expect)
                }
            }
            explanation = try done.get()
        } catch {
            throw reportBadInput(error)
        }
        print(explanation.text)
        if !explanation.taken { throw ExitCode(1) }
    }
}
