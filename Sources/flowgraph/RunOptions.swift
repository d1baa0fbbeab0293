import ArgumentParser
import FlowGraphKit

/// Options about the run itself rather than its inputs, declared once for every subcommand.
struct RunOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Stop with exit status 2 after this many seconds, writing nothing (for CI steps that must not hang).",
        valueName: "seconds"
    ))
    var timeout: Double?

    func validate() throws {
        if let timeout, !(timeout > 0 && timeout.isFinite) {
            throw ValidationError("--timeout must be a positive number of seconds")
        }
    }
}

/// A subcommand whose run ``RunGuard`` watches: interrupted, terminated or over its time limit, it stops cleanly.
protocol GuardedCommand {
    var runOptions: RunOptions { get }
}

extension CheckCommand: GuardedCommand { var runOptions: RunOptions { input.run } }
extension RenderCommand: GuardedCommand { var runOptions: RunOptions { input.run } }
extension ExtractCommand: GuardedCommand { var runOptions: RunOptions { input.run } }
extension SnapshotCommand: GuardedCommand { var runOptions: RunOptions { input.run } }
extension PathsCommand: GuardedCommand { var runOptions: RunOptions { input.run } }
extension DiffCommand: GuardedCommand { var runOptions: RunOptions { run } }
extension CoverageCommand: GuardedCommand { var runOptions: RunOptions { input.run } }
