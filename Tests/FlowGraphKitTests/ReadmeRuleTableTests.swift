import FlowGraphKit
import Foundation
import Testing

/// The README's rule table is `flowgraph rules --format markdown`, so it names every id the tool can report and
/// no other.
@Suite("README rule table")
struct ReadmeRuleTableTests {
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    @Test("the README holds the generated table whole, with a blank line on each side: no row missing or extra")
    func sameTable() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let table = try RuleDocumentation.list(.markdown)
        #expect(table.hasPrefix("| id | default | finding |\n|---|---|---|\n| `invalid_dismiss_target` | error | "))
        #expect(table.split(separator: "\n").count == 2 + RuleDocumentation.ids.count)
        #expect(text.contains("\n\n" + table + "\n"))
    }
}
