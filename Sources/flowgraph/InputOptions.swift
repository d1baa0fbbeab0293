import ArgumentParser
import FlowGraphKit

/// The inputs every subcommand reads, declared once.
struct InputOptions: ParsableArguments {
    @Argument(
        help: "Swift files, model files (*.flow.yml, *.flow.yaml, *.flow.json), folders searched for both, or an Xcode project (.xcodeproj, .xcworkspace). Default: the current folder.",
        completion: .file()
    )
    var paths: [String] = []

    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            "Read the Swift sources and storyboards this target of the Xcode project builds (repeatable). Default: its application targets.",
            valueName: "name"
        )
    )
    var targets: [String] = []

    @OptionGroup var run: RunOptions

    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp(
            "Keep what was read from Swift sources in this folder, so that the next run parses only the files that changed. Default: $XDG_CACHE_HOME/flowgraph or ~/.cache/flowgraph.",
            valueName: "folder"
        ),
        completion: .directory
    )
    var cachePath: String?

    @Flag(name: .customLong("no-cache"), help: "Parse every Swift source, neither reading nor writing the cache.")
    var noCache = false

    /// The extraction cache file of this run, nil with `--no-cache`.
    var cacheFile: ExtractionCacheFile? {
        // Runs reading other targets read other files: each keeps a cache of its own.
        noCache ? nil : ExtractionCacheFile(paths: paths + targets.map { "--target=\($0)" }, folder: cachePath)
    }

    /// Reads the inputs the way every command does: the `.flowgraph.yml` that `check` reads (or `configFile`), its
    /// included and excluded files, test code left out, model files completing what the Swift sources say.
    /// - Parameter warnsOfSkippedFiles: Whether a Swift source that could not be read is a warning on standard
    ///   error; `check` reports it as a finding instead.
    func load(
        configFile: String? = nil, commandLine: CheckConfiguration = CheckConfiguration(), progress: ProgressLine? = nil,
        warnsOfSkippedFiles: Bool = true
    ) async throws -> (loaded: LoadedInput, configuration: CheckConfiguration) {
        let (loaded, configuration) = try await ModelLoading.loadConfigured(
            paths: paths, targets: targets, configFile: configFile, commandLine: commandLine, progress: progress,
            cache: cacheFile
        )
        if warnsOfSkippedFiles { SkippedFile.warnOnStandardError(loaded.skippedFiles) }
        return (loaded, configuration)
    }
}
