import Foundation

/// Writes a model as canonical JSON byte for byte as ``CanonicalJSON/encode(_:)`` writes it (sorted keys, two
/// spaces, `" : "`, empty lists as `[`, a blank line and `]`, explicit nulls, the same escapes), without
/// `JSONEncoder`'s boxed values: a 100,000-screen model's JSON took seconds and several hundred megabytes that way.
/// A test compares the two on names with every kind of escaped character.
struct ModelJSONWriter {
    private var bytes: JSONBytes
    private var indent = 0

    private init(bytes: JSONBytes) {
        self.bytes = bytes
    }

    /// The JSON of `model` as it is (callers normalize first), ending in a newline.
    static func data(of model: NavigationModel) -> Data {
        var writer = ModelJSONWriter(bytes: JSONBytes())
        writer.write(model)
        writer.raw("\n")
        return writer.bytes.data()
    }

    /// Writes the JSON of `model` (as ``data(of:)`` gives it) to `output` in pieces of at most a megabyte, so that
    /// the whole text is never held: a 100,000-screen model's is near 200 MB.
    /// - Throws: The first error `output` throws; nothing is given to it after that.
    static func write(_ model: NavigationModel, to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try withoutActuallyEscaping(output) { output in
            var writer = ModelJSONWriter(bytes: JSONBytes(flushingTo: output))
            writer.write(model)
            writer.raw("\n")
            try writer.bytes.finish()
        }
    }

    // MARK: Elements (each type's keys in sorted order)

    private mutating func write(_ model: NavigationModel) {
        object {
            $0.key("coordinators") { $0.list(model.coordinators) { $0.write($1) } }
            $0.key("version", last: true) { $0.number(model.version) }
        }
    }

    private mutating func write(_ coordinator: Coordinator) {
        object {
            $0.key("entries") { $0.list(coordinator.entries) { $0.write($1) } }
            $0.key("location") { $0.write(coordinator.location) }
            $0.key("name") { $0.string(coordinator.name) }
            $0.key("screens") { $0.list(coordinator.screens) { $0.write($1) } }
            $0.key("style") { $0.string(coordinator.style.rawValue) }
            $0.key("transitions", last: true) { $0.list(coordinator.transitions) { $0.write($1) } }
        }
    }

    private mutating func write(_ entry: Entry) {
        object {
            $0.key("kind") { $0.string(entry.kind.rawValue) }
            $0.key("location") { $0.write(entry.location) }
            $0.key("navigation") { $0.bool(entry.navigation) }
            $0.key("screen", last: true) { $0.string(entry.screen) }
        }
    }

    private mutating func write(_ screen: Screen) {
        object {
            $0.key("actions") { $0.list(screen.actions) { $0.write($1) } }
            $0.key("built") { $0.bool(screen.built) }
            $0.key("location") { $0.write(screen.location) }
            $0.key("name", last: true) { $0.string(screen.name) }
        }
    }

    private mutating func write(_ action: Action) {
        object {
            $0.key("dispatched") { $0.bool(action.dispatched) }
            $0.key("ignored") { $0.bool(action.ignored) }
            $0.key("location") { $0.write(action.location) }
            $0.key("name", last: true) { $0.string(action.name) }
        }
    }

    private mutating func write(_ transition: Transition) {
        object {
            $0.key("action") { $0.optionalString(transition.action) }
            $0.key("conditional") { $0.bool(transition.conditional) }
            $0.key("from") { $0.string(transition.from) }
            $0.key("kind") { $0.string(transition.kind.rawValue) }
            $0.key("location") { $0.write(transition.location) }
            $0.key("mode") { $0.optionalString(transition.mode?.rawValue) }
            $0.key("navigation") { writer in
                if let navigation = transition.navigation { writer.bool(navigation) } else { writer.raw("null") }
            }
            $0.key("to", last: true) { writer in
                guard let target = transition.to else { return writer.raw("null") }
                writer.object {
                    $0.key("coordinator") { $0.string(target.coordinator) }
                    $0.key("screen", last: true) { $0.optionalString(target.screen) }
                }
            }
        }
    }

    private mutating func write(_ location: SourceLocation?) {
        guard let location else { return raw("null") }
        object {
            $0.key("column") { $0.number(location.column) }
            $0.key("file") { $0.string(location.file) }
            $0.key("line", last: true) { $0.number(location.line) }
        }
    }

    // MARK: Structure

    private mutating func object(_ members: (inout Self) -> Void) {
        raw("{\n")
        indent += 2
        members(&self)
        indent -= 2
        indentLine()
        raw("}")
    }

    /// One member of an object: `"name" : value`, with a comma unless it is the `last`.
    @inline(__always)
    private mutating func key(_ name: StaticString, last: Bool = false, _ value: (inout Self) -> Void) {
        indentLine()
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\" : ")
        value(&self)
        raw(last ? "\n" : ",\n")
    }

    private mutating func list<Element>(_ elements: [Element], _ write: (inout Self, Element) -> Void) {
        raw("[\n")
        indent += 2
        if elements.isEmpty { raw("\n") }
        for (index, element) in elements.enumerated() {
            indentLine()
            write(&self, element)
            raw(index == elements.count - 1 ? "\n" : ",\n")
        }
        indent -= 2
        indentLine()
        raw("]")
    }

    @inline(__always)
    private mutating func indentLine() {
        bytes.append(UInt8(ascii: " "), times: indent)
    }

    // MARK: Values

    @inline(__always)
    private mutating func raw(_ text: StaticString) {
        bytes.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func number(_ value: Int) {
        bytes.appendDecimal(value)
    }

    private mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    private mutating func optionalString(_ text: String?) {
        guard let text else { return raw("null") }
        string(text)
    }

    /// A JSON string with `JSONEncoder`'s escapes (`\"`, `\\`, `\b`, `\t`, `\n`, `\f`, `\r`, `\u00xx` for the
    /// other controls) and ``Escaping``'s `\u` escapes of the characters YAML readers refuse raw and the hidden ones.
    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Printable ASCII other than `"` and `\` is written as it is: nearly every name.
        let written = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard JSONPlainText.isPlain(utf8) else { return false }
            bytes.append(utf8)
            return true
        } ?? false
        if !written {
            for scalar in text.unicodeScalars { escape(scalar) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "\"": raw("\\\"")
        case "\\": raw("\\\\")
        case "\u{08}": raw("\\b")
        case "\t": raw("\\t")
        case "\n": raw("\\n")
        case "\u{0C}": raw("\\f")
        case "\r": raw("\\r")
        case _ where scalar.value < 0x20 || Escaping.unsafeInJSON(scalar):
            let hex = Array(String(scalar.value, radix: 16).utf8)
            raw("\\u")
            bytes.append(UInt8(ascii: "0"), times: 4 - hex.count)
            hex.withUnsafeBufferPointer { bytes.append($0) }
        default:
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }
}

