import FlowModel
import FlowReporters
import FlowRules
import Testing

@Suite("Reporters")
struct ReporterTests {
    let findings = [
        Finding(
            ruleID: "unreachable_screen", severity: .error,
            message: "screen 'attic' of HouseCoordinator is not reachable from any entry",
            location: SourceLocation(file: "Sources/House.swift", line: 12, column: 10),
            coordinator: "HouseCoordinator", screen: "attic"
        ),
        Finding(
            ruleID: "unused_action", severity: .info,
            message: "action 'didKnock' of screen 'door' is declared but nothing dispatches it",
            location: nil, coordinator: "HouseCoordinator", screen: "door", action: "didKnock"
        ),
    ]

    @Test("xcode: file:line:column: severity: message [rule]")
    func xcode() throws {
        let text = try XcodeReporter().report(findings)
        #expect(text == """
        Sources/House.swift:12:10: error: screen 'attic' of HouseCoordinator is not reachable from any entry [unreachable_screen]
        HouseCoordinator: note: action 'didKnock' of screen 'door' is declared but nothing dispatches it [unused_action]

        """)
    }

    @Test("json: every finding with explicit nulls, and counts")
    func json() throws {
        let text = try JSONReporter().report(findings)
        #expect(text == """
        {
          "counts" : {
            "error" : 1,
            "info" : 1,
            "note" : 0,
            "warning" : 0
          },
          "findings" : [
            {
              "action" : null,
              "column" : 10,
              "coordinator" : "HouseCoordinator",
              "file" : "Sources/House.swift",
              "line" : 12,
              "message" : "screen 'attic' of HouseCoordinator is not reachable from any entry",
              "rule" : "unreachable_screen",
              "screen" : "attic",
              "severity" : "error"
            },
            {
              "action" : "didKnock",
              "column" : null,
              "coordinator" : "HouseCoordinator",
              "file" : null,
              "line" : null,
              "message" : "action 'didKnock' of screen 'door' is declared but nothing dispatches it",
              "rule" : "unused_action",
              "screen" : "door",
              "severity" : "info"
            }
          ]
        }

        """)
    }

    @Test("the same findings always give the same bytes", arguments: ReporterRegistry.ids)
    func deterministic(id: String) throws {
        let reporter = try #require(ReporterRegistry.reporter(id: id))
        #expect(try reporter.report(AwkwardFindings.all) == (try reporter.report(AwkwardFindings.all)))
    }

    @Test("no findings: empty xcode report, zero counts in json")
    func empty() throws {
        #expect(try XcodeReporter().report([]) == "")
        #expect(try JSONReporter().report([]).contains("\"error\" : 0"))
    }

    @Test("the registry knows every reporter by id")
    func registry() {
        #expect(ReporterRegistry.ids == ["xcode", "json", "sarif", "github", "junit", "checkstyle", "markdown", "summary"])
        for id in ReporterRegistry.ids {
            #expect(ReporterRegistry.reporter(id: id).map { type(of: $0).id } == id)
        }
        #expect(ReporterRegistry.reporter(id: "json") is JSONReporter)
        #expect(ReporterRegistry.reporter(id: "nope") == nil)
    }

    @Test("colouring is the reporter's own: only xcode colours, each of its lines in its severity's colour")
    func colouring() throws {
        #expect(ReporterRegistry.all.filter { $0 is any ColouringReporter.Type }.map { $0.id } == ["xcode"])
        let findings = [
            Finding(ruleID: "unreachable_screen", severity: .error, message: "screen 'quay' is not reachable",
                    location: SourceLocation(file: "Harbour.swift", line: 3, column: 10), coordinator: "HarbourCoordinator"),
            Finding(ruleID: "unused_action", severity: .info, message: "action 'didWave' is never sent",
                    location: SourceLocation(file: "Harbour.swift", line: 8, column: 14), coordinator: "HarbourCoordinator"),
        ]
        #expect(try XcodeReporter().colouredReport(findings) == """
            \u{1B}[31mHarbour.swift:3:10: error: screen 'quay' is not reachable [unreachable_screen]\u{1B}[0m
            \u{1B}[36mHarbour.swift:8:14: note: action 'didWave' is never sent [unused_action]\u{1B}[0m

            """)
    }
}
