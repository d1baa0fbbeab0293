import ArgumentParser
import FlowGraphKit

/// `flowgraph diff`: what a change does to navigation, as text, a pull-request comment or a picture.
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show how navigation changed between two models, folders or git revisions.",
        discussion: """
        BASE and HEAD are each a model file, a folder, an Xcode project (its application targets), or a git \
        revision of the current repository, optionally \
        with a path inside it (main, HEAD~1:Sources); revisions are read from git without touching the work \
        tree. Text lists added (+), removed (-) and changed (~) coordinators, screens, entries and transitions; \
        markdown is a pull-request comment; json carries the same for tools; svg draws both sides in one picture, added parts green, removed red \
        and dashed, changed amber, the rest faded.
        """
    )

    @Argument(help: "The side before the change.")
    var base: String

    @Argument(help: "The side after the change.")
    var head: String

    @Option(help: ArgumentHelp("A list, a pull-request comment, the same for tools, or both sides drawn.", valueName: "format"))
    var format = FlowDiff.Format.text

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.", completion: .file())
    var output: String?

    @Flag(help: "Exit 1 when the navigation changed.")
    var failOnChange = false

    @OptionGroup var run: RunOptions

    func run() async throws {
        let outcome = try await FlowDiff.compare(base: base, head: head)
        let data = try FlowDiff.report(outcome, format: format, base: base, head: head)
        try OutputDestination(path: output).write(data, inputs: outcome.files)
        SkippedFile.warnOnStandardError(outcome.skippedFiles)
        if failOnChange, !outcome.diff.isEmpty { throw ExitCode(1) }
    }
}
