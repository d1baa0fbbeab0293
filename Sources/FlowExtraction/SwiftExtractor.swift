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

    /// An extractor that skips test code or reads it. No default, since the callers differ: the pipeline passes
    /// false (its input step has already left test code out of the folders it searched, judging only the path
    /// below each folder, and reads a file named outright), while a caller handing over a project's files as they
    /// are wants it skipped.
    public init(skipsTestCode: Bool) {
        self.skipsTestCode = skipsTestCode
    }

    /// Extracts every coordinator the files declare, with notes for what could not be resolved.
    ///
    /// Locations use each file's `path` as given, 1-based lines, and 1-based columns counted in UTF-8 bytes.
    public func extract(files: [SourceFile]) async -> ExtractionResult {
        // No cache is kept, so none is made: no file's digest, no table of every file's facts.
        let files = readable(files)
        let facts = await parallelMap(files) { FileFacts(scanning: $0) }
        let (result, _) = await read(files: files, facts: facts)
        releasingInBackground(consume facts)
        return result
    }

    /// The same result as ``extract(files:)``, parsing only what `cache` does not already know: files whose text
    /// is unchanged keep their facts, and the last result is reused when nothing it was built from changed.
    public func extract(files: [SourceFile], reusing cache: ExtractionCache) async -> CachedExtraction {
        let files = readable(files)
        // An unchanged file keeps its entry as the cache holds it: its facts are read only if the last result
        // cannot be reused, and are written to the next cache as the bytes they were read from.
        let scanned = await parallelMap(files) { file in
            let digest = ContentDigest(of: file.text)
            if let entry = cache.entries[file.path], entry.digest == digest {
                return (entry: entry, parsed: false)
            }
            return (entry: ExtractionCache.Entry(digest: digest, facts: FileFacts(scanning: file)), parsed: true)
        }
        var next = ExtractionCache()
        for (file, scan) in zip(files, scanned) {
            next.entries[file.path] = scan.entry
        }
        let scannedFiles = zip(files, scanned).filter { $0.1.parsed }.map(\.0.path).sorted()

        if let last = cache.last, Self.canReuse(last, from: cache, for: next) {
            next.last = last
            return CachedExtraction(
                result: last.result, cache: next,
                statistics: ExtractionStatistics(scannedFiles: scannedFiles, secondPassFiles: [], reusedResult: true)
            )
        }
        let facts = await parallelMap(Array(zip(files, scanned))) { file, scan in
            scan.entry.facts ?? FileFacts(scanning: file)
        }
        let (result, secondPassFiles) = await read(files: files, facts: facts)
        next.last = ExtractionCache.LastResult(result: result, secondPassFiles: secondPassFiles)
        return CachedExtraction(
            result: result, cache: next,
            statistics: ExtractionStatistics(
                scannedFiles: scannedFiles, secondPassFiles: secondPassFiles.sorted(), reusedResult: false
            )
        )
    }

    /// The files extraction reads: all of them, or those that are not test code.
    private func readable(_ files: [SourceFile]) -> [SourceFile] {
        skipsTestCode ? files.filter { !TestCodeFilter.isTestCode(path: $0.path) } : files
    }

    /// The second pass: the style readers over every file's facts and the files they need parsed again.
    private func read(files: [SourceFile], facts: [FileFacts]) async -> (ExtractionResult, Set<String>) {
        let index = SymbolIndex(files: facts.map { ($0.path, $0.index) })
        async let sites = SemanticReader.sites(in: facts)
        // The core's project stands on the facts alone: it is built while the style readers parse and read.
        async let styledReading = Self.readStyles(files: files, facts: facts, index: index)
        let reader = SemanticReader(index: index, facts: facts)
        let structure = reader.findingStructure()
        let (results, needed) = await styledReading
        let styledNotes = results.flatMap(\.notes)
        let semantic = await reader.read(
            styled: results.flatMap(\.coordinators), structure: structure, askingWhetherCalled: Set(styledNotes.map(\.location))
        )
        let styled = semantic.styled
        // A style reader has already spoken of what it read: a step it drew, or a note it made.
        let spoken = Set(styledNotes.map(\.location) + styled.flatMap(\.transitions).compactMap(\.location))
        // And a style reader's note of a step it could not follow is moot where the core followed it.
        let followed = Set(semantic.coordinators.flatMap(\.transitions).compactMap(\.location))
        // So is its note that it could not tell what triggers a method the core found called (noted at the method),
        // or which screen makes a call the core followed to a step (noted at the call).
        let notes = styledNotes.filter { note in
            !followed.contains(note.location) && !semantic.called.contains(note.location)
                && !semantic.followedCalls.contains(note.location)
        }
            + semantic.notes.filter { !spoken.contains($0.location) }
        let merged = Coordinator.merging(styled + semantic.coordinators)
        let read = Coordinator.foldingFirstPresentations(merged, handedStacks: semantic.handedStacks)
        // A first presentation folded into the steps that start its coordinator is read, as those steps.
        let kept = Set(read.flatMap(\.transitions).compactMap(\.location))
        let folded = merged.flatMap(\.transitions).compactMap(\.location).filter { !kept.contains($0) }
        let model = NavigationModel(coordinators: read + Self.startedButNotRead(read, index: index)).normalized()
        // A helper reached from several navigation methods would otherwise repeat its notes.
        let result = ExtractionResult(
            model: model, notes: Set(notes).sorted(), sites: await sites,
            entrySites: results.flatMap(\.entrySites) + folded + semantic.embeddedChildren
        )
        releasingInBackground(consume reader)
        return (result, needed)
    }

    /// Every style reader's reading, with the files they had parsed again.
    private static func readStyles(
        files: [SourceFile], facts: [FileFacts], index: SymbolIndex
    ) async -> ([StyleReading], Set<String>) {
        let navigationStack = NavigationStackReader(index: index, facts: facts)
        let readers: [any StyleReader] = [
            JumpReader(index: index), navigationStack, UIKitReader(index: index, facts: facts),
            MVPReader(index: index, facts: facts, excluding: navigationStack.coordinatorNames),
        ]
        let needed = readers.reduce(into: Set<String>()) { files, reader in files.formUnion(reader.filesToParse) }
        let store = SourceStore(await parallelMap(files.filter { needed.contains($0.path) }) { ParsedFile($0) })
        let input = SecondPassInput(store: store, facts: facts)
        return (readers.map { $0.read(input) }, needed)
    }

    /// The coordinators some step starts that the app declares but no reader read a screen of (a `start()` that
    /// presents what a lazy property's closure builds): in the model without screens, so that starting them is no
    /// step to an undeclared coordinator.
    private static func startedButNotRead(_ read: [Coordinator], index: SymbolIndex) -> [Coordinator] {
        let known = Set(read.map(\.name))
        var added: [String: Coordinator] = [:]
        for coordinator in read {
            for transition in coordinator.transitions where transition.kind == .start {
                guard let name = transition.to?.coordinator, !known.contains(name), added[name] == nil,
                      let declaration = index.resolve(name, from: nil), declaration.kind == .classType else { continue }
                added[name] = Coordinator(
                    name: name, style: coordinator.style, location: declaration.location, entries: [], screens: [], transitions: []
                )
            }
        }
        return added.keys.sorted().compactMap { added[$0] }
    }

    /// Whether the last result still holds for the files of `next`: the same paths, and every file either has
    /// the same text, or is one the second pass did not read and has the same facts. Equal facts give the same
    /// symbol index, so the second pass would read the same files and see the same trees.
    ///
    /// Facts that only moved (``MovedFacts``) count as the same in a file the result has no location in: the
    /// readers copy positions into locations and compare them, and do nothing else with them, so with none of
    /// the file's positions in the result and every two of them in the same order, the result would not change.
    private static func canReuse(
        _ last: ExtractionCache.LastResult, from cache: ExtractionCache, for next: ExtractionCache
    ) -> Bool {
        guard cache.entries.count == next.entries.count else { return false }
        var locatedFiles: Set<String>?
        return next.entries.allSatisfy { path, entry in
            guard let old = cache.entries[path] else { return false }
            if old.digest == entry.digest { return true }
            guard !last.secondPassFiles.contains(path) else { return false }
            guard let oldFacts = old.facts, let facts = entry.facts else { return false }
            if oldFacts == facts { return true }
            let located = locatedFiles ?? last.locatedFiles
            locatedFiles = located
            return !located.contains(path) && MovedFacts(facts).onlyMoved(since: MovedFacts(oldFacts))
        }
    }
}
