/// A buffer the JSON scanner writes a string with escapes into, unescaped: an event gives its scalar as bytes,
/// which must stay where they are until the next event, so they live in memory this class owns rather than in an
/// array that may move. Reused from one string to the next.
final class UnescapedBytes {
    private var start = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    private var capacity = 64
    private var count = 0

    deinit {
        start.deallocate()
    }

    /// The bytes written since the last ``replace(with:)``; valid until the buffer is written again.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: count)
    }

    /// Starts again with `bytes`.
    func replace(with bytes: UnsafeBufferPointer<UInt8>) {
        count = 0
        for byte in bytes { append(byte) }
    }

    func append(_ byte: UInt8) {
        if count == capacity {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            larger.update(from: start, count: count)
            start.deallocate()
            start = larger
            capacity *= 2
        }
        start[count] = byte
        count += 1
    }
}
