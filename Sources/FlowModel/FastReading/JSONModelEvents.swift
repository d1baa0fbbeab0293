/// The events of a JSON model file, scanned from its bytes with the positions libyaml gives the same text.
///
/// It reads the JSON flowgraph and other tools write — spaces and newlines between tokens, strings with the
/// common escapes, whole numbers, `true`, `false`, `null` — and answers ``ModelEvent/unsupported`` for anything
/// where it would have to reproduce more of libyaml to agree with it: tabs and carriage returns, the characters
/// libyaml refuses raw or counts as line breaks (DEL, C1 controls, U+2028, U+2029, a byte-order mark, U+FFFE,
/// U+FFFF), escapes of UTF-16 surrogates (which libyaml rejects), other numbers.
struct JSONModelEvents: ModelEventSource {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    /// Where the current line starts, for columns.
    private var lineStart = 0
    /// Whether the current line has a character of more than one byte before `index` (columns count characters).
    private var lineIsWide = false
    /// The open collections, innermost last: true for an object.
    private var open: [Bool] = []
    private var expecting = Expectation.value
    /// The last string that had escapes, unescaped: its bytes are given until the next event.
    private var unescaped = UnescapedBytes()

    private enum Expectation {
        case value
        case keyOrEnd
        case key
        case valueOrEnd
        case commaOrEnd
        case finished
    }

    /// Events of the UTF-8 text in `bytes`, which must stay valid while they are read.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Events of the coordinator list from the item whose `{` is at `offset` to the list's end, at the positions
    /// the whole text gives them: what a ``CoordinatorListSplit`` reads while another reader reads up to there.
    init(_ bytes: UnsafeBufferPointer<UInt8>, coordinatorAt offset: Int) {
        self.bytes = bytes
        index = offset
        let before = UnsafeBufferPointer(rebasing: bytes[..<offset])
        line = 1 + Self.lineBreaks(in: before)
        lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        lineIsWide = bytes[lineStart..<offset].contains { $0 >= 0x80 }
        // Inside the root object's list of coordinators, as the reader of the whole text is when it gets there.
        open = [true, false]
    }

    func nextCoordinatorStarts(at offset: Int) -> Bool {
        // Asked before every coordinator: almost always far from the offset, which the distance tells at once.
        guard index < offset, offset - index <= 256, expecting == .commaOrEnd, open == [true, false],
              bytes[index] == UInt8(ascii: ",") else { return false }
        return bytes[(index + 1)..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
    }

    mutating func next() -> ModelEvent {
        guard skipSpace() else { return .unsupported }
        switch expecting {
        case .value:
            return value()
        case .keyOrEnd:
            return peek == UInt8(ascii: "}") ? close(object: true) : key()
        case .key:
            return key()
        case .valueOrEnd:
            return peek == UInt8(ascii: "]") ? close(object: false) : value()
        case .commaOrEnd:
            guard let isObject = open.last else {
                guard index == bytes.count else { return .unsupported }
                expecting = .finished
                return .end
            }
            switch peek {
            case UInt8(ascii: ","):
                index += 1
                guard skipSpace() else { return .unsupported }
                return isObject ? key() : value()
            case UInt8(ascii: "}") where isObject, UInt8(ascii: "]") where !isObject:
                return close(object: isObject)
            default:
                return .unsupported
            }
        case .finished:
            return .unsupported
        }
    }

    // MARK: Tokens

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var position: TextPosition {
        guard lineIsWide else { return TextPosition(line: line, column: index - lineStart + 1) }
        let characters = bytes[lineStart..<index].lazy.filter { $0 & 0xC0 != 0x80 }.count
        return TextPosition(line: line, column: characters + 1)
    }

    /// Skips spaces and newlines; false at a tab or carriage return, which this scanner leaves to libyaml.
    private mutating func skipSpace() -> Bool {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "):
                index += 1
                // Pretty-printed JSON indents deeply: a run of spaces is passed eight at a time.
                while index + 8 <= bytes.count, word(at: index) == Self.eightSpaces { index += 8 }
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
                lineIsWide = false
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                return false
            default:
                return true
            }
        }
        return true
    }

    private mutating func value() -> ModelEvent {
        let start = position
        switch peek {
        case UInt8(ascii: "{"):
            return openCollection(object: true, at: start)
        case UInt8(ascii: "["):
            return openCollection(object: false, at: start)
        case UInt8(ascii: "\""):
            guard let bytes = string() else { return .unsupported }
            expecting = .commaOrEnd
            return .scalar(bytes, plain: false, start)
        case .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
            let first = index
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return plainScalar(from: first, at: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let first = index
            while let byte = peek, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { index += 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[first..<index])
            guard Self.literals.contains(where: { $0.elementsEqual(word) }) else { return .unsupported }
            return plainScalar(from: first, at: start)
        default:
            return .unsupported
        }
    }

    /// A number or literal that ends where JSON ends a value: libyaml reads the same plain scalar there.
    private mutating func plainScalar(from first: Int, at start: TextPosition) -> ModelEvent {
        switch peek {
        case nil, UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"):
            expecting = .commaOrEnd
            return .scalar(UnsafeBufferPointer(rebasing: bytes[first..<index]), plain: true, start)
        default:
            return .unsupported
        }
    }

    private mutating func openCollection(object: Bool, at start: TextPosition) -> ModelEvent {
        guard open.count < ModelLimits.nesting else { return .unsupported }
        index += 1
        open.append(object)
        expecting = object ? .keyOrEnd : .valueOrEnd
        return object ? .mappingStart(start) : .sequenceStart(start)
    }

    private mutating func close(object: Bool) -> ModelEvent {
        index += 1
        open.removeLast()
        expecting = .commaOrEnd
        return object ? .mappingEnd : .sequenceEnd
    }

    /// A key and its colon. libyaml wants a key and its colon on one line; after a quoted key it takes a value
    /// straight after the colon too, as compact JSON writes it.
    private mutating func key() -> ModelEvent {
        let start = position
        guard peek == UInt8(ascii: "\""), let bytes = string() else { return .unsupported }
        while peek == UInt8(ascii: " ") { index += 1 }
        guard peek == UInt8(ascii: ":") else { return .unsupported }
        index += 1
        expecting = .value
        return .scalar(bytes, plain: false, start)
    }

    // MARK: Strings

    /// The bytes of the string starting at the quote at `index`, unescaped; nil where the scanner gives up.
    private mutating func string() -> UnsafeBufferPointer<UInt8>? {
        index += 1
        let first = index
        // Most strings have no escapes: their bytes are the text's own.
        while index < bytes.count {
            if index + 8 <= bytes.count, Self.onlyPlainCharacters(word(at: index)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[first..<index])
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard acceptRaw(byte) else { return nil }
            index += 1
        }
        unescaped.replace(with: UnsafeBufferPointer(rebasing: bytes[first..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return unescaped.bytes
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { return nil }
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(escape)
                case UInt8(ascii: "b"): unescaped.append(0x08)
                case UInt8(ascii: "f"): unescaped.append(0x0C)
                case UInt8(ascii: "n"): unescaped.append(0x0A)
                case UInt8(ascii: "r"): unescaped.append(0x0D)
                case UInt8(ascii: "t"): unescaped.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    for byte in String(Character(scalar)).utf8 { unescaped.append(byte) }
                default: return nil
                }
            default:
                guard acceptRaw(byte) else { return nil }
                unescaped.append(byte)
                index += 1
            }
        }
        return nil
    }

    // MARK: Eight bytes at a time

    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes from `offset` as one number, the first in its lowest byte.
    private func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Whether none of eight bytes ends a string, starts an escape or needs ``acceptRaw(_:)``'s closer look: no
    /// quote, backslash, control character, DEL or byte of a character beyond ASCII. It may answer false when
    /// they are all plain (the bytes are then looked at one by one), never true when one is not.
    private static func onlyPlainCharacters(_ word: UInt64) -> Bool {
        let beyondASCII = word & highBits
        let control = (word &- ones &* 0x20) & ~word & highBits
        let special = hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C)) | hasZeroByte(word ^ (ones &* 0x7F))
        return beyondASCII | control | special == 0
    }

    /// How many line feeds `text` has, counted eight bytes at a time.
    private static func lineBreaks(in text: UnsafeBufferPointer<UInt8>) -> Int {
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var count = 0
        var offset = 0
        let raw = UnsafeRawBufferPointer(text)
        while offset + 8 <= text.count {
            // A byte of `x` is zero exactly where the text has a line feed; adding 0x7F to its low seven bits sets
            // the high bit of every byte that is not zero, without carrying into the next.
            let x = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ (ones &* 0x0A)
            count += (~(((x & lowBits) &+ lowBits) | x) & highBits).nonzeroBitCount
            offset += 8
        }
        return count + text[offset...].count { $0 == UInt8(ascii: "\n") }
    }

    /// Whether one of the eight bytes is zero.
    private static func hasZeroByte(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// The words JSON spells its literals with, which libyaml reads as the same plain scalars.
    private static let literals: [[UInt8]] = [Array("true".utf8), Array("false".utf8), Array("null".utf8)]

    /// The four hex digits after `\u` as a scalar; nil for a surrogate, which libyaml refuses.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value * 16 + UInt32(digit)
        }
        index += 4
        return Unicode.Scalar(value)
    }

    /// Whether a byte may stand raw in a string here: not a control character, and not the start of a character
    /// libyaml refuses raw or reads as a line break.
    private mutating func acceptRaw(_ byte: UInt8) -> Bool {
        if byte < 0x80 { return byte >= 0x20 && byte != 0x7F }
        lineIsWide = true
        guard byte & 0xC0 != 0x80 else { return true }
        let rest = bytes[(index + 1)..<min(index + 3, bytes.count)]
        switch byte {
        case 0xC2:
            // U+0080...U+009F: the C1 controls, NEL (U+0085) among them.
            return !(rest.first.map { (0x80...0x9F).contains($0) } ?? true)
        case 0xE2:
            // U+2028, U+2029: line and paragraph separators.
            return !rest.elementsEqual([0x80, 0xA8]) && !rest.elementsEqual([0x80, 0xA9])
        case 0xEF:
            // U+FEFF, U+FFFE, U+FFFF.
            return !rest.elementsEqual([0xBB, 0xBF]) && !rest.elementsEqual([0xBF, 0xBE]) && !rest.elementsEqual([0xBF, 0xBF])
        default:
            return true
        }
    }
}
