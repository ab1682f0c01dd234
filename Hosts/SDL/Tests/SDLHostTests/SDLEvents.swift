import CSDL2
import SDLHost

/// SDL events built by hand, as SDL's event queue would hand them to a host (no window or
/// `SDL_Init` needed: an `SDL_Event` is a plain C union).
enum SDLEvents {
    static func mouseButton(
        down: Bool, x: Int32, y: Int32, ms: UInt32, button: Int32 = SDL_BUTTON_LEFT, which: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.timestamp = ms
        event.button.which = which
        event.button.button = UInt8(button)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        return event
    }

    /// SDL's `state` bit of a button (`SDL_BUTTON(X)`, a macro Swift does not import).
    static func stateMask(_ button: Int32) -> UInt32 { 1 << UInt32(button - 1) }

    /// A motion event; `state` is SDL's mask of the buttons down (`SDL_BUTTON_LMASK` …), 0 when hovering.
    static func mouseMotion(x: Int32, y: Int32, ms: UInt32, state: UInt32 = 0, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.timestamp = ms
        event.motion.which = which
        event.motion.state = state
        event.motion.x = x
        event.motion.y = y
        return event
    }

    /// A wheel event: `x` and `y` are SDL's whole steps (`y` > 0 away from the user), `preciseX` and
    /// `preciseY` the same with fractions (SDL 2.0.18), `mouseX` and `mouseY` the pointer (SDL 2.26).
    static func wheel(
        x: Int32 = 0, y: Int32 = 0, preciseX: Float? = nil, preciseY: Float? = nil, flipped: Bool = false,
        mouseX: Int32 = 0, mouseY: Int32 = 0, ms: UInt32, which: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = ms
        event.wheel.which = which
        event.wheel.x = x
        event.wheel.y = y
        event.wheel.preciseX = preciseX ?? Float(x)
        event.wheel.preciseY = preciseY ?? Float(y)
        event.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
        event.wheel.mouseX = mouseX
        event.wheel.mouseY = mouseY
        return event
    }

    /// A finger event; `x` and `y` are normalised to the window (0...1), as SDL gives them.
    static func finger(
        _ type: SDL_EventType, touch: SDL_TouchID = 7, finger: SDL_FingerID, x: Float, y: Float, ms: UInt32
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.timestamp = ms
        event.tfinger.touchId = touch
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 1
        return event
    }

    /// A key event; `repeat` is SDL's auto-repeat flag.
    static func key(
        down: Bool, _ scancode: SDL_Scancode, mod: SDL_Keymod = KMOD_NONE, ms: UInt32, isRepeat: Bool = false
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.timestamp = ms
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.scancode = scancode
        event.key.keysym.mod = UInt16(mod.rawValue)
        return event
    }

    static func focusLost(ms: UInt32) -> SDL_Event { windowEvent(SDL_WINDOWEVENT_FOCUS_LOST, ms: ms) }

    /// The pointer left the window (it carries no location).
    static func leave(ms: UInt32) -> SDL_Event { windowEvent(SDL_WINDOWEVENT_LEAVE, ms: ms) }

    /// The pointer entered the window (SDL 2's carries no location: a motion follows it).
    static func enter(ms: UInt32) -> SDL_Event { windowEvent(SDL_WINDOWEVENT_ENTER, ms: ms) }

    static func windowEvent(_ type: SDL_WindowEventID, ms: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.timestamp = ms
        event.window.event = UInt8(type.rawValue)
        return event
    }

    static func quit(ms: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        event.quit.timestamp = ms
        return event
    }
}

extension SDLEventTranslator {
    /// The host events `event` translates to, in order.
    mutating func events(of event: SDL_Event) -> [HostEvent] {
        var events: [HostEvent] = []
        translate(event, into: &events)
        return events
    }
}
