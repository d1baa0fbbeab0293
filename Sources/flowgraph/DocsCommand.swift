import ArgumentParser
import FlowDocs
import FlowGraphKit

/// `flowgraph docs`: the navigation as a browsable site.
struct DocsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write a documentation site: an index with an overview, and a page per coordinator.",
        discussion: """
        HTML (the default) needs no server, network or script: open index.html from disk. Each coordinator's page \
        has its diagram, whose screens link to their rows, and tables of screens, actions, transitions and \
        findings. Markdown writes .md pages with Mermaid diagrams for wikis. The folder is written whole and \
        replaces the site written there before; a folder holding anything else is refused.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The folder to write the site into.", completion: .directory)
    var output: String

    @Option(help: ArgumentHelp("HTML pages, or Markdown pages with Mermaid diagrams.", valueName: "format"))
    var format = DocsOptions.Format.html

    @Option(help: "The index page's heading.")
    var title = "Navigation"

    @Option(help: ArgumentHelp(
        "Link source locations to this URL + path + #L + line, e.g. https://github.com/org/app/blob/main/",
        valueName: "url"
    ))
    var sourceURLPrefix: String?

    func run() async throws {
        let options = try DocsPipeline.options(format: format, title: title, sourceURLPrefix: sourceURLPrefix)
        // The .flowgraph.yml that check reads, so that the site shows what check reports.
        let (loaded, configuration) = try await input.load()
        try DocsPipeline.write(loaded, options: options, configuration: configuration, to: output)
    }
}

extension DocsCommand: GuardedCommand {
    var runOptions: RunOptions { input.run }
}
