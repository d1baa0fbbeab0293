import Foundation
import Testing

@Suite("flowgraph diff")
struct DiffCommandTests {
    @Test("text on stdout and exit 0; with --fail-on-change, exit 1 when navigation changed")
    func text() throws {
        let expected = """
            + screen GardenCoordinator.help
            ~ screen GardenCoordinator.overview: action +didTapHelp
            + GardenCoordinator.overview -[didTapHelp sheet]-> GardenCoordinator.help
            ~ GardenCoordinator.plantDetail -[didTapWater push conditional]-> GardenCoordinator.watering: sheet conditional → push conditional
            ~ screen SeedShopCoordinator.checkout: now built
            ~ screen SeedShopCoordinator.seeds: action +didTapBuy
            + SeedShopCoordinator.seeds -[didTapBuy push]-> SeedShopCoordinator.checkout
            3 added, 0 removed, 4 changed

            """
        let plain = try FlowgraphProcess.run(["diff", "garden.flow.yml", "garden-changed.flow.yml"])
        #expect(plain.status == 0)
        #expect(plain.standardError == "")
        #expect(plain.standardOutput == expected)
        let failing = try FlowgraphProcess.run(["diff", "garden.flow.yml", "garden-changed.flow.yml", "--fail-on-change"])
        #expect(failing.status == 1)
        #expect(failing.standardOutput == expected)
    }

    @Test("moving declarations to other lines changes nothing, even with --fail-on-change")
    func moved() throws {
        let result = try FlowgraphProcess.run(["diff", "garden.flow.yml", "garden-moved.flow.yml", "--fail-on-change"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "no navigation changes\n")
    }

    @Test("--format svg --output writes a drawing whose changed parts are coloured; nothing on stdout")
    func svg() throws {
        let output = NSTemporaryDirectory() + "flowgraph-diff-\(UUID().uuidString).svg"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try FlowgraphProcess.run([
            "diff", "garden.flow.yml", "garden-changed.flow.yml", "--format", "svg", "--output", output,
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("id=\"fg_GardenCoordinator__help\""))
        #expect(svg.contains("stroke=\"#2e7d32\""))
    }

    @Test("bad usage exits 2 with one line: unknown format, unknown side, output over an input", arguments: [
        (["diff", "garden.flow.yml", "garden-changed.flow.yml", "--format", "pdf"],
         "error: The value 'pdf' is invalid for '--format <format>'. Please provide one of 'text', 'markdown', 'json' or 'svg'.\n"),
        (["diff", "garden.flow.yml", "no-such-side"],
         "error: no-such-side: neither a file, a folder, nor a git revision of the repository\n"),
        (["diff", "garden.flow.yml", "garden-changed.flow.yml", "--output", "garden.flow.yml"],
         "error: garden.flow.yml: the output would overwrite an input file\n"),
    ])
    func badUsage(arguments: [String], message: String) throws {
        let inFixtures = try FlowgraphProcess.run(arguments)
        #expect(inFixtures.status == 2)
        #expect(inFixtures.standardError == message)
        #expect(inFixtures.standardOutput == "")
    }
}
