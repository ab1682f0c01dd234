import ArgumentParser
import Foundation
import HitKitScenes

/// `hitkit`: describe a view hierarchy in a scene file and see who gets a touch, and why.
///
/// ```
/// hitkit trace scene.yaml --tap 100,280     the scene's log, then the dispatch trace
/// hitkit trace --example 001-back-button-fix
/// hitkit explain scene.yaml --at 160,270 --expect backButton   who gets it, why not, the fix
/// hitkit examples                           the built-in scenes
/// hitkit check scene.yaml                   validate a scene file
/// hitkit import dump.txt -o scene.yaml      a recursiveDescription dump to a scene file
/// hitkit render scene.yaml --at 160,270 -o scene.svg   the scene to scale, with a hit test
/// hitkit inspect scene.yaml                 the scene live in the browser (runs `hitkit-inspect`)
/// ```
///
/// Exit status: 0 done; 1 `explain --expect` not met; 2 bad input (a scene file or script error on standard error, as
/// `file:line:column: error: …`); 64 a usage error.
@main
struct HitKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitkit",
        abstract: "Run touches through a view hierarchy described in a scene file and show who gets them, and why.",
        discussion: """
            A scene file (YAML or JSON) declares windows, views, gesture recognizers and control \
            actions, and touches to send; a recursiveDescription dump is read as a scene. A scene, dump \
            or script may come from a pipe, a FIFO or <(…), or from standard input as '-'; each input is \
            at most 16 MiB. Exit status: 0 done, 1 explain's --expect not met, 2 bad input, 64 usage error.
            """,
        subcommands: [
            TraceCommand.self, ExplainCommand.self, ExamplesCommand.self, CheckCommand.self, ImportCommand.self,
            RenderCommand.self, InspectCommand.self,
        ])
}

/// Bad input: the message goes to standard error and the command exits with status 2.
func reportBadInput(_ error: SceneFileError) -> ExitCode {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    return ExitCode(2)
}
