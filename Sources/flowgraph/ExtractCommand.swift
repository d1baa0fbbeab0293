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
        // Written as it is made: the JSON of a large app is a few hundred megabytes, never held whole.
        try OutputDestination(path: output).write(inputs: loaded.files) { try loaded.model.writeJSON(to: $0) }
    }
}
