import ArgumentParser
import FlowGraphKit

/// `flowgraph render`: the diagram.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the navigation as SVG (laid out in-process by Graphviz), DOT, Mermaid or JSON."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The file to write; written atomically.", completion: .file())
    var output: String

    @Option(help: ArgumentHelp(
        "svg, dot, mermaid or json. Default: from the output's extension (.svg, .dot/.gv, .mmd/.mermaid, .json), else svg.",
        valueName: "format"
    ))
    var format: String?

    @Option(name: .customLong("coordinator"), help: "Draw only this coordinator (repeatable).")
    var coordinators: [String] = []

    func run() async throws {
        let chosen = try format.map(RenderFormat.init(argument:)) ?? RenderFormat(outputPath: output) ?? .svg
        let loaded = try await ModelLoading.load(paths: input.paths)
        let data = try FlowRender.render(loaded, format: chosen, coordinators: coordinators)
        try OutputDestination(path: output).write(data, inputs: loaded.files)
    }
}
