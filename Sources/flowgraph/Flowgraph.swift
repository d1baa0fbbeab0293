import ArgumentParser
import FlowGraphKit
import Foundation

/// The `flowgraph` command: checks, draws and documents coordinator navigation.
struct Flowgraph: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowgraph",
        abstract: "Check and draw the navigation of coordinator-based iOS apps.",
        version: FlowGraphKitVersion.current,
        subcommands: [
            CheckCommand.self, RenderCommand.self, ExtractCommand.self, SnapshotCommand.self, DiffCommand.self,
            PathsCommand.self, DocsCommand.self, CoverageCommand.self, RulesCommand.self, InitCommand.self,
        ]
    )
}

/// Runs the command with the design's exit codes: 0 clean, 1 error-level findings, 2 bad usage, unreadable input or
/// an unexpected failure. ArgumentParser's own usage errors exit 64 and other errors 1, so they are mapped to 2 here,
/// once, and printed as one line like every other error (`--help` shows the usage).
@main
enum FlowgraphMain {
    /// The `--timeout` of a subcommand that has one. A separate function so that reading it does not tie the
    /// parsed command to anything the async run would then have to be isolated from.
    private static func timeLimit(of command: any ParsableCommand) -> Double? {
        (command as? GuardedCommand)?.runOptions.timeout
    }

    /// ArgumentParser's message on one line: it lists the accepted values of a long list one per line, as
    /// `  - value`; they are joined with commas instead.
    private static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n")
        let values = lines.filter { $0.hasPrefix("  - ") }.map { $0.dropFirst(4) }
        let text = lines.filter { !$0.hasPrefix("  - ") }.joined(separator: " ")
        return values.isEmpty ? text : text + " " + values.joined(separator: ", ")
    }

    static func main() async {
        do {
            var command = try Flowgraph.parseAsRoot()
            RunGuard.install(timeout: timeLimit(of: command))
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch let error as FlowGraphError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Flowgraph.exit(withError: ExitCode(2))
        } catch {
            let code = Flowgraph.exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data(("error: " + oneLine(Flowgraph.message(for: error)) + "\n").utf8))
                Flowgraph.exit(withError: ExitCode(2))
            }
            // An exit status a command chose (1 for findings), help or the version.
            if error is ExitCode || code == .success { Flowgraph.exit(withError: error) }
            // Anything else is an unexpected failure, never a finding: one line, status 2.
            FileHandle.standardError.write(Data(("error: " + Flowgraph.message(for: error) + "\n").utf8))
            Flowgraph.exit(withError: ExitCode(2))
        }
    }
}
