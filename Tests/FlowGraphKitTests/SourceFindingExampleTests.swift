import FlowExtraction
import FlowGraphKit
import FlowModel
import FlowRules
import FlowTestSupport
import Testing

/// One Swift example of a finding id that the reading of source reports rather than a rule.
struct SourceFindingExample: Sendable, CustomTestStringConvertible {
    let id: String
    let triggering: Bool
    let number: Int
    let marked: String

    var testDescription: String { "\(id) \(triggering ? "triggering" : "non-triggering") example \(number)" }

    static var all: [SourceFindingExample] {
        FindingCatalogue.all.filter { $0.examples.language == .swift }.flatMap { descriptor in
            descriptor.examples.triggering.enumerated().map {
                SourceFindingExample(id: descriptor.id, triggering: true, number: $0.offset + 1, marked: $0.element)
            } + descriptor.examples.nonTriggering.enumerated().map {
                SourceFindingExample(id: descriptor.id, triggering: false, number: $0.offset + 1, marked: $0.element)
            }
        }
    }
}

@Suite("Swift examples of the finding catalogue")
struct SourceFindingExampleTests {
    @Test("the ids of other steps than the rules have Swift examples")
    func covered() {
        #expect(Set(SourceFindingExample.all.map(\.id)) == ["skipped_file", "superfluous_disable_command", "unresolved_navigation"])
    }

    @Test("the check reports the id exactly at the marked positions", arguments: SourceFindingExample.all)
    func reportsMarkedPositions(_ example: SourceFindingExample) async throws {
        let input = MarkedText(example.marked, marker: String(FindingExamples.marker), columns: .utf8Bytes)
        let loaded = try await ModelLoading.load(InputContents(
            swiftSources: [SourceFile(path: "Example.swift", text: input.text)], modelFiles: []
        ))
        let findings = FlowCheck.findings(in: loaded).filter { $0.ruleID == example.id }
        #expect(findings.compactMap { $0.location.map { "\($0.line):\($0.column)" } } == input.positions.map(\.description))
        #expect(findings.allSatisfy { $0.severity == FindingCatalogue.descriptor(id: example.id)?.defaultSeverity })
    }
}
