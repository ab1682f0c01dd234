// hitkit-sdl: a HitKit scene in an SDL2 window, touched with the mouse or a touch screen.
//
//     hitkit-sdl [SCENE | --example ID] [--frames N] [--exit-after SECONDS] [--title TITLE] [--indirect-input]
//
// The files, in the order a host does its work:
//   HostOptions.swift   the command line
//   SceneWindow.swift   the SDL window and renderer, one SDL unit per HitKit point
//   HostLog.swift       what is printed: the scene's log, control events, recognizer actions, scrolls
//   FrameLoop.swift     poll → translate → send, advance the clock, draw, once a frame
//   ScenePainter.swift  the scene drawn from SceneDrawing
// and, in the SDLHost library, SDLEventTranslator (SDL events → pointer, wheel and key samples) and HostFrame.
import CSDL2
import Foundation
import HitKit
import HitKitScenes

@MainActor
func runHost() -> Int32 {
    let options: HostOptions
    switch HostOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let parsed): options = parsed
    case .failure(let error):
        if error.isHelp {
            HostLog.print(error.message)
            return 0
        }
        FileHandle.standardError.write(Data("hitkit-sdl: \(error.message)\n\(HostOptions.usage)\n".utf8))
        return 2
    }

    // The scene, built into a fresh UIApplication with its windows and views.
    let runtime: SceneRuntime
    do {
        runtime = try loadScene(options).makeRuntime()
        runtime.application.supportsIndirectInputEvents = options.indirectInput
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return 1
    }

    // SDL turns SIGINT and SIGTERM into SDL_QUIT, so Ctrl-C and `kill` end the loop cleanly.
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
        SceneWindow.reportError("SDL_Init")
        return 1
    }
    defer { SDL_Quit() }

    let name = options.example ?? URL(fileURLWithPath: options.path ?? "-").lastPathComponent
    let title = options.title ?? "hitkit-sdl: \(name)"
    let size = windowSize(for: SceneDrawing(runtime: runtime))
    guard let window = SceneWindow(title: title, size: size) else { return 1 }
    defer { window.close() }

    let log = HostLog(runtime: runtime)
    HostLog.print("ready: \"\(title)\" \(Int(window.size.width))x\(Int(window.size.height))")
    FrameLoop(
        runtime: runtime, window: window, log: log, frameLimit: options.frames, secondsLimit: options.exitAfter
    ).run()
    runtime.finish()  // prints a `leftover:` line for a touch still down or a recognizer undecided
    runtime.application.removeObserver(log)
    return 0
}

/// The scene the options name: a built-in example, or a scene file (or `recursiveDescription` dump).
func loadScene(_ options: HostOptions) throws(SceneFileError) -> SceneFile {
    if let example = options.example { return try BuiltInScenes.scene(id: example) }
    return try SceneFile.load(contentsOf: options.path ?? "-")
}

/// The window's size: from the screen's origin to the far edges of the scene's windows and views,
/// at least 1 and at most 4,096 points a side.
@MainActor
func windowSize(for drawing: SceneDrawing) -> CGSize {
    let corners = drawing.items.flatMap(\.corners)
    let width = corners.map { Double($0.x) }.max() ?? 320
    let height = corners.map { Double($0.y) }.max() ?? 480
    return CGSize(width: min(4096, max(1, width)), height: min(4096, max(1, height)))
}

exit(runHost())
