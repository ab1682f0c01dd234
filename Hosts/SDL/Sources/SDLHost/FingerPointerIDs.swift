import CSDL2

/// Gives each SDL finger its own HitKit pointer id for as long as it is down.
///
/// SDL names a finger by two numbers, its touch device (`touchId`) and the finger on it
/// (`fingerId`); HitKit wants one `Int` that stays the same from down to up and is never shared
/// with another pointer that is down. Ids are handed out in order, starting after the mouse's,
/// and never reused in a run, so a late event for a lifted finger cannot reach a new one.
struct FingerPointerIDs {
    private struct Finger: Hashable {
        let touch: SDL_TouchID
        let finger: SDL_FingerID
    }

    private var down: [Finger: Int] = [:]
    private var next: Int

    /// Ids start at `firstID`.
    init(firstID: Int) { next = firstID }

    /// The id of a finger going down: a new one, or the one it has if SDL reports a second down.
    mutating func begin(touch: SDL_TouchID, finger: SDL_FingerID) -> Int {
        let key = Finger(touch: touch, finger: finger)
        if let id = down[key] { return id }
        let id = next
        next &+= 1
        down[key] = id
        return id
    }

    /// The id of a finger that is down, or `nil` for one HitKit never saw go down.
    func current(touch: SDL_TouchID, finger: SDL_FingerID) -> Int? {
        down[Finger(touch: touch, finger: finger)]
    }

    /// The id of a finger lifting, which it gives up; `nil` for one that is not down.
    mutating func end(touch: SDL_TouchID, finger: SDL_FingerID) -> Int? {
        down.removeValue(forKey: Finger(touch: touch, finger: finger))
    }

    /// Forgets every finger (the window lost focus and HitKit cancelled their touches).
    mutating func removeAll() { down.removeAll() }
}
