/// What an ``InspectorSession`` accepts from its client: every message beyond a limit is answered with an `error`
/// message and dropped, and the session keeps working.
public struct InspectorLimits: Sendable, Hashable {
    /// The largest message, in UTF-8 bytes (1 MiB).
    public var maximumMessageBytes: Int = 1 << 20
    /// The most samples one `input` message may carry.
    public var maximumSamplesPerInput: Int = 64
    /// The most messages per second of the transport's clock (`receivedAt`); beyond, messages are dropped.
    public var maximumMessagesPerSecond: Int = 2_000
    /// The largest scene text an `edit` may send, in UTF-8 bytes (1 MiB).
    public var maximumYAMLBytes: Int = 1 << 20
    /// The most cells a hit map may have; a finer step is coarsened until the map fits.
    public var maximumHitMapCells: Int = 250_000
    /// The most samples a recorded gesture keeps; later samples are still dispatched but not recorded.
    public var maximumRecordedSamples: Int = 100_000
    /// The most trace events one `trace` message carries; the rest are counted in its `dropped`.
    public var maximumTraceEventsPerReply: Int = 2_000
    /// The most views a scene may have for `hover` to search for a fix (the search rebuilds the scene a few dozen
    /// times); larger scenes get the hit test and the reasons without a fix.
    public var maximumViewsForFixSearch: Int = 400
    /// The largest coordinate magnitude, in points, a message may carry.
    public var maximumCoordinate: Double = 1e9

    /// The default limits.
    public init() {}
}
