import HitKit
import HitKitScenes
import Testing

@Suite("The gesture playground example")
@MainActor
struct GesturePlaygroundTests {
    @Test("Its touches show the button's control events, the long press, the tap waiting for the double tap, and pinch with rotation")
    func log() throws {
        let lines = try BuiltInScenes.scene(id: "gesture-playground").run()
        #expect(
            lines == [
                "button touchDown", "button touchUpInside",
                "button touchDown", "button touchDragExit", "button touchUpOutside",
                "long press began", "long press ended",
                "single tap recognized",
                "double tap recognized",
                "pinch began", "pinch ended", "rotation began", "rotation ended",
            ])
    }
}
