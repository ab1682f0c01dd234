import HitKit
import HitKitScenes

/// A gesture as the session recorded it: the samples sent, with their virtual times, and the scene they ran on.
struct RecordedGesture {
    /// The scene at the gesture's first touch-down.
    var file: SceneFile
    /// The scene's text then.
    var yaml: String
    /// The samples, with the times the application saw.
    var samples: [PointerSample] = []
    /// Samples dispatched but not kept, past ``InspectorLimits/maximumRecordedSamples``.
    var leftOut = 0
    /// The samples the live scene took before this gesture, since it was installed (`nil`: too many to keep), so
    /// a replay of the gesture starts from the state they left.
    var earlier: [PointerSample]? = []
}

extension InspectorSession {
    /// The virtual time, in seconds, of page time `time` (milliseconds): `(time - t0) / 1000 + 1`, never before
    /// the last time given.
    func virtualTime(_ time: Double) -> TimeInterval {
        let origin = timeOrigin ?? time
        timeOrigin = origin
        let seconds = (time - origin) / 1000 + 1
        lastTime = seconds.isFinite ? max(lastTime, seconds) : lastTime
        return lastTime
    }

    /// Sends an `input` message's samples through the application; replies with a `trace` message (and a
    /// `gesture` message when the last finger lifts).
    ///
    /// - Complexity: O(*s*) samples, each dispatched as `UIApplication.send(_:)` does (one hit test per
    ///   touch-down), plus O(*e*) for the trace events written.
    func input(_ samples: [InspectorSample]) -> [InspectorJSON] {
        let application = runtime.application
        let pointerSamples = samples.map { sample in
            PointerSample(
                pointerID: sample.id, phase: sample.phase, location: sample.location,
                timestamp: virtualTime(sample.time))
        }
        if recording == nil, application.activeTouches.isEmpty,
            pointerSamples.contains(where: { $0.phase == .down })
        {
            recording = RecordedGesture(file: file, yaml: yaml, earlier: history)
            recorder.stop()
            recorder = GestureRecorder(runtime: runtime, keepsEveryGesture: true)
            if application.undecidedGestureRecognizers.isEmpty { tracer.endGesture() }
        }
        if var gesture = recording {
            let room = max(0, limits.maximumRecordedSamples - gesture.samples.count)
            let kept = Array(pointerSamples.prefix(room))
            gesture.samples += kept
            gesture.leftOut += pointerSamples.count - kept.count
            recording = gesture
            recorder.send(kept)
            // Past the limit the recorder stops listening, so a never-ending gesture costs no more memory.
            if kept.count < pointerSamples.count { recorder.stop() }
            application.send(Array(pointerSamples.dropFirst(kept.count)))
        } else {
            application.send(pointerSamples)
        }
        if let kept = history {
            history = kept.count + pointerSamples.count <= limits.maximumRecordedSamples ? kept + pointerSamples : nil
        }
        var replies: [InspectorJSON] = []
        if let trace = traceMessage(force: true) { replies.append(trace) }
        if let gesture = recording, application.activeTouches.isEmpty {
            lastGesture = gesture
            replies.append(gestureMessage(gesture))
            // A gesture that left recognizers waiting (a first tap of a double tap) goes on with the next touch.
            if application.undecidedGestureRecognizers.isEmpty { recording = nil }
        }
        return replies
    }

    /// Runs the clock to a `tick`'s time, firing due timers; replies with a `trace` message if anything changed.
    func tick(_ time: Double) -> [InspectorJSON] {
        guard timeOrigin != nil else { return [] }
        runtime.application.advanceTime(to: virtualTime(time))
        if recording != nil, runtime.application.activeTouches.isEmpty,
            runtime.application.undecidedGestureRecognizers.isEmpty
        {
            recording = nil
        }
        return traceMessage(force: false).map { [$0] } ?? []
    }

    /// The `trace` message: the events since the last one and the live state; `nil` when nothing happened and
    /// nothing changed (unless `force`).
    func traceMessage(force: Bool) -> InspectorJSON? {
        tracer.expireDelays()
        let (events, dropped) = tracer.drain()
        let touches = runtime.application.activeTouches.map { touch -> InspectorJSON in
            let location = touch.location(in: nil)
            return .object([
                ("id", .number(Double(touch.pointerID))), ("x", .number(Double(location.x))),
                ("y", .number(Double(location.y))), ("view", .string(touch.view.map(runtime.traceName))),
            ])
        }
        let delay: InspectorJSON =
            tracer.delays.first.map { delay in
                .object([
                    ("view", .string(runtime.traceName(of: delay.scrollView))),
                    ("held", .string(delay.touch.view.map(runtime.traceName))), ("until", .number(delay.until)),
                ])
            } ?? .null
        let live: [(String, InspectorJSON)] = [
            ("touches", .array(touches)), ("highlighted", .array(tracer.highlighted.map(InspectorJSON.string))),
            ("recognizers", tracer.recognizerStates), ("delay", delay),
        ]
        let state = InspectorJSON.object(live).text
        guard force || !events.isEmpty || state != lastLiveState else { return nil }
        lastLiveState = state
        var fields: [(String, InspectorJSON)] = [
            ("type", .string("trace")), ("t", .number(runtime.application.clock.now)),
            ("events", .array(events.map(\.json))),
        ]
        if dropped > 0 { fields.append(("dropped", .number(Double(dropped)))) }
        return .object(fields + live)
    }
}
