import Foundation
import Testing

/// Every command reads its inputs through the same step: the `.flowgraph.yml` that `check` reads (its excluded
/// files), and a Swift source that cannot be read warned of on standard error (by `check`, reported as a finding).
@Suite("one input step for every command")
struct InputStepTests {
    /// A folder whose configuration excludes an old copy of the model (reading it would declare the coordinator
    /// twice), with a Swift source that is not UTF-8.
    private static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "flowgraph-input-" + UUID().uuidString
        let files = FileManager.default
        try files.createDirectory(atPath: folder + "/old", withIntermediateDirectories: true)
        let garden = try String(contentsOfFile: FlowgraphProcess.fixtures + "/garden.flow.yml", encoding: .utf8)
        try garden.write(toFile: folder + "/garden.flow.yml", atomically: true, encoding: .utf8)
        try garden.write(toFile: folder + "/old/garden.flow.yml", atomically: true, encoding: .utf8)
        try "excluded:\n  - old\n".write(toFile: folder + "/.flowgraph.yml", atomically: true, encoding: .utf8)
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: folder + "/Binary.swift"))
        return folder
    }

    static let warning = "Binary.swift:1:1: warning: not read: the file is not valid UTF-8 text; any navigation in it is missing from the model [skipped_file]\n"

    @Test("each command leaves out what .flowgraph.yml excludes and warns of the file it could not read", arguments: [
        ["extract", ".", "--output", "model.flow.json"],
        ["snapshot", ".", "--write", "garden.snapshot"],
        ["paths", ".", "--all"],
        ["render", ".", "--output", "garden.svg"],
        ["docs", ".", "--output", "site"],
        ["coverage", "."],
        ["diff", ".", "."],
    ])
    func command(arguments: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // diff reads no cache; each of its two sides warns.
        let isDiff = arguments[0] == "diff"
        let run = try FlowgraphProcess.run(arguments + (isDiff ? [] : ["--no-cache"]), in: folder)
        #expect(run.status == 0, "\(arguments[0]): \(run.standardError)")
        #expect(run.standardError == String(repeating: Self.warning, count: isDiff ? 2 : 1), "\(arguments[0])")
    }

    @Test("check reads the same files and reports the file it could not read as a finding")
    func check() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlowgraphProcess.run(["check", ".", "--no-cache"], in: folder)
        #expect(run.standardOutput.hasPrefix(Self.warning))
        #expect(!run.standardOutput.contains("duplicate coordinator"))
        #expect(run.standardError == "")
    }
}
