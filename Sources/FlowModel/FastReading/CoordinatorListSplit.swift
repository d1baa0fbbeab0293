import Foundation

/// The second half of a large JSON model's coordinator list, read on a thread of its own while the file's reader
/// reads the first: the JSON `extract` writes for 100k screens is 180 MB, and reading it was half of checking it.
///
/// Where the second half begins is a guess made from the text alone: the first item after the middle of the file
/// at the indentation `extract` gives a coordinator (a `{` on a line of its own after four spaces). The reader of
/// the whole file takes the half over only if it arrives exactly there between two coordinators of the list;
/// otherwise, or when the half could not be read, it reads on by itself, so the model is the same either way.
final class CoordinatorListSplit<Events: ModelEventSource>: @unchecked Sendable {
    // @unchecked: `half` is written by the thread before it signals `finished`, and read only after waiting.

    /// What the half's reader read: its coordinators, their screens, and its events where the list ends, from
    /// which the reader of the whole file goes on.
    struct Half {
        var coordinators: [Coordinator]
        var screens: Int
        var events: Events
    }

    /// The offset of the `{` of the half's first coordinator.
    let offset: Int
    private let finished = DispatchSemaphore(value: 0)
    private var half: Half?
    private lazy var waitedFor: Half? = {
        finished.wait()
        return half
    }()

    private init(offset: Int) {
        self.offset = offset
    }

    /// The half read by a second reader of `events` (which start at `offset`) on its own thread; the caller must
    /// ``finish()`` before the text they read goes away.
    static func start(at offset: Int, events: Events, path: String, known: [String: Set<String>]) -> CoordinatorListSplit {
        let split = CoordinatorListSplit(offset: offset)
        let reading = UncheckedEvents(events: events)
        Thread.detachNewThread {
            var reader = ModelEventReader(events: reading.events, path: path, known: known)
            split.half = reader.readCoordinatorsToListEnd().map {
                Half(coordinators: $0.coordinators, screens: $0.screens, events: $0.events)
            }
            split.finished.signal()
        }
        return split
    }

    /// The half, once its reader has finished; nil when it could not read it as a valid model's.
    func finish() -> Half? {
        waitedFor
    }

    /// The guess at where the second half of a pretty-printed JSON model's coordinator list begins: the offset of
    /// the first `{` after the middle of the text that stands alone on its line after exactly four spaces.
    static func likelyStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let opening = Array("    {\n".utf8)
        var index = bytes.count / 2
        guard let base = bytes.baseAddress else { return nil }
        while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) {
            let lineStart = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            if lineStart + opening.count <= bytes.count,
               opening.withUnsafeBufferPointer({ memcmp(base + lineStart, $0.baseAddress!, $0.count) == 0 }) {
                return lineStart + 4
            }
            index = lineStart
        }
        return nil
    }
}

extension CoordinatorListSplit where Events == JSONModelEvents {
    /// A split of the JSON text in `bytes` when it is `minimumBytes` or more, the process has a second processor
    /// to read it on, and a likely start of the list's second half is found; nil otherwise.
    static func start(
        in bytes: UnsafeBufferPointer<UInt8>, path: String, known: [String: Set<String>], minimumBytes: Int
    ) -> CoordinatorListSplit? {
        guard bytes.count >= minimumBytes, ProcessInfo.processInfo.activeProcessorCount > 1,
              let offset = likelyStart(in: bytes) else { return nil }
        return start(at: offset, events: JSONModelEvents(bytes, coordinatorAt: offset), path: path, known: known)
    }
}

/// The events a split's thread reads: they point into the caller's text, which ``CoordinatorListSplit/finish()``
/// keeps alive until the thread is done.
private struct UncheckedEvents<Events: ModelEventSource>: @unchecked Sendable {
    var events: Events
}
