import CSDL2
import HitKit

/// SDL2's mouse in HitKit's terms: its buttons as one `.mouse` pointer's `UIEvent.ButtonMask`, its
/// motion with no button as hover (`HoverSample`), its wheel as wheel ticks (`ScrollSample`), and
/// which buttons are down, so that a host never reports a button HitKit did not see go down.
///
/// **One pointer per click.** UIKit makes one `.indirectPointer` touch of a click: it begins when
/// the first button goes down and ends when the last comes up, and a button pressed or released
/// in between changes the touch's (and its event's) `buttonMask`. So the first button down is the
/// pointer's `down`, the last button up its `up`, and a button pressed or released while another
/// is held is a `move` naming the buttons held now (HitKit's "Host input" article: a move that
/// names buttons replaces them). Motion while a button is held is a `move` with the buttons held.
///
/// **Hover.** Motion with no button held and none down in SDL's `state` is the pointer hovering:
/// a `HoverSample` of the same pointer id, `enter` for the first motion of a hover and `move`
/// after. SDL 2's `SDL_WINDOWEVENT_ENTER` carries no location, and SDL sends a motion at the entry
/// point right after it: that motion is the `enter`. `SDL_WINDOWEVENT_LEAVE` is the hover's
/// `leave` (``leave(at:)``), a focus loss its `cancel` (``removeAll(at:)``). A button press needs
/// no hover sample: the press of a hovering pointer ends its hover, and its release over the
/// window begins it again, in HitKit (its article "Hover": a pointer whose button is down does not
/// hover), so the host reports motion as hover again only once no button is held.
///
/// **Button numbers.** `SDL_BUTTON_LEFT` (1) is `.primary`, `SDL_BUTTON_RIGHT` (3) `.secondary`,
/// `SDL_BUTTON_MIDDLE` (2) `.button(3)`; the extra buttons keep SDL's numbers, `SDL_BUTTON_X1` (4)
/// and `SDL_BUTTON_X2` (5) becoming `.button(4)` and `.button(5)`, up to button 32, the last a
/// `UIEvent.ButtonMask` of HitKit holds. SDL's button 0 and those past 32 are dropped.
///
/// **Wheel.** Each `SDL_MOUSEWHEEL` is one tick: its `preciseX`, `preciseY` (SDL 2.0.18; whole
/// steps before) times ``pointsPerWheelStep``, turned to HitKit's sign, where the delta is the way
/// the content follows: SDL's `y` > 0 (away from the user) moves the content down, a positive
/// `dy`; its `x` > 0 (to the right) moves it left, a negative `dx`; both are negated when
/// `direction` is `SDL_MOUSEWHEEL_FLIPPED` (a "natural" wheel, SDL reports the other sign). The
/// tick is at the wheel's `mouseX`, `mouseY` (SDL 2.26), or, built against an older SDL, where
/// the last mouse event put the pointer. SDL reports a trackpad's two-finger scroll as wheel
/// events too, without phases: they are ticks, UIKit's `.discrete` scrolls.
///
/// **Never twice.** A mouse event SDL made from a touch (`which == SDL_TOUCH_MOUSEID`) is dropped:
/// the finger's own events make its touch.
public struct SDLMouse {
    /// The points one wheel step scrolls by default: 40, about three lines of body text.
    public static let defaultPointsPerWheelStep: Double = 40

    /// The pointer id of the mouse's samples.
    public let pointerID: Int
    /// The points one of SDL's wheel steps scrolls.
    public var pointsPerWheelStep = defaultPointsPerWheelStep

    private var held: UIEvent.ButtonMask = []
    private var location = CGPoint.zero
    /// Whether a hover was reported (`enter` or `move`) and not yet ended by a `leave` or a
    /// `cancel`; a press leaves it set, as HitKit begins the hover again at the release.
    private var hovering = false

    /// A mouse with no button down, whose samples have the id `pointerID`.
    public init(pointerID: Int) { self.pointerID = pointerID }

    /// The button of SDL's button number, or `nil` for 0 and numbers past 32.
    public static func button(_ number: UInt8) -> UIEvent.ButtonMask? {
        switch Int32(number) {
        case SDL_BUTTON_LEFT: .primary
        case SDL_BUTTON_RIGHT: .secondary
        case SDL_BUTTON_MIDDLE: .button(3)
        case 4...32: .button(Int(number))
        default: nil
        }
    }

    /// The sample of a `SDL_MOUSEBUTTONDOWN` or `UP`: the click's `down`, `up`, or a `move` whose
    /// buttons changed; `nil` for SDL's copy of a touch, a button with no UIKit number, a second
    /// down of a held button or an up of one not held.
    public mutating func sample(of event: SDL_MouseButtonEvent, isDown: Bool, at seconds: Double) -> PointerSample? {
        guard event.which != CSDL2_TOUCH_MOUSEID else { return nil }
        location = CGPoint(x: Double(event.x), y: Double(event.y))
        guard let button = Self.button(event.button), held.contains(button) != isDown else { return nil }
        let phase: PointerSample.Phase
        if isDown {
            phase = held.isEmpty ? .down : .move
            held.insert(button)
        } else {
            held.remove(button)
            phase = held.isEmpty ? .up : .move
        }
        return sample(phase, at: seconds)
    }

    /// The sample of a `SDL_MOUSEMOTION`: the click's `move` while a button is held; with none held
    /// and none down in the event's `state`, a hover `enter` (the first motion of a hover) or
    /// `move`; `nil` for SDL's copy of a touch and for motion with a button down that HitKit never
    /// saw go down (one pressed before a focus loss).
    public mutating func sample(of event: SDL_MouseMotionEvent, at seconds: Double) -> InputSample? {
        guard event.which != CSDL2_TOUCH_MOUSEID else { return nil }
        location = CGPoint(x: Double(event.x), y: Double(event.y))
        if !held.isEmpty { return .pointer(sample(.move, at: seconds)) }
        guard event.state == 0 else { return nil }
        let phase: HoverSample.Phase = hovering ? .move : .enter
        hovering = true
        return .hover(hover(phase, at: seconds))
    }

    /// The hover's `leave` when the pointer left the window (`SDL_WINDOWEVENT_LEAVE`); `nil` when
    /// no hover was reported since the last `leave` or `cancel`.
    public mutating func leave(at seconds: Double) -> HoverSample? {
        guard hovering else { return nil }
        hovering = false
        return hover(.leave, at: seconds)
    }

    /// The wheel tick of a `SDL_MOUSEWHEEL`; `nil` for one that moves nothing and for SDL's copy
    /// of a touch.
    public mutating func sample(of event: SDL_MouseWheelEvent, at seconds: Double) -> ScrollSample? {
        guard event.which != CSDL2_TOUCH_MOUSEID else { return nil }
        var wheel = event
        var x: Int32 = 0
        var y: Int32 = 0
        if CSDL2_WheelMouseLocation(&wheel, &x, &y) != 0 { location = CGPoint(x: Double(x), y: Double(y)) }
        let steps = (x: Double(CSDL2_WheelPreciseX(&wheel)), y: Double(CSDL2_WheelPreciseY(&wheel)))
        guard steps.x != 0 || steps.y != 0 else { return nil }
        let sign: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        // `+ 0` turns a -0 into 0, so a vertical tick's dx prints as 0.
        let delta = CGVector(
            dx: -steps.x * sign * pointsPerWheelStep + 0, dy: steps.y * sign * pointsPerWheelStep + 0)
        return .wheel(delta, at: location, timestamp: seconds)
    }

    /// Forgets every button that is down and the hover: the window lost focus, and HitKit cancels
    /// the click. Returns the hover's `cancel`, or `nil` when no hover was reported since the last
    /// `leave` or `cancel`.
    public mutating func removeAll(at seconds: Double) -> HoverSample? {
        held = []
        guard hovering else { return nil }
        hovering = false
        return hover(.cancel, at: seconds)
    }

    private func hover(_ phase: HoverSample.Phase, at seconds: Double) -> HoverSample {
        HoverSample(pointerID: pointerID, phase: phase, location: location, timestamp: seconds, kind: .mouse)
    }

    private func sample(_ phase: PointerSample.Phase, at seconds: Double) -> PointerSample {
        PointerSample(
            pointerID: pointerID, phase: phase, location: location, timestamp: seconds, kind: .mouse,
            buttons: phase == .up ? [] : held)
    }
}
