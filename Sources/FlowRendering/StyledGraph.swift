import FlowModel

/// A navigation diagram described by what it shows, not by how a layout tool spells it.
///
/// ``FlowStyler`` builds it from a model; ``DOTWriter``, ``MermaidWriter`` and ``GraphvizRenderer`` draw it.
/// Every array is in drawing order, which is deterministic for the same input.
public struct StyledGraph: Hashable, Sendable {
    /// The direction ranks run in.
    public var rankDirection: RankDirection
    /// The colours writers paint the drawing's colours in.
    public var theme: Theme
    /// How hard Graphviz works at placing it.
    public var layout: LayoutEffort
    /// One box per coordinator, holding its screens.
    public var clusters: [StyledCluster]
    /// Nodes outside every cluster: stand-ins for coordinators that are not drawn or not declared.
    public var nodes: [StyledNode]
    public var edges: [StyledEdge]
    /// What the line styles and node markings in this drawing mean; empty when no legend is wanted.
    public var legend: [LegendEntry]

    public init(
        rankDirection: RankDirection = .topToBottom,
        theme: Theme = .light,
        layout: LayoutEffort = .quality,
        clusters: [StyledCluster] = [],
        nodes: [StyledNode] = [],
        edges: [StyledEdge] = [],
        legend: [LegendEntry] = []
    ) {
        self.rankDirection = rankDirection
        self.theme = theme
        self.layout = layout
        self.clusters = clusters
        self.nodes = nodes
        self.edges = edges
        self.legend = legend
    }
}

/// A labelled box around the screens of one coordinator.
public struct StyledCluster: Hashable, Sendable {
    /// The object name and SVG `id`; starts with `cluster_` as Graphviz requires.
    public var name: String
    public var label: String
    /// Plain text shown on hover; may span lines.
    public var tooltip: String
    /// Red when the coordinator itself has findings.
    public var outline: StyleColor
    public var nodes: [StyledNode]

    public init(
        name: String, label: String, tooltip: String, outline: StyleColor = .clusterOutline, nodes: [StyledNode]
    ) {
        self.name = name
        self.label = label
        self.tooltip = tooltip
        self.outline = outline
        self.nodes = nodes
    }
}

/// One screen, or a stand-in for something the drawing refers to but does not show.
public struct StyledNode: Hashable, Sendable {
    /// The object name and SVG `id`: a ``DiagramID`` slug, safe everywhere without escaping.
    public var name: String
    /// Plain text; writers escape it for their format.
    public var label: String
    /// Plain text shown on hover; may span lines.
    public var tooltip: String
    public var appearance: NodeAppearance
    /// Where clicking the node leads, as a URL relative to the page that shows the drawing (the docs site links
    /// each screen to its section); nil for no link. Writers percent-encode anything outside URL syntax.
    public var link: String?

    public init(
        name: String, label: String, tooltip: String, appearance: NodeAppearance = NodeAppearance(), link: String? = nil
    ) {
        self.name = name
        self.label = label
        self.tooltip = tooltip
        self.appearance = appearance
        self.link = link
    }
}

/// How a node is drawn.
public struct NodeAppearance: Hashable, Sendable {
    public var shape: NodeShape
    /// Dashed for screens the coordinator cannot build and for stand-ins.
    public var dashed: Bool
    /// A second border, marking an entry screen.
    public var doubleBorder: Bool
    public var outline: StyleColor
    /// A thicker outline, for nodes with findings.
    public var emphasised: Bool
    /// The fill, or nil for none.
    public var fill: StyleColor?
    public var text: StyleColor

    public init(
        shape: NodeShape = .screen,
        dashed: Bool = false,
        doubleBorder: Bool = false,
        outline: StyleColor = .ink,
        emphasised: Bool = false,
        fill: StyleColor? = nil,
        text: StyleColor = .ink
    ) {
        self.shape = shape
        self.dashed = dashed
        self.doubleBorder = doubleBorder
        self.outline = outline
        self.emphasised = emphasised
        self.fill = fill
        self.text = text
    }
}

/// The outline of a node.
public enum NodeShape: String, Hashable, Sendable, CaseIterable {
    /// A rounded box: a screen, or a stand-in for an undeclared screen.
    case screen
    /// A folder: a coordinator that this drawing does not show.
    case coordinator
    /// A small circle: where a dismiss leaves the coordinator when nothing drawn presents its screen.
    case exit
}

/// One arrow between two nodes.
public struct StyledEdge: Hashable, Sendable {
    /// The ``StyledNode/name`` the arrow starts at.
    public var tail: String
    /// The ``StyledNode/name`` the arrow points to.
    public var head: String
    /// The action that triggers the step; nil draws no label.
    public var label: String?
    /// Plain text shown on hover; may span lines.
    public var tooltip: String
    public var appearance: EdgeAppearance
    /// True for arrows back down the stack (dismiss, dismiss to, show root): they must not pull the layout's
    /// ranks around, so layouts rank them like the forward step they undo.
    public var goesBack: Bool
    /// The cluster the arrow is clipped at, so that it points into a child coordinator rather than at one screen.
    public var headCluster: String?
    /// The kind of step the arrow draws, so that two steps on one action (a dismiss that became a show-root) can
    /// be told apart; nil for arrows that stand for no single transition.
    public var kind: TransitionKind?

    public init(
        tail: String,
        head: String,
        label: String?,
        tooltip: String,
        appearance: EdgeAppearance = EdgeAppearance(),
        goesBack: Bool = false,
        headCluster: String? = nil,
        kind: TransitionKind? = nil
    ) {
        self.tail = tail
        self.head = head
        self.label = label
        self.tooltip = tooltip
        self.appearance = appearance
        self.goesBack = goesBack
        self.headCluster = headCluster
        self.kind = kind
    }
}

/// How an arrow is drawn.
public struct EdgeAppearance: Hashable, Sendable {
    public var line: LineStyle
    public var color: StyleColor
    /// A hollow arrowhead, for steps that happen only under a condition.
    public var hollowHead: Bool

    public init(line: LineStyle = .solid, color: StyleColor = .ink, hollowHead: Bool = false) {
        self.line = line
        self.color = color
        self.hollowHead = hollowHead
    }
}

/// The stroke of an arrow.
public enum LineStyle: String, Hashable, Sendable, CaseIterable {
    case solid
    case dashed
    case bold
    case dashedBold
    case dotted
}

/// A colour as `#rrggbb`, the one spelling Graphviz, SVG and Mermaid all accept.
public struct StyleColor: Hashable, Sendable {
    public var hex: String

    public init(hex: String) {
        self.hex = hex
    }

    /// Text and ordinary lines.
    public static let ink = StyleColor(hex: "#1f2933")
    /// Findings and undeclared targets.
    public static let finding = StyleColor(hex: "#c62828")
    /// Arrows back down the stack, and the text of greyed-out nodes.
    public static let muted = StyleColor(hex: "#8a939b")
    /// The fill of unreachable screens.
    public static let unreachableFill = StyleColor(hex: "#eceff1")
    /// Child coordinator starts.
    public static let start = StyleColor(hex: "#1565c0")
    /// Steps that set the whole stack.
    public static let replace = StyleColor(hex: "#7b1fa2")
    /// The border of coordinator clusters.
    public static let clusterOutline = StyleColor(hex: "#b0bec5")
    /// The background of coordinator clusters.
    public static let clusterFill = StyleColor(hex: "#f7f9fb")
    /// Lines and outlines pushed into the background, so that what is not faded stands out.
    public static let faded = StyleColor(hex: "#c5ccd3")
}

/// One line of the legend: a sample arrow or node and what it means.
public struct LegendEntry: Hashable, Sendable {
    public enum Sample: Hashable, Sendable {
        case edge(EdgeAppearance)
        case node(NodeAppearance)
    }

    public var label: String
    public var sample: Sample

    public init(label: String, sample: Sample) {
        self.label = label
        self.sample = sample
    }
}
