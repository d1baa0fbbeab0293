import ArgumentParser
import FlowGraphKit

/// `flowgraph check`: the CI lint step.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the navigation and report findings.",
        discussion: """
        Exit status: 0 when no error-level finding (and, with --strict, no warning) is left; 1 when there is one;
        2 for bad usage or input that cannot be read.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(
        name: .customLong("reporter"),
        help: ArgumentHelp(
            "A reporter, optionally writing to a file: ID or ID:FILE (repeatable). IDs: \(FlowCheck.reporterIDs.joined(separator: ", ")).",
            valueName: "id[:file]"
        )
    )
    var reporters: [String] = ["xcode"]

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "Print no report on stdout; only the exit status (and reports written to files) tell the result.")
    var quiet = false

    func run() async throws {
        let requests = try reporters.map(ReporterRequest.init(parsing:)).filter { !quiet || $0.path != nil }
        let loaded = try await ModelLoading.load(paths: input.paths)
        let outcome = try FlowCheck.run(loaded, reporters: requests)
        if outcome.fails(strict: strict) {
            throw ExitCode(1)
        }
    }
}
