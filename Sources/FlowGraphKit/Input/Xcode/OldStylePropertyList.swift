/// A reader of the old-style (OpenStep) property lists Xcode writes its `project.pbxproj` in: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, strings bare or quoted, `<hex>` data, `//` and `/* */` comments.
///
/// Foundation's `PropertyListSerialization` reads valid files of this format on Linux too, but not bad ones well:
/// CoreFoundation prints its own line on standard error for a missing `;`, and on Linux the error that holds the
/// line number is a CoreFoundation object Swift cannot open. This reader says where a file is wrong, and nothing else.
enum OldStylePropertyList {
    /// A value of the list. Data (`<0fbd>`) is kept as its hexadecimal text: a project names no file with it.
    indirect enum Value: Sendable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])
    }

    /// Where and why the text is not a property list; `column` counts UTF-8 bytes from 1.
    struct Failure: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The value `text` holds.
    /// - Throws: ``Failure`` at the first thing that is not the format, or at text after the value.
    static func parse(_ text: String) throws -> Value {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipBlanks()
        guard reader.atEnd else { throw reader.failure("unexpected text after the property list") }
        return value
    }
}

private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0

    var atEnd: Bool { offset >= bytes.count }
    private var current: UInt8? { atEnd ? nil : bytes[offset] }

    func failure(_ message: String) -> OldStylePropertyList.Failure {
        OldStylePropertyList.Failure(line: line, column: offset - lineStart + 1, message: message)
    }

    mutating func value() throws -> OldStylePropertyList.Value {
        skipBlanks()
        guard let byte = current else { throw failure("the file ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return .dictionary(try dictionary())
        case UInt8(ascii: "("): return .array(try array())
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
        case UInt8(ascii: "<"): return .string(try data())
        case _ where Self.isBare(byte): return .string(bare())
        default: throw failure("unexpected \(Self.describe(byte)) where a value should be")
        }
    }

    private mutating func dictionary() throws -> [String: OldStylePropertyList.Value] {
        advance()
        var entries: [String: OldStylePropertyList.Value] = [:]
        while true {
            skipBlanks()
            if current == UInt8(ascii: "}") { advance(); return entries }
            guard case let .string(key) = try keyValue() else { throw failure("a key must be a string") }
            try expect("=", after: "the key '\(key)'")
            entries[key] = try value()
            try expect(";", after: "the value of '\(key)'")
        }
    }

    /// A dictionary's key: any string, checked before it is read so that the error points at it.
    private mutating func keyValue() throws -> OldStylePropertyList.Value {
        guard let byte = current else { throw failure("the file ends inside a dictionary: '}' is missing") }
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || Self.isBare(byte) else {
            throw failure("unexpected \(Self.describe(byte)) where a key or '}' should be")
        }
        return try value()
    }

    private mutating func array() throws -> [OldStylePropertyList.Value] {
        advance()
        var elements: [OldStylePropertyList.Value] = []
        while true {
            skipBlanks()
            if current == UInt8(ascii: ")") { advance(); return elements }
            guard current != nil else { throw failure("the file ends inside an array: ')' is missing") }
            elements.append(try value())
            skipBlanks()
            if current == UInt8(ascii: ",") { advance(); continue }
            guard current == UInt8(ascii: ")") else { throw failure("expected ',' or ')' after an array element") }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar, after what: String) throws {
        skipBlanks()
        guard current == UInt8(ascii: character) else { throw failure("expected '\(character)' after \(what)") }
        advance()
    }

    private mutating func bare() -> String {
        let start = offset
        while let byte = current, Self.isBare(byte) { advance() }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func quoted() throws -> String {
        let quote = current
        advance()
        var text: [UInt8] = []
        while let byte = current, byte != quote {
            advance()
            guard byte == UInt8(ascii: "\\") else { text.append(byte); continue }
            guard let escaped = current else { break }
            advance()
            text += try unescaped(escaped)
        }
        guard current == quote else { throw failure("the file ends inside a quoted string") }
        advance()
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of the escape `\` + `escaped` (and what follows it, for octal and `\U` escapes).
    private mutating func unescaped(_ escaped: UInt8) throws -> [UInt8] {
        switch escaped {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "a"): return [0x07]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "v"): return [0x0B]
        case UInt8(ascii: "U"):
            let value = digits(radix: 16, upTo: 4, first: nil)
            return Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            return [UInt8(truncatingIfNeeded: digits(radix: 8, upTo: 2, first: UInt32(escaped - UInt8(ascii: "0"))))]
        default: return [escaped]
        }
    }

    /// Reads up to `count` digits in `radix` after `first` (already read), as one number.
    private mutating func digits(radix: UInt32, upTo count: Int, first: UInt32?) -> UInt32 {
        var value = first ?? 0
        for _ in 0..<count {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue, UInt32(digit) < radix else { break }
            value = value * radix + UInt32(digit)
            advance()
        }
        return value
    }

    private mutating func data() throws -> String {
        advance()
        let start = offset
        while let byte = current, byte != UInt8(ascii: ">") {
            guard Character(Unicode.Scalar(byte)).isHexDigit || Self.isBlank(byte) else {
                throw failure("unexpected \(Self.describe(byte)) in <data>")
            }
            advance()
        }
        guard current != nil else { throw failure("the file ends inside <data>") }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        advance()
        return text
    }

    /// Skips white space and comments.
    mutating func skipBlanks() {
        while let byte = current {
            if Self.isBlank(byte) {
                advance()
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while let byte = current, byte != 0x0A { advance() }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                advance()
                advance()
                while !atEnd, !(current == UInt8(ascii: "*") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")) {
                    advance()
                }
                // An unclosed comment runs to the end; whatever was expected after it is then reported missing.
                if !atEnd { advance(); advance() }
            } else {
                return
            }
        }
    }

    /// Moves past one byte, counting lines.
    private mutating func advance() {
        if bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    /// The characters of a string written without quotes.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// A byte as a message shows it: printable ASCII as itself, anything else by its code.
    private static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "character '\(UnicodeScalar(byte))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
