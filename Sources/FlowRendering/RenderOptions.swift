/// What a diagram shows and how it is oriented and painted.
public struct RenderOptions: Hashable, Sendable {
    /// The coordinators to draw; nil draws all of them. Arrows into a coordinator left out end at a small
    /// stand-in node for it.
    public var coordinators: Set<String>?
    public var rankDirection: RankDirection
    /// Whether to add a legend explaining the line styles and node markings the drawing uses.
    public var showsLegend: Bool
    public var theme: Theme
    /// How hard Graphviz works at placing the drawing.
    public var layout: LayoutEffort
    /// Whether to fade every screen and arrow without a finding, so that the findings are what the eye finds.
    public var highlightsFindings: Bool
    /// Draw only the neighbourhood of one screen; nil draws everything.
    public var focus: Focus?
    /// Draw one node per coordinator (``OverviewStyler``) instead of their screens.
    public var overview: Bool

    public init(
        coordinators: Set<String>? = nil,
        rankDirection: RankDirection = .topToBottom,
        showsLegend: Bool = true,
        theme: Theme = .light,
        layout: LayoutEffort = .quality,
        highlightsFindings: Bool = false,
        focus: Focus? = nil,
        overview: Bool = false
    ) {
        self.coordinators = coordinators
        self.rankDirection = rankDirection
        self.showsLegend = showsLegend
        self.theme = theme
        self.layout = layout
        self.highlightsFindings = highlightsFindings
        self.focus = focus
        self.overview = overview
    }
}

/// The screen a focused drawing is centred on, and how far around it to draw.
public struct Focus: Hashable, Sendable {
    /// The screen's name, or `Coordinator.screen` where several coordinators have a screen of that name.
    public var screen: String
    /// How many steps away, into the screen or on from it, a screen is still drawn; 0 draws the screen alone.
    public var depth: Int

    public init(screen: String, depth: Int) {
        self.screen = screen
        self.depth = depth
    }
}

/// The direction ranks run in: Graphviz's `rankdir`, Mermaid's flowchart direction.
///
/// Only these four values are accepted because Graphviz silently ignores any other `rankdir`.
public enum RankDirection: String, Hashable, Sendable, CaseIterable {
    case topToBottom = "TB"
    case leftToRight = "LR"
    case bottomToTop = "BT"
    case rightToLeft = "RL"
}
