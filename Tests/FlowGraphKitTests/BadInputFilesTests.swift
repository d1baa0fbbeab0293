import FlowGraphKit
import FlowModel
import FlowReporters
import FlowRules
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What a CI step meets on a half-finished branch: files that cannot be read sit beside a real app. Each is
/// skipped with a `skipped_file` warning that says why, and the app's navigation is still read in full.
@Suite("Bad input files")
struct BadInputFilesTests {
    @Test("binary, oversized, looping, dangling and non-regular Swift files are skipped, one warning each")
    func skippedSources() async throws {
        let folder = try TemporaryFolder()
        try folder.copyFixtureApp("PlantCare")
        let generated = String(repeating: "let generatedColour = Colour(red: 0.500, green: 0.250, blue: 0.125, alpha: 1.0)\n", count: 250_000)
        #expect(generated.utf8.count == 20_000_000)
        try folder.write(generated, to: "Generated/Colours.swift")
        try Data([0xCF, 0xFA, 0xED, 0xFE, 0x07, 0x00, 0x00, 0x01, 0xFF, 0x00]).write(to: URL(fileURLWithPath: folder.path + "/Generated/Binary.swift"))
        let files = FileManager.default
        try files.createSymbolicLink(atPath: folder.path + "/Loop.swift", withDestinationPath: "Loop.swift")
        try files.createSymbolicLink(atPath: folder.path + "/Gone.swift", withDestinationPath: "Deleted.swift")
        // A folder that links back to its parent: a search that followed it would never end.
        try files.createSymbolicLink(atPath: folder.path + "/Garden/Again", withDestinationPath: "..")
        #expect(mkfifo(folder.path + "/Pipe.swift", 0o644) == 0)

        let loaded = try await ModelLoading.load(paths: [folder.path])
        #expect(loaded.skippedFiles.map { SkippedFile(path: relative($0.path, to: folder), reason: $0.reason) } == [
            SkippedFile(path: "Generated/Binary.swift", reason: "the file is not valid UTF-8 text"),
            SkippedFile(path: "Generated/Colours.swift", reason: "the file is 20.0 MB, over the limit of 8 MiB for a Swift source"),
            SkippedFile(path: "Gone.swift", reason: "cannot read it (No such file or directory)"),
            SkippedFile(path: "Loop.swift", reason: "cannot read it (Too many levels of symbolic links)"),
            SkippedFile(path: "Pipe.swift", reason: "it is not a regular file (a folder, pipe or device)"),
        ])

        // The app's own findings are exactly those of the clean app, and each skipped file adds one warning.
        let findings = FlowCheck.findings(in: loaded)
        let appFindings = findings.filter { $0.ruleID != FindingDescriptor.skippedFile.id }
        #expect(try folder.xcodeReport(appFindings) == TemporaryFolder.expectedFindings(of: "PlantCare"))
        let skipped = try folder.xcodeReport(findings.filter { $0.ruleID == FindingDescriptor.skippedFile.id })
        #expect(skipped.split(separator: "\n").first == """
            Generated/Binary.swift:1:1: warning: not read: the file is not valid UTF-8 text; any navigation in it is \
            missing from the model [skipped_file]
            """)
        #expect(findings.filter { $0.ruleID == FindingDescriptor.skippedFile.id }.map(\.severity) == Array(repeating: .warning, count: 5))
    }

    @Test("expressions nested 10,000 deep parse within swift-syntax's nesting limit and the walk does not overflow")
    func deepExpressions() async throws {
        let folder = try TemporaryFolder()
        try folder.copyFixtureApp("PlantCare")
        let depth = 10_000
        let source = """
            let parentheses = \(String(repeating: "(", count: depth))1\(String(repeating: ")", count: depth))
            let members = start\(String(repeating: ".next", count: depth))
            let calls = make\(String(repeating: "()", count: depth))
            let closures = \(String(repeating: "{ ", count: depth))0\(String(repeating: " }", count: depth))
            let sum = 1\(String(repeating: " + 1", count: depth))
            """
        try folder.write(source, to: "Generated/Deep.swift")
        let loaded = try await ModelLoading.load(paths: [folder.path])
        #expect(loaded.skippedFiles.isEmpty)
        #expect(try folder.xcodeReport(FlowCheck.findings(in: loaded)) == TemporaryFolder.expectedFindings(of: "PlantCare"))
    }

    @Test("a model file over the size limit is refused by its size, before it is read")
    func oversizedModel() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/huge.flow.yml"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        // A sparse file: 300 MB long, nothing on disk, so the test costs nothing.
        #expect(truncate(path, 300_000_000) == 0)
        do {
            _ = try await ModelLoading.load(paths: [folder.path])
            Issue.record("expected a failure")
        } catch let FlowGraphError.invalidModel(failure) {
            #expect(failure.description == "\(path):1:1: error: the file is 300.0 MB, over the limit of 256 MiB for a model file")
        }
    }

    @Test("an empty folder, and one whose only Swift file is skipped, are both errors or warnings that say so")
    func emptyFolders() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Empty/Inner", withIntermediateDirectories: true)
        do {
            _ = try await ModelLoading.load(paths: [folder.path + "/Empty"])
            Issue.record("expected a failure")
        } catch let FlowGraphError.badInput(message) {
            #expect(message == "no Swift sources or model files (.flow.yml, .flow.yaml, .flow.json) found in \(folder.path)/Empty")
        }
        try Data([0xFF]).write(to: URL(fileURLWithPath: folder.path + "/Only.swift"))
        let loaded = try await ModelLoading.load(paths: [folder.path + "/Only.swift"])
        #expect(loaded.model.coordinators.isEmpty)
        #expect(loaded.skippedFiles.map(\.reason) == ["the file is not valid UTF-8 text"])
    }

    private func relative(_ path: String, to folder: TemporaryFolder) -> String {
        String(path.dropFirst(folder.path.count + 1))
    }
}
