import FlowModel
import FlowRendering
import Foundation

/// Diagrams for the HTML pages: every node links to what it stands for, and the SVG goes inline.
///
/// The link of every node the site can draw is worked out once for the model; each page then looks up only the
/// nodes its own diagram holds.
struct DiagramEmbedding {
    private enum Target {
        case coordinatorPage(String)
        case screen(String, of: String)
    }

    private let names: PageNames
    private let targets: [String: Target]

    init(model: NavigationModel, names: PageNames) {
        self.names = names
        var targets: [String: Target] = [:]
        for coordinator in model.coordinators {
            targets[DiagramID.coordinatorStandIn(coordinator.name)] = .coordinatorPage(coordinator.name)
            for screen in coordinator.screens {
                targets[DiagramID.screen(screen.name, in: coordinator.name)] = .screen(screen.name, of: coordinator.name)
            }
        }
        self.targets = targets
    }

    /// `graph` with each node linked from the page of `current` (nil: the index): a screen to its row, a
    /// coordinator drawn as one node to its page. Undeclared stand-ins and exits have nowhere to go.
    func linked(_ graph: StyledGraph, from current: String?) -> StyledGraph {
        var graph = graph
        for index in graph.clusters.indices {
            for node in graph.clusters[index].nodes.indices {
                graph.clusters[index].nodes[node].link = link(to: graph.clusters[index].nodes[node].name, from: current)
            }
        }
        for index in graph.nodes.indices {
            graph.nodes[index].link = link(to: graph.nodes[index].name, from: current)
        }
        return graph
    }

    private func link(to node: String, from current: String?) -> String? {
        switch targets[node] {
        case let .coordinatorPage(coordinator)?: names.coordinator(coordinator)
        case let .screen(screen, coordinator)?: names.screenLink(screen, of: coordinator, from: current)
        case nil: nil
        }
    }

    /// The SVG element Graphviz wrote, without the XML declaration and doctype that HTML does not take, and
    /// without the line break after it.
    static func inline(_ svg: Data) -> String {
        let bytes = [UInt8](svg)
        let start = bytes.indices.first { bytes[$0...].starts(with: "<svg".utf8) } ?? bytes.startIndex
        var end = bytes.endIndex
        while end > start, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[end - 1]) {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
