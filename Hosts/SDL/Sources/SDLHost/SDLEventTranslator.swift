import CSDL2
import HitKit

/// Turns SDL2 events into ``HostEvent``s: mouse and finger input into `PointerSample`s, the wheel
/// into `ScrollSample`s (see ``SDLMouse``), keys into `KeySample`s (see ``SDLKeyboard``), focus loss
/// into a cancellation, the window's close button into ``HostEvent/quit``.
///
/// | SDL event | HitKit |
/// |---|---|
/// | `SDL_MOUSEBUTTONDOWN` / `UP`, any button | `.mouse` pointer ``mousePointerID``: the first button down is its `down`, the last up its `up`, one pressed or released between a `move`; `buttons` the buttons held (left `.primary`, right `.secondary`, middle `.button(3)`, X1 / X2 `.button(4)` / `.button(5)`) |
/// | `SDL_MOUSEMOTION` while a button is down | `move` of pointer ``mousePointerID`` with the buttons held |
/// | `SDL_MOUSEWHEEL` | a wheel tick, `ScrollSample` `.wheel`: `preciseX`, `preciseY` times ``pointsPerWheelStep`` in the content-follows sign, at `mouseX`, `mouseY` |
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
/// Moves, lifts and buttons HitKit never saw go down are dropped (hover — motion with no button
/// held —, a lift after focus loss), and so are key repeats and key ups after a focus loss, so HitKit
/// only hears what it can make touches and presses of. Whether a click is an `.indirectPointer`
/// touch with its buttons or a `.direct` one is the application's choice,
/// `UIApplication.supportsIndirectInputEvents` (`hitkit-sdl --indirect-input`).
public struct SDLEventTranslator {
    /// The mouse's pointer id.
    public static let mousePointerID = 1

    /// The window's size in points, for finger positions.
    public var windowSize: CGSize

    /// The points a wheel's step scrolls by default: 40, about three lines of body text.
    public static let defaultPointsPerWheelStep = SDLMouse.defaultPointsPerWheelStep

    /// The points one of SDL's wheel steps scrolls (``defaultPointsPerWheelStep`` unless set).
    public var pointsPerWheelStep: Double {
        get { mouse.pointsPerWheelStep }
        set { mouse.pointsPerWheelStep = newValue }
    }

    private var mouse = SDLMouse(pointerID: mousePointerID)
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
            let isDown = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            return mouse.sample(of: event.button, isDown: isDown, at: seconds).map { .input(.pointer($0)) }
        case SDL_MOUSEMOTION:
            return mouse.sample(of: event.motion, at: seconds).map { .input(.pointer($0)) }
        case SDL_MOUSEWHEEL:
            return mouse.sample(of: event.wheel, at: seconds).map { .input(.scroll($0)) }
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(event.tfinger, type: SDL_EventType(event.type), at: seconds)
        case SDL_KEYDOWN, SDL_KEYUP:
            let isDown = SDL_EventType(event.type) == SDL_KEYDOWN
            return keyboard.sample(of: event.key, isDown: isDown, at: seconds).map { .input(.key($0)) }
        case SDL_WINDOWEVENT where Int32(event.window.event) == Int32(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
            mouse.removeAll()
            fingers.removeAll()
            keyboard.removeAll()
            return .focusLost
        case SDL_QUIT:
            return .quit
        default:
            return nil
        }
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
