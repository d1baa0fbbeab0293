import Foundation
import Testing

/// A coordinator nested in another type has a dotted name; `.flowgraph.yml` and `render --focus` both read
/// `Harbour.FerryCoordinator.ticket` as its screen `ticket`.
@Suite("nested coordinator names")
struct NestedCoordinatorTests {
    private static func harbourFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "flowgraph-nested-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            version: 1
            coordinators:
              - name: Harbour.FerryCoordinator
                entries: [quay]
                screens: [quay, ticket]

            """.write(toFile: folder + "/harbour.flow.yml", atomically: true, encoding: .utf8)
        try "entries: [Harbour.FerryCoordinator.ticket]\n"
            .write(toFile: folder + "/.flowgraph.yml", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("the configuration's entry is the nested coordinator's screen: nothing is unreachable")
    func configurationEntry() throws {
        let folder = try Self.harbourFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlowgraphProcess.run(["check", "."], in: folder)
        #expect(run.standardError == "")
        #expect(run.standardOutput == "")
        #expect(run.status == 0)
    }

    @Test("render --focus finds the same screen, drawn as the declared entry")
    func focus() throws {
        let folder = try Self.harbourFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlowgraphProcess.run(
            ["render", ".", "--focus", "Harbour.FerryCoordinator.ticket", "--depth", "0", "--output", "focus.dot"], in: folder
        )
        #expect(run.status == 0)
        #expect(run.standardError == "")
        let dot = try String(contentsOfFile: folder + "/focus.dot", encoding: .utf8)
        #expect(dot.split(separator: "\n").filter { $0.contains("[id=\"") }.map { $0.trimmingCharacters(in: .whitespaces) } == [
            ##"graph [id="cluster_fg_Harbour_x2E_FerryCoordinator", label="Harbour.FerryCoordinator", labelloc="t", tooltip="Harbour.FerryCoordinator (model coordinator)&#10;harbour.flow.yml:3:5", style="rounded,filled", fillcolor="#f7f9fb", color="#b0bec5"];"##,
            ##""fg_Harbour_x2E_FerryCoordinator__ticket" [id="fg_Harbour_x2E_FerryCoordinator__ticket", label="ticket", tooltip="ticket, a screen of Harbour.FerryCoordinator&#10;harbour.flow.yml:5:21&#10;entry (declared)", peripheries="2"];"##,
        ])
    }
}
