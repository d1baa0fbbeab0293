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
        let (loaded, _) = try await input.load()
        try OutputDestination(path: output).write(try loaded.model.jsonData(), inputs: loaded.files)
    }
}
