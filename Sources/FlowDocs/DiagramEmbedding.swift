import FlowModel
import FlowRendering
import Foundation

/// Diagrams for the HTML pages: every node links to what it stands for, and the SVG goes inline.
enum DiagramEmbedding {
    /// `graph` with each node linked from the page of `current` (nil: the index): a screen to its row, a
    /// coordinator drawn as one node to its page. Undeclared stand-ins and exits have nowhere to go.
    static func linked(
        _ graph: StyledGraph, model: NavigationModel, names: PageNames, from current: String?
    ) -> StyledGraph {
        var links: [String: String] = [:]
        for coordinator in model.coordinators {
            links[DiagramID.coordinatorStandIn(coordinator.name)] = names.coordinator(coordinator.name)
            for screen in coordinator.screens {
                links[DiagramID.screen(screen.name, in: coordinator.name)] =
                    names.screenLink(screen.name, of: coordinator.name, from: current)
            }
        }
        var graph = graph
        for index in graph.clusters.indices {
            for node in graph.clusters[index].nodes.indices {
                graph.clusters[index].nodes[node].link = links[graph.clusters[index].nodes[node].name]
            }
        }
        for index in graph.nodes.indices {
            graph.nodes[index].link = links[graph.nodes[index].name]
        }
        return graph
    }

    /// The SVG element Graphviz wrote, without the XML declaration and doctype that HTML does not take.
    static func inline(_ svg: Data) -> String {
        let text = String(decoding: svg, as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return text }
        return String(text[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
