import Testing

/// The scenes of jake-kim's "[iOS - swift] View Layering 테크닉"
/// (https://ios-development.tistory.com/978). The article shows no log; it states the outcomes:
/// both buttons work through the pass-through layers, a covering view blocks the UI under it, and a
/// parent with `isUserInteractionEnabled = false` silences its subviews.
@MainActor
@Suite("jake-kim's View Layering: view layering with PassThroughView")
struct Seed003ViewLayeringTests {
    @Test("Buttons on both PassThroughView layers get their taps; elsewhere the touch falls to self.view")
    func bothLayersButtonsWork() {
        #expect(
            runScene("003-pass-through-layers-both-buttons-work") == [
                "touch.view = backgroundButton",
                "backgroundButton tapped",
                "touch.view = someButton",
                "someButton tapped",
                "touch.view = self.view",
            ])
    }

    @Test("Recognizers on both PassThroughView layers fire, and both buttons still get their taps")
    func bothLayersRecognizersWork() {
        #expect(
            runScene("003-pass-through-layers-recognizers-work") == [
                // Away from the buttons: the second layer passes the touch through; the first
                // layer's image, made interactive, takes it and its tap recognizer fires.
                "touch.view = backgroundImageView",
                "tap recognized on backgroundImageView",
                // A drag that starts on someButton: the second layer's pan sees it (the layer is an
                // ancestor of the button), begins, and cancels the button's touch — no tap.
                "touch.view = someButton",
                "pan began on secondLayerView",
                "pan ended on secondLayerView",
                // A tap on someButton: the pan never begins, the button gets its tap.
                "touch.view = someButton",
                "someButton tapped",
                // The first layer's button, under the second layer, still gets its tap.
                "touch.view = backgroundButton",
                "backgroundButton tapped",
            ])
    }

    @Test("A plain full-screen upper layer takes the tap meant for the button under it")
    func plainUpperLayerBlocksLowerButton() {
        #expect(runScene("003-plain-upper-layer-blocks-lower-button") == ["touch.view = topView"])
    }

    @Test("A parent with isUserInteractionEnabled = false silences its button: the window gets the touch")
    func disabledParentSilencesItsButton() {
        #expect(runScene("003-user-interaction-disabled-parent-silences-button") == ["touch.view = UIWindow"])
    }

    @Test("A tap recognizer on a subview of an interactive view recognizes the tap")
    func tapRecognizerOnSubviewFires() {
        #expect(
            runScene("003-tap-gesture-on-subview-recognized") == [
                "touch.view = someView",
                "tap recognized on someView",
            ])
    }

    @Test("Under a parent with isUserInteractionEnabled = false, a subview's tap recognizer never fires")
    func disabledParentSilencesSubviewRecognizer() {
        #expect(runScene("003-user-interaction-disabled-parent-silences-tap-gesture") == ["touch.view = UIWindow"])
    }
}
