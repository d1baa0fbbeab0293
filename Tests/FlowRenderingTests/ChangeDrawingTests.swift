import FlowModel
import FlowTestSupport
import Foundation
import Testing
@testable import FlowRendering

@Suite("Drawing a navigation change")
struct ChangeDrawingTests {
    let svg: SVGDocument

    init() throws {
        let diff = NavigationDiff(
            from: try ModelFileLoader.load(text: TramTicketModels.base, path: "base.flow.yml"),
            to: try ModelFileLoader.load(text: TramTicketModels.head, path: "head.flow.yml")
        )
        svg = try SVGDocument(GraphvizRenderer.shared.renderSVG(ChangeStyler().style(diff)))
    }

    @Test("both sides are drawn: the removed coordinator's cluster is there, outlined red; the kept one is plain")
    func clusters() throws {
        #expect(svg.groups(ofClass: "cluster").map { $0.value(of: "id") } == [
            "cluster_fg_RefundCoordinator", "cluster_fg_TicketsCoordinator",
        ])
        #expect(try #require(svg.group(id: "cluster_fg_RefundCoordinator")).stroke == ChangeStyler.removed.hex)
        #expect(try #require(svg.group(id: "cluster_fg_TicketsCoordinator")).stroke == StyleColor.clusterOutline.hex)
    }

    @Test("screens: added green, removed red, changed amber, unchanged faded", arguments: [
        ("fg_TicketsCoordinator__receipt", ChangeStyler.added),
        ("fg_RefundCoordinator__refund", ChangeStyler.removed),
        ("fg_TicketsCoordinator__tickets", ChangeStyler.changed),
        ("fg_TicketsCoordinator__zones", ChangeStyler.changed),
        ("fg_TicketsCoordinator__help", ChangeStyler.faded),
    ])
    func screens(id: String, color: StyleColor) throws {
        #expect(try #require(svg.group(id: id)).stroke == color.hex)
    }

    @Test("arrows: each transition's change colours it, and a removed one is dashed", arguments: [
        ("didPickZone", ChangeStyler.added),
        ("didFinish", ChangeStyler.removed),
        ("didTapRefund", ChangeStyler.removed),
        ("didTapHelp", ChangeStyler.changed),
        ("didTapBuy", ChangeStyler.faded),
    ])
    func arrows(label: String, color: StyleColor) throws {
        let edges = svg.groups(ofClass: "edge").filter { $0.texts == [label] }
        #expect(edges.count == 1)
        let edge = try #require(edges.first)
        #expect(edge.stroke == color.hex)
        let dashed = edge.descendants.first { $0.localName == "path" }?.value(of: "stroke-dasharray") != nil
        #expect(dashed == (color == ChangeStyler.removed))
    }

    @Test("one action whose step changed kind (dismiss became show-root) is one removed and one added arrow")
    func stepChangedKind() throws {
        let model = { (kind: String) in
            """
            version: 1
            coordinators:
              - name: MottoCoordinator
                entries: [overview]
                screens: [overview, { name: editMotto, actions: [didSave] }]
                transitions:
                  - { from: overview, action: didTapEdit, mode: push, to: editMotto }
                  - { from: editMotto, action: didSave, kind: \(kind) }
            """
        }
        let diff = NavigationDiff(
            from: try ModelFileLoader.load(text: model("showRoot"), path: "base.flow.yml"),
            to: try ModelFileLoader.load(text: model("dismiss"), path: "head.flow.yml")
        )
        let drawing = try SVGDocument(GraphvizRenderer.shared.renderSVG(ChangeStyler().style(diff)))
        let strokes = drawing.groups(ofClass: "edge").filter { $0.texts == ["didSave"] }.compactMap(\.stroke)
        #expect(strokes.sorted() == [ChangeStyler.added.hex, ChangeStyler.removed.hex].sorted())
    }

    @Test("the legend explains the markings of a change, not those of findings")
    func legend() throws {
        let texts = try #require(svg.graph).texts
        #expect(texts.contains("added") && texts.contains("removed") && texts.contains("unchanged"))
        #expect(!texts.contains("has findings"))
    }
}
