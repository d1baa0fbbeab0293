@testable import FlowGraphKit
import Foundation
import Testing

@Suite("The files flowgraph init writes")
struct ProjectSetupTests {
    @Test("the configuration template loads through the configuration reader and changes nothing as written")
    func templateLoads() throws {
        #expect(try ConfigurationFile.load(text: ConfigurationTemplate.text, path: ".flowgraph.yml") == CheckConfiguration())
    }

    @Test("every key the reader accepts is in the template once, and its example loads when uncommented")
    func everyKeyUncommented() throws {
        let keyLine = /^# ([a-z_]+):/
        var keys: [String] = []
        let uncommented = ConfigurationTemplate.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let match = line.firstMatch(of: keyLine) else { return String(line) }
            keys.append(String(match.1))
            return String(line.dropFirst(2))
        }.joined(separator: "\n")
        #expect(keys.sorted() == ConfigurationReader.keys.sorted())
        let configuration = try ConfigurationFile.load(text: uncommented, path: ".flowgraph.yml")
        #expect(!configuration.included.isEmpty)
        #expect(!configuration.excluded.isEmpty)
        #expect(!configuration.skippedFolders.isEmpty)
        #expect(!configuration.disabledRules.isEmpty)
        #expect(!configuration.severities.isEmpty)
        #expect(!configuration.entries.isEmpty)
        #expect(!configuration.ignoredScreens.isEmpty)
        #expect(!configuration.allowedCycles.isEmpty)
        #expect(configuration.strict)
    }

    @Test("every key has a comment line saying what it does right above it")
    func keysAreExplained() {
        let lines = ConfigurationTemplate.text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.firstMatch(of: /^# [a-z_]+:/) != nil {
            #expect(index > 0 && lines[index - 1].hasPrefix("# ") && lines[index - 1].firstMatch(of: /^# [a-z_]+:/) == nil, "\(line)")
        }
    }

    @Test("a write that fails half-way removes what it wrote")
    func failedWriteLeavesNothing() throws {
        let folder = try TemporaryFolder()
        // A file where the workflow's folder must be: the configuration is written, then the workflow cannot be.
        try folder.write("", to: ".github")
        #expect(throws: FlowGraphError.self) { try ProjectSetup.write(into: folder.path) }
        #expect(try folder.files() == [".github"])
    }
}
