import ArgumentParser
import FlowGraphKit
import Foundation

/// `flowgraph coverage`: how much of the app's navigation was read, and why each call not read was not.
struct CoverageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Say how many of the app's navigation calls became transitions, and why each other one did not.",
        discussion: """
        A navigation call is every push, presentation, link, change of a stack's path and child start the readers \
        recognise in the Swift sources. JSON: {"sites", "resolved", "unresolved": [{"file", "line", "column", \
        "reason"}], "files", "coordinators"}, with sites = resolved + the number of unresolved calls.
        """
    )

    /// The report's formats.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    @OptionGroup var input: InputOptions

    @Option(help: "For a reader, or for tools.")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.", completion: .file())
    var output: String?

    func run() async throws {
        let (loaded, _) = try await input.load()
        let coverage = NavigationCoverage(input: loaded)
        let data = format == .json ? try coverage.jsonData() : Data(coverage.text.utf8)
        try OutputDestination(path: output).write(data, inputs: loaded.files)
    }
}
