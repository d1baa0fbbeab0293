import ArgumentParser
import FlowGraphKit

/// The inputs every subcommand reads, declared once.
struct InputOptions: ParsableArguments {
    @Argument(
        help: "Swift files, model files (*.flow.yml, *.flow.yaml, *.flow.json), or folders searched for both. Default: the current folder.",
        completion: .file()
    )
    var paths: [String] = []

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
        noCache ? nil : ExtractionCacheFile(paths: paths, folder: cachePath)
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
            paths: paths, configFile: configFile, commandLine: commandLine, progress: progress, cache: cacheFile
        )
        if warnsOfSkippedFiles { SkippedFile.warnOnStandardError(loaded.skippedFiles) }
        return (loaded, configuration)
    }
}
