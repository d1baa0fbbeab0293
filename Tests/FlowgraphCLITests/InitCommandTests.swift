import Foundation
import Testing

/// `flowgraph init`: the starting `.flowgraph.yml` and workflow, written once and never over a file.
@Suite("init")
struct InitCommandTests {
    private static let written = [".flowgraph.yml", ".github/workflows/flowgraph.yml"]

    @Test("writes both files into the current folder, says so, and check then runs with the written configuration")
    func writesIntoCurrentFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlowgraphProcess.run(["init"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput == "wrote .flowgraph.yml\nwrote .github/workflows/flowgraph.yml\n")
        for file in Self.written { #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(file)") }
        let workflow = try String(contentsOfFile: folder + "/.github/workflows/flowgraph.yml", encoding: .utf8)
        #expect(workflow.contains("run: .build/release/flowgraph check --reporter github\n"))

        // The written configuration is read by check (a bad one would stop it with status 2).
        try FileManager.default.copyItem(atPath: FlowgraphProcess.fixtures + "/bakery-clean.flow.yml", toPath: folder + "/bakery-clean.flow.yml")
        let check = try FlowgraphProcess.run(["check", "--reporter", "summary"], in: folder)
        #expect(check.standardError == "")
        #expect(check.status == 0)
    }

    @Test("a PATH names the folder written into")
    func writesIntoPath() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: false)
        let run = try FlowgraphProcess.run(["init", "App"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardOutput == "wrote App/.flowgraph.yml\nwrote App/.github/workflows/flowgraph.yml\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["App"])
        for file in Self.written { #expect(FileManager.default.fileExists(atPath: folder + "/App/" + file), "\(file)") }
    }

    @Test("an existing file of either is refused: one line, exit 2, nothing written, the existing file unchanged",
          arguments: written)
    func refusesToOverwrite(existing: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/" + existing
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "mine\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try FlowgraphProcess.run(["init"], in: folder)
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "error: \(existing): already exists; flowgraph init never overwrites a file\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine\n")
        for other in Self.written where other != existing {
            #expect(!FileManager.default.fileExists(atPath: folder + "/" + other), "\(other)")
        }
    }

    @Test("a PATH that is not a folder is bad usage")
    func missingFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlowgraphProcess.run(["init", "nowhere"], in: folder)
        #expect(run.status == 2)
        #expect(run.standardError == "error: nowhere: no such folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    private static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "flowgraph-cli-init-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
