/// The fast path of ``ModelFileLoader``: a valid model file read straight into the model, JSON by a byte scanner
/// and YAML (or JSON the scanner leaves) by libyaml's events, with no node tree. Nil sends the file to the
/// positioned reader, which reports its problems.
enum FastModelReading {
    static func model(of text: String, path: String, known: [String: Set<String>]) -> NavigationModel? {
        guard text.utf8.count <= ModelLimits.fileBytes else { return nil }
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes -> NavigationModel? in
            if path.hasSuffix(".flow.json") {
                var reader = ModelEventReader(events: JSONModelEvents(bytes), path: path, known: known)
                if let model = reader.read() { return model }
            }
            var reader = ModelEventReader(events: LibYAMLModelEvents(bytes), path: path, known: known)
            return reader.read()
        } ?? nil
    }
}
