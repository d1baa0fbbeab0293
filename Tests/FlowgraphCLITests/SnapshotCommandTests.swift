import Foundation
import Testing

@Suite("flowgraph snapshot")
struct SnapshotCommandTests {
    /// A scratch folder for written snapshots, removed afterwards.
    final class Scratch {
        let path = NSTemporaryDirectory() + "flowgraph-snapshot-" + UUID().uuidString
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test("--write: coordinators, screens and transitions, sorted, without positions; nothing printed")
    func write() throws {
        let scratch = try Scratch()
        let output = scratch.path + "/garden.snapshot"
        let result = try FlowgraphProcess.run(["snapshot", "garden.flow.yml", "--write", output])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == """
            # flowgraph navigation snapshot: update with `flowgraph snapshot --write FILE` after review
            coordinator GardenCoordinator
            screen GardenCoordinator.overview entry
            screen GardenCoordinator.plantDetail
            screen GardenCoordinator.watering
            GardenCoordinator.overview -[didTapPlant push]-> GardenCoordinator.plantDetail
            GardenCoordinator.overview -[didTapShop start sheet]-> SeedShopCoordinator
            GardenCoordinator.plantDetail -[didClose dismiss]-> (back)
            GardenCoordinator.plantDetail -[didTapWater sheet conditional]-> GardenCoordinator.watering
            GardenCoordinator.watering -[didFinish showRoot]-> (root)
            coordinator SeedShopCoordinator
            screen SeedShopCoordinator.checkout unbuilt
            screen SeedShopCoordinator.seeds entry entry(deepLink)
            SeedShopCoordinator.seeds -[didClose dismiss]-> (back)

            """)
        // What --write writes, --check accepts: the committed fixture is exactly this output.
        #expect(try Data(contentsOf: URL(fileURLWithPath: output))
            == Data(contentsOf: URL(fileURLWithPath: FlowgraphProcess.fixtures + "/garden.snapshot")))
    }

    @Test("line breaks, backslashes and a leading # in hand-written names are escaped: one line each, none a comment")
    func oddNames() throws {
        let scratch = try Scratch()
        let output = scratch.path + "/odd.snapshot"
        #expect(try FlowgraphProcess.run(["snapshot", "odd-names.flow.yml", "--write", output]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == ##"""
            # flowgraph navigation snapshot: update with `flowgraph snapshot --write FILE` after review
            coordinator \#Tag
            screen \#Tag.a entry
            \#Tag.a -[dismiss]-> (back)
            coordinator Odd\\Coordinator
            screen Odd\\Coordinator.<b>
            screen Odd\\Coordinator.two\nlines entry
            Odd\\Coordinator.two\nlines -[tap\r\n fullScreen]-> Odd\\Coordinator.<b>

            """##)
        #expect(try FlowgraphProcess.run(["snapshot", "odd-names.flow.yml", "--check", output]).status == 0)
    }

    @Test("--check passes for the same navigation, even with the code reordered and moved to other lines",
          arguments: ["garden.flow.yml", "garden-moved.flow.yml"])
    func unchanged(model: String) throws {
        let result = try FlowgraphProcess.run(["snapshot", model, "--check", "garden.snapshot"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "")
    }

    @Test("--check fails with a -/+ diff, coordinator by coordinator, when the navigation changed unreviewed")
    func changed() throws {
        let result = try FlowgraphProcess.run(["snapshot", "garden-changed.flow.yml", "--check", "garden.snapshot"])
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            -GardenCoordinator.plantDetail -[didTapWater sheet conditional]-> GardenCoordinator.watering
            +screen GardenCoordinator.help
            +GardenCoordinator.overview -[didTapHelp sheet]-> GardenCoordinator.help
            +GardenCoordinator.plantDetail -[didTapWater push conditional]-> GardenCoordinator.watering
            -screen SeedShopCoordinator.checkout unbuilt
            +screen SeedShopCoordinator.checkout
            +SeedShopCoordinator.seeds -[didTapBuy push]-> SeedShopCoordinator.checkout

            """)
        #expect(result.standardError == """
            error: the navigation changed since garden.snapshot was written; review the diff and run \
            `flowgraph snapshot --write garden.snapshot`

            """)
    }

    @Test("a missing snapshot exits 2 and says how to create it")
    func missing() throws {
        let result = try FlowgraphProcess.run(["snapshot", "garden.flow.yml", "--check", "no-such.snapshot"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
            error: no-such.snapshot: no such snapshot file (create it with `flowgraph snapshot --write no-such.snapshot`)

            """)
    }

    @Test("exactly one of --write and --check; an input is never overwritten", arguments: [
        ["snapshot", "garden.flow.yml"],
        ["snapshot", "garden.flow.yml", "--write", "x.snapshot", "--check", "garden.snapshot"],
        ["snapshot", "garden.flow.yml", "--write", "garden.flow.yml"],
    ])
    func badUsage(arguments: [String]) throws {
        let input = FlowgraphProcess.fixtures + "/garden.flow.yml"
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let result = try FlowgraphProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(!FileManager.default.fileExists(atPath: FlowgraphProcess.fixtures + "/x.snapshot"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    }
}
