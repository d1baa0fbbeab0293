import ArgumentParser
import FlowGraphKit

/// `flowgraph extract`: the merged model as canonical JSON.
struct ExtractCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Write the navigation model as JSON (stdout unless --output is given)."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The file to write; written atomically.", completion: .file())
    var output: String?

    func run() async throws {
        let input = try await ModelLoading.load(paths: input.paths, cache: input.cacheFile)
        try OutputDestination(path: output).write(try input.model.jsonData(), inputs: input.files)
        SkippedFile.warnOnStandardError(input.skippedFiles)
    }
}
