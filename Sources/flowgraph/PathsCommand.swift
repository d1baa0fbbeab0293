import ArgumentParser
import FlowGraphKit
import Foundation

/// `flowgraph paths`: how to get to a screen — the navigation a UI test must perform.
struct PathsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paths",
        abstract: "Print the shortest action sequence from an entry to a screen, or to every screen.",
        discussion: """
        Each route starts at an entry and lists, step by step, the screen to be on, the action to send, and the \
        screen that follows. --format xcuitest writes a skeleton XCUITest class with one test per screen whose \
        comments name each action to perform. Exit status 1 when a screen given with --to cannot be reached.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .customLong("to"), help: ArgumentHelp(
        "The screen to reach, as screen or Coordinator.screen (repeatable).", valueName: "screen"
    ))
    var screens: [String] = []

    @Flag(help: "Every screen's route.")
    var all = false

    @Option(help: ArgumentHelp("Steps to read, or a skeleton XCUITest class.", valueName: "format"))
    var format = FlowPaths.Format.text

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.", completion: .file())
    var output: String?

    func validate() throws {
        guard all != !screens.isEmpty else {
            throw ValidationError("give --to SCREEN (one or more) or --all")
        }
    }

    func run() async throws {
        let (loaded, configuration) = try await input.load()
        let routes = try FlowPaths.routes(in: loaded.model, to: screens, configuration: configuration)
        let report = PathsReport(routes)
        let text = format == .text ? report.text : report.xcuitest
        try OutputDestination(path: output).write(Data(text.utf8), inputs: loaded.files)
        if !all, routes.contains(where: { $0.start == nil }) { throw ExitCode(1) }
    }
}
