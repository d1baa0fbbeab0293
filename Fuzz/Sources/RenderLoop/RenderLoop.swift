import FlowModel
import FlowRendering
import FlowRules
import Foundation

/// Renders a model file to SVG again and again in one process, each time followed by a drawing Graphviz
/// rejects, so that under valgrind a leak on the success or the error path grows with the count and shows.
///
/// Usage: `RenderLoop MODEL-FILE COUNT`. Prints one line per round to stdout; Graphviz must print nothing.
@main
struct RenderLoop {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
            FileHandle.standardError.write(Data("usage: RenderLoop MODEL-FILE COUNT\n".utf8))
            exit(2)
        }
        let path = arguments[1]
        let model = try ModelFileLoader.load(text: String(contentsOfFile: path, encoding: .utf8), path: path)
        let graph = try FlowStyler().style(model, findings: RuleRunner().run(on: model))
        for round in 1...count {
            let svg = try GraphvizRenderer.shared.renderSVG(graph)
            let error = rejectedRender()
            print("round \(round): \(svg.count) bytes of SVG; rejected: \(error)")
        }
    }

    /// A legend whose colour is not a colour breaks the HTML-like label Graphviz parses during layout: the
    /// error path, reached through the public API. Returns the error's message; a drawing that succeeds is a
    /// failure of this check.
    private static func rejectedRender() -> String {
        let broken = StyledGraph(legend: [
            LegendEntry(label: "broken", sample: .edge(EdgeAppearance(color: StyleColor(hex: "\"><unclosed")))),
        ])
        do {
            _ = try GraphvizRenderer.shared.renderSVG(broken)
        } catch let RenderingError.graphvizFailed(stage, message, _) {
            return "\(stage.rawValue): \(message)"
        } catch {
            fatalError("expected Graphviz to fail, got \(error)")
        }
        fatalError("expected Graphviz to reject an unclosed HTML label")
    }
}
