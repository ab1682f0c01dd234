import CSDL2
import HitKit

/// Turns SDL2 events into ``HostEvent``s: mouse and finger input into `PointerSample`s, keys into
/// `KeySample`s (see ``SDLKeyboard``), focus loss into a cancellation, the window's close button into
/// ``HostEvent/quit``.
///
/// | SDL event | HitKit |
/// |---|---|
/// | `SDL_MOUSEBUTTONDOWN` / `UP` (left button) | `down` / `up` of pointer ``mousePointerID`` |
/// | `SDL_MOUSEMOTION` while the left button is down | `move` of pointer ``mousePointerID`` |
/// | `SDL_FINGERDOWN` / `MOTION` / `UP` | `down` / `move` / `up`, one pointer per finger |
/// | `SDL_KEYDOWN` / `SDL_KEYUP` (not repeats) | `KeySample` `down` / `up`, the scancode as HID usage |
/// | `SDL_WINDOWEVENT_FOCUS_LOST` | ``HostEvent/focusLost`` |
/// | `SDL_QUIT` | ``HostEvent/quit`` |
///
/// **Pointer ids.** The mouse is one pointer, ``mousePointerID``; each SDL finger (its touch device
/// and finger id) is its own pointer from down to up, with an id above the mouse's.
///
/// **Never twice.** SDL copies input between its two kinds: a touch screen also makes mouse events
/// (`which == SDL_TOUCH_MOUSEID`), and with the hint `SDL_MOUSE_TOUCH_EVENTS` the mouse also makes
/// finger events (`touchId == SDL_MOUSE_TOUCHID`). The copies are dropped, so one finger is one touch.
///
/// **Coordinates.** Mouse events are in window coordinates, HitKit's points when the window is at the
/// screen's origin and one SDL unit is one point (as `hitkit-sdl` makes it). Finger positions are
/// normalised to the window (0...1), so they are scaled by ``windowSize``.
///
/// **Time.** SDL's millisecond stamps become seconds (``SDLTimestamp``).
///
/// Moves, lifts and buttons HitKit never saw go down are dropped (hover, the right button, a lift
/// after focus loss), and so are key repeats and key ups after a focus loss, so HitKit only hears what
/// it can make touches and presses of.
public struct SDLEventTranslator {
    /// The mouse's pointer id.
    public static let mousePointerID = 1

    /// The window's size in points, for finger positions.
    public var windowSize: CGSize

    private var mouseIsDown = false
    private var keyboard = SDLKeyboard()
    private var fingers = FingerPointerIDs(firstID: mousePointerID + 1)

    /// A translator for a window of `windowSize` points.
    public init(windowSize: CGSize) {
        self.windowSize = windowSize
    }

    /// What `event` means to HitKit, or `nil` for an event HitKit has no use for.
    public mutating func translate(_ event: SDL_Event) -> HostEvent? {
        let seconds = SDLTimestamp.seconds(event.common.timestamp)
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != CSDL2_TOUCH_MOUSEID, Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            let isDown = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            guard isDown != mouseIsDown else { return nil }  // an up without a down, a repeated down
            mouseIsDown = isDown
            return mouse(isDown ? .down : .up, x: button.x, y: button.y, at: seconds)
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != CSDL2_TOUCH_MOUSEID, mouseIsDown else { return nil }
            return mouse(.move, x: motion.x, y: motion.y, at: seconds)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(event.tfinger, type: SDL_EventType(event.type), at: seconds)
        case SDL_KEYDOWN, SDL_KEYUP:
            let isDown = SDL_EventType(event.type) == SDL_KEYDOWN
            return keyboard.sample(of: event.key, isDown: isDown, at: seconds).map { .input(.key($0)) }
        case SDL_WINDOWEVENT where Int32(event.window.event) == Int32(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
            mouseIsDown = false
            fingers.removeAll()
            keyboard.removeAll()
            return .focusLost
        case SDL_QUIT:
            return .quit
        default:
            return nil
        }
    }

    private func mouse(_ phase: PointerSample.Phase, x: Int32, y: Int32, at seconds: Double) -> HostEvent {
        .input(
            .pointer(
                PointerSample(
                    pointerID: Self.mousePointerID, phase: phase, location: CGPoint(x: Double(x), y: Double(y)),
                    timestamp: seconds)))
    }

    private mutating func finger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType, at seconds: Double)
        -> HostEvent?
    {
        guard finger.touchId != CSDL2_MOUSE_TOUCHID else { return nil }
        let phase: PointerSample.Phase
        let id: Int?
        switch type {
        case SDL_FINGERDOWN:
            phase = .down
            id = fingers.begin(touch: finger.touchId, finger: finger.fingerId)
        case SDL_FINGERUP:
            phase = .up
            id = fingers.end(touch: finger.touchId, finger: finger.fingerId)
        default:
            phase = .move
            id = fingers.current(touch: finger.touchId, finger: finger.fingerId)
        }
        guard let id else { return nil }
        let location = CGPoint(
            x: Double(finger.x) * Double(windowSize.width), y: Double(finger.y) * Double(windowSize.height))
        return .input(.pointer(PointerSample(pointerID: id, phase: phase, location: location, timestamp: seconds)))
    }
}
