/// A value the extraction cache stores in its binary form: written field by field, read back in the same order.
///
/// Foundation's JSON and property-list coders spent longer reading a 500k-line app's facts back than parsing
/// the app took (1.2 s of a 2 s run), so the cache has a form of its own: numbers as variable-length integers,
/// and every string written once and then referred to by its number.
protocol Archivable {
    func archive(into writer: inout ArchiveWriter)
    init(from reader: inout ArchiveReader) throws(ArchiveError)
}

/// Why an archive could not be read: it ended early or holds something this build never writes.
struct ArchiveError: Error, Equatable {
    var reason: String
}

/// Where something is in its file: a line and column, or a UTF-8 offset.
enum ArchivedPosition: Comparable {
    case lineAndColumn(Int, Int)
    case offset(Int)
}

/// Builds an archive: a string table, then the values.
struct ArchiveWriter {
    private var body: [UInt8] = []
    private var stringNumbers: [String: Int] = [:]
    private var strings: [String] = []

    /// When set, positions go to ``positions`` instead of the bytes, so that the bytes describe the values apart
    /// from where in their file they are (``MovedFacts``).
    var setsPositionsAside = false
    /// The positions set aside, in the order they were written.
    private(set) var positions: [ArchivedPosition] = []

    /// The finished archive: the strings, then the values.
    func bytes() -> [UInt8] {
        var table = ArchiveWriter()
        table.write(strings.count)
        for string in strings {
            let utf8 = Array(string.utf8)
            table.write(utf8.count)
            table.body += utf8
        }
        return table.body + body
    }

    /// A non-negative integer, seven bits a byte.
    mutating func write(_ value: Int) {
        precondition(value >= 0, "the archive stores counts, offsets, lines and columns, never negative numbers")
        var rest = UInt(value)
        while rest >= 0x80 {
            body.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        body.append(UInt8(rest))
    }

    /// A position: its numbers, in the bytes or set aside.
    mutating func write(_ position: ArchivedPosition) {
        if setsPositionsAside {
            positions.append(position)
            return
        }
        switch position {
        case let .lineAndColumn(line, column):
            write(line)
            write(column)
        case let .offset(offset):
            write(offset)
        }
    }

    mutating func write(_ value: Bool) {
        body.append(value ? 1 : 0)
    }

    mutating func write(_ value: String) {
        if let number = stringNumbers[value] {
            write(number)
        } else {
            stringNumbers[value] = strings.count
            write(strings.count)
            strings.append(value)
        }
    }

    mutating func write(raw bytes: [UInt8]) {
        body += bytes
    }

    mutating func write(_ value: some Archivable) {
        value.archive(into: &self)
    }

    mutating func write<Value>(_ value: Value?, _ writeValue: (inout ArchiveWriter, Value) -> Void) {
        write(value != nil)
        if let value { writeValue(&self, value) }
    }

    mutating func write(_ value: String?) {
        write(value) { $0.write($1) }
    }

    mutating func write(_ value: Bool?) {
        write(value) { $0.write($1) }
    }

    mutating func write(_ value: (some Archivable)?) {
        write(value) { $0.write($1) }
    }

    mutating func write(_ values: some Collection<some Archivable>) {
        write(values.count)
        for value in values { write(value) }
    }

    mutating func write(_ values: some Collection<String>) {
        write(values.count)
        for value in values { write(value) }
    }
}

/// Reads an archive ``ArchiveWriter`` made, refusing one that ends early or refers to strings it lacks.
struct ArchiveReader {
    private let bytes: [UInt8]
    private var position: Int
    private var strings: [String] = []

    /// A reader of the archive `bytes`, its string table read.
    init(_ bytes: [UInt8]) throws(ArchiveError) {
        self.bytes = bytes
        position = 0
        let count = try readInt()
        guard count <= bytes.count else { throw ArchiveError(reason: "more strings than bytes") }
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try readInt()
            guard length <= bytes.count - position else { throw ArchiveError(reason: "a string runs past the end") }
            strings.append(String(decoding: bytes[position..<(position + length)], as: UTF8.self))
            position += length
        }
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position == bytes.count }

    mutating func readInt() throws(ArchiveError) -> Int {
        var value: UInt = 0
        var shift: UInt = 0
        while true {
            guard position < bytes.count else { throw ArchiveError(reason: "the archive ends early") }
            guard shift < 63 else { throw ArchiveError(reason: "a number is too long") }
            let byte = bytes[position]
            position += 1
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        guard value <= UInt(Int.max) else { throw ArchiveError(reason: "a number is too large") }
        return Int(value)
    }

    mutating func readBool() throws(ArchiveError) -> Bool {
        guard position < bytes.count else { throw ArchiveError(reason: "the archive ends early") }
        let byte = bytes[position]
        position += 1
        guard byte <= 1 else { throw ArchiveError(reason: "a flag is neither 0 nor 1") }
        return byte == 1
    }

    mutating func readString() throws(ArchiveError) -> String {
        let number = try readInt()
        guard number < strings.count else { throw ArchiveError(reason: "a string number is out of range") }
        return strings[number]
    }

    mutating func readRaw(count: Int) throws(ArchiveError) -> ArraySlice<UInt8> {
        guard count <= bytes.count - position else { throw ArchiveError(reason: "the archive ends early") }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    mutating func read<Value: Archivable>(_: Value.Type = Value.self) throws(ArchiveError) -> Value {
        try Value(from: &self)
    }

    mutating func readOptional<Value>(
        _ readValue: (inout ArchiveReader) throws(ArchiveError) -> Value
    ) throws(ArchiveError) -> Value? {
        try readBool() ? try readValue(&self) : nil
    }

    mutating func readOptionalString() throws(ArchiveError) -> String? {
        try readOptional { reader throws(ArchiveError) in try reader.readString() }
    }

    mutating func readOptionalBool() throws(ArchiveError) -> Bool? {
        try readOptional { reader throws(ArchiveError) in try reader.readBool() }
    }

    mutating func readOptional<Value: Archivable>(_: Value.Type = Value.self) throws(ArchiveError) -> Value? {
        try readOptional { reader throws(ArchiveError) in try Value(from: &reader) }
    }

    mutating func readArray<Value: Archivable>(of _: Value.Type = Value.self) throws(ArchiveError) -> [Value] {
        try readArray { reader throws(ArchiveError) in try Value(from: &reader) }
    }

    mutating func readStrings() throws(ArchiveError) -> [String] {
        try readArray { reader throws(ArchiveError) in try reader.readString() }
    }

    mutating func readArray<Value>(
        _ readValue: (inout ArchiveReader) throws(ArchiveError) -> Value
    ) throws(ArchiveError) -> [Value] {
        let count = try readInt()
        // Every value takes at least one byte, so a larger count can only come from a damaged archive.
        guard count <= bytes.count - position else { throw ArchiveError(reason: "a list is longer than the archive") }
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try readValue(&self)) }
        return values
    }
}
