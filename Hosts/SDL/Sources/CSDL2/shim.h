// SDL2's C API for Swift. The constants below are macros with casts in SDL's headers, which Swift
// does not import; they are given here as values.
#include <SDL2/SDL.h>

/// The `which` of a mouse event SDL made up from a touch (SDL_TOUCH_MOUSEID).
static const Uint32 CSDL2_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
/// The `touchId` of a finger event SDL made up from the mouse (SDL_MOUSE_TOUCHID).
static const SDL_TouchID CSDL2_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;
/// Lets SDL place a new window (SDL_WINDOWPOS_UNDEFINED).
static const int CSDL2_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
