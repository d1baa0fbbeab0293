/// Something a drawing can show that a reader needs explained; the legend lists the ones a drawing uses.
enum LegendItem: CaseIterable, Hashable, Sendable {
    case push
    case sheet
    case fullScreen
    case modal
    case swap
    case start
    case back
    case replace
    case conditional
    case edgeFinding
    case entry
    case nodeFinding
    case unreachable
    case notBuilt
    case undeclared
    case otherCoordinator
    /// Everything without a finding, when findings are highlighted.
    case faded

    /// The legend in a fixed order: the arrows, then the node markings.
    static func legend(for used: Set<LegendItem>) -> [LegendEntry] {
        allCases.filter(used.contains).map(\.entry)
    }

    private var entry: LegendEntry {
        switch self {
        case .push: LegendEntry(label: "push", sample: .edge(EdgeAppearance()))
        case .sheet: LegendEntry(label: "sheet", sample: .edge(EdgeAppearance(line: .dashed)))
        case .fullScreen: LegendEntry(label: "full screen", sample: .edge(EdgeAppearance(line: .bold)))
        case .modal: LegendEntry(label: "top / modal", sample: .edge(EdgeAppearance(line: .dashedBold)))
        case .swap: LegendEntry(label: "swap", sample: .edge(EdgeAppearance(line: .dotted)))
        case .start: LegendEntry(label: "start child", sample: .edge(EdgeAppearance(color: .start)))
        case .back: LegendEntry(label: "dismiss / back", sample: .edge(EdgeAppearance(color: .muted)))
        case .replace: LegendEntry(label: "replace stack", sample: .edge(EdgeAppearance(color: .replace)))
        case .conditional: LegendEntry(label: "conditional", sample: .edge(EdgeAppearance(hollowHead: true)))
        case .edgeFinding: LegendEntry(label: "finding", sample: .edge(EdgeAppearance(color: .finding)))
        case .entry: LegendEntry(label: "entry", sample: .node(NodeAppearance(doubleBorder: true)))
        case .nodeFinding: LegendEntry(label: "has findings", sample: .node(NodeStyle.finding))
        case .unreachable: LegendEntry(label: "unreachable", sample: .node(NodeStyle.unreachable))
        case .notBuilt: LegendEntry(label: "not built", sample: .node(NodeAppearance(dashed: true)))
        case .undeclared: LegendEntry(label: "? undeclared", sample: .node(NodeStyle.undeclared))
        case .otherCoordinator: LegendEntry(label: "not drawn here", sample: .node(NodeStyle.otherCoordinator))
        case .faded: LegendEntry(label: "no finding", sample: .edge(EdgeAppearance(color: .faded)))
        }
    }
}
