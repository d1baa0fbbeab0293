import Foundation
import Testing
import Yams

/// `.pre-commit-hooks.yaml` is read by the pre-commit framework only, so nothing else would notice it breaking.
@Suite(".pre-commit-hooks.yaml")
struct PreCommitHookTests {
    private static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".pre-commit-hooks.yaml")

    /// The keys pre-commit requires of a hook, and those this one sets.
    private struct Hook: Decodable {
        let id: String
        let name: String
        let entry: String
        let language: String
        let files: String
        let passFilenames: Bool

        enum CodingKeys: String, CodingKey {
            case id, name, entry, language, files
            case passFilenames = "pass_filenames"
        }
    }

    private func hook() throws -> Hook {
        let hooks = try YAMLDecoder().decode([Hook].self, from: String(contentsOf: Self.file, encoding: .utf8))
        #expect(hooks.count == 1)
        return try #require(hooks.first)
    }

    @Test("the hook runs flowgraph check on the whole app from the PATH, whatever the commit holds")
    func hookRunsCheck() throws {
        let hook = try hook()
        #expect(hook.id == "flowgraph-check")
        #expect(hook.entry == "flowgraph check")
        #expect(hook.language == "system")
        #expect(!hook.passFilenames)
    }

    @Test("it runs when Swift, storyboards, model files or the configuration change, and not for other files",
          arguments: [
              ("App/Checkout/CheckoutCoordinator.swift", true), ("Main.storyboard", true),
              ("Navigation/app.flow.yml", true), ("app.flow.yaml", true), ("extracted.flow.json", true),
              (".flowgraph.yml", true), ("App/.flowgraph.yml", true),
              ("README.md", false), ("Package.resolved", false), ("ci.yml", false), ("swift.txt", false),
              ("Sources/App.swift.orig", false),
          ])
    func filePattern(path: String, runs: Bool) throws {
        let pattern = try hook().files
        // pre-commit searches each path with Python's re.search; this pattern means the same to NSRegularExpression.
        let regex = try NSRegularExpression(pattern: pattern)
        let found = regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        #expect(found == runs)
    }
}
