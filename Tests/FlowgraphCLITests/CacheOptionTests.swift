import Foundation
import Testing

/// The extraction cache from the command line: on by default, in the folder `--cache-path` names, off with
/// `--no-cache`; a run that reads it reports what a run without it reports.
@Suite("--cache-path and --no-cache")
struct CacheOptionTests {
    private static func cacheFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("extraction-") }
    }

    @Test("a second check reads the cache and prints the same findings")
    func secondRunReadsTheCache() throws {
        let folder = NSTemporaryDirectory() + "flowgraph-cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let first = try FlowgraphProcess.run(["check", "Lighthouse", "--cache-path", folder])
        let written = try FileManager.default.contentsOfDirectory(atPath: folder)
        let second = try FlowgraphProcess.run(["check", "Lighthouse", "--cache-path", folder])
        let uncached = try FlowgraphProcess.run(["check", "Lighthouse", "--no-cache"])

        #expect(Self.cacheFiles(in: folder).count == 1)
        #expect(written == Self.cacheFiles(in: folder), "nothing else is written there")
        #expect(first.standardOutput.contains("Lighthouse/App/"))
        #expect(second.standardOutput == first.standardOutput)
        #expect(second.status == first.status)
        #expect(uncached.standardOutput == first.standardOutput)
    }

    @Test("without --cache-path the cache goes to $XDG_CACHE_HOME/flowgraph; --no-cache writes none")
    func defaultFolderAndNoCache() throws {
        let home = NSTemporaryDirectory() + "flowgraph-cache-home-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        let unused = NSTemporaryDirectory() + "flowgraph-cache-" + UUID().uuidString

        _ = try FlowgraphProcess.run(["extract", "Lighthouse", "--no-cache", "--cache-path", unused])
        #expect(!FileManager.default.fileExists(atPath: unused))

        let process = Process()
        process.executableURL = FlowgraphProcess.executable
        process.arguments = ["extract", "Lighthouse", "--output", home + "/model.flow.json"]
        process.currentDirectoryURL = URL(fileURLWithPath: FlowgraphProcess.fixtures)
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": home]) { _, ours in ours }
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(Self.cacheFiles(in: home + "/flowgraph").count == 1)
    }
}
