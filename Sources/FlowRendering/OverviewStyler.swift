import FlowModel
import FlowRules

/// Draws a whole app at coordinator level: one node per coordinator, one arrow for each coordinator that starts
/// another or shows one of its screens.
///
/// A screen-level drawing of a large app is a wall of boxes; this one keeps a node per coordinator however many
/// screens there are, and leaves the screens to each coordinator's own drawing.
public struct OverviewStyler: Sendable {
    public var options: RenderOptions

    /// Only the options' direction, theme, layout and legend apply: the overview always shows every coordinator.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The overview of `model`, marking the coordinators and steps `findings` are about.
    public func style(_ model: NavigationModel, findings: [Finding] = []) -> StyledGraph {
        style(DrawableModel(model, findings: findings))
    }

    /// The overview of a model prepared once for several drawings (a docs site's index and pages).
    public func style(_ drawable: DrawableModel) -> StyledGraph {
        let model = drawable.model
        let findingsByCoordinator = Dictionary(grouping: drawable.findings) { $0.coordinator }
        var items: Set<LegendItem> = []
        var nodes: [StyledNode] = []
        var undeclared: [String] = []
        var edges: [StyledEdge] = []

        for coordinator in model.coordinators {
            let ownFindings = findingsByCoordinator[coordinator.name] ?? []
            var appearance = NodeAppearance(doubleBorder: !coordinator.entries.isEmpty)
            if !coordinator.entries.isEmpty { items.insert(.entry) }
            if !ownFindings.isEmpty {
                appearance.outline = NodeStyle.finding.outline
                appearance.emphasised = true
                items.insert(.nodeFinding)
            }
            nodes.append(StyledNode(
                name: DiagramID.coordinatorStandIn(coordinator.name),
                label: coordinator.name,
                tooltip: Self.tooltip(of: coordinator, findings: ownFindings),
                appearance: appearance
            ))
            for step in Self.steps(leaving: coordinator) {
                if drawable.coordinator(named: step.target) == nil, !undeclared.contains(step.target) {
                    undeclared.append(step.target)
                    items.insert(.undeclared)
                }
                let stepFindings = step.transitions.flatMap { drawable.placement.findings(on: $0) }
                var (look, used) = EdgeStyle.appearance(of: step.transitions[0], hasFindings: !stepFindings.isEmpty)
                // One arrow stands for several steps, which may differ in condition: only the colour and stroke
                // of the first are kept.
                look.hollowHead = false
                items.formUnion(used.subtracting([.conditional]))
                let tooltip = ["\(coordinator.name) → \(step.target)"] + step.transitions.map { transition in
                    "\(transition.from): \(EdgeStyle.summary(of: transition))"
                        + (transition.to?.screen.map { " → \($0)" } ?? "")
                        + (transition.location.map { " (\($0))" } ?? "")
                } + FindingPlacement.tooltipLines(stepFindings)
                edges.append(StyledEdge(
                    tail: DiagramID.coordinatorStandIn(coordinator.name),
                    head: DiagramID.coordinatorStandIn(step.target),
                    label: step.label,
                    tooltip: tooltip.joined(separator: "\n"),
                    appearance: look
                ))
            }
        }
        nodes += undeclared.map { name in
            StyledNode(
                name: DiagramID.coordinatorStandIn(name),
                label: "? \(name)",
                tooltip: "'\(name)' is not a coordinator of the model",
                appearance: NodeStyle.undeclared
            )
        }
        return StyledGraph(
            rankDirection: options.rankDirection,
            theme: options.theme,
            layout: options.layout,
            nodes: nodes,
            edges: edges,
            legend: options.showsLegend ? LegendItem.legend(for: items) : []
        )
    }

    /// The steps from one coordinator into others, one group per target coordinator and kind of step (starting
    /// a child, or showing one of its screens), in the coordinator's transition order.
    private static func steps(leaving coordinator: Coordinator) -> [Step] {
        var steps: [Step] = []
        for transition in coordinator.transitions where [.present, .start, .replace].contains(transition.kind) {
            guard let target = transition.to?.coordinator, target != coordinator.name else { continue }
            let isStart = transition.kind == .start
            if let index = steps.firstIndex(where: { $0.target == target && $0.isStart == isStart }) {
                steps[index].transitions.append(transition)
            } else {
                steps.append(Step(target: target, isStart: isStart, transitions: [transition]))
            }
        }
        return steps
    }

    private struct Step {
        var target: String
        var isStart: Bool
        var transitions: [Transition]

        /// The action when one step is drawn, else how many.
        var label: String? {
            transitions.count == 1 ? transitions[0].action : "\(transitions.count) steps"
        }
    }

    private static func tooltip(of coordinator: Coordinator, findings: [Finding]) -> String {
        var lines = ["\(coordinator.name) (\(coordinator.style.rawValue) coordinator)"]
        lines += coordinator.location.map { ["\($0)"] } ?? []
        lines.append(
            "\(coordinator.screens.count) screen\(coordinator.screens.count == 1 ? "" : "s"), "
                + "\(coordinator.transitions.count) transition\(coordinator.transitions.count == 1 ? "" : "s")"
        )
        if !findings.isEmpty { lines.append("\(findings.count) finding\(findings.count == 1 ? "" : "s")") }
        return lines.joined(separator: "\n")
    }
}
