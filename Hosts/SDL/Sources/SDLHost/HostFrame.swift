import HitKit

/// One turn of a host's loop, after the window system's events were read and translated: hand
/// them to the application, then move its clock to the frame's time.
///
/// The samples of a frame are sent together, in one `send(_:)`, in the order they came: fingers SDL
/// reports in the same millisecond then move in one `UIEvent`, as on iOS, and a key pressed between
/// two moves arrives between them. A focus loss sends the samples before it, then cancels every touch
/// and every key press. The clock then advances to `now` even when nothing came, so a long press
/// begins under a still finger and a double-tap recognizer gives up when no second tap comes.
@MainActor
public enum HostFrame {
    /// Delivers `events` to `application` and advances its clock to `now` (seconds on the same clock as
    /// the samples' timestamps, read *before* the events were polled, so no event older than `now` can
    /// still be waiting). Returns `false` once the user asked to quit.
    @discardableResult
    public static func deliver(_ events: [HostEvent], to application: UIApplication, now: Double) -> Bool {
        var samples: [InputSample] = []
        var keepRunning = true
        for event in events {
            switch event {
            case .input(let sample):
                samples.append(sample)
            case .focusLost:
                application.send(samples)
                samples.removeAll()
                application.cancelAllTouches()
                application.cancelAllPresses()
            case .quit:
                keepRunning = false
            }
        }
        application.send(samples)
        application.advanceTime(to: now)
        return keepRunning
    }
}
