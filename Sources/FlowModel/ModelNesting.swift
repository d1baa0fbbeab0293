/// Finds where a YAML or JSON text nests its flow collections (`[`, `{`) too deeply, before any parser builds
/// them: libyaml and Yams recurse once per level, so a few kilobytes of `[[[[…` would overflow the stack.
///
/// The scan skips comments and quoted scalars, so brackets inside names never count. A quote only opens a
/// scalar where YAML allows one to start (`don't` is plain text).
enum ModelNesting {
    /// The line and column of the first bracket deeper than `limit`, or nil when the text stays within it.
    static func firstTooDeep(in text: String, limit: Int) -> (line: Int, column: Int)? {
        var depth = 0
        var line = 1
        var column = 0
        var quote: UInt8?
        var escaped = false
        var inComment = false
        var previous: UInt8 = UInt8(ascii: "\n")
        for byte in text.utf8 {
            // Columns count characters: UTF-8 continuation bytes do not start one.
            if byte & 0xC0 != 0x80 { column += 1 }
            defer { previous = byte }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                inComment = false
                continue
            }
            if inComment { continue }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == open {
                    // A doubled '' inside a single-quoted scalar closes and reopens it, which ends the same way.
                    quote = nil
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if startsScalar(after: previous) { quote = byte }
            case UInt8(ascii: "#"):
                if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") || previous == UInt8(ascii: "\n") {
                    inComment = true
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return (line, column) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return nil
    }

    private static func startsScalar(after byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "["),
             UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}
