import CGraphviz
import Foundation

/// An output format Graphviz draws in-process.
public enum GraphvizFormat: String, Hashable, Sendable, CaseIterable {
    case svg
    /// Drawn by Graphviz's cairo plugin, at twice the screen resolution so that text stays sharp.
    case png
    /// Drawn by Graphviz's cairo plugin; its creation date is fixed so that the bytes depend on the drawing alone.
    case pdf
}

/// Lays out and draws diagrams with Graphviz's C libraries, linked in-process; the only code that calls them.
///
/// Graphviz is not thread-safe (two threads laying out different graphs crashed every time, whether they shared a
/// context or not), so every call goes through this one object and its lock. It owns the process's single
/// `GVC_t`, created before any graph: a graph opened earlier loses Graphviz's built-in defaults.
///
/// Graphviz's messages are captured instead of printed; an error becomes a thrown ``RenderingError`` and
/// warnings are dropped. Some messages from Graphviz's path planner go straight to stderr and cannot be caught.
public final class GraphvizRenderer: @unchecked Sendable {
    // @unchecked: `context` and Graphviz's global state are used only while `lock` is held.

    /// The renderer every caller in the process shares.
    public static let shared = GraphvizRenderer()

    private let lock = NSLock()
    private let context: OpaquePointer?
    /// The formats whose plugins were found; checked on first use.
    private var availableFormats: Set<GraphvizFormat> = []

    private init() {
        flowgraph_capture_messages()
        context = gvContext()
    }

    /// The SVG document for `graph`, byte-for-byte the same for the same graph.
    /// - Throws: ``RenderingError`` when a Graphviz plugin is missing or Graphviz reports an error.
    public func renderSVG(_ graph: StyledGraph) throws -> Data {
        try render(graph, format: .svg)
    }

    /// `graph` laid out with `dot` and drawn in `format`.
    /// - Throws: ``RenderingError`` when a Graphviz plugin is missing or Graphviz reports an error.
    public func render(_ graph: StyledGraph, format: GraphvizFormat) throws -> Data {
        var document = GraphvizDocument(graph)
        if format == .png {
            // 72 dpi, Graphviz's default, gives blurry text on today's screens; dpi changes no layout.
            document.graphAttributes.append(GraphvizDocument.Attribute("dpi", "144"))
        }
        let data = try render(document, format: format)
        return format == .pdf ? PDFCreationDate.fixing(data) : data
    }

    func render(_ document: GraphvizDocument, format: GraphvizFormat) throws(RenderingError) -> Data {
        lock.lock()
        defer { lock.unlock() }
        guard let context else {
            throw .graphvizFailed(stage: .build, message: "Graphviz could not create its context", details: "")
        }
        try checkPlugins(for: format, in: context)

        flowgraph_clear_messages()
        agreseterrors()
        guard let graph = flowgraph_agopen(
            GraphvizDocument.graphName, flowgraph_directed(), flowgraph_deterministic_discipline()
        ) else {
            throw failure(.build, fallback: "could not open a graph")
        }
        defer { agclose(graph) }
        try build(document, in: graph)

        let laidOut = gvLayout(context, graph, "dot")
        // gvLayout can return 0 after real errors (lost edges, ranking trouble), so the error count decides too.
        // After a failed layout gvFreeLayout must not run: on some cluster graphs it freed memory twice.
        guard laidOut == 0, !hasErrors() else {
            throw failure(.layOut, fallback: "gvLayout returned \(laidOut)")
        }
        defer { gvFreeLayout(context, graph) }

        var bytes: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let rendered = gvRenderData(context, graph, format.rawValue, &bytes, &length)
        defer { gvFreeRenderData(bytes) }
        guard rendered == 0, !hasErrors(), let bytes else {
            throw failure(.render, fallback: "gvRenderData returned \(rendered)")
        }
        return Data(bytes: bytes, count: Int(length))
    }

    private func build(_ document: GraphvizDocument, in graph: UnsafeMutablePointer<Agraph_t>) throws(RenderingError) {
        for (kind, defaults) in [
            (AGRAPH, document.graphAttributes), (AGNODE, document.nodeDefaults), (AGEDGE, document.edgeDefaults),
        ] {
            for attribute in defaults {
                if attribute.isHTML {
                    flowgraph_agattr_html(graph, Int32(kind), attribute.name, attribute.value)
                } else {
                    flowgraph_agattr(graph, Int32(kind), attribute.name, attribute.value)
                }
            }
        }
        for cluster in document.clusters {
            guard let created = flowgraph_agsubg(graph, cluster.name) else {
                throw failure(.build, fallback: "could not create cluster \(cluster.name)")
            }
            set(cluster.attributes, on: UnsafeMutableRawPointer(created))
            for node in cluster.nodes {
                try add(node, to: created)
            }
        }
        for node in document.nodes {
            try add(node, to: graph)
        }
        for edge in document.edges {
            // Like DOT, an edge to a name no statement declared creates that node.
            guard let tail = flowgraph_agnode(graph, edge.tail), let head = flowgraph_agnode(graph, edge.head),
                  let created = flowgraph_agedge(graph, tail, head)
            else {
                throw failure(.build, fallback: "could not create edge \(edge.tail) -> \(edge.head)")
            }
            set(edge.attributes, on: UnsafeMutableRawPointer(created))
        }
        if hasErrors() {
            throw failure(.build, fallback: "Graphviz reported an error")
        }
    }

    private func add(_ node: GraphvizDocument.Node, to graph: UnsafeMutablePointer<Agraph_t>) throws(RenderingError) {
        guard let created = flowgraph_agnode(graph, node.name) else {
            throw failure(.build, fallback: "could not create node \(node.name)")
        }
        set(node.attributes, on: UnsafeMutableRawPointer(created))
    }

    private func set(_ attributes: [GraphvizDocument.Attribute], on object: UnsafeMutableRawPointer) {
        for attribute in attributes {
            if attribute.isHTML {
                flowgraph_agsafeset_html(object, attribute.name, attribute.value)
            } else {
                flowgraph_agsafeset(object, attribute.name, attribute.value)
            }
        }
    }

    /// Without the plugin list that libgvc's install script writes, no plugin loads and Graphviz fails later
    /// with a puzzling "Layout type: "dot" not recognized"; this names the fix instead.
    private func checkPlugins(for format: GraphvizFormat, in context: OpaquePointer) throws(RenderingError) {
        guard !availableFormats.contains(format) else { return }
        guard plugins(of: "layout", in: context).contains("dot") else {
            throw .graphvizPluginMissing(kind: "layout", name: "dot")
        }
        guard plugins(of: "device", in: context).contains(format.rawValue) else {
            throw .graphvizPluginMissing(kind: "output", name: format.rawValue)
        }
        availableFormats.insert(format)
    }

    private func plugins(of kind: String, in context: OpaquePointer) -> Set<String> {
        var count: Int32 = 0
        guard let list = gvPluginList(context, kind, &count, nil) else { return [] }
        defer { free(list) }
        var names: Set<String> = []
        for index in 0..<Int(count) {
            guard let name = list[index] else { continue }
            names.insert(String(cString: name))
            free(name)
        }
        return names
    }

    private func hasErrors() -> Bool {
        agerrors() >= Int32(AGERR.rawValue)
    }

    /// The first error Graphviz reported, as one line, with everything it said as details.
    private func failure(_ stage: GraphvizStage, fallback: String) -> RenderingError {
        let details = String(cString: flowgraph_messages_text())
        flowgraph_clear_messages()
        return .graphvizFailed(stage: stage, message: Self.firstError(in: details) ?? fallback, details: details)
    }

    /// The text of the first `Error: ` line, else the first line; nil when Graphviz said nothing.
    static func firstError(in messages: String) -> String? {
        let lines = messages.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let prefix = "Error: "
        if let error = lines.first(where: { $0.hasPrefix(prefix) }) {
            return String(error.dropFirst(prefix.count))
        }
        return lines.first
    }
}
