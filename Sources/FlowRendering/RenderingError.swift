/// Why a diagram could not be drawn.
public enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A rank direction other than TB, LR, BT or RL.
    case invalidRankDirection(String)
    /// Coordinators asked for by name that the model does not declare.
    case unknownCoordinators([String], known: [String])
    /// The Graphviz libraries load, but the plugin a drawing needs is missing.
    case graphvizPluginMissing(kind: String, name: String)
    /// Graphviz reported an error; `message` is its first error, `details` everything it printed.
    case graphvizFailed(stage: GraphvizStage, message: String, details: String)

    /// One line that says what went wrong and what to do about it.
    public var description: String {
        switch self {
        case let .invalidRankDirection(text):
            "invalid rank direction '\(text)': use TB, LR, BT or RL"
        case let .unknownCoordinators(names, known):
            "unknown coordinator\(names.count == 1 ? "" : "s") \(names.map { "'\($0)'" }.joined(separator: ", "))"
                + " (the model declares \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
        case let .graphvizPluginMissing(kind, name):
            "Graphviz has no '\(name)' \(kind) plugin: install libgraphviz-dev (which brings libgvc6), or if it is"
                + " installed run 'dot -c' as root to rebuild Graphviz's plugin list"
        case let .graphvizFailed(stage, message, _):
            "Graphviz could not \(stage.rawValue) the diagram: \(message)"
        }
    }
}

/// The step of drawing in which Graphviz failed.
public enum GraphvizStage: String, Hashable, Sendable {
    case build = "build"
    case layOut = "lay out"
    case render = "render"
}
