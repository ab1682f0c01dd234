import CSDL2
import HitKit
import HitKitScenes

/// Draws a scene into an SDL renderer from `SceneDrawing`, the geometry `hitkit render` draws, with
/// render's styles as far as SDL's flat polygons and one-pixel lines allow:
///
/// | Item | Drawn |
/// |---|---|
/// | a window | light grey, dark outline |
/// | a view | white, half opaque, grey outline |
/// | a control | blue outline |
/// | `isUserInteractionEnabled == false`, a disabled control | light grey outline |
/// | hidden (or in a hidden superview) | dashed outline, almost no fill |
/// | `alpha <= 0.01` (or in such a superview) | faded, dotted outline |
/// | the view a touch is on | red outline, pink fill |
///
/// Each item is the polygon of its bounds' four corners on screen, filled with `SDL_RenderGeometry`,
/// so rotated and scaled views are drawn exactly. SDL2 draws no text, so views have no labels here.
@MainActor
struct ScenePainter {
    let renderer: OpaquePointer
    /// The window's size in points: outlines on its right and bottom edges are drawn one pixel in,
    /// where they show.
    let size: CGSize

    /// Draws `drawing` back to front; items named in `touched` are the views touches are on.
    func paint(_ drawing: SceneDrawing, touched: Set<String>) {
        setColor(Color(255, 255, 255))
        SDL_RenderClear(renderer)
        for item in drawing.items {
            paint(item, isTouched: !item.isWindow && touched.contains(item.name))
        }
        SDL_RenderPresent(renderer)
    }

    private func paint(_ item: SceneDrawing.Item, isTouched: Bool) {
        var fill = item.isWindow ? Color(0xee, 0xf0, 0xf3) : Color(255, 255, 255, 140)
        var stroke =
            item.isWindow
            ? Color(0x33, 0x33, 0x33)
            : item.isControl ? Color(0x1f, 0x5f, 0xbf) : Color(0x55, 0x55, 0x55)
        if item.isInteractionDisabled || item.isControlDisabled { stroke = Color(0x9a, 0x9a, 0x9a) }
        if isTouched {
            fill = Color(0xf7, 0xc6, 0xc2, 217)
            stroke = Color(0xd0, 0x34, 0x2c)
        }
        var pattern: DashPattern? = nil
        if item.isHidden {
            fill.a = 38
            pattern = DashPattern(on: 4, off: 2)
        }
        if item.isTransparent {
            fill.a = UInt8(Double(fill.a) * 0.4)
            stroke.a = 102
            pattern = DashPattern(on: 1, off: 1.5)
        }
        fillQuad(item.corners, color: fill)
        outline(item.corners, color: stroke, pattern: pattern)
    }

    /// Fills the four-cornered polygon (a parallelogram: the bounds under an affine transform).
    private func fillQuad(_ corners: [CGPoint], color: Color) {
        guard corners.count == 4 else { return }
        let vertices = corners.map { corner in
            SDL_Vertex(
                position: SDL_FPoint(x: Float(corner.x), y: Float(corner.y)),
                color: SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a), tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    /// Draws the polygon's outline, solid or dashed.
    private func outline(_ corners: [CGPoint], color: Color, pattern: DashPattern?) {
        guard !corners.isEmpty else { return }
        setColor(color)
        let (maxX, maxY) = (Float(size.width) - 1, Float(size.height) - 1)
        let closed = (corners + [corners[0]]).map { SDL_FPoint(x: min(Float($0.x), maxX), y: min(Float($0.y), maxY)) }
        guard let pattern else {
            SDL_RenderDrawLinesF(renderer, closed, Int32(closed.count))
            return
        }
        for (start, end) in zip(closed, closed.dropFirst()) {
            for (from, to) in pattern.dashes(from: start, to: end) {
                SDL_RenderDrawLineF(renderer, from.x, from.y, to.x, to.y)
            }
        }
    }

    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    }
}

/// An RGBA colour, 0...255 each.
struct Color {
    var r, g, b, a: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }
}

/// A dashed line's rhythm, in points: `on` drawn, `off` skipped.
struct DashPattern {
    let on: Float
    let off: Float

    /// The dashes of the line from `start` to `end` (at most 10,000, however long the line).
    func dashes(from start: SDL_FPoint, to end: SDL_FPoint) -> [(SDL_FPoint, SDL_FPoint)] {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length.isFinite, length > 0 else { return [] }
        let count = min(10_000, Int((length / (on + off)).rounded(.up)))
        return (0..<count).map { index in
            let from = min(1, Float(index) * (on + off) / length)
            let to = min(1, (Float(index) * (on + off) + on) / length)
            return (
                SDL_FPoint(x: start.x + dx * from, y: start.y + dy * from),
                SDL_FPoint(x: start.x + dx * to, y: start.y + dy * to)
            )
        }
    }
}
