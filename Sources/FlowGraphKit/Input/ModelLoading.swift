import FlowExtraction
import FlowModel
import Foundation

/// The merged model of a run, what the extractor could not resolve, and the files it was read from.
public struct LoadedInput: Sendable {
    public var model: NavigationModel
    /// Navigation calls in Swift sources that the extractor could not resolve (`unresolved_navigation`).
    public var notes: [ExtractionNote]
    /// Every navigation call the extractor recognised in the Swift sources, read or not (``NavigationCoverage``).
    public var sites: [SourceLocation] = []
    /// Of ``sites``, those read as where a coordinator begins rather than as a transition
    /// (``FlowExtraction/ExtractionResult/entrySites``).
    public var entrySites: [SourceLocation] = []
    /// Every file read, so that no output is written over one of them.
    public var files: [String]
    /// The `// flowgraph:disable` comments of the Swift sources, in file and line order.
    public var suppressions: [InlineSuppression] = []
    /// Swift sources that could not be read, in path order; the model is built without them.
    public var skippedFiles: [SkippedFile] = []
    /// What the extractor parsed, when it ran with a cache file.
    public var extractionStatistics: ExtractionStatistics?
}

/// The contents of every input of a run, already read: from the file system, or from a git revision.
public struct InputContents: Sendable {
    /// The Swift files, for the extractor.
    public var swiftSources: [SourceFile]
    /// The model files (`*.flow.yml`, `*.flow.yaml`, `*.flow.json`), with their text.
    public var modelFiles: [SourceFile]
    /// Swift sources found but not read (not UTF-8, too large), reported as `skipped_file`.
    public var skippedFiles: [SkippedFile]

    /// Contents with these files.
    public init(swiftSources: [SourceFile], modelFiles: [SourceFile], skippedFiles: [SkippedFile] = []) {
        self.swiftSources = swiftSources
        self.modelFiles = modelFiles
        self.skippedFiles = skippedFiles
    }

    /// Every file's path, in the order given.
    public var paths: [String] { (swiftSources + modelFiles).map(\.path) }
}

/// Reads every input: extracts the navigation of the Swift sources, loads the model files, and merges them.
public enum ModelLoading {
    /// Reads `paths` as every command reads its inputs: with the `.flowgraph.yml` `check` finds for them (or
    /// `configFile`) and `commandLine`'s settings over it, reading only the files it includes and does not exclude.
    /// `targets` are the targets to read of the Xcode projects among `paths`.
    /// - Returns: The input and the configuration it was read with.
    public static func loadConfigured(
        paths: [String], targets: [String] = [], configFile: String? = nil,
        commandLine: CheckConfiguration = CheckConfiguration(), progress: ProgressLine? = nil,
        cache: ExtractionCacheFile? = nil
    ) async throws -> (loaded: LoadedInput, configuration: CheckConfiguration) {
        let configuration = try CheckConfiguration.resolve(configFile: configFile, paths: paths, commandLine: commandLine)
        let loaded = try await load(
            paths: paths, targets: targets, selection: FileSelection(configuration), progress: progress, cache: cache
        )
        return (loaded, configuration)
    }

    /// Loads everything found under `paths` that `selection` keeps into one model, saying on `progress` how many
    /// files it reads when there are many. With a `cache` file, Swift sources unchanged since it was written are
    /// not parsed again (``SwiftExtractor/extract(files:reusing:)``), and it is updated for the next run.
    /// - Throws: ``FlowGraphError`` with every problem of every file, so one run shows all there is to fix.
    public static func load(
        paths: [String], targets: [String] = [], selection: FileSelection = .everything, progress: ProgressLine? = nil,
        cache: ExtractionCacheFile? = nil
    ) async throws -> LoadedInput {
        let found = try InputCollector.inputFiles(in: paths, targets: targets, skipping: selection.skippedFolders)
        let files = InputFiles(models: found.models.filter(selection.reads), swiftSources: found.swiftSources.filter(selection.reads))
        guard !files.all.isEmpty else {
            throw FlowGraphError.badInput("every input file is excluded by the configuration's included/excluded globs")
        }
        let shown = progress?.showReading(files: files.all.count) ?? false
        defer { if shown { progress?.clear() } }
        return try await load(collected: files, cache: cache)
    }

    /// Reads and loads the collected files. A Swift source that cannot be read is skipped and reported; a model
    /// file that cannot be read stops the run, since what it declares cannot be left out silently.
    private static func load(collected files: InputFiles, cache: ExtractionCacheFile?) async throws -> LoadedInput {
        var swiftSources: [SourceFile] = []
        var skipped: [SkippedFile] = []
        let read = await parallelMap(files.swiftSources) { InputFileReader.read($0, as: .swiftSource) }
        for (path, result) in zip(files.swiftSources, read) {
            switch result {
            case let .success(file): swiftSources.append(file)
            case let .failure(refusal): skipped.append(SkippedFile(path: path, reason: refusal.reason))
            }
        }
        var modelFiles: [ModelFileContents] = []
        var unreadable: [ModelProblem] = []
        for path in files.models {
            switch InputFileReader.readModelFile(path) {
            case let .success(file): modelFiles.append(file)
            case let .failure(refusal):
                unreadable.append(ModelProblem(location: SourceLocation(file: path, line: 1, column: 1), message: refusal.reason))
            }
        }
        guard unreadable.isEmpty else { throw FlowGraphError.invalidModel(ModelLoadFailure(problems: unreadable)) }
        var loaded = try await load(swiftSources: swiftSources, modelFiles: modelFiles, skippedFiles: [], cache: cache)
        loaded.files = files.all
        loaded.skippedFiles = (skipped + loaded.skippedFiles).sorted { $0.path < $1.path }
        return loaded
    }

    /// Loads files already read into one model, reusing and updating the extraction `cache` file when given.
    /// - Throws: ``FlowGraphError`` with every problem of every file.
    public static func load(_ contents: InputContents, cache: ExtractionCacheFile? = nil) async throws -> LoadedInput {
        try await load(
            swiftSources: contents.swiftSources, modelFiles: contents.modelFiles.map(ModelFileContents.text),
            skippedFiles: contents.skippedFiles, cache: cache
        )
    }

    /// Extracts the Swift sources, loads the model files and merges them, as ``load(_:cache:)`` describes.
    private static func load(
        swiftSources: [SourceFile], modelFiles: [ModelFileContents], skippedFiles: [SkippedFile], cache: ExtractionCacheFile?
    ) async throws -> LoadedInput {
        var problems: [ModelProblem] = []
        var parsable: [SourceFile] = []
        var skipped = skippedFiles
        let hazards = await parallelMap(swiftSources) { ParserHazard.firstTooDeepBracket(in: $0.text) }
        for (file, hazard) in zip(swiftSources, hazards) {
            if let (line, column) = hazard {
                let reason = "'[' nests deeper than \(ParserHazard.maximumBracketDepth) levels here, where swift-syntax's parser takes exponential time"
                skipped.append(SkippedFile(path: file.path, reason: reason, line: line, column: column))
            } else {
                parsable.append(file)
            }
        }
        let extractor = SwiftExtractor(skipsTestCode: false)
        let extraction: ExtractionResult
        var statistics: ExtractionStatistics?
        if let cache, !parsable.isEmpty {
            let cached = await extractor.extract(files: parsable, reusing: cache.read())
            extraction = cached.result
            statistics = cached.statistics
            if !(cached.statistics.reusedResult && cached.statistics.scannedFiles.isEmpty) { cache.write(cached.cache) }
        } else {
            extraction = await extractor.extract(files: parsable)
        }
        var models: [NavigationModel] = []
        let known = Dictionary(extraction.model.coordinators.map { ($0.name, Set($0.screens.map(\.name))) }) { first, _ in first }
        for file in modelFiles {
            do {
                models.append(try file.load(known: known))
            } catch let failure as ModelLoadFailure {
                problems += failure.problems
            }
        }
        let (model, conflicts) = ModelCompletion.completing(extraction.model, with: models)
        problems += conflicts
        guard problems.isEmpty else { throw FlowGraphError.invalidModel(ModelLoadFailure(problems: problems)) }
        return LoadedInput(
            model: model,
            notes: extraction.notes,
            sites: extraction.sites,
            entrySites: extraction.entrySites,
            files: swiftSources.map(\.path) + modelFiles.map(\.path),
            suppressions: await parallelMap(parsable, InlineSuppression.scan).flatMap { $0 },
            skippedFiles: skipped,
            extractionStatistics: statistics
        )
    }
}
