/// What a diagram shows and how it is oriented.
public struct RenderOptions: Hashable, Sendable {
    /// The coordinators to draw; nil draws all of them. Arrows into a coordinator left out end at a small
    /// stand-in node for it.
    public var coordinators: Set<String>?
    public var rankDirection: RankDirection
    /// Whether to add a legend explaining the line styles and node markings the drawing uses.
    public var showsLegend: Bool

    public init(
        coordinators: Set<String>? = nil, rankDirection: RankDirection = .topToBottom, showsLegend: Bool = true
    ) {
        self.coordinators = coordinators
        self.rankDirection = rankDirection
        self.showsLegend = showsLegend
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

    /// Reads `TB`, `LR`, `BT` or `RL` in any letter case.
    /// - Throws: ``RenderingError/invalidRankDirection(_:)``, naming the accepted values.
    public init(parsing text: String) throws {
        guard let direction = RankDirection(rawValue: text.uppercased()) else {
            throw RenderingError.invalidRankDirection(text)
        }
        self = direction
    }
}
