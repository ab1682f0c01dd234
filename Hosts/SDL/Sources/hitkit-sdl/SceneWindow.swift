import CSDL2
import HitKit

/// The SDL window and renderer the scene is drawn in: one SDL unit is one HitKit point, and the
/// window's origin is the screen's, so SDL's window coordinates are HitKit's screen coordinates.
@MainActor
final class SceneWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// The window's size in points.
    let size: CGSize

    /// Opens a window of `size` points titled `title`, or returns `nil` after printing SDL's error.
    init?(title: String, size: CGSize) {
        let width = Int32(size.width.rounded(.up))
        let height = Int32(size.height.rounded(.up))
        guard
            let window = SDL_CreateWindow(
                title, CSDL2_WINDOWPOS_UNDEFINED, CSDL2_WINDOWPOS_UNDEFINED, width, height,
                SDL_WINDOW_SHOWN.rawValue)
        else {
            SceneWindow.reportError("SDL_CreateWindow")
            return nil
        }
        // An accelerated renderer if there is one, else SDL's software renderer (Xvfb has no GPU).
        guard
            let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            SceneWindow.reportError("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            return nil
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        self.window = window
        self.renderer = renderer
        self.size = CGSize(width: Double(width), height: Double(height))
    }

    /// Closes the window.
    func close() {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Prints SDL's last error, saying which call failed, to standard error.
    static func reportError(_ call: String) {
        let message = String(cString: SDL_GetError())
        FileHandle.standardError.write(Data("hitkit-sdl: \(call) failed: \(message)\n".utf8))
    }
}
