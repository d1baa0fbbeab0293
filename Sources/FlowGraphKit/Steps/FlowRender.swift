import FlowModel
import FlowRendering
import FlowRules
import Foundation

/// The render step of the pipeline: the model (with its findings marked) in one output format.
public enum FlowRender {
    /// What `render` wrote, and a note for the user about how, when there is one.
    public struct Output: Sendable {
        public var data: Data
        /// One line to show the user: why a whole-app drawing was packed coordinator by coordinator.
        public var note: String?
    }

    /// Draws the input's model as `format` with `options` (the coordinators kept, focus, direction, theme...),
    /// marking the findings `check` reports under the same `configuration`, whose declared entries are drawn too.
    /// - Throws: ``FlowGraphError`` for a coordinator or screen name the model does not declare, or when
    ///   Graphviz fails or lacks the plugin the format needs.
    public static func render(
        _ input: LoadedInput, format: RenderFormat, options: RenderOptions = RenderOptions(),
        configuration: CheckConfiguration = CheckConfiguration()
    ) throws -> Data {
        try output(input, format: format, options: options, configuration: configuration).data
    }

    /// ``render(_:format:options:configuration:)`` with the note about how Graphviz laid the drawing out.
    public static func output(
        _ input: LoadedInput, format: RenderFormat, options: RenderOptions = RenderOptions(),
        configuration: CheckConfiguration = CheckConfiguration()
    ) throws -> Output {
        // Checked here rather than left to the styler because the JSON format never reaches the styler.
        try checkKnown(options.coordinators?.sorted() ?? [], in: input.model)
        try ConfiguredModel.validate(configuration, against: input.model)
        let draw = { (write: (StyledGraph) throws -> GraphvizDrawing) in
            let drawn = try drawing(input, options: options, configuration: configuration, writtenBy: write)
            return Output(data: drawn.data, note: drawn.packing?.description)
        }
        let text = { (text: String) in GraphvizDrawing(data: Data(text.utf8), packing: nil) }
        switch format {
        case .json: return Output(data: try modelJSON(input.model, options: options), note: nil)
        case .svg: return try draw { try GraphvizRenderer.shared.draw($0, format: .svg) }
        case .png: return try draw { try GraphvizRenderer.shared.draw($0, format: .png) }
        case .pdf: return try draw { try GraphvizRenderer.shared.draw($0, format: .pdf) }
        case .dot: return try draw { text(DOTWriter().write($0)) }
        case .mermaid: return try draw { text(MermaidWriter().write($0)) }
        }
    }

    /// The model itself, as `extract` writes it, cut to the coordinators asked for.
    private static func modelJSON(_ model: NavigationModel, options: RenderOptions) throws -> Data {
        // A neighbourhood is a cut of the drawing, not of the model: JSON would silently hold everything.
        if options.focus != nil {
            throw FlowGraphError.badInput("--focus draws part of a diagram; the json format writes the model")
        }
        let selected = options.coordinators.map { names in model.coordinators.filter { names.contains($0.name) } }
            ?? model.coordinators
        return try NavigationModel(coordinators: selected).jsonData()
    }

    /// The model with its findings marked and its declared entries drawn, styled as `options` say and written by
    /// `write`.
    private static func drawing(
        _ input: LoadedInput, options: RenderOptions, configuration: CheckConfiguration,
        writtenBy write: (StyledGraph) throws -> GraphvizDrawing
    ) throws -> GraphvizDrawing {
        // Findings come from the whole model: a screen is unreachable or not whether or not its starter is drawn.
        let findings = FlowCheck.findings(in: input, configuration: configuration)
        do {
            let drawn = ConfiguredModel.apply(configuration, to: input.model)
            let graph = options.overview
                ? OverviewStyler(options: options).style(drawn, findings: findings)
                : try FlowStyler(options: options).style(drawn, findings: findings)
            return try write(graph)
        } catch let error as RenderingError {
            throw FlowGraphError.rendering(error.description)
        }
    }

    /// The options the command line asks for, checked together.
    /// - Parameters:
    ///   - focus: a screen name, or `Coordinator.screen`; nil draws everything.
    ///   - depth: how many steps around `focus` to draw; only meaningful with a focus.
    ///   - overview: one box per coordinator instead of their screens; no coordinators, focus or highlighting.
    /// - Throws: ``FlowGraphError/badInput(_:)`` for a depth without a focus, or an overview with what it cannot draw.
    public static func options(
        coordinators: [String] = [],
        focus: String? = nil,
        depth: Int? = nil,
        rankDirection: RankDirection = .topToBottom,
        theme: Theme = .light,
        layout: LayoutEffort = .quality,
        highlightsFindings: Bool = false,
        overview: Bool = false
    ) throws -> RenderOptions {
        if depth != nil, focus == nil { throw FlowGraphError.badInput("--depth needs --focus SCREEN") }
        if overview, !coordinators.isEmpty || focus != nil || highlightsFindings {
            throw FlowGraphError.badInput(
                "--overview draws every coordinator as one box; it takes no --coordinator, --focus or --highlight-findings"
            )
        }
        return RenderOptions(
            coordinators: coordinators.isEmpty ? nil : Set(coordinators),
            rankDirection: rankDirection,
            theme: theme,
            layout: layout,
            highlightsFindings: highlightsFindings,
            focus: focus.map { Focus(screen: $0, depth: depth ?? 1) },
            overview: overview
        )
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
