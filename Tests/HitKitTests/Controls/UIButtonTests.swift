import Foundation
import Testing

@testable import HitKit

@MainActor
@Suite("Buttons")
struct UIButtonTests {
    @Test("A button made with init(frame:) or init() is a custom button")
    func defaultTypeIsCustom() {
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton().buttonType == .custom)
    }

    @Test("init(type:) keeps the type, for every type")
    func initType() {
        let types: [UIButton.ButtonType] = [
            .custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close,
        ]
        for type in types {
            #expect(UIButton(type: type).buttonType == type)
        }
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton.ButtonType.close.rawValue == 7)
    }

    @Test("A subclass made with init(type:) is an instance of the subclass")
    func subclassInitType() {
        let button = CountingButton(type: .system)
        #expect(button.buttonType == .system)
        #expect(type(of: button) == CountingButton.self)
    }

    @Test("A title set for a state is returned for it; other states fall back to the normal title")
    func titleFallback() {
        let button = UIButton(type: .system)
        #expect(button.title(for: .normal) == nil)
        #expect(button.currentTitle == nil)
        button.setTitle("Play", for: .normal)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Play")
        #expect(button.title(for: [.selected, .highlighted]) == "Play")
        button.setTitle("Playing", for: .selected)
        #expect(button.title(for: .selected) == "Playing")
        #expect(button.title(for: .highlighted) == "Play")
        button.setTitle(nil, for: .selected)
        #expect(button.title(for: .selected) == "Play")
    }

    @Test("currentTitle follows the button's state")
    func currentTitleFollowsState() {
        let h = ControlHarness(UIButton())
        h.control.setTitle("Off", for: .normal)
        h.control.setTitle("Pressed", for: .highlighted)
        h.control.setTitle("On", for: .selected)
        h.control.setTitle("Unavailable", for: .disabled)
        #expect(h.control.currentTitle == "Off")
        h.down(150, 125)
        #expect(h.control.currentTitle == "Pressed")
        h.up(150, 125)
        h.control.isSelected = true
        #expect(h.control.currentTitle == "On")
        h.control.isSelected = false
        h.control.isEnabled = false
        #expect(h.control.currentTitle == "Unavailable")
    }

    @Test("init(type:primaryAction:) runs the action on a tap and takes its title")
    func primaryAction() {
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Save")
        #expect(button.allControlEvents == .primaryActionTriggered)
        let h = ControlHarness(button)
        h.tap()
        #expect(runs == 1)
        h.wait(1)
        h.down(150, 125)
        h.up(350, 125)
        #expect(runs == 1)
    }

    @Test("init(frame:primaryAction:) registers the action; a nil action registers nothing")
    func framePrimaryAction() {
        let button = UIButton(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: UIAction(title: "Go") { _ in })
        #expect(button.buttonType == .custom)
        #expect(button.currentTitle == "Go")
        let empty = UIButton(type: .custom, primaryAction: nil)
        #expect(empty.allControlEvents.isEmpty)
        #expect(empty.currentTitle == nil)
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in })
        #expect(control.allControlEvents == .primaryActionTriggered)
    }

    @Test("A button does not forward touches to its superview")
    func buttonDoesNotForward() {
        let h = ControlHarness(UIButton(type: .system))
        h.tap()
        #expect(h.container.log.isEmpty)
        #expect(h.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }
}

@MainActor
private final class CountingButton: UIButton {}
