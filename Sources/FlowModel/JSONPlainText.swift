/// Tells text that goes into a JSON string as it is from text that needs escapes, eight bytes at a time: the
/// names and paths of a large model are tens of megabytes, and nearly all of them are plain.
enum JSONPlainText {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether every byte is printable ASCII (0x20 to 0x7E) other than `"` and `\`.
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = utf8.baseAddress else { return true }
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= utf8.count {
            guard isPlain(word: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) else { return false }
            offset += 8
        }
        while offset < utf8.count {
            let byte = utf8[offset]
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return false }
            offset += 1
        }
        return true
    }

    /// Whether none of the eight bytes of `word` is below 0x20, above 0x7E, `"` or `\` (the tests of "Bit
    /// Twiddling Hacks": a byte below n sets its high bit in `(x - n·ones) & ~x`, for n up to 128).
    private static func isPlain(word: UInt64) -> Bool {
        let control = (word &- 0x20 &* ones) & ~word
        let beyondASCII = (word &+ ones) | word
        let quote = word ^ (UInt64(UInt8(ascii: "\"")) &* ones)
        let backslash = word ^ (UInt64(UInt8(ascii: "\\")) &* ones)
        let found = control | beyondASCII | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        return found & highBits == 0
    }
}
