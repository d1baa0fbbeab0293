import FlowModel

/// Draws how navigation changed: the union of both sides, laid out like any flow, with added parts in green,
/// removed parts in red and dashed, changed parts in amber and everything unchanged faded, so the change is what
/// the eye finds first.
public struct ChangeStyler: Sendable {
    public var options: RenderOptions

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The drawing of `diff`; a legend explains the four markings.
    public func style(_ diff: NavigationDiff) throws -> StyledGraph {
        var plain = options
        plain.showsLegend = false
        var graph = try FlowStyler(options: plain).style(diff.union)
        let screens = screenChanges(diff)
        let edges = EdgeChanges(diff)
        graph.clusters = graph.clusters.map { cluster in
            var cluster = cluster
            let coordinator = diff.union.coordinators.first { DiagramID.cluster($0.name) == cluster.name }
            cluster.outline = Self.outline(for: coordinator.flatMap { diff.change(ofCoordinator: $0.name) })
            cluster.nodes = cluster.nodes.map { Self.marked($0, screens[$0.name]) }
            return cluster
        }
        graph.nodes = graph.nodes.map { Self.marked($0, screens[$0.name]) }
        graph.edges = graph.edges.map { edge in
            var edge = edge
            edge.appearance = Self.marked(edge.appearance, edges.change(of: edge))
            return edge
        }
        graph.legend = options.showsLegend ? Self.legend : []
        return graph
    }

    private func screenChanges(_ diff: NavigationDiff) -> [String: NavigationDiff.Change] {
        Dictionary(
            diff.screens.map { (DiagramID.screen($0.screen, in: $0.coordinator), $0.change) },
            uniquingKeysWith: { first, _ in first }
        )
    }

    // MARK: - markings

    static let added = StyleColor(hex: "#2e7d32")
    static let removed = StyleColor.finding
    static let changed = StyleColor(hex: "#ef6c00")
    static let faded = StyleColor(hex: "#c5ccd3")

    private static func color(for change: NavigationDiff.Change) -> StyleColor {
        switch change {
        case .added: added
        case .removed: removed
        case .changed: changed
        }
    }

    private static func outline(for change: NavigationDiff.Change?) -> StyleColor {
        change.map(color(for:)) ?? .clusterOutline
    }

    private static func marked(_ node: StyledNode, _ change: NavigationDiff.Change?) -> StyledNode {
        var node = node
        node.appearance.fill = nil
        guard let change else {
            node.appearance.outline = faded
            node.appearance.text = .muted
            node.appearance.emphasised = false
            return node
        }
        node.appearance.outline = color(for: change)
        node.appearance.text = change == .removed ? removed : .ink
        node.appearance.emphasised = true
        node.appearance.dashed = node.appearance.dashed || change == .removed
        return node
    }

    private static func marked(_ appearance: EdgeAppearance, _ change: NavigationDiff.Change?) -> EdgeAppearance {
        var appearance = appearance
        guard let change else {
            appearance.color = faded
            return appearance
        }
        appearance.color = color(for: change)
        if change == .removed { appearance.line = .dashed }
        if change == .added, appearance.line == .solid { appearance.line = .bold }
        return appearance
    }

    private static let legend = [
        LegendEntry(label: "added", sample: .edge(EdgeAppearance(line: .bold, color: added))),
        LegendEntry(label: "removed", sample: .edge(EdgeAppearance(line: .dashed, color: removed))),
        LegendEntry(label: "changed", sample: .edge(EdgeAppearance(color: changed))),
        LegendEntry(label: "unchanged", sample: .edge(EdgeAppearance(color: faded))),
        LegendEntry(label: "added screen", sample: .node(NodeAppearance(outline: added, emphasised: true))),
        LegendEntry(label: "changed screen", sample: .node(NodeAppearance(outline: changed, emphasised: true))),
        LegendEntry(label: "removed screen", sample: .node(NodeAppearance(dashed: true, outline: removed, emphasised: true))),
    ]
}

/// Finds the transition behind each arrow of the union's drawing. An arrow knows its tail, head, label and
/// whether it goes back; a transition names its target screen only for forward steps and `dismissTo`, so the
/// head decides only where the transition names it.
private struct EdgeChanges {
    private struct Step {
        var tail: String
        var head: String?
        var label: String?
        var goesBack: Bool
        var kind: TransitionKind
        var change: NavigationDiff.Change?
    }

    private var steps: [String: [Step]] = [:]

    init(_ diff: NavigationDiff) {
        for coordinator in diff.union.coordinators {
            for transition in coordinator.transitions {
                let tail = DiagramID.screen(transition.from, in: coordinator.name)
                let head = transition.to.flatMap { target in
                    target.screen.map { DiagramID.screen($0, in: target.coordinator) }
                }
                steps[tail, default: []].append(Step(
                    tail: tail,
                    head: head,
                    label: transition.action,
                    goesBack: [.dismiss, .dismissTo, .showRoot].contains(transition.kind),
                    kind: transition.kind,
                    change: diff.change(of: transition, in: coordinator.name)
                ))
            }
        }
    }

    /// The change of the transitions drawn as `edge`: theirs when they agree, `changed` when they do not.
    func change(of edge: StyledEdge) -> NavigationDiff.Change? {
        let alike = (steps[edge.tail] ?? []).filter { step in
            step.label == edge.label && step.goesBack == edge.goesBack && (edge.kind.map { $0 == step.kind } ?? true)
        }
        let exact = alike.filter { $0.head == nil || $0.head == edge.head }
        let changes = Set((exact.isEmpty ? alike : exact).map(\.change))
        guard changes.count > 1 else { return changes.first ?? nil }
        return .changed
    }
}
