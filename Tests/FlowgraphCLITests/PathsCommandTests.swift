import Foundation
import Testing

@Suite("flowgraph paths")
struct PathsCommandTests {
    @Test("--to prints the route and exits 0; a screen no entry reaches exits 1")
    func to() throws {
        let watering = try FlowgraphProcess.run(["paths", "garden.flow.yml", "--to", "watering"])
        #expect(watering.status == 0)
        #expect(watering.standardError == "")
        #expect(watering.standardOutput == """
            GardenCoordinator.watering: 2 steps from entry GardenCoordinator.overview
              1. on GardenCoordinator.overview send didTapPlant → GardenCoordinator.plantDetail (push)
              2. on GardenCoordinator.plantDetail send didTapWater → GardenCoordinator.watering (sheet, under a condition)

            """)
        let checkout = try FlowgraphProcess.run(["paths", "garden.flow.yml", "--to", "SeedShopCoordinator.checkout"])
        #expect(checkout.status == 1)
        #expect(checkout.standardOutput == "SeedShopCoordinator.checkout: not reachable from any entry\n")
    }

    @Test("--all --format xcuitest --output writes one test per reachable screen")
    func xcuitest() throws {
        let output = NSTemporaryDirectory() + "flowgraph-paths-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try FlowgraphProcess.run(["paths", "garden.flow.yml", "--all", "--format", "xcuitest", "-o", output])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        let source = try String(contentsOfFile: output, encoding: .utf8)
        let tests = source.split(separator: "\n").filter { $0.contains("func test") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(tests == [
            "func testReach_GardenCoordinator_overview() throws {",
            "func testReach_GardenCoordinator_plantDetail() throws {",
            "func testReach_GardenCoordinator_watering() throws {",
            "func testReach_SeedShopCoordinator_seeds() throws {",
        ])
        #expect(source.hasSuffix("// Not reachable from any entry, so no test:\n//   SeedShopCoordinator.checkout\n"))
    }

    @Test("an entry .flowgraph.yml declares is an entry: routes start there, as for check")
    func configuredEntry() throws {
        let result = try FlowgraphProcess.run(["paths", "Lighthouse", "--to", "stormWarning"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == "LighthouseCoordinator.stormWarning: an entry (declared)\n")
    }

    @Test("usage errors exit 2 with one line", arguments: [
        (["paths", "garden.flow.yml"], "error: give --to SCREEN (one or more) or --all"),
        (["paths", "garden.flow.yml", "--to", "nowhere"], "error: no screen named 'nowhere' (write it as Coordinator.screen or screen)"),
        (["paths", "garden.flow.yml", "--all", "--format", "espresso"], "error: The value 'espresso' is invalid for '--format <format>'. Please provide one of 'text' and 'xcuitest'."),
    ])
    func usage(arguments: [String], message: String) throws {
        let result = try FlowgraphProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message + "\n")
    }
}
