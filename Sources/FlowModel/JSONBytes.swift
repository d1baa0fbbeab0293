import Foundation

/// The bytes ``ModelJSONWriter`` writes: either all kept in one block grown with `realloc` and handed to `Data`
/// without a copy, or kept a megabyte at a time and handed to an output whenever the block is full, so that a
/// 100,000-screen model's 190 MB of JSON go to their file through a buffer that stays in the processor's cache
/// instead of through 190 MB of freshly faulted memory.
struct JSONBytes {
    /// Where a full block goes; nil when every byte is kept.
    private let output: ((UnsafeRawBufferPointer) throws -> Void)?
    /// The first error `output` threw: nothing is given to it after one.
    private var failure: (any Error)?
    private var base: UnsafeMutablePointer<UInt8>?
    private var count = 0
    private var capacity = 0

    private static let blockSize = 1 << 20

    /// Bytes kept whole, for ``data()``.
    init() {
        output = nil
    }

    /// Bytes given to `output` a block at a time; ``finish()`` gives the last.
    init(flushingTo output: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.output = output
    }

    // The appends are inlined so that a literal's copy has a known length and takes no call: a large model's JSON
    // is tens of millions of them.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base![count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        reserve(times)
        (base! + count).update(repeating: byte, count: times)
        count += times
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// `value` in decimal, as `String(value)` spells it, without making the string.
    mutating func appendDecimal(_ value: Int) {
        reserve(20)
        var magnitude = value.magnitude
        var digits = 0
        repeat {
            digits += 1
            magnitude /= 10
        } while magnitude > 0
        let sign = value < 0 ? 1 : 0
        if sign == 1 { base![count] = UInt8(ascii: "-") }
        magnitude = value.magnitude
        var position = count + sign + digits
        repeat {
            position -= 1
            base![position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count += sign + digits
    }

    /// The bytes kept; the block is the data's from here on.
    mutating func data() -> Data {
        guard let base else { return Data() }
        self.base = nil
        return Data(bytesNoCopy: base, count: count, deallocator: .free)
    }

    /// Gives the output what is left, frees the block and throws the output's error, if it threw one.
    mutating func finish() throws {
        flush()
        free(base)
        base = nil
        if let failure { throw failure }
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { makeRoom(extra) }
    }

    /// Gives the output the bytes kept, or grows the block, so that `extra` more fit.
    @inline(never)
    private mutating func makeRoom(_ extra: Int) {
        if output != nil {
            flush()
            guard extra > capacity else { return }
        }
        capacity = max(count + extra, capacity * 2, output == nil ? 1 << 16 : Self.blockSize)
        guard let grown = realloc(base, capacity) else { fatalError("out of memory for \(capacity) bytes of JSON") }
        base = grown.assumingMemoryBound(to: UInt8.self)
    }

    /// Gives the bytes kept to the output and starts the block again.
    private mutating func flush() {
        guard let output, let base, count > 0 else { return }
        defer { count = 0 }
        guard failure == nil else { return }
        do {
            try output(UnsafeRawBufferPointer(start: base, count: count))
        } catch {
            failure = error
        }
    }
}
