import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("flowgraph render and extract")
struct RenderCommandTests {
    /// A scratch folder for outputs, removed afterwards.
    final class Scratch {
        let path = NSTemporaryDirectory() + "flowgraph-render-" + UUID().uuidString
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
    }

    @Test("--overview draws one box per coordinator and the step between them, and takes no --coordinator")
    func overview() throws {
        let scratch = try Scratch()
        let output = scratch.path + "/garden.svg"
        let result = try FlowgraphProcess.run(["render", "garden.flow.yml", "--overview", "--output", output])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: output))
        let nodes = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']/@id").compactMap(\.stringValue)
        #expect(nodes == ["fgc_GardenCoordinator", "fgc_SeedShopCoordinator"])
        let edges = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']/*[local-name()='title']").compactMap(\.stringValue)
        #expect(edges == ["fgc_GardenCoordinator->fgc_SeedShopCoordinator"])
        #expect(try document.nodes(forXPath: "//*[local-name()='g'][@class='cluster']").isEmpty)

        let refused = try FlowgraphProcess.run(["render", "garden.flow.yml", "--overview", "--coordinator", "GardenCoordinator", "--output", output])
        #expect(refused.status == 2)
        #expect(refused.standardError == "error: --overview draws every coordinator as one box; it takes no --coordinator, --focus or --highlight-findings\n")
    }

    @Test("--theme, --layout and --rankdir take their values in any letter case, and refuse others with one line")
    func optionValues() throws {
        let scratch = try Scratch()
        let output = scratch.path + "/garden.dot"
        let result = try FlowgraphProcess.run([
            "render", "garden.flow.yml", "--theme", "DARK", "--layout", "Fast", "--rankdir", "lr", "--output", output,
        ])
        #expect(result.status == 0)
        let dot = try String(contentsOfFile: output, encoding: .utf8)
        #expect(dot.contains(#"graph [rankdir="LR", "#) && dot.contains(##"bgcolor="#14191f""##) && dot.contains(#"nslimit="1""#))
        let refused = try FlowgraphProcess.run(["render", "garden.flow.yml", "--theme", "neon", "--output", output])
        #expect(refused.status == 2)
        #expect(refused.standardError
            == "error: The value 'neon' is invalid for '--theme <theme>'. Please provide one of 'light' and 'dark'.\n")
        let format = try FlowgraphProcess.run(["render", "garden.flow.yml", "--format", "gif", "--output", output])
        #expect(format.standardError
            == "error: The value 'gif' is invalid for '--format <format>'. Please provide one of the following: svg, dot, mermaid, json, png, pdf\n")
    }

    @Test("SVG through libgvc: the cluster, every screen, the undeclared target and the legend are in the parsed SVG")
    func svg() throws {
        let scratch = try Scratch()
        let output = scratch.path + "/bakery.svg"
        let result = try FlowgraphProcess.run(["render", "bakery-faults.flow.yml", "--output", output])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: output))
        func group(_ id: String, class kind: String = "node") throws -> XMLElement? {
            try document.nodes(forXPath: "//*[local-name()='g'][@id='\(id)'][@class='\(kind)']").first as? XMLElement
        }
        func text(of element: XMLElement?) throws -> [String] {
            try element?.nodes(forXPath: ".//*[local-name()='text']").compactMap(\.stringValue) ?? []
        }
        let cluster = try #require(try group("cluster_fg_BakeryCoordinator", class: "cluster"))
        #expect(try text(of: cluster) == ["BakeryCoordinator"])
        #expect(try text(of: group("fg_BakeryCoordinator__counter")) == ["counter"])
        #expect(try text(of: group("fg_BakeryCoordinator__oven")) == ["oven"])
        let edges = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']").compactMap { $0 as? XMLElement }
        let labels = try edges.flatMap { try text(of: $0) }
        #expect(labels.contains("didTapReceipt"))
        let all = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(all.contains("? receipt"))
        #expect(all.contains("Legend"))
    }

    @Test("the same input renders to identical bytes", arguments: ["svg", "dot", "mermaid", "json"])
    func deterministic(format: String) throws {
        let scratch = try Scratch()
        for name in ["one", "two"] {
            let result = try FlowgraphProcess.run(["render", "bakery-clean.flow.yml", "--format", format, "--output", "\(scratch.path)/\(name)"])
            #expect(result.status == 0)
        }
        let one = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/one"))
        #expect(!one.isEmpty)
        #expect(one == (try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/two"))))
    }

    @Test("the format follows the output's extension")
    func formatFromExtension() throws {
        let scratch = try Scratch()
        #expect(try FlowgraphProcess.run(["render", "bakery-clean.flow.yml", "-o", scratch.path + "/flow.dot"]).status == 0)
        #expect(try FlowgraphProcess.run(["render", "bakery-clean.flow.yml", "-o", scratch.path + "/flow.mmd"]).status == 0)
        let dot = try String(contentsOfFile: scratch.path + "/flow.dot", encoding: .utf8)
        let mermaid = try String(contentsOfFile: scratch.path + "/flow.mmd", encoding: .utf8)
        #expect(dot.hasPrefix("digraph "))
        #expect(dot.contains("fg_BakeryCoordinator__counter"))
        #expect(mermaid.hasPrefix("flowchart "))
        #expect(mermaid.contains("fg_BakeryCoordinator__counter"))
    }

    @Test("--coordinator keeps only the named coordinators; an unknown name exits 2 and writes nothing")
    func coordinatorFilter() throws {
        let scratch = try Scratch()
        let kept = try FlowgraphProcess.run(["render", "bakery-clean.flow.yml", "--coordinator", "BakeryCoordinator", "-o", scratch.path + "/kept.json"])
        #expect(kept.status == 0)
        let unknown = try FlowgraphProcess.run(["render", "bakery-clean.flow.yml", "--coordinator", "OvenCoordinator", "-o", scratch.path + "/x.svg"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "error: no coordinator named 'OvenCoordinator' (the model has: BakeryCoordinator)\n")
        #expect(try scratch.contents() == ["kept.json"])
    }

    @Test("render --format json and extract write the same canonical model")
    func jsonMatchesExtract() throws {
        let scratch = try Scratch()
        let rendered = try FlowgraphProcess.run(["render", "bakery-clean.flow.yml", "-o", scratch.path + "/model.json"])
        #expect(rendered.status == 0)
        let extracted = try FlowgraphProcess.run(["extract", "bakery-clean.flow.yml"])
        #expect(extracted.status == 0)
        let file = try String(contentsOfFile: scratch.path + "/model.json", encoding: .utf8)
        #expect(file == extracted.standardOutput)
        #expect(file.contains("\"file\" : \"bakery-clean.flow.yml\""))
    }

    @Test("nothing is written or overwritten on failure")
    func nothingHalfWritten() throws {
        let scratch = try Scratch()
        let input = FlowgraphProcess.fixtures + "/bakery-clean.flow.yml"
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let overwrite = try FlowgraphProcess.run(["render", "bakery-clean.flow.yml", "--format", "svg", "-o", "bakery-clean.flow.yml"])
        #expect(overwrite.status == 2)
        #expect(overwrite.standardError == "error: bakery-clean.flow.yml: the output would overwrite an input file\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)

        let broken = try FlowgraphProcess.run(["render", "bakery-broken.flow.yml", "-o", scratch.path + "/x.svg"])
        #expect(broken.status == 2)
        let missingFolder = try FlowgraphProcess.run(["render", "bakery-clean.flow.yml", "-o", scratch.path + "/no/such/x.svg"])
        #expect(missingFolder.status == 2)
        #expect(missingFolder.standardError.hasPrefix("error: \(scratch.path)/no/such/x.svg: cannot write"))
        #expect(try scratch.contents() == [])
    }

    @Test("a whole app whose coordinators start one another in more loops than dot lays out is packed, every screen drawn, with one note")
    func packedWholeApp() throws {
        let scratch = try Scratch()
        // Sixteen piers of four berths; from each pier's first berth a ferry sails to every other pier: 120 pairs of
        // piers joined, 105 loops beyond a tree of them, more than dot is asked to lay out in one drawing.
        let piers = (0..<16).map { "Pier\($0)Coordinator" }
        var lines = ["version: 1", "coordinators:"]
        for pier in piers {
            lines += ["  - name: \(pier)", "    entries: [berth0]", "    screens: [berth0, berth1, berth2, berth3]", "    transitions:"]
            lines += (1..<4).map { "      - { from: berth\($0 - 1), action: moor\($0), mode: push, to: berth\($0) }" }
            lines += piers.filter { $0 != pier }.map {
                "      - { from: berth0, action: sailTo\($0.dropLast(11)), kind: start, mode: sheet, to: { coordinator: \($0), screen: berth0 } }"
            }
        }
        let model = scratch.path + "/harbour.flow.yml"
        try (lines.joined(separator: "\n") + "\n").write(toFile: model, atomically: true, encoding: .utf8)
        let output = scratch.path + "/harbour.svg"
        let result = try FlowgraphProcess.run(["render", model, "--output", output])
        #expect(result.status == 0)
        #expect(result.standardError == "note: 16 coordinators whose arrows between them close 105 loops are more than"
            + " Graphviz lays out as one drawing in reasonable time: each coordinator was laid out on its own and packed"
            + " in rows, with the arrows between them drawn straight\n")
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: output))
        let nodes = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']/@id").compactMap(\.stringValue)
        #expect(Set(nodes) == Set(piers.flatMap { pier in (0..<4).map { "fg_\(pier)__berth\($0)" } }))
        #expect(nodes.count == 64)
        let clusters = try document.nodes(forXPath: "//*[local-name()='g'][@class='cluster']")
        #expect(clusters.count == 16)
        let edges = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']/*[local-name()='title']").compactMap(\.stringValue)
        #expect(edges.count == 16 * 3 + 240)
        #expect(edges.contains("fg_Pier3Coordinator__berth0->fg_Pier11Coordinator__berth0"))
    }
}
