// SDL2's C API for Swift. The constants below are macros with casts in SDL's headers, which Swift
// does not import; they are given here as values.
#include <SDL2/SDL.h>

/// The `which` of a mouse event SDL made up from a touch (SDL_TOUCH_MOUSEID).
static const Uint32 CSDL2_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
/// The `touchId` of a finger event SDL made up from the mouse (SDL_MOUSE_TOUCHID).
static const SDL_TouchID CSDL2_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;
/// Lets SDL place a new window (SDL_WINDOWPOS_UNDEFINED).
static const int CSDL2_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;

/// The wheel's steps with their fractions (preciseX, SDL 2.0.18), or its whole steps before.
static inline float CSDL2_WheelPreciseX(const SDL_MouseWheelEvent *wheel) {
#if SDL_VERSION_ATLEAST(2, 0, 18)
    return wheel->preciseX;
#else
    return (float)wheel->x;
#endif
}

/// The wheel's vertical steps with their fractions (preciseY, SDL 2.0.18), or its whole steps before.
static inline float CSDL2_WheelPreciseY(const SDL_MouseWheelEvent *wheel) {
#if SDL_VERSION_ATLEAST(2, 0, 18)
    return wheel->preciseY;
#else
    return (float)wheel->y;
#endif
}

/// Sets *x, *y to the pointer's window location at the wheel event and returns 1 (SDL 2.26's
/// mouseX, mouseY), or returns 0 when SDL's wheel events do not carry it.
static inline int CSDL2_WheelMouseLocation(const SDL_MouseWheelEvent *wheel, Sint32 *x, Sint32 *y) {
#if SDL_VERSION_ATLEAST(2, 26, 0)
    *x = wheel->mouseX;
    *y = wheel->mouseY;
    return 1;
#else
    (void)wheel; (void)x; (void)y;
    return 0;
#endif
}
