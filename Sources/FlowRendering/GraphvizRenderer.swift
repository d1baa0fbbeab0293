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
    /// Warm-ups under way: ``prepare(_:)`` starts one, ``finishPreparing()`` waits for it.
    private let preparing = DispatchGroup()

    private init() {
        flowgraph_capture_messages()
        context = gvContext()
    }

    /// Loads Graphviz's layout and `format` plugins, and with them its text layout and fonts, on another thread
    /// while the caller reads and checks its input: `dot` pays for them before its layout too, but flowgraph would
    /// otherwise pay after its own work (`BENCHMARKS.md`, "In-process SVG"). A later drawing waits for it.
    /// Call ``finishPreparing()`` before the process exits, whether or not anything was drawn: exit handlers must
    /// not run while Graphviz is busy on another thread.
    public func prepare(_ format: GraphvizFormat) {
        preparing.enter()
        Thread.detachNewThread { [self] in
            defer { preparing.leave() }
            lock.lock()
            defer { lock.unlock() }
            guard let context, (try? checkPlugins(for: format, in: context)) != nil else { return }
            // One labelled node: laying it out loads the layout and text plugins and the font, drawing it the
            // output plugin. A failure here is reported by the drawing that follows, if it fails too.
            let sample = GraphvizDocument(
                graphAttributes: [], nodeDefaults: [GraphvizDocument.Attribute("fontname", GraphvizDocument.font)],
                edgeDefaults: [], clusters: [], nodes: [GraphvizDocument.Node(name: "sample", attributes: [])], edges: []
            )
            _ = try? renderWhole(sample, format: format, in: context)
        }
    }

    /// Waits until every ``prepare(_:)`` has finished.
    public func finishPreparing() {
        preparing.wait()
    }

    /// The SVG document for `graph`, byte-for-byte the same for the same graph.
    /// - Throws: ``RenderingError`` when a Graphviz plugin is missing or Graphviz reports an error.
    public func renderSVG(_ graph: StyledGraph) throws -> Data {
        try render(graph, format: .svg)
    }

    /// `graph` laid out with `dot` and drawn in `format`.
    /// - Throws: ``RenderingError`` when a Graphviz plugin is missing or Graphviz reports an error.
    public func render(_ graph: StyledGraph, format: GraphvizFormat) throws -> Data {
        try draw(graph, format: format).data
    }

    /// `graph` drawn in `format`, and whether it had to be packed: laid out by `dot` as a whole when dot can,
    /// else each coordinator on its own (see ``PackingReason``).
    /// - Throws: ``RenderingError`` when a Graphviz plugin is missing or Graphviz reports an error.
    public func draw(_ graph: StyledGraph, format: GraphvizFormat) throws -> GraphvizDrawing {
        var document = GraphvizDocument(graph)
        if format == .png {
            // 72 dpi, Graphviz's default, gives blurry text on today's screens; dpi changes no layout.
            document.graphAttributes.append(GraphvizDocument.Attribute("dpi", "144"))
        }
        var drawing = try draw(document, format: format)
        if format == .pdf { drawing.data = PDFCreationDate.fixing(drawing.data) }
        return drawing
    }

    func render(_ document: GraphvizDocument, format: GraphvizFormat) throws(RenderingError) -> Data {
        try draw(document, format: format).data
    }

    /// Lays `document` out whole when its coordinators close at most `limit`'s loops and dot manages;
    /// otherwise lays out each part alone and packs them.
    func draw(
        _ document: GraphvizDocument, format: GraphvizFormat, limit: WholeLayoutLimit = .measured
    ) throws(RenderingError) -> GraphvizDrawing {
        lock.lock()
        defer { lock.unlock() }
        guard let context else {
            throw .graphvizFailed(stage: .build, message: "Graphviz could not create its context", details: "")
        }
        try checkPlugins(for: format, in: context)

        let parts = LayoutParts(document)
        if parts.clusterLoops > limit.loops {
            let reason = PackingReason.loops(parts.clusterLoops, coordinators: parts.clusterCount)
            return GraphvizDrawing(data: try renderPacked(document, parts: parts, format: format, in: context), packing: reason)
        }
        do {
            return GraphvizDrawing(data: try renderWhole(document, format: format, in: context), packing: nil)
        } catch let error {
            // dot 2.42 fails on some graphs of many clusters tied together ("trouble in init_rank"); parts
            // without arrows between them are what it lays out reliably. Any other error is the document's own.
            guard case let .graphvizFailed(.layOut, message, _) = error, !parts.crossEdges.isEmpty,
                  let packed = try? renderPacked(document, parts: parts, format: format, in: context)
            else { throw error }
            return GraphvizDrawing(data: packed, packing: .graphvizFailed(message))
        }
    }

    /// `document` laid out by dot in one piece.
    private func renderWhole(
        _ document: GraphvizDocument, format: GraphvizFormat, in context: OpaquePointer
    ) throws(RenderingError) -> Data {
        try withGraph { graph throws(RenderingError) in
            try build(document, in: graph)
            return try layOutAndRender(graph, engine: "dot", format: format, in: context)
        }
    }

    /// Each part of `document` laid out by dot on its own, the parts packed in rows, and the whole drawn again
    /// from those positions, with the arrows between parts drawn straight.
    private func renderPacked(
        _ document: GraphvizDocument, parts: LayoutParts, format: GraphvizFormat, in context: OpaquePointer
    ) throws(RenderingError) -> Data {
        guard plugins(of: "layout", in: context).contains("nop2") else {
            throw .graphvizPluginMissing(kind: "layout", name: "nop2")
        }
        var positions: [PackedDrawing.Positions] = []
        for part in parts.parts {
            positions.append(try layOutAlone(PackedDrawing.document(of: part, in: document), in: context))
        }
        let legend = try PackedDrawing.legendDocument(of: document).map { legend throws(RenderingError) in
            try layOutAlone(legend, in: context)
        }
        let laidOut = positions + (legend.map { [$0] } ?? [])
        var sizes: [(width: Double, height: Double)] = []
        for layout in laidOut {
            guard let size = layout.size else {
                throw .graphvizFailed(stage: .layOut, message: "a packed part has no bounding box", details: "")
            }
            sizes.append(size)
        }
        var offsets = [Double](repeating: 0, count: 2 * sizes.count)
        let columns = Int32(PackedDrawing.columns(sizes: sizes))
        let flat = sizes.flatMap { [$0.width, $0.height] }
        guard flowgraph_pack_in_rows(Int32(sizes.count), columns, flat, PackedDrawing.margin, &offsets) != 0 else {
            throw .graphvizFailed(stage: .layOut, message: "Graphviz could not pack the coordinators", details: "")
        }
        let moves = stride(from: 0, to: offsets.count, by: 2).map { (x: offsets[$0], y: offsets[$0 + 1]) }
        var width = 0.0, height = 0.0
        for (move, size) in zip(moves, sizes) {
            width = max(width, move.x + size.width)
            height = max(height, move.y + size.height)
        }
        let packed = PackedDrawing.document(
            document, parts: parts, positions: positions, legend: legend, offsets: moves, width: width, height: height
        )
        return try withGraph { graph throws(RenderingError) in
            try build(packed, in: graph)
            return try layOutAndRender(graph, engine: "nop2", format: format, in: context)
        }
    }

    /// Lays `document` out with dot and reads back the positions of its graph, clusters, nodes and arrows.
    private func layOutAlone(
        _ document: GraphvizDocument, in context: OpaquePointer
    ) throws(RenderingError) -> PackedDrawing.Positions {
        try withGraph { graph throws(RenderingError) in
            let objects = try build(document, in: graph)
            let laidOut = gvLayout(context, graph, "dot")
            guard laidOut == 0, !hasErrors() else {
                throw failure(.layOut, fallback: "gvLayout returned \(laidOut)")
            }
            defer { freeLayout(of: graph, in: context) }
            // Writes the layout into the attributes `pos`, `bb`, `lp`, ... as `dot -Tdot` prints them.
            attach_attrs(graph)
            return PackedDrawing.Positions(
                graph: values(of: UnsafeMutableRawPointer(graph), PackedDrawing.graphPositionNames),
                clusters: objects.clusters.map { values(of: UnsafeMutableRawPointer($0), PackedDrawing.graphPositionNames) },
                nodes: objects.nodes.mapValues { values(of: UnsafeMutableRawPointer($0), PackedDrawing.nodePositionNames) },
                edges: objects.edges.map { values(of: UnsafeMutableRawPointer($0), PackedDrawing.edgePositionNames) }
            )
        }
    }

    private func values(of object: UnsafeMutableRawPointer, _ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = flowgraph_agget(object, name) { values[name] = String(cString: value) }
        }
        return values
    }

    /// Runs `body` on a new, empty graph, closed afterwards whatever happens.
    private func withGraph<Result>(
        _ body: (UnsafeMutablePointer<Agraph_t>) throws(RenderingError) -> Result
    ) throws(RenderingError) -> Result {
        flowgraph_clear_messages()
        agreseterrors()
        guard let graph = flowgraph_agopen(
            GraphvizDocument.graphName, flowgraph_directed(), flowgraph_deterministic_discipline()
        ) else {
            throw failure(.build, fallback: "could not open a graph")
        }
        defer { agclose(graph) }
        return try body(graph)
    }

    private func layOutAndRender(
        _ graph: UnsafeMutablePointer<Agraph_t>, engine: String, format: GraphvizFormat, in context: OpaquePointer
    ) throws(RenderingError) -> Data {
        let laidOut = gvLayout(context, graph, engine)
        // gvLayout can return 0 after real errors (lost edges, ranking trouble), so the error count decides too.
        // After a failed layout gvFreeLayout must not run: on some cluster graphs it freed memory twice.
        guard laidOut == 0, !hasErrors() else {
            throw failure(.layOut, fallback: "gvLayout returned \(laidOut)")
        }
        defer { freeLayout(of: graph, in: context) }

        var bytes: UnsafeMutablePointer<CChar>?
        var length = 0
        let rendered = flowgraph_render_to_memory(context, graph, format.rawValue, &bytes, &length)
        defer { free(bytes) }
        guard rendered == 0, !hasErrors(), let bytes else {
            throw failure(.render, fallback: "gvRender returned \(rendered)")
        }
        return Data(bytes: bytes, count: length)
    }

    /// Frees what a successful `gvLayout` attached to `graph`, once nothing reads the layout any more; the nodes
    /// come out of the clusters first, which the graph's closing does anyway, so that freeing costs a pass over
    /// the objects rather than one over the objects times the clusters.
    private func freeLayout(of graph: UnsafeMutablePointer<Agraph_t>, in context: OpaquePointer) {
        flowgraph_empty_subgraphs(graph)
        gvFreeLayout(context, graph)
    }

    /// The Graphviz objects `build` made, to read their positions after a layout; they live as long as the graph.
    private struct BuiltObjects {
        var clusters: [UnsafeMutablePointer<Agraph_t>] = []
        var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
        var edges: [UnsafeMutablePointer<Agedge_t>] = []
    }

    @discardableResult
    private func build(
        _ document: GraphvizDocument, in graph: UnsafeMutablePointer<Agraph_t>
    ) throws(RenderingError) -> BuiltObjects {
        var objects = BuiltObjects()
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
            objects.clusters.append(created)
            for node in cluster.nodes {
                objects.nodes[node.name] = try add(node, to: created)
            }
        }
        for node in document.nodes {
            objects.nodes[node.name] = try add(node, to: graph)
        }
        for edge in document.edges {
            // Like DOT, an edge to a name no statement declared creates that node.
            guard let tail = flowgraph_agnode(graph, edge.tail), let head = flowgraph_agnode(graph, edge.head),
                  let created = flowgraph_agedge(graph, tail, head)
            else {
                throw failure(.build, fallback: "could not create edge \(edge.tail) -> \(edge.head)")
            }
            set(edge.attributes, on: UnsafeMutableRawPointer(created))
            objects.edges.append(created)
            for (name, node) in [(edge.tail, tail), (edge.head, head)] where objects.nodes[name] == nil {
                objects.nodes[name] = node
            }
        }
        if hasErrors() {
            throw failure(.build, fallback: "Graphviz reported an error")
        }
        return objects
    }

    private func add(
        _ node: GraphvizDocument.Node, to graph: UnsafeMutablePointer<Agraph_t>
    ) throws(RenderingError) -> UnsafeMutablePointer<Agnode_t> {
        guard let created = flowgraph_agnode(graph, node.name) else {
            throw failure(.build, fallback: "could not create node \(node.name)")
        }
        set(node.attributes, on: UnsafeMutableRawPointer(created))
        return created
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
