import Foundation
@_spi(HitKitTools) import HitKit

extension TraceRecorder {
    /// The one-line form of `event`:
    ///
    /// | Event | Line |
    /// |---|---|
    /// | touch phase | `touch 1 began (20.0, 20.0)` (window coordinates) |
    /// | window selected | `touch 1 → window <UIWindow>` |
    /// | hit-test entered | `hitTest enter <BlackView> (12.0, 30.0)` (the view's coordinates) |
    /// | hit-test skipped | `skip <Label>: userInteractionDisabled` |
    /// | point inside | `pointInside <BlackView> (12.0, 30.0) → NO` |
    /// | hit-test returned | `hitTest return <BlackView> → <Label>` (or `→ nil`) |
    /// | touch bound | `touch 1 bound to <FrontButton>` (or `to nothing`) |
    /// | touch withheld | `touch 2 withheld from <Canvas>: multipleTouchDisabled` |
    /// | touches delivered | `touchesBegan → <FrontButton> [touch 1]` |
    /// | touches forwarded | `forward touchesBegan <FrontButton> → <MainView>` |
    /// | control events | `control <UIButton> touchUpInside` |
    /// | gesture state | `gesture <tap> possible → ended` |
    /// | gesture actions | `actions <pan> began` (what its targets heard) |
    /// | decision | `decision: <single tap> failed because <double tap>: <reason>` |
    /// | diagnostic | `diagnostic: nonFiniteInput: <message> [<context>]` |
    public static func line(for event: DispatchTraceEvent) -> String {
        TraceText.line(for: event)
    }
}
