/// The fast path of ``ModelFileLoader``: a valid model file read straight into the model, JSON by a byte scanner
/// and YAML (or JSON the scanner leaves) by libyaml's events, with no node tree. Nil sends the file to the
/// positioned reader, which reports its problems.
enum FastModelReading {
    static func model(of text: String, path: String, known: [String: Set<String>]) -> NavigationModel? {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { model(of: $0, path: path, known: known) } ?? nil
    }

    /// JSON at least this large has its coordinator list read in two halves on two threads.
    static let splitBytes = 8 << 20

    /// The model in the UTF-8 `bytes` of the file at `path`; a JSON file of `splitBytes` or more is read in two
    /// halves at once when there is more than one processor.
    static func model(
        of bytes: UnsafeBufferPointer<UInt8>, path: String, known: [String: Set<String>], splitBytes: Int = splitBytes
    ) -> NavigationModel? {
        guard bytes.count <= ModelLimits.fileBytes else { return nil }
        if path.hasSuffix(".flow.json") {
            let split = CoordinatorListSplit.start(in: bytes, path: path, known: known, minimumBytes: splitBytes)
            // The split's thread reads `bytes` too: it must be done before they go.
            defer { _ = split?.finish() }
            var reader = ModelEventReader(events: JSONModelEvents(bytes), path: path, known: known, split: split)
            if let model = reader.read() { return model }
        }
        var reader = ModelEventReader(events: LibYAMLModelEvents(bytes), path: path, known: known)
        return reader.read()
    }
}
