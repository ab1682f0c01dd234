import Foundation

#if !canImport(Darwin)
    /// A time interval in seconds, as Core Foundation defines it: the type of Core Animation's times
    /// (``CAMediaTiming/beginTime``, ``CAMediaTiming/duration``, …). Foundation on Linux does not
    /// export it; on Apple platforms Core Foundation's type is used instead.
    public typealias CFTimeInterval = Double
#endif
