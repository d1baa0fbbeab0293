/// Why a diagram could not be drawn.
public enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Coordinators asked for by name that the model does not declare.
    case unknownCoordinators([String], known: [String])
    /// A focus screen that no drawn coordinator declares.
    case unknownScreen(String)
    /// A focus screen name that several drawn coordinators declare: each as `Coordinator.screen`.
    case ambiguousScreen(String, candidates: [String])
    /// A focus depth below zero.
    case invalidDepth(Int)
    /// The Graphviz libraries load, but the plugin a drawing needs is missing.
    case graphvizPluginMissing(kind: String, name: String)
    /// Graphviz reported an error; `message` is its first error, `details` everything it printed.
    case graphvizFailed(stage: GraphvizStage, message: String, details: String)

    /// One line that says what went wrong and what to do about it.
    public var description: String {
        switch self {
        case let .unknownScreen(name):
            "no screen named '\(name)' in the coordinators drawn (name it as a screen, or as Coordinator.screen)"
        case let .ambiguousScreen(name, candidates):
            "several coordinators have a screen named '\(name)': name one of \(candidates.joined(separator: ", "))"
        case let .invalidDepth(depth):
            "invalid depth \(depth): use 0 or more steps"
        case let .unknownCoordinators(names, known):
            "unknown coordinator\(names.count == 1 ? "" : "s") \(names.map { "'\($0)'" }.joined(separator: ", "))"
                + " (the model declares \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
        case let .graphvizPluginMissing(kind, name) where ["png", "pdf"].contains(name):
            "Graphviz has no '\(name)' \(kind) plugin: it is the cairo plugin, libgvplugin_pango, which Debian and"
                + " Ubuntu ship in the libgvc6 package (brought by libgraphviz-dev) and Homebrew in graphviz; install"
                + " it, or if it is installed run 'dot -c' as root to rebuild Graphviz's plugin list"
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
