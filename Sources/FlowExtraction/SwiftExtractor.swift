import FlowModel

/// Reads navigation models from Swift source files.
///
/// Extraction is syntactic (swift-syntax, no type checker) and runs in two passes so that a large folder never
/// holds all of its syntax trees at once: every file is parsed in parallel, reduced to its declarations and
/// style facts, and released; then only the files that declare or extend a coordinator (or one of its
/// superclasses, or a protocol whose extension methods it calls) are parsed again, for the style readers to
/// follow method bodies across files. Each style is detected on its own, so one project may mix them.
public struct SwiftExtractor: Sendable {
    /// Whether test code (``TestCodeFilter/isTestCode(path:)``) is skipped.
    public var skipsTestCode: Bool

    /// An extractor that skips test code unless `skipsTestCode` is false.
    public init(skipsTestCode: Bool = true) {
        self.skipsTestCode = skipsTestCode
    }

    /// Extracts every coordinator the files declare, with notes for what could not be resolved.
    ///
    /// Locations use each file's `path` as given, 1-based lines, and 1-based columns counted in UTF-8 bytes.
    public func extract(files: [SourceFile]) async -> ExtractionResult {
        let files = skipsTestCode ? files.filter { !TestCodeFilter.isTestCode(path: $0.path) } : files
        let facts = await parallelMap(files) { FileFacts(scanning: $0) }
        let index = SymbolIndex(files: facts.map { ($0.path, $0.index) })
        let navigationStack = NavigationStackReader(index: index, facts: facts)
        let readers: [any StyleReader] = [
            JumpReader(index: index), navigationStack, UIKitReader(index: index, facts: facts),
            MVPReader(index: index, facts: facts, excluding: navigationStack.coordinatorNames),
        ]
        let needed = readers.reduce(into: Set<String>()) { files, reader in files.formUnion(reader.filesToParse) }
        let store = SourceStore(await parallelMap(files.filter { needed.contains($0.path) }) { ParsedFile($0) })
        let results = readers.map { $0.read(store: store, facts: facts) }
        let model = NavigationModel(coordinators: results.flatMap(\.coordinators)).normalized()
        // A helper reached from several navigation methods would otherwise repeat its notes.
        return ExtractionResult(model: model, notes: Set(results.flatMap(\.notes)).sorted())
    }
}
