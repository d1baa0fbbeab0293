import ArgumentParser
import FlowGraphKit
import FlowRendering
import Foundation

/// `flowgraph render`: the diagram.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the navigation as SVG, PNG or PDF (laid out in-process by Graphviz), DOT, Mermaid or JSON."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The file to write; written atomically.", completion: .file())
    var output: String

    @Option(help: ArgumentHelp(
        "Default: from the output's extension (.svg, .png, .pdf, .dot/.gv, .mmd/.mermaid, .json), else svg.",
        valueName: "format"
    ))
    var format: RenderFormat?

    @Option(name: .customLong("coordinator"), help: "Draw only this coordinator (repeatable).")
    var coordinators: [String] = []

    @Option(help: ArgumentHelp(
        "Draw only the screens around this one, across coordinators: a screen name, or Coordinator.screen.",
        valueName: "screen"
    ))
    var focus: String?

    @Option(help: ArgumentHelp(
        "With --focus: how many steps in or out of the screen to draw (default 1).", valueName: "n"
    ))
    var depth: Int?

    @Flag(help: "Fade every screen and arrow without a finding, so that the findings stand out.")
    var highlightFindings = false

    @Flag(help: "Draw one box per coordinator and the steps between them: the whole of a large app at a glance.")
    var overview = false

    @Option(help: ArgumentHelp("The direction ranks run in, in any letter case.", valueName: "direction"))
    var rankdir = RankDirection.topToBottom

    @Option(help: ArgumentHelp("Dark lines for light pages, or light lines on a dark background.", valueName: "theme"))
    var theme = Theme.light

    @Option(help: ArgumentHelp(
        "fast: one placement pass and straight arrows, for a whole large app (arrows may cross boxes).",
        valueName: "effort"
    ))
    var layout = LayoutEffort.quality

    func run() async throws {
        let chosen = format ?? RenderFormat(outputPath: output) ?? .svg
        let options = try FlowRender.options(
            coordinators: coordinators, focus: focus, depth: depth, rankDirection: rankdir, theme: theme,
            layout: layout, highlightsFindings: highlightFindings, overview: overview
        )
        // Graphviz loads its plugins and fonts while the model is read and checked; the process must not exit
        // before that is done, drawing or not.
        if let drawn = GraphvizFormat(rawValue: chosen.rawValue) { GraphvizRenderer.shared.prepare(drawn) }
        defer { GraphvizRenderer.shared.finishPreparing() }
        // The .flowgraph.yml that check reads, so that the drawing marks what check reports.
        let (loaded, configuration) = try await input.load()
        let rendered = try FlowRender.output(loaded, format: chosen, options: options, configuration: configuration)
        try OutputDestination(path: output).write(rendered.data, inputs: loaded.files)
        if let note = rendered.note { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        // A drawing of an app whose navigation calls were found but none read is no picture of its navigation.
        let coverage = NavigationCoverage(input: loaded)
        if coverage.sites > 0, coverage.resolved == 0 { FileHandle.standardError.write(Data((coverage.summary + "\n").utf8)) }
    }
}
