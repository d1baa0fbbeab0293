/// Source that swift-syntax 603 cannot parse in reasonable time, found by a linear scan before parsing.
///
/// Its parser looks ahead for collection and inline-array types at every `[`, and each level of nesting
/// doubles the work: `let grid: [[[…Int]]]` twenty deep takes about 20 s, thirty deep hours (measured with
/// the release build; found by `Fuzz/run.sh`). Real code nests `[` a few levels, so a file that nests it
/// deeper than ``maximumBracketDepth`` is not parsed at all and is reported instead.
public enum ParserHazard {
    /// The deepest `[` nesting parsed: a worst case of well under a tenth of a second per construct.
    public static let maximumBracketDepth = 12

    /// The line and column of the first `[` nested deeper than ``maximumBracketDepth``, outside comments and
    /// string literals, or nil when there is none.
    public static func firstTooDeepBracket(in text: String) -> (line: Int, column: Int)? {
        var scanner = BracketScanner(bytes: Array(text.utf8))
        return scanner.firstDeeperThan(maximumBracketDepth)
    }
}

/// Walks UTF-8 bytes keeping `[` depth, skipping `//` and (nested) `/* */` comments and string literals:
/// `"…"` with escapes, `"""…"""`, and raw strings `#"…"#` with any number of `#`. Interpolations are skipped
/// with their string; their brackets are balanced in code that compiles.
private struct BracketScanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func firstDeeperThan(_ limit: Int) -> (line: Int, column: Int)? {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return (line, column(of: index)) }
                index += 1
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                skipStringLiteral()
            default:
                advance()
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Columns count characters: UTF-8 continuation bytes do not start one.
    private func column(of position: Int) -> Int {
        bytes[lineStart..<position].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// At `#` or `"`: a `#` not followed by more `#`s and a quote is a directive or key path, left as it is.
    private mutating func skipStringLiteral() {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard peek(hashes) == UInt8(ascii: "\"") else {
            index += max(hashes, 1)
            return
        }
        index += hashes
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashes == 0 {
                index += 1
                if index < bytes.count { advance() }
            } else if byte == UInt8(ascii: "\""), closes(multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                return
            } else if byte == UInt8(ascii: "\n"), !multiline {
                // An unterminated single-line string ends at the line, as the lexer ends it.
                return
            } else {
                advance()
            }
        }
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }
}
