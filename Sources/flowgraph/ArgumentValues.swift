import ArgumentParser
import FlowDocs
import FlowGraphKit
import FlowRendering

// The option values that parse themselves: ArgumentParser checks each against its cases, lists them in --help and
// in its error, and offers them to shell completion. Each enum is declared once, in the module that uses it.

extension RenderFormat: ExpressibleByArgument {}
extension DocsOptions.Format: ExpressibleByArgument {}
extension FlowPaths.Format: ExpressibleByArgument {}
extension FlowDiff.Format: ExpressibleByArgument {}
extension RuleDocumentation.Format: ExpressibleByArgument {}

/// Written `dark` or `Dark` alike.
extension Theme: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

/// Written `fast` or `Fast` alike.
extension LayoutEffort: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

/// Written `LR` or `lr` alike, as Graphviz accepts it.
extension RankDirection: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }
}
