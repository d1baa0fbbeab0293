import CLibYAML

/// The events of a YAML model file from libyaml's parser, the same events Yams composes its nodes from, with the
/// same positions (libyaml's 0-based marks plus one, as Yams gives them).
///
/// Aliases, anchors and tags are ``ModelEvent/unsupported``: what they mean is Yams's to decide, and with
/// aliases the positioned reader's value budget. A class, because libyaml keeps a pointer to its parser.
final class LibYAMLModelEvents: ModelEventSource {
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    /// False when the text has no document, or libyaml fails before it.
    private var started = false
    private var strings = RepeatedStrings()

    /// Events of the UTF-8 text in `bytes`, which must stay valid while they are read.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        parser.initialize(to: yaml_parser_t())
        guard let text = bytes.baseAddress, !bytes.isEmpty, yaml_parser_initialize(parser) == 1 else { return }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, text, bytes.count)
        started = nextType() == YAML_STREAM_START_EVENT && nextType() == YAML_DOCUMENT_START_EVENT
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    func next() -> ModelEvent {
        guard started else { return .unsupported }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { return .unsupported }
        defer { yaml_event_delete(&event) }
        let position = TextPosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            guard scalar.anchor == nil, scalar.tag == nil else { return .unsupported }
            let text = strings.string(UnsafeBufferPointer(start: scalar.value, count: scalar.length))
            return .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE, position)
        case YAML_MAPPING_START_EVENT:
            let mapping = event.data.mapping_start
            guard mapping.anchor == nil, mapping.tag == nil else { return .unsupported }
            return .mappingStart(position)
        case YAML_SEQUENCE_START_EVENT:
            let sequence = event.data.sequence_start
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

    /// Parses one event and gives its type (YAML_NO_EVENT on an error).
    private func nextType() -> yaml_event_type_t {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { return YAML_NO_EVENT }
        defer { yaml_event_delete(&event) }
        return event.type
    }
}
