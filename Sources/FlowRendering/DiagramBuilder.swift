import FlowModel

/// One styling run: collects clusters, stand-in nodes, arrows and the legend items they use.
struct DiagramBuilder {
    /// A node an arrow can end at.
    private struct Endpoint {
        var node: String
        /// The cluster the node is drawn in, nil for nodes outside every cluster.
        var cluster: String?
        /// How tooltips name it.
        var title: String
    }

    /// A node standing in for something not drawn as a screen; its tooltip lists where it is referenced.
    private struct StandIn {
        var node: StyledNode
        var references: [SourceLocation] = []
    }

    private let drawable: DrawableModel
    private let kept: Set<String>
    /// Whether everything without a finding is faded.
    private let highlightsFindings: Bool

    /// Stand-ins drawn inside a coordinator's cluster, by coordinator, in order of first use.
    private var clusterStandIns: [String: [String]] = [:]
    /// Stand-ins drawn outside every cluster, in order of first use.
    private var looseStandIns: [String] = []
    private var standIns: [String: StandIn] = [:]
    private var edges: [StyledEdge] = []
    /// The legend items each node and cluster uses, by object name, so that a drawing cut down to a
    /// neighbourhood explains only what is left.
    private var nodeItems: [String: Set<LegendItem>] = [:]
    /// The legend items of each arrow, by its index in `edges`.
    private var edgeItems: [Set<LegendItem>] = []

    init(drawable: DrawableModel, kept: Set<String>, highlightsFindings: Bool) {
        self.drawable = drawable
        self.kept = kept
        self.highlightsFindings = highlightsFindings
    }

    private var placement: FindingPlacement { drawable.placement }

    /// The drawing; with a `focus`, only the screens within `focus.depth` steps of it and what joins them.
    mutating func build(
        rankDirection: RankDirection, showsLegend: Bool, focus: (screen: ScreenName, depth: Int)? = nil
    ) -> StyledGraph {
        let drawn = drawable.model.coordinators.filter { kept.contains($0.name) }
        for coordinator in drawn {
            for transition in coordinator.transitions {
                addArrows(for: transition, in: coordinator)
            }
        }
        var clusters: [StyledCluster] = []
        for coordinator in drawn {
            clusters.append(cluster(coordinator))
        }
        var graph = StyledGraph(
            rankDirection: rankDirection,
            clusters: clusters,
            nodes: looseStandIns.map(finishedStandIn),
            edges: edges
        )
        var keptEdges = Array(edges.indices)
        if let focus {
            let screens = drawn.flatMap { coordinator in
                coordinator.screens.map { DiagramID.screen($0.name, in: coordinator.name) }
            }
            keptEdges = Neighbourhood(
                center: DiagramID.screen(focus.screen.screen, in: focus.screen.coordinator),
                depth: focus.depth,
                screens: Set(screens)
            ).cut(&graph)
        }
        if showsLegend {
            var used = keptEdges.reduce(into: Set<LegendItem>()) { $0.formUnion(edgeItems[$1]) }
            for cluster in graph.clusters {
                used.formUnion(nodeItems[cluster.name] ?? [])
                for node in cluster.nodes { used.formUnion(nodeItems[node.name] ?? []) }
            }
            for node in graph.nodes { used.formUnion(nodeItems[node.name] ?? []) }
            graph.legend = LegendItem.legend(for: used)
        }
        return graph
    }

    // MARK: - clusters and screens

    private mutating func cluster(_ coordinator: Coordinator) -> StyledCluster {
        if coordinator.screens.isEmpty {
            _ = noScreens(in: coordinator.name)
        }
        var nodes = coordinator.screens.map { screenNode($0, in: coordinator) }
        nodes += clusterStandIns[coordinator.name, default: []].map(finishedStandIn)
        let findings = placement.onCoordinators[coordinator.name] ?? []
        if !findings.isEmpty { nodeItems[DiagramID.cluster(coordinator.name), default: []].insert(.nodeFinding) }
        var tooltip = ["\(coordinator.name) (\(coordinator.style.rawValue) coordinator)"]
        tooltip += coordinator.location.map { ["\($0)"] } ?? []
        tooltip += FindingPlacement.tooltipLines(findings)
        return StyledCluster(
            name: DiagramID.cluster(coordinator.name),
            label: coordinator.name,
            tooltip: tooltip.joined(separator: "\n"),
            outline: findings.isEmpty ? .clusterOutline : .finding,
            nodes: nodes
        )
    }

    private mutating func screenNode(_ screen: Screen, in coordinator: Coordinator) -> StyledNode {
        let findings = placement.onScreens[ScreenName(coordinator: coordinator.name, screen: screen.name)] ?? []
        let entryKinds = coordinator.entries.filter { $0.screen == screen.name }.map(\.kind.rawValue)
        let unreachable = findings.contains { $0.ruleID == "unreachable_screen" }
        let name = DiagramID.screen(screen.name, in: coordinator.name)
        var items: Set<LegendItem> = []
        if !entryKinds.isEmpty { items.insert(.entry) }
        if !screen.built { items.insert(.notBuilt) }
        if unreachable { items.insert(.unreachable) }
        if !findings.isEmpty { items.insert(.nodeFinding) }
        var appearance = NodeStyle.screen(
            isEntry: !entryKinds.isEmpty, built: screen.built, hasFindings: !findings.isEmpty, unreachable: unreachable
        )
        if highlightsFindings, findings.isEmpty {
            appearance = NodeStyle.faded(appearance)
            items.insert(.faded)
        }
        nodeItems[name] = items

        var tooltip = ["\(screen.name), a screen of \(coordinator.name)"]
        tooltip += screen.location.map { ["\($0)"] } ?? []
        if !entryKinds.isEmpty { tooltip.append("entry (\(entryKinds.joined(separator: ", ")))") }
        if !screen.built { tooltip.append("not built: no case of \(coordinator.name) builds it") }
        tooltip += FindingPlacement.tooltipLines(findings)
        return StyledNode(
            name: name, label: screen.name, tooltip: tooltip.joined(separator: "\n"), appearance: appearance
        )
    }

    // MARK: - arrows

    private mutating func addArrows(for transition: Transition, in coordinator: Coordinator) {
        // A step the coordinator takes by itself (`from:` its own name) leaves from the coordinator.
        let fromItself = transition.from == coordinator.name && coordinator.screen(named: transition.from) == nil
        let from = fromItself
            ? coordinatorItself(coordinator)
            : endpoint(ScreenName(coordinator: coordinator.name, screen: transition.from), at: transition.location)
        let targets: [Endpoint]
        switch transition.kind {
        case .present, .start, .replace, .dismissTo:
            targets = [transition.to.map { target($0, at: transition.location) } ?? exit(of: coordinator)]
        case .dismiss:
            let below = drawable.presenters[ScreenName(coordinator: coordinator.name, screen: transition.from)] ?? []
            targets = below.isEmpty ? [exit(of: coordinator)] : below.map { endpoint($0, at: transition.location) }
        case .showRoot:
            let roots = coordinator.entries.map(\.screen).uniqued()
            targets = roots.isEmpty
                ? [exit(of: coordinator)]
                : roots.map { endpoint(ScreenName(coordinator: coordinator.name, screen: $0), at: transition.location) }
        }

        let findings = placement.findings(on: transition)
        var (appearance, items) = EdgeStyle.appearance(of: transition, hasFindings: !findings.isEmpty)
        if highlightsFindings, findings.isEmpty {
            appearance.color = .faded
            items = items.subtracting([.start, .back, .replace]).union([.faded])
        }
        let goesBack = [.dismiss, .dismissTo, .showRoot].contains(transition.kind)
        for target in targets {
            var tooltip = ["\(from.title) → \(target.title)", EdgeStyle.summary(of: transition)]
            tooltip += transition.location.map { ["\($0)"] } ?? []
            tooltip += FindingPlacement.tooltipLines(findings)
            // Only a start points at the child's border; clipping needs the head in a cluster the tail is not in.
            let intoChild = transition.kind == .start && target.cluster != nil && target.cluster != from.cluster
            edgeItems.append(items)
            edges.append(StyledEdge(
                tail: from.node,
                head: target.node,
                label: transition.action,
                tooltip: tooltip.joined(separator: "\n"),
                appearance: appearance,
                goesBack: goesBack,
                headCluster: intoChild ? target.cluster : nil,
                kind: transition.kind
            ))
        }
    }

    /// A transition's target: the named screen, or for a coordinator alone its entry screen.
    private mutating func target(_ target: Target, at location: SourceLocation?) -> Endpoint {
        if let screen = target.screen {
            return endpoint(ScreenName(coordinator: target.coordinator, screen: screen), at: location)
        }
        guard let coordinator = drawable.coordinator(named: target.coordinator), kept.contains(coordinator.name) else {
            return coordinatorStandIn(target.coordinator, at: location)
        }
        if let entry = coordinator.entries.first?.screen ?? coordinator.screens.first?.name {
            return endpoint(ScreenName(coordinator: coordinator.name, screen: entry), at: location)
        }
        return noScreens(in: coordinator.name)
    }

    /// The node drawn for a screen: the screen itself, or a stand-in when it is not declared or not drawn.
    private mutating func endpoint(_ ref: ScreenName, at location: SourceLocation?) -> Endpoint {
        guard let coordinator = drawable.coordinator(named: ref.coordinator), kept.contains(coordinator.name) else {
            var standIn = coordinatorStandIn(ref.coordinator, at: location)
            standIn.title = "\(ref.coordinator).\(ref.screen)"
            return standIn
        }
        let cluster = DiagramID.cluster(coordinator.name)
        if coordinator.screen(named: ref.screen) != nil {
            return Endpoint(
                node: DiagramID.screen(ref.screen, in: ref.coordinator), cluster: cluster, title: ref.screen
            )
        }
        let name = DiagramID.undeclaredScreen(ref.screen, in: ref.coordinator)
        useStandIn(name, in: coordinator.name, at: location, item: .undeclared) {
            StyledNode(
                name: name,
                label: "? \(ref.screen)",
                tooltip: "'\(ref.screen)' is not a screen of \(ref.coordinator)",
                appearance: NodeStyle.undeclared
            )
        }
        return Endpoint(node: name, cluster: cluster, title: ref.screen)
    }

    /// The small node for a coordinator that is not drawn: grey if it is merely left out, red if undeclared.
    private mutating func coordinatorStandIn(_ coordinator: String, at location: SourceLocation?) -> Endpoint {
        let name = DiagramID.coordinatorStandIn(coordinator)
        let declared = drawable.coordinator(named: coordinator) != nil
        useStandIn(name, in: nil, at: location, item: declared ? .otherCoordinator : .undeclared) {
            declared
                ? StyledNode(
                    name: name,
                    label: coordinator,
                    tooltip: "\(coordinator) is not drawn in this diagram",
                    appearance: NodeStyle.otherCoordinator
                )
                : StyledNode(
                    name: name,
                    label: "? \(coordinator)",
                    tooltip: "'\(coordinator)' is not a coordinator of the model",
                    appearance: NodeStyle.undeclared
                )
        }
        return Endpoint(node: name, cluster: nil, title: coordinator)
    }

    /// Where a dismiss goes when no screen drawn can be below the dismissed one: out of the coordinator.
    private mutating func exit(of coordinator: Coordinator) -> Endpoint {
        let name = DiagramID.exit(coordinator.name)
        useStandIn(name, in: coordinator.name, at: nil, item: nil) {
            StyledNode(
                name: name,
                label: "exit",
                tooltip: "out of \(coordinator.name), to whatever presented it",
                appearance: NodeStyle.exit
            )
        }
        return Endpoint(node: name, cluster: DiagramID.cluster(coordinator.name), title: "out of \(coordinator.name)")
    }

    /// Where the coordinator's own steps leave from: its "no screens" node when it has none, else a small
    /// node of its own inside its cluster.
    private mutating func coordinatorItself(_ coordinator: Coordinator) -> Endpoint {
        guard !coordinator.screens.isEmpty else { return noScreens(in: coordinator.name) }
        let name = DiagramID.coordinatorItself(coordinator.name)
        useStandIn(name, in: coordinator.name, at: nil, item: nil) {
            StyledNode(
                name: name,
                label: "start",
                tooltip: "steps \(coordinator.name) takes by itself",
                appearance: NodeStyle.exit
            )
        }
        return Endpoint(node: name, cluster: DiagramID.cluster(coordinator.name), title: coordinator.name)
    }

    /// Keeps a coordinator without screens visible (Graphviz draws no empty cluster) and gives starts a target.
    private mutating func noScreens(in coordinator: String) -> Endpoint {
        let name = DiagramID.emptyCoordinator(coordinator)
        useStandIn(name, in: coordinator, at: nil, item: nil) {
            StyledNode(
                name: name,
                label: "no screens",
                tooltip: "\(coordinator) declares no screens",
                appearance: NodeStyle.emptyCoordinator
            )
        }
        return Endpoint(node: name, cluster: DiagramID.cluster(coordinator), title: coordinator)
    }

    private mutating func useStandIn(
        _ name: String,
        in coordinator: String?,
        at location: SourceLocation?,
        item: LegendItem?,
        make: () -> StyledNode
    ) {
        if standIns[name] == nil {
            standIns[name] = StandIn(node: make())
            if let coordinator {
                clusterStandIns[coordinator, default: []].append(name)
            } else {
                looseStandIns.append(name)
            }
            if let item { nodeItems[name, default: []].insert(item) }
        }
        if let location, standIns[name]?.references.contains(location) == false {
            standIns[name]?.references.append(location)
        }
    }

    private func finishedStandIn(_ name: String) -> StyledNode {
        guard let standIn = standIns[name] else { preconditionFailure("stand-in \(name) was never created") }
        var node = standIn.node
        node.tooltip += standIn.references.map { "\nreferenced at \($0)" }.joined()
        return node
    }
}
