import ArgumentParser
import FlowGraphKit
import Foundation

/// `flowgraph check`: the CI lint step.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the navigation and report findings.",
        discussion: """
        Settings come from .flowgraph.yml in the checked folder or the current one (or --config FILE); the flags \
        below override it. Exit status: 0 when no error-level finding (and, with --strict, no warning) is left; 1 \
        when there is one; 2 for bad usage, an invalid configuration or input that cannot be read.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("The configuration file (default: .flowgraph.yml).", valueName: "file"), completion: .file())
    var config: String?

    @Option(
        name: .customLong("reporter"),
        help: ArgumentHelp(
            "A reporter, optionally writing to a file: ID or ID:FILE (repeatable). IDs: \(FlowCheck.reporterIDs.joined(separator: ", ")).",
            valueName: "id[:file]"
        )
    )
    var reporters: [String] = ["xcode"]

    @Option(help: ArgumentHelp("Write the reports that name no file of their own to this file.", valueName: "file"), completion: .file())
    var output: String?

    @Option(name: .customLong("disable-rule"), help: ArgumentHelp("Do not report this rule (repeatable).", valueName: "rule"))
    var disabledRules: [String] = []

    @Option(
        name: .customLong("severity"),
        help: ArgumentHelp("Report a rule at another level: error, warning, info or note (repeatable).", valueName: "rule=level")
    )
    var severities: [String] = []

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: ArgumentHelp("Report only findings this baseline file does not record.", valueName: "file"), completion: .file())
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Record the findings in this baseline file, by rule, coordinator, screen and action.", valueName: "file"),
        completion: .file()
    )
    var writeBaseline: String?

    @Flag(help: "Print no report on stdout; only the exit status (and reports written to files) tell the result.")
    var quiet = false

    @Flag(name: .customLong("no-color"), help: "Never colour the report (it is coloured only on a terminal, unless NO_COLOR is set).")
    var noColor = false

    func run() async throws {
        let requests = try reporterRequests()
        // Skipped files are findings of the check (`skipped_file`), reported with the rest.
        let (loaded, configuration) = try await input.load(
            configFile: config,
            commandLine: CheckConfiguration(disabledRules: disabledRules, severities: severities, strict: strict),
            progress: ProgressLine.onTerminal(), warnsOfSkippedFiles: false
        )
        let outcome = try FlowCheck.run(
            loaded,
            configuration: configuration,
            baseline: BaselineFiles(read: baseline, write: writeBaseline),
            reporters: requests,
            colour: TerminalColour.wanted(disabled: noColor)
        )
        // How much was read, after the findings: a check of an app read in part is no all-clear. Without navigation
        // calls (model files alone) there is nothing to summarise, and working it out would hash every transition.
        if !quiet, !loaded.sites.isEmpty, let reading = NavigationCoverage(input: loaded).partialSummary {
            FileHandle.standardError.write(Data((reading + "\n").utf8))
        }
        if outcome.fails(strict: configuration.strict) {
            throw ExitCode(1)
        }
    }

    /// The reporters to run: `--output` gives a file to those without one; `--quiet` drops those left on stdout.
    private func reporterRequests() throws -> [ReporterRequest] {
        var requests = try reporters.map(ReporterRequest.init(parsing:))
        if let output {
            guard requests.filter({ $0.path == nil }).count == 1 else {
                throw FlowGraphError.badInput("--output \(output): exactly one --reporter without a file may write to it")
            }
            for index in requests.indices where requests[index].path == nil {
                requests[index].path = output
            }
        }
        return requests.filter { !quiet || $0.path != nil }
    }
}
