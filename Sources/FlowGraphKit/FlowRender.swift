import FlowModel
import FlowRendering
import FlowRules
import Foundation

/// The render step of the pipeline: the model (with its findings marked) in one output format.
public enum FlowRender {
    /// Draws the input's model as `format`, keeping only `coordinators` when any are named.
    /// - Throws: ``FlowGraphError`` for a coordinator name the model does not declare, or when Graphviz fails.
    public static func render(_ input: LoadedInput, format: RenderFormat, coordinators: [String] = []) throws -> Data {
        let model = input.model
        // Checked here rather than left to the styler because the JSON format never reaches the styler.
        try checkKnown(coordinators, in: model)
        let kept = coordinators.isEmpty ? nil : Set(coordinators)
        if format == .json {
            let selected = kept.map { names in model.coordinators.filter { names.contains($0.name) } } ?? model.coordinators
            return try NavigationModel(coordinators: selected).jsonData()
        }
        // Findings come from the whole model: a screen is unreachable or not whether or not its starter is drawn.
        let findings = FlowCheck.findings(in: input)
        do {
            let graph = try FlowStyler(options: RenderOptions(coordinators: kept)).style(model, findings: findings)
            switch format {
            case .svg: return try GraphvizRenderer.shared.renderSVG(graph)
            case .dot: return Data(DOTWriter().write(graph).utf8)
            case .mermaid: return Data(MermaidWriter().write(graph).utf8)
            case .json: preconditionFailure("handled above")
            }
        } catch let error as RenderingError {
            throw FlowGraphError.rendering(error.description)
        }
    }

    private static func checkKnown(_ names: [String], in model: NavigationModel) throws {
        let known = Set(model.coordinators.map(\.name))
        for name in names where !known.contains(name) {
            throw FlowGraphError.badInput(
                "no coordinator named '\(name)' (the model has: \(known.sorted().joined(separator: ", ")))"
            )
        }
    }
}
