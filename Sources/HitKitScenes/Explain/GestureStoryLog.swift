import HitKit

/// The dispatch trace a ``GestureStory`` records, as a collection that counts every entry read:
/// the seam a test uses to pin that telling a script's gestures reads each entry a bounded number
/// of times, however many gestures came before it.
struct GestureStoryLog: RandomAccessCollection {
    /// One recorded trace event and the clock's time when it happened.
    struct Entry {
        let event: DispatchTraceEvent
        let time: TimeInterval
    }

    /// Counts reads; a class, so that reads through a copy or a slice count too.
    final class ReadCounter {
        var count = 0
    }

    private(set) var storage: [Entry] = []
    let reads = ReadCounter()

    var startIndex: Int { storage.startIndex }
    var endIndex: Int { storage.endIndex }

    subscript(position: Int) -> Entry {
        reads.count += 1
        return storage[position]
    }

    mutating func append(_ entry: Entry) { storage.append(entry) }
}
