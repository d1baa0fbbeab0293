import FlowModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FlowRendering

@Suite("Packed whole-app drawings")
struct PackedLayoutTests {
    /// A harbour app whose three coordinators start one another: berths start the ferry timetable and the ticket
    /// desk, the ferries start the ticket desk at its payment screen, and the ticket desk goes back to the berths.
    static let harbour: NavigationModel = {
        func flow(_ name: String, _ screens: [String], starts: [(from: String, action: String, to: String, screen: String?)]) -> Coordinator {
            var transitions = zip(screens, screens.dropFirst()).map { from, to in
                Transition(from: from, action: "open\(to.prefix(1).uppercased())\(to.dropFirst())", kind: .present,
                           mode: .push, to: Target(coordinator: name, screen: to))
            }
            transitions.append(Transition(from: screens[screens.count - 1], action: "close", kind: .dismiss))
            transitions += starts.map {
                Transition(from: $0.from, action: $0.action, kind: .start, mode: .sheet,
                           to: Target(coordinator: $0.to, screen: $0.screen))
            }
            return Coordinator(
                name: name, entries: [Entry(screen: screens[0])], screens: screens.map { Screen(name: $0) },
                transitions: transitions
            )
        }
        return NavigationModel(coordinators: [
            flow("BerthCoordinator", ["berthList", "berthDetail", "mooringPlan"], starts: [
                ("berthDetail", "showFerries", "FerryCoordinator", nil),
                ("mooringPlan", "payMooring", "TicketCoordinator", "payment"),
            ]),
            flow("FerryCoordinator", ["timetable", "crossing", "cabinChoice"], starts: [
                ("cabinChoice", "buyCrossing", "TicketCoordinator", "payment"),
            ]),
            flow("TicketCoordinator", ["fareList", "payment", "receipt"], starts: [
                ("receipt", "backToBerths", "BerthCoordinator", "berthList"),
            ]),
        ])
    }()

    private static func ids(_ svg: SVGDocument, _ kind: String) -> [String] {
        svg.groups(ofClass: kind).compactMap { $0.value(of: "id") }.sorted()
    }

    private static func edgeTitles(_ svg: SVGDocument) -> [String] {
        svg.groups(ofClass: "edge").compactMap(\.title).sorted()
    }

    @Test("the arrows between coordinators are the ones whose two ends are in different parts, and they close loops")
    func parts() throws {
        let document = GraphvizDocument(try FlowStyler().style(Self.harbour))
        let parts = LayoutParts(document)
        #expect(parts.clusterCount == 3)
        #expect(parts.parts.map { $0.cluster?.name } == Self.harbour.coordinators.map { DiagramID.cluster($0.name) }
            + Array(repeating: nil, count: parts.parts.count - 3))
        let crossing = parts.crossEdges.map { document.edges[$0].attributes.first { $0.name == "label" }?.value }
        #expect(crossing == ["showFerries", "payMooring", "buyCrossing", "backToBerths"])
        #expect(parts.clusterLoops == 1, "berths, ferries and tickets start one another in a ring")
        let inside = parts.parts.flatMap(\.edges).count
        #expect(inside + parts.crossEdges.count == document.edges.count)
    }

    @Test("an overview (one box per coordinator, no clusters) is one part with no arrows between parts: never packed")
    func overviewIsOnePart() {
        let parts = LayoutParts(GraphvizDocument(OverviewStyler().style(Self.harbour)))
        #expect(parts.parts.count == 1)
        #expect(parts.parts[0].nodes.count == 3)
        #expect(parts.crossEdges.isEmpty)
        #expect(parts.clusterLoops == 0)
    }

    @Test("a drawing whose coordinators close more loops than the limit is packed, and still shows every screen and arrow")
    func packedShowsEverything() throws {
        let document = GraphvizDocument(try FlowStyler().style(Self.harbour))
        let whole = try GraphvizRenderer.shared.draw(document, format: .svg)
        #expect(whole.packing == nil)
        let packed = try GraphvizRenderer.shared.draw(document, format: .svg, limit: WholeLayoutLimit(loops: 0))
        #expect(packed.packing == .loops(1, coordinators: 3))

        let wholeSVG = try SVGDocument(whole.data), packedSVG = try SVGDocument(packed.data)
        #expect(Self.ids(packedSVG, "node") == Self.ids(wholeSVG, "node"))
        #expect(Self.ids(packedSVG, "node").count == 9)
        #expect(Self.ids(packedSVG, "cluster") == Self.ids(wholeSVG, "cluster"))
        #expect(Self.edgeTitles(packedSVG) == Self.edgeTitles(wholeSVG))
        for label in ["showFerries", "payMooring", "buyCrossing", "backToBerths"] {
            let arrow = try #require(packedSVG.groups(ofClass: "edge").first { $0.texts == [label] })
            let path = try #require(arrow.descendants.first { $0.localName == "path" }?.value(of: "d"))
            #expect(path.hasPrefix("M"), "the arrow \(label) is drawn")
        }
    }

    @Test("packed coordinators do not overlap, and each screen stays inside its coordinator's box")
    func packedBoxes() throws {
        let document = GraphvizDocument(try FlowStyler().style(Self.harbour))
        let svg = try SVGDocument(
            GraphvizRenderer.shared.draw(document, format: .svg, limit: WholeLayoutLimit.none).data
        )
        func box(_ group: XMLElement) throws -> (x0: Double, y0: Double, x1: Double, y1: Double) {
            let shape = try #require(group.descendants.first { ["path", "polygon"].contains($0.localName) })
            let text = try #require(shape.value(of: "points") ?? shape.value(of: "d"))
            let numbers = text.split(whereSeparator: { !"-0123456789.".contains($0) }).compactMap { Double($0) }
            let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            return (try #require(xs.min()), try #require(ys.min()), try #require(xs.max()), try #require(ys.max()))
        }
        let clusters = try svg.groups(ofClass: "cluster").map { ($0.value(of: "id") ?? "", try box($0)) }
        #expect(clusters.count == 3)
        for (index, (name, a)) in clusters.enumerated() {
            for (other, b) in clusters.dropFirst(index + 1) {
                #expect(a.x1 < b.x0 || b.x1 < a.x0 || a.y1 < b.y0 || b.y1 < a.y0, "\(name) overlaps \(other)")
            }
        }
        for coordinator in Self.harbour.coordinators {
            let (_, outline) = try #require(clusters.first { $0.0 == DiagramID.cluster(coordinator.name) })
            for screen in coordinator.screens {
                let node = try #require(svg.groups(ofClass: "node").first {
                    $0.title == DiagramID.screen(screen.name, in: coordinator.name)
                })
                let shape = try box(node)
                #expect(shape.x0 >= outline.x0 && shape.x1 <= outline.x1, "\(screen.name) inside \(coordinator.name)")
                #expect(shape.y0 >= outline.y0 && shape.y1 <= outline.y1, "\(screen.name) inside \(coordinator.name)")
            }
        }
    }

    @Test("the packed drawing keeps the legend and the stand-ins for coordinators not drawn, in every format")
    func packedLegendAndStandIns() throws {
        let options = RenderOptions(coordinators: ["BerthCoordinator", "FerryCoordinator"])
        let document = GraphvizDocument(try FlowStyler(options: options).style(Self.harbour))
        let parts = LayoutParts(document)
        let standIn = DiagramID.coordinatorStandIn("TicketCoordinator")
        #expect(parts.parts.filter { $0.cluster == nil }.map { $0.nodes.map(\.name) } == [[standIn]])
        #expect(parts.clusterLoops == 0, "two coordinators close no loop; the arrows to the ticket desk end at its stand-in")

        let limit = WholeLayoutLimit.none
        let packed = try GraphvizRenderer.shared.draw(document, format: .svg, limit: limit)
        #expect(packed.packing == .loops(0, coordinators: 2))
        let svg = try SVGDocument(packed.data)
        let whole = try SVGDocument(GraphvizRenderer.shared.draw(document, format: .svg).data)
        #expect(Self.ids(svg, "node") == Self.ids(whole, "node"))
        #expect(Self.ids(svg, "node").contains(standIn))
        #expect(Self.edgeTitles(svg) == Self.edgeTitles(whole))
        #expect(svg.graph?.texts.contains("Legend") == true)
        for format in [GraphvizFormat.png, .pdf] {
            #expect(try !GraphvizRenderer.shared.draw(document, format: format, limit: limit).data.isEmpty)
        }
    }

    @Test("left to right, with the dark theme and the fast layout, each coordinator is packed as dot laid it out alone")
    func packedOptions() throws {
        let options = RenderOptions(rankDirection: .leftToRight, theme: .dark, layout: .fast)
        let document = GraphvizDocument(try FlowStyler(options: options).style(Self.harbour))
        let packed = try GraphvizRenderer.shared.draw(document, format: .svg, limit: WholeLayoutLimit.none)
        #expect(packed.packing != nil)
        let svg = try SVGDocument(packed.data)
        #expect(Self.ids(svg, "node").count == 9)
        #expect(Self.edgeTitles(svg) == Self.edgeTitles(try SVGDocument(GraphvizRenderer.shared.renderSVG(
            try FlowStyler(options: options).style(Self.harbour)
        ))))
        // Left to right: each screen of a coordinator, pushed by the one before, is further right.
        let berths = try Self.harbour.coordinators[0].screens.map { screen in
            try #require(svg.groups(ofClass: "node").first {
                $0.title == DiagramID.screen(screen.name, in: "BerthCoordinator")
            }?.descendants.first { $0.localName == "text" }?.value(of: "x").flatMap(Double.init))
        }
        #expect(berths == berths.sorted() && Set(berths).count == 3)
    }

    @Test("an error in the document itself is thrown as it is, not hidden by packing")
    func documentErrorsStay() {
        func cluster(_ name: String, _ node: String, label: String) -> GraphvizDocument.Cluster {
            GraphvizDocument.Cluster(name: "cluster_\(name)", attributes: [], nodes: [
                GraphvizDocument.Node(name: node, attributes: [
                    GraphvizDocument.Attribute("shape", "record"), GraphvizDocument.Attribute("label", label),
                ]),
            ])
        }
        let document = GraphvizDocument(
            graphAttributes: [], nodeDefaults: [], edgeDefaults: [],
            clusters: [cluster("quay", "bollard", label: "{rope|"), cluster("slip", "winch", label: "winch")],
            nodes: [],
            edges: [GraphvizDocument.Edge(tail: "bollard", head: "winch", attributes: [])]
        )
        for limit in [WholeLayoutLimit.measured, .none] {
            let error = #expect(throws: RenderingError.self) {
                try GraphvizRenderer.shared.draw(document, format: .svg, limit: limit)
            }
            guard case let .graphvizFailed(stage, message, _) = error else { continue }
            #expect(stage == .layOut)
            #expect(message == "bad label format {rope|")
        }
    }

    @Test("the same drawing packs to the same bytes")
    func deterministic() throws {
        let document = GraphvizDocument(try FlowStyler().style(Self.harbour))
        let limit = WholeLayoutLimit.none
        let first = try GraphvizRenderer.shared.draw(document, format: .svg, limit: limit)
        let second = try GraphvizRenderer.shared.draw(document, format: .svg, limit: limit)
        #expect(first == second)
    }

    @Test("the note says what the user gets and why, on one line")
    func note() {
        #expect(PackingReason.loops(393, coordinators: 200).description == "200 coordinators whose arrows between"
            + " them close 393 loops are more than Graphviz lays out as one drawing in reasonable time: each coordinator"
            + " was laid out on its own and packed in rows, with the arrows between them drawn straight")
        #expect(PackingReason.graphvizFailed("trouble in init_rank").description == "Graphviz could not lay out the"
            + " drawing as a whole (trouble in init_rank): each coordinator was laid out on its own and packed in"
            + " rows, with the arrows between them drawn straight")
    }

    @Test("positions move by the offset: points, arrow ends, several splines and boxes; other text is refused")
    func movedPoints() {
        #expect(GraphvizPoints.moved("27,18", dx: 100, dy: 50) == "127,68")
        #expect(GraphvizPoints.moved("e,10.5,20.25 1,2 3,4", dx: 1, dy: -1) == "e,11.5,19.25 2,1 4,3")
        #expect(GraphvizPoints.moved("s,0,0 e,1,1 2,2;3,3 4,4", dx: 10, dy: 10) == "s,10,10 e,11,11 12,12;13,13 14,14")
        #expect(GraphvizPoints.moved("0,0,200.5,80", dx: 24, dy: 0.125) == "24,0.125,224.5,80.125")
        #expect(GraphvizPoints.moved("-3.5,-0.25", dx: 3, dy: 0) == "-0.5,-0.25")
        #expect(GraphvizPoints.moved("1,2,3", dx: 0, dy: 0) == nil)
        #expect(GraphvizPoints.moved("a,b", dx: 0, dy: 0) == nil)
        #expect(GraphvizPoints.text(1.0 / 3) == "0.333")
        #expect(GraphvizPoints.text(-12) == "-12")
    }
}
