import ArgumentParser
import FlowGraphKit
import Foundation

/// `flowgraph rules`: every finding id the tool can report, or one in full with its examples.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every finding id with its default severity, or describe one with its examples.",
        discussion: """
        With an ID: what it finds, why it matters, how to fix or suppress it, and the examples the tests run (↓ \
        marks where a finding is reported). --format markdown without an ID is the README's rule table.
        """
    )

    @Argument(help: "A finding id, e.g. navigation_cycle.", completion: .list(RuleDocumentation.ids))
    var id: String?

    @Option(help: "For a reader, for tools, or for docs.")
    var format: RuleDocumentation.Format = .text

    func run() throws {
        let text = try id.map { try RuleDocumentation.page(id: $0, format) } ?? RuleDocumentation.list(format)
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
