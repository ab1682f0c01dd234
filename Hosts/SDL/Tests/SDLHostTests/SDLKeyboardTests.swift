import CSDL2
import HitKit
import SDLHost
import Testing

@Suite("SDL keyboard")
struct SDLKeyboardTests {
    private func keys(_ events: [SDL_Event]) -> [KeySample] {
        var translator = SDLEventTranslator(windowSize: CGSize(width: 320, height: 480))
        return events.flatMap { translator.events(of: $0) }.compactMap { event in
            if case .input(.key(let sample)) = event { return sample }
            return nil
        }
    }

    @Test("A key's scancode is its HID usage; Shift's bit makes the shifted characters, in seconds")
    func scancodesAreUsages() {
        let result = keys([
            SDLEvents.key(down: true, SDL_SCANCODE_LSHIFT, mod: KMOD_LSHIFT, ms: 1000),
            SDLEvents.key(down: true, SDL_SCANCODE_S, mod: KMOD_LSHIFT, ms: 1016),
            SDLEvents.key(down: false, SDL_SCANCODE_S, mod: KMOD_LSHIFT, ms: 1032),
            SDLEvents.key(down: false, SDL_SCANCODE_LSHIFT, ms: 1048),
        ])
        #expect(
            result == [
                KeySample(key: .keyboardLeftShift, phase: .down, modifierFlags: .shift, timestamp: 1),
                KeySample(
                    key: .keyboardS, phase: .down, characters: "S", charactersIgnoringModifiers: "s",
                    modifierFlags: .shift, timestamp: 1.016),
                KeySample(
                    key: .keyboardS, phase: .up, characters: "S", charactersIgnoringModifiers: "s",
                    modifierFlags: .shift, timestamp: 1.032),
                KeySample(key: .keyboardLeftShift, phase: .up, timestamp: 1.048),
            ])
    }

    @Test("Control, Alt, GUI and Caps Lock bits are control, alternate, command and alphaShift; Num Lock is none")
    func modifierBits() {
        #expect(SDLKeyboard.modifierFlags(UInt16(KMOD_RCTRL.rawValue)) == .control)
        #expect(SDLKeyboard.modifierFlags(UInt16(KMOD_LALT.rawValue)) == .alternate)
        #expect(SDLKeyboard.modifierFlags(UInt16(KMOD_RGUI.rawValue)) == .command)
        #expect(SDLKeyboard.modifierFlags(UInt16(KMOD_CAPS.rawValue)) == .alphaShift)
        #expect(SDLKeyboard.modifierFlags(UInt16(KMOD_NUM.rawValue)) == [])
        #expect(
            SDLKeyboard.modifierFlags(UInt16(KMOD_LGUI.rawValue | KMOD_RSHIFT.rawValue)) == [.command, .shift])
    }

    @Test("Repeats, a second down, an up never pressed and a key with no HID usage make no samples")
    func strayKeysAreDropped() {
        let result = keys([
            SDLEvents.key(down: false, SDL_SCANCODE_A, ms: 1),
            SDLEvents.key(down: true, SDL_SCANCODE_A, ms: 2),
            SDLEvents.key(down: true, SDL_SCANCODE_A, ms: 3, isRepeat: true),
            SDLEvents.key(down: true, SDL_SCANCODE_A, ms: 4),
            SDLEvents.key(down: true, SDL_SCANCODE_AUDIONEXT, ms: 5),
            SDLEvents.key(down: false, SDL_SCANCODE_A, ms: 6),
        ])
        #expect(result.map(\.phase) == [.down, .up])
        let a = UIKeyboardHIDUsage.keyboardA.rawValue
        #expect(result.map(\.keyCode) == [a, a])
    }

    @Test("After a focus loss the keys that were down are forgotten: their ups make no samples")
    func focusLossForgetsKeys() {
        var translator = SDLEventTranslator(windowSize: CGSize(width: 100, height: 100))
        #expect(!translator.events(of: SDLEvents.key(down: true, SDL_SCANCODE_B, ms: 1)).isEmpty)
        #expect(translator.events(of: SDLEvents.focusLost(ms: 2)) == [.focusLost])
        #expect(translator.events(of: SDLEvents.key(down: false, SDL_SCANCODE_B, ms: 3)).isEmpty)
        #expect(!translator.events(of: SDLEvents.key(down: true, SDL_SCANCODE_B, ms: 4)).isEmpty)
    }
}
