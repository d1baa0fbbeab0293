import FlowGraphKit
import FlowModel
import FlowRules
import Foundation
import Testing

@Suite("Baseline")
struct BaselineTests {
    private func finding(_ rule: String, _ screen: String?, line: Int, coordinator: String? = "FerryCoordinator") -> Finding {
        Finding(
            ruleID: rule, severity: .error, message: "about \(screen ?? "nothing")",
            location: SourceLocation(file: "Ferry.swift", line: line, column: 5), coordinator: coordinator, screen: screen
        )
    }

    @Test("keys ignore positions, so a finding that moved is still known")
    func moved() {
        let baseline = Baseline(findings: [finding("unreachable_screen", "deck", line: 10)])
        #expect(baseline.newFindings(in: [finding("unreachable_screen", "deck", line: 42)]).isEmpty)
        #expect(baseline.newFindings(in: [finding("unreachable_screen", "bridge", line: 10)]).count == 1)
    }

    @Test("each recorded key absorbs as many findings as it was recorded for")
    func counted() {
        let baseline = Baseline(findings: [finding("unknown_destination", "deck", line: 3), finding("unknown_destination", "deck", line: 4)])
        let now = [3, 4, 5].map { finding("unknown_destination", "deck", line: $0) }
        #expect(baseline.newFindings(in: now).map { $0.location?.line } == [5])
    }

    @Test("findings about no coordinator are told apart by their message")
    func byMessage() {
        let note = { (message: String) in
            Finding(ruleID: "unresolved_navigation", severity: .note, message: message, location: nil, coordinator: nil)
        }
        let baseline = Baseline(findings: [note("could not resolve present(next())")])
        #expect(baseline.newFindings(in: [note("could not resolve present(next())"), note("could not resolve push(other)")])
            .map(\.message) == ["could not resolve push(other)"])
    }

    @Test("the file is sorted, pretty JSON that does not depend on the findings' order")
    func file() throws {
        let findings = [finding("unreachable_screen", "deck", line: 9), finding("missing_build_case", "bridge", line: 2)]
        let data = try Baseline(findings: findings).jsonData()
        #expect(data == (try Baseline(findings: findings.reversed()).jsonData()))
        #expect(String(decoding: data, as: UTF8.self) == """
            {
              "findings" : [
                {
                  "coordinator" : "FerryCoordinator",
                  "rule" : "missing_build_case",
                  "screen" : "bridge"
                },
                {
                  "coordinator" : "FerryCoordinator",
                  "rule" : "unreachable_screen",
                  "screen" : "deck"
                }
              ],
              "version" : 1
            }

            """)
    }

    @Test("an unreadable baseline names the file", arguments: [
        ("not json", "error: BASE: not a flowgraph baseline (write one with --write-baseline)"),
        (#"{"version": 2, "findings": []}"#, "error: BASE: baseline version 2 is not supported (expected 1)"),
    ])
    func unreadable(text: String, message: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(text, to: "baseline.json")
        do {
            _ = try Baseline.load(path: path)
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == message.replacingOccurrences(of: "BASE", with: path))
        }
    }
}
