/// One step of a model file's structure, as the fast readers see it: the events of a YAML parser, cut down to
/// what a valid model file uses.
enum ModelEvent {
    case mappingStart(TextPosition)
    case mappingEnd
    case sequenceStart(TextPosition)
    case sequenceEnd
    /// A scalar's UTF-8 bytes, valid until the next event is asked for: keys and enumerated values are compared
    /// as bytes, and only the names and paths the model keeps become strings. `plain` when it was written
    /// unquoted (only plain scalars can be null, booleans or numbers).
    case scalar(UnsafeBufferPointer<UInt8>, plain: Bool, TextPosition)
    /// The root node is complete and nothing follows it.
    case end
    /// Anything the fast path leaves to the positioned reader: malformed text, aliases, anchors, tags, a second
    /// document, characters whose positions or acceptance it does not reproduce.
    case unsupported
}

/// A 1-based line and column, counted as libyaml counts them (columns in Unicode scalars).
struct TextPosition {
    var line: Int
    var column: Int
}

/// Produces the events of one model file, from its root node's first event to ``ModelEvent/end``.
protocol ModelEventSource: SendableMetatype {
    /// The next event; after ``ModelEvent/unsupported`` the reader stops asking. The bytes of the scalar it gave
    /// before may be gone.
    mutating func next() -> ModelEvent

    /// Whether the next item of the coordinator list being read starts at byte `offset` of the text, where a
    /// ``CoordinatorListSplit`` began reading: only a comma and spaces or line breaks between here and there.
    func nextCoordinatorStarts(at offset: Int) -> Bool
}

extension ModelEventSource {
    func nextCoordinatorStarts(at offset: Int) -> Bool { false }
}
