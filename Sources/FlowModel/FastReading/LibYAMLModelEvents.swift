import CLibYAML

/// The events of a YAML model file from libyaml's parser, the same events Yams composes its nodes from, with the
/// same positions (libyaml's 0-based marks plus one, as Yams gives them).
///
/// Aliases, anchors and tags are ``ModelEvent/unsupported``: what they mean is Yams's to decide, and with
/// aliases the positioned reader's value budget. A class, because libyaml keeps a pointer to its parser; it
/// keeps the last event until the next one is asked for, so that a scalar's bytes are read in libyaml's buffer.
final class LibYAMLModelEvents: ModelEventSource {
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    /// The event last given, whose scalar bytes the reader may still be reading.
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    private var holdsEvent = false
    /// False when the text has no document, or libyaml fails before it.
    private var started = false

    /// Events of the UTF-8 text in `bytes`, which must stay valid while they are read.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        parser.initialize(to: yaml_parser_t())
        event.initialize(to: yaml_event_t())
        guard let text = bytes.baseAddress, !bytes.isEmpty, yaml_parser_initialize(parser) == 1 else { return }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, text, bytes.count)
        started = nextType() == YAML_STREAM_START_EVENT && nextType() == YAML_DOCUMENT_START_EVENT
    }

    deinit {
        releaseEvent()
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    func next() -> ModelEvent {
        guard started, parse() else { return .unsupported }
        let position = TextPosition(line: Int(event.pointee.start_mark.line) + 1, column: Int(event.pointee.start_mark.column) + 1)
        switch event.pointee.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.pointee.data.scalar
            guard scalar.anchor == nil, scalar.tag == nil else { return .unsupported }
            let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
            return .scalar(bytes, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE, position)
        case YAML_MAPPING_START_EVENT:
            let mapping = event.pointee.data.mapping_start
            guard mapping.anchor == nil, mapping.tag == nil else { return .unsupported }
            return .mappingStart(position)
        case YAML_SEQUENCE_START_EVENT:
            let sequence = event.pointee.data.sequence_start
            guard sequence.anchor == nil, sequence.tag == nil else { return .unsupported }
            return .sequenceStart(position)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_DOCUMENT_END_EVENT:
            // One document only: Yams refuses a second.
            return nextType() == YAML_STREAM_END_EVENT ? .end : .unsupported
        default:
            return .unsupported
        }
    }

    /// Parses the next event into `event`, releasing the one before; false on an error.
    private func parse() -> Bool {
        releaseEvent()
        guard yaml_parser_parse(parser, event) == 1 else { return false }
        holdsEvent = true
        return true
    }

    private func releaseEvent() {
        guard holdsEvent else { return }
        yaml_event_delete(event)
        holdsEvent = false
    }

    /// Parses one event and gives its type (YAML_NO_EVENT on an error).
    private func nextType() -> yaml_event_type_t {
        parse() ? event.pointee.type : YAML_NO_EVENT
    }
}
