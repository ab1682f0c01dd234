import CSDL2
import HitKit

/// Turns SDL2 events into ``HostEvent``s: mouse and finger input into `PointerSample`s, the mouse's
/// motion with no button into `HoverSample`s, the wheel into `ScrollSample`s (see ``SDLMouse``),
/// keys into `KeySample`s (see ``SDLKeyboard``), focus loss into a cancellation, the window's close
/// button into ``HostEvent/quit``.
///
/// | SDL event | HitKit |
/// |---|---|
/// | `SDL_MOUSEBUTTONDOWN` / `UP`, any button | `.mouse` pointer ``mousePointerID``: the first button down is its `down`, the last up its `up`, one pressed or released between a `move`; `buttons` the buttons held (left `.primary`, right `.secondary`, middle `.button(3)`, X1 / X2 `.button(4)` / `.button(5)`) |
/// | `SDL_MOUSEMOTION` while a button is down | `move` of pointer ``mousePointerID`` with the buttons held |
/// | `SDL_MOUSEMOTION` with no button held (none in its `state`) | `HoverSample` of pointer ``mousePointerID``, `.mouse`: `enter` for the first motion of a hover (SDL 2's `SDL_WINDOWEVENT_ENTER` has no location; SDL sends a motion at the entry point with it), `move` after |
/// | `SDL_WINDOWEVENT_LEAVE` | hover `leave`, when the mouse hovers |
/// | `SDL_MOUSEWHEEL` | a wheel tick, `ScrollSample` `.wheel`: `preciseX`, `preciseY` times ``pointsPerWheelStep`` in the content-follows sign, at `mouseX`, `mouseY` |
/// | `SDL_FINGERDOWN` / `MOTION` / `UP` | `down` / `move` / `up`, one pointer per finger |
/// | `SDL_KEYDOWN` / `SDL_KEYUP` (not repeats) | `KeySample` `down` / `up`, the scancode as HID usage |
/// | `SDL_WINDOWEVENT_FOCUS_LOST` | hover `cancel`, when the mouse hovers; then ``HostEvent/focusLost`` |
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
/// A button pressed while the mouse hovers is only the click's `down`: HitKit ends the hover at the
/// press and begins it again at the release (its article "Hover"), and the motion in between is the
/// click's. Moves, lifts and buttons HitKit never saw go down are dropped (a lift after focus loss,
/// motion with a button pressed before it), and so are key repeats and key ups after a focus loss,
/// so HitKit only hears what it can make touches, presses and hovers of. Whether a click is an `.indirectPointer`
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

    /// Appends what `event` means to HitKit to `events`: nothing for an event HitKit has no use
    /// for, one host event for most, and for a focus loss while the mouse hovers the hover's
    /// `cancel` before ``HostEvent/focusLost``.
    public mutating func translate(_ event: SDL_Event, into events: inout [HostEvent]) {
        let seconds = SDLTimestamp.seconds(event.common.timestamp)
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let isDown = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            if let sample = mouse.sample(of: event.button, isDown: isDown, at: seconds) {
                events.append(.input(.pointer(sample)))
            }
        case SDL_MOUSEMOTION:
            if let sample = mouse.sample(of: event.motion, at: seconds) { events.append(.input(sample)) }
        case SDL_MOUSEWHEEL:
            if let sample = mouse.sample(of: event.wheel, at: seconds) { events.append(.input(.scroll(sample))) }
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            if let sample = finger(event.tfinger, type: SDL_EventType(event.type), at: seconds) {
                events.append(.input(.pointer(sample)))
            }
        case SDL_KEYDOWN, SDL_KEYUP:
            let isDown = SDL_EventType(event.type) == SDL_KEYDOWN
            if let sample = keyboard.sample(of: event.key, isDown: isDown, at: seconds) {
                events.append(.input(.key(sample)))
            }
        case SDL_WINDOWEVENT:
            window(event.window, at: seconds, into: &events)
        case SDL_QUIT:
            events.append(.quit)
        default:
            break
        }
    }

    private mutating func window(_ event: SDL_WindowEvent, at seconds: Double, into events: inout [HostEvent]) {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_LEAVE.rawValue:
            if let leave = mouse.leave(at: seconds) { events.append(.input(.hover(leave))) }
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            if let cancel = mouse.removeAll(at: seconds) { events.append(.input(.hover(cancel))) }
            fingers.removeAll()
            keyboard.removeAll()
            events.append(.focusLost)
        default:
            break
        }
    }

    private mutating func finger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType, at seconds: Double)
        -> PointerSample?
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
        return PointerSample(pointerID: id, phase: phase, location: location, timestamp: seconds)
    }
}
