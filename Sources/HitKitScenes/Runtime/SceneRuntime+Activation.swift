import HitKit

extension SceneRuntime {
    /// Checks that every `activate` command of `script` names a view of the scene.
    ///
    /// - Throws: A `reference` error at the command's target, in the script's file.
    public func checkActivations(of script: TouchScript) throws(SceneFileError) {
        for activation in script.activations where view(named: activation.target) == nil {
            throw SceneFileError(
                code: .reference, file: activation.file, line: activation.line, column: activation.column, path: "",
                message: "activate names no view of the scene: '\(activation.target)'")
        }
    }

    /// Activates the view of `activation` as VoiceOver's double-tap does — its
    /// `accessibilityActivate()`, and when that returns false a tap of finger 1 at its
    /// `accessibilityActivationPoint` — logging what it did: `VoiceOver activates saveButton: a tap at
    /// its activation point (80, 122)`.
    func activate(_ activation: TouchScript.Activation) {
        application.advanceTime(to: activation.time)
        guard let view = view(named: activation.target) else {
            log("VoiceOver activates \(activation.target): no view of that name")
            return
        }
        let name = logName(of: view)
        if view.accessibilityActivate() {
            log("VoiceOver activates \(name): its accessibilityActivate() handles it, no touch")
            return
        }
        let point = view.accessibilityActivationPoint
        guard point.x.isFinite, point.y.isFinite else {
            log("VoiceOver activates \(name): its activation point is not finite, no touch")
            return
        }
        log("VoiceOver activates \(name): a tap at its activation point \(ExplanationFormat.point(point))")
        application.send(PointerSample(pointerID: 1, phase: .down, location: point, timestamp: activation.time))
        application.send(
            PointerSample(
                pointerID: 1, phase: .up, location: point,
                timestamp: activation.time + TouchScript.activationTapDuration))
    }
}
